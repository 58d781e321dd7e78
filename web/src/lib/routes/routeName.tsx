import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The name of the route at a path (the menu's route name), or undefined where no route of the menu is there. */
export type RouteNameOf = (pathname: string) => string | undefined;

const RouteNameContext = createContext<RouteNameOf>(() => undefined);

/** Given by the shell, which knows the signed-in user's routes; what is below it asks with useRouteName. */
export function RouteNameProvider({ value, children }: { value: RouteNameOf; children: ReactNode }) {
  return <RouteNameContext.Provider value={value}>{children}</RouteNameContext.Provider>;
}

/**
 * The route name of the current page: the menu's when the page is a menu route, else one derived from the path the
 * way the server names routes (`/a/b` → `a-b`).
 */
export function useRouteName(fallback = 'list'): string {
  const { pathname } = useLocation();
  const nameOf = useContext(RouteNameContext);
  return nameOf(pathname) || pathname.replace(/^\/+/, '').replace(/\//g, '-') || fallback;
}
