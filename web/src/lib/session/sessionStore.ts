import { create } from 'zustand';
import { SESSION_DATA_TTL_MS, type AuthEntry, type DictItem, type LoginResult, type MenuNode, type PermissionResult, type UserInfo } from '@meiyun/shared';
import { storage } from '../storage/expiringStorage';
import { adoptBusinessTimeZone } from '../time/businessTime';

const Keys = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  auth: 'LOGIN_USER_AUTH',
  allAuth: 'SYS_BUTTON_AUTH',
  dict: 'UI_CACHE_DB_DICT_DATA',
  tenant: 'TENANT_ID',
  signKey: 'SIGN_KEY',
} as const;

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  dictItems: Record<string, DictItem[]>;
  tenantId: number | null;
  signKey: string | null;
  /**
   * The menu tree of this page load. Deliberately not persisted: like the permission list of §2.2 it is
   * fetched again after every reload, so the guard knows when to rebuild the dynamic routes.
   */
  menu: MenuNode[] | null;
}

const persist = <T>(key: string, value: T) => storage.set(key, value, SESSION_DATA_TTL_MS);

function restore(): SessionState {
  return {
    token: storage.get<string | null>(Keys.token, null),
    userInfo: storage.get<UserInfo | null>(Keys.userInfo, null),
    auth: storage.get<AuthEntry[]>(Keys.auth, []),
    allAuth: storage.get<AuthEntry[]>(Keys.allAuth, []),
    dictItems: storage.get<Record<string, DictItem[]>>(Keys.dict, {}),
    tenantId: storage.get<number | null>(Keys.tenant, null),
    signKey: storage.get<string | null>(Keys.signKey, null),
    menu: null,
  };
}

export const useSession = create<SessionState>(() => restore());

export const sessionActions = {
  signIn(result: LoginResult) {
    persist(Keys.token, result.token);
    persist(Keys.userInfo, result.userInfo);
    persist(Keys.dict, result.sysAllDictItems ?? {});
    const tenantId = result.userInfo.loginTenantId ?? null;
    persist(Keys.tenant, tenantId);
    useSession.setState({ token: result.token, userInfo: result.userInfo, dictItems: result.sysAllDictItems ?? {}, tenantId, menu: null });
  },
  setPermissions(result: PermissionResult, signKey: string | null) {
    // Fetched at every page load, before any screen renders: every time shown after it uses the deployment's zone.
    adoptBusinessTimeZone(result.timeZone);
    persist(Keys.auth, result.auth ?? []);
    persist(Keys.allAuth, result.allAuth ?? []);
    persist(Keys.signKey, signKey);
    useSession.setState({ auth: result.auth ?? [], allAuth: result.allAuth ?? [], menu: result.menu ?? [], signKey });
  },
  /** The tenant the user chose to work in (its id goes with every request as `tenant-id`). */
  setTenant(tenantId: number) {
    persist(Keys.tenant, tenantId);
    useSession.setState({ tenantId });
  },
  setUserInfo(userInfo: UserInfo) {
    persist(Keys.userInfo, userInfo);
    useSession.setState({ userInfo });
  },
  /** The local half of logout (§4): token, permission list, user info, dictionaries, tenant, sign key. */
  clear() {
    for (const key of Object.values(Keys)) storage.remove(key);
    useSession.setState({ token: null, userInfo: null, auth: [], allAuth: [], dictItems: {}, tenantId: null, signKey: null, menu: null });
  },
};
