import { useLocation } from 'react-router';
import { findRoute } from '../../app/router/menuToRoutes';
import { useRouteDefs } from '../../app/router/useRouteDefs';

/**
 * The route name a list keeps its column settings and saved queries under (§3: per route name). The menu's
 * route name when the page is a menu route, else one derived from the path the way the server names routes.
 */
export function useListRouteKey(): string {
  const { pathname } = useLocation();
  const route = findRoute(useRouteDefs(), pathname);
  return route?.name || pathname.replace(/^\/+/, '').replace(/\//g, '-') || 'list';
}
