import { useSession } from '../../lib/session/sessionStore';
import { buttonAccess, hasPermission, type ButtonAccess } from '../../lib/auth/permission';

/** Re-renders when the permission lists change (a department switch, a reload of permissions). */
export function useButtonAccess(code: string): ButtonAccess {
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  return buttonAccess(code, auth, allAuth);
}

/** For logic that is not a button: a menu item list, a row action, a keyboard shortcut. */
export function useHasPermission(): (code: string) => boolean {
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  return (code: string) => hasPermission(code, auth, allAuth);
}
