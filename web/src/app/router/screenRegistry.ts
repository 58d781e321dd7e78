import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Menu component strings (as stored on the server's menu items) → screens. Only what is listed here can be
 * routed; anything else renders the 404 page.
 */
export const screenRegistry: Record<string, LazyExoticComponent<ComponentType>> = {
  'dashboard/Analysis': lazy(() => import('../../features/dashboard/analysis/AnalysisPage')),
  'account/center/Index': lazy(() => import('../../features/account/center/AccountCenterPage')),
  'account/settings/Index': lazy(() => import('../../features/account/settings/AccountSettingsPage')),
};

export function isKnownScreen(component: string): boolean {
  return Object.hasOwn(screenRegistry, component);
}
