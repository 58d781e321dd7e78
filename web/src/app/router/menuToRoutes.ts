import { IFRAME_VIEW, ROUTE_VIEW, type MenuMeta, type MenuNode } from '@meiyun/shared';
import { matchPath } from 'react-router';

/** How a converted route renders. */
export type RouteKind = 'page' | 'layout' | 'iframe' | 'external' | 'notFound';

export interface AppRouteDef {
  /** Absolute path, as the server sends it. */
  path: string;
  name: string;
  kind: RouteKind;
  /** Registry key of the screen for kind 'page'. */
  component: string;
  redirect?: string;
  hidden: boolean;
  meta: MenuMeta;
  children: AppRouteDef[];
}

/**
 * Server menu → route definitions (§2.1): alwaysShow redirects to its own path, items with route '0' are left
 * out, children convert recursively, an unknown component becomes the 404 marker instead of a blank screen.
 */
export function menuToRoutes(menu: MenuNode[], isKnownScreen: (component: string) => boolean): AppRouteDef[] {
  const out: AppRouteDef[] = [];
  for (const node of menu) {
    if (String(node.route) === '0') continue;
    const meta: MenuMeta = { ...node.meta, title: node.meta?.title ?? node.name };
    out.push({
      path: node.path,
      name: node.name,
      kind: kindOf(node, isKnownScreen),
      component: node.component,
      redirect: node.alwaysShow ? node.path : (node.redirect ?? undefined),
      hidden: Boolean(node.hidden || meta.hidden),
      meta,
      children: menuToRoutes(node.children ?? [], isKnownScreen),
    });
  }
  return out;
}

function kindOf(node: MenuNode, isKnownScreen: (c: string) => boolean): RouteKind {
  if (node.meta?.internalOrExternal) return 'external';
  if (node.component === IFRAME_VIEW) return 'iframe';
  if (node.component === ROUTE_VIEW) return 'layout';
  return isKnownScreen(node.component) ? 'page' : 'notFound';
}

/** Every route of the tree, parents before children. */
export function flattenRoutes(routes: AppRouteDef[]): AppRouteDef[] {
  return routes.flatMap((r) => [r, ...flattenRoutes(r.children)]);
}

/**
 * The route showing at a path: the one of that very path, or else one with a parameter matching it
 * (`/online/cgreport/:code`), so that such a page gets its tab, title and route name too; a menu item of the very
 * path (a report an administrator put in the menu) wins over the parameter route, as in the router.
 */
export function findRoute(routes: AppRouteDef[], pathname: string): AppRouteDef | undefined {
  const all = flattenRoutes(routes);
  return all.find((r) => r.path === pathname) ?? all.find((r) => r.path.includes('/:') && matchPath({ path: r.path, end: true }, pathname));
}
