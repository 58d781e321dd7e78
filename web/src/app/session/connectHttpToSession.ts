import { configureHttp } from '../../lib/http';
import { tabsActions } from '../tabs/tabsStore';
import { logout } from './logout';
import { useSession } from './sessionStore';

export function connectHttpToSession(): void {
  configureHttp({
    getToken: () => useSession.getState().token,
    getTenantId: () => useSession.getState().tenantId,
    getSignKey: () => useSession.getState().signKey,
    logout: async () => {
      tabsActions.reset();
      await logout();
    },
  });
}
