import { PRODUCT_TITLE } from '@meiyun/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findRoute } from '../router/menuToRoutes';
import { useRouteDefs } from '../router/useRouteDefs';
import { tabsActions, useTabs } from './tabsStore';

/** Every visited route becomes the active tab; the browser title follows (§2.4). */
export function useTabTracking(enabled: boolean) {
  const location = useLocation();
  const defs = useRouteDefs();
  const fullPath = location.pathname + location.search;
  const def = findRoute(defs, location.pathname);
  // One route may show many pages (a report each): the page's own name, once it gave one, wins.
  const given = useTabs((s) => s.titles[fullPath]);
  const title = given ?? def?.meta.title;

  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  }, [title]);

  useEffect(() => {
    if (!enabled || !def || def.kind === 'layout') return;
    tabsActions.open({
      name: def.name,
      path: location.pathname,
      fullPath,
      title: def.meta.title,
      icon: def.meta.icon,
      keepAlive: Boolean(def.meta.keepAlive),
      componentName: def.meta.componentName ?? def.name,
    });
  }, [enabled, def, fullPath, location.pathname]);
}

/** Navigates when a tab action changed which tab is active. */
export function useFollowActiveTab() {
  const navigate = useNavigate();
  return (key: string) => {
    const current = window.location.pathname + window.location.search;
    if (key !== current) navigate(key);
  };
}

export { useTabs };
