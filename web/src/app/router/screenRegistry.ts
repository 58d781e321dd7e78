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
