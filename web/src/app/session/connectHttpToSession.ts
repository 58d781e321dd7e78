import { configureHttp } from '../../lib/http/httpContext';
import { logout } from './logout';
import { useSession } from '../../lib/session/sessionStore';

export function connectHttpToSession(): void {
  configureHttp({
    getToken: () => useSession.getState().token,
    getTenantId: () => useSession.getState().tenantId,
    getSignKey: () => useSession.getState().signKey,
    logout: async () => {
      // The tabs live in the shell's code; the login page does not load them.
      const { tabsActions } = await import('../tabs/tabsStore');
      tabsActions.reset();
      await logout();
    },
  });
}
