import type { MenuNode } from '@meiyun/shared';
import { useMemo } from 'react';
import { heldCodes } from '../../lib/auth/permission';
import { filterMenuByPermission } from '../../lib/auth/menuPermission';
import { useSession } from '../../lib/session/sessionStore';

/**
 * The session menu as this user may use it (§6). Menu, routes and menu search all read it, so a route the
 * user may not open is neither shown nor routable. Null until the permission list is loaded.
 */
export function usePermittedMenu(): MenuNode[] | null {
  const menu = useSession((s) => s.menu);
  const auth = useSession((s) => s.auth);
  return useMemo(() => (menu ? filterMenuByPermission(menu, heldCodes(auth)) : null), [menu, auth]);
}
