import { useMemo } from 'react';
import { usePermittedMenu } from '../session/usePermittedMenu';
import { flattenRoutes, menuToRoutes, type AppRouteDef } from './menuToRoutes';
import { isKnownScreen } from './screenRegistry';
import { STATIC_SCREENS } from './staticScreens';

/**
 * The dynamic routes of the signed-in user's menu, without the routes their permissions deny, then the static
 * screens of every signed-in user (a menu entry of the same path wins).
 */
export function useRouteDefs(): AppRouteDef[] {
  const menu = usePermittedMenu();
  return useMemo(() => {
    const defs = menuToRoutes(menu ?? [], isKnownScreen);
    if (menu === null) return defs;
    const taken = new Set(flattenRoutes(defs).map((d) => d.path));
    return [...defs, ...STATIC_SCREENS.filter((d) => !taken.has(d.path))];
  }, [menu]);
}
