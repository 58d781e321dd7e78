import type { MenuMeta } from '@meiyun/shared';
import { createContext, useContext, type ReactNode } from 'react';

/** A route of the signed-in user as the shell built it from the menu (the shape of app/router's AppRouteDef). */
export interface UserRoute {
  path: string;
  name: string;
  kind: 'page' | 'layout' | 'iframe' | 'external' | 'notFound';
  component: string;
  hidden: boolean;
  meta: MenuMeta;
  children: UserRoute[];
}

const UserRoutesContext = createContext<UserRoute[]>([]);

/**
 * Given by the shell, which owns the routes; screens below it (an index of the pages one may open) read them
 * here rather than from the shell, which they may not import.
 */
export function UserRoutesProvider({ value, children }: { value: UserRoute[]; children: ReactNode }) {
  return <UserRoutesContext.Provider value={value}>{children}</UserRoutesContext.Provider>;
}

/** The signed-in user's routes as a tree: the menu's, then the screens every signed-in user has. */
export function useUserRoutes(): UserRoute[] {
  return useContext(UserRoutesContext);
}
