import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Menu component strings (as stored on the server's menu items) → screens, as the spec's "components resolve
 * from views": every `*Page.tsx` under `src/features` with a default export is a screen, named by its path
 * without `Page.tsx` (`features/dashboard/analysis/AnalysisPage.tsx` → `dashboard/analysis/Analysis`).
 * Anything else renders the 404 page.
 */
const loaders = import.meta.glob<{ default: ComponentType }>('../../features/**/*Page.tsx');

export function screenKeyOf(file: string): string {
  return file.replace(/^(\.\.\/)+features\//, '').replace(/Page\.tsx$/, '');
}

export const screenRegistry: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(loaders).map(([file, load]) => [screenKeyOf(file), lazy(load)]),
);

export function isKnownScreen(component: string): boolean {
  return Object.hasOwn(screenRegistry, component);
}

/** Starts fetching a screen's code (and what it imports) without rendering it; unknown names are ignored. */
export function prefetchScreen(component: string): void {
  const entry = Object.entries(loaders).find(([file]) => screenKeyOf(file) === component);
  void entry?.[1]().catch(() => undefined);
}
