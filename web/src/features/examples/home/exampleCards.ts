import type { UserRoute } from '../../../lib/routes/userRoutes';
import { EXAMPLE_BLURBS } from './exampleBlurbs';

/** The screens of 组件示例 are those whose menu component lies under `examples/`. */
const EXAMPLE_PREFIX = 'examples/';

export interface ExampleCard {
  path: string;
  title: string;
  icon?: string | null;
  blurb: string;
}

/** The routes the menu shows: a hidden folder hides what is in it. */
function shown(routes: UserRoute[]): UserRoute[] {
  return routes.filter((r) => !r.hidden).flatMap((r) => [r, ...shown(r.children)]);
}

/**
 * The example pages among the user's routes, in menu order: pages the menu shows and that open (a known screen),
 * each once even where two menu entries lead to it.
 */
export function exampleCards(routes: UserRoute[]): ExampleCard[] {
  const seen = new Set<string>();
  const cards: ExampleCard[] = [];
  for (const r of shown(routes)) {
    if (r.kind !== 'page' || !r.component.startsWith(EXAMPLE_PREFIX) || seen.has(r.path)) continue;
    seen.add(r.path);
    cards.push({ path: r.path, title: r.meta.title, icon: r.meta.icon, blurb: EXAMPLE_BLURBS[r.component as keyof typeof EXAMPLE_BLURBS] ?? r.path });
  }
  return cards;
}
