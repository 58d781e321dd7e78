import { useMemo } from 'react';
import { usePermittedMenu } from '../session/usePermittedMenu';
import { menuToRoutes, type AppRouteDef } from './menuToRoutes';
import { isKnownScreen } from './screenRegistry';

/** The dynamic routes of the signed-in user's menu, without the routes their permissions deny. */
export function useRouteDefs(): AppRouteDef[] {
  const menu = usePermittedMenu();
  return useMemo(() => menuToRoutes(menu ?? [], isKnownScreen), [menu]);
}
