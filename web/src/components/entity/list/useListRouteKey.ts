import { useRouteName } from '../../../lib/routes/routeName';

/**
 * The route name a list keeps its column settings and saved queries under (§3: per route name). The menu's
 * route name when the page is a menu route (the shell gives it, lib/routes/routeName.tsx), else one derived from
 * the path the way the server names routes.
 */
export function useListRouteKey(): string {
  return useRouteName('list');
}
