import { and, eq, getTableColumns } from 'drizzle-orm';
import { TenantStatus } from '@meiyun/shared';
import type { Db } from '../db/client';
import { sysTenant, sysUser } from '../db/schema/index';
import { EVERY_KEY, type Cache } from '../cache/index';
import { createLocalCache } from '../cache/local';
import type { HeldDataRule } from '../query/source';
import { loadHeldDataRules } from '../query/data-rules';
import { loadRoleCodes, loadUserRoleKeys, type RoleKey } from './permissions';
import { ADMIN_ROLE_ID } from './platform-admin';

export type CurrentUser = Omit<typeof sysUser.$inferSelect, 'passwordHash'>;

export interface Grants {
  codes: ReadonlySet<string>;
  /** Holds the platform administrator's role (platform-admin.ts). */
  platformAdmin: boolean;
}

/**
 * Who is asking, known without a database round trip on the hot path: the user (without the password hash), the
 * permission codes (each role's computed once and shared by its members), the data rules of a menu and the frozen
 * tenants, kept in this process's memory.
 *
 * Every write that changes one of them says so (`usersChanged`, `grantsChanged`, `tenantsChanged`) once it is
 * committed: the copies are dropped here at once and, with Redis, in every other instance through the cache's
 * invalidation channel. Copies also expire after a minute, should a message be lost. Sessions are kept the same
 * way by sessions.ts.
 */
export interface Identity {
  /** The live (not deleted) user of that id; frozen, so that no caller changes the shared copy. */
  user(id: string): Promise<CurrentUser | undefined>;
  grants(userId: string): Promise<Grants>;
  frozenTenants(): Promise<ReadonlySet<number>>;
  dataRules(userId: string, permissionId: string): Promise<readonly HeldDataRule[]>;
  /** Users' rows, roles or department roles changed (or they were deleted). */
  usersChanged(ids: readonly string[]): Promise<void>;
  /** What roles grant changed (role or department-role permissions, data rules, menus, a role deleted). */
  grantsChanged(): Promise<void>;
  /** A tenant was frozen, unfrozen, added or removed. */
  tenantsChanged(): Promise<void>;
}

const TTL_MS = 60_000;
const MAX = 20_000;
const USER_KEY = 'ident:user:';
const GRANTS_KEY = 'ident:grants';
const TENANTS_KEY = 'ident:tenants';

const { passwordHash: _secret, ...userColumns } = getTableColumns(sysUser);

export function createIdentity(db: Db, cache: Cache): Identity {
  const users = createLocalCache<CurrentUser | undefined>({ ttlMs: TTL_MS, max: MAX });
  const roleKeys = createLocalCache<RoleKey[]>({ ttlMs: TTL_MS, max: MAX });
  const roleCodes = createLocalCache<ReadonlySet<string>>({ ttlMs: TTL_MS, max: MAX });
  const grants = createLocalCache<Grants>({ ttlMs: TTL_MS, max: MAX });
  const rules = createLocalCache<readonly HeldDataRule[]>({ ttlMs: TTL_MS, max: MAX });
  const tenants = createLocalCache<ReadonlySet<number>>({ ttlMs: TTL_MS, max: 1 });

  function dropUsers(ids: readonly string[]) {
    users.drop(ids);
    roleKeys.drop(ids);
    grants.drop(ids);
    const set = new Set(ids);
    rules.dropWhere((k) => set.has(k.slice(0, k.indexOf('|'))));
  }
  function dropGrants() {
    for (const c of [roleKeys, roleCodes, grants, rules]) c.clear();
  }

  cache.onInvalidate((keys) => {
    if (keys.includes(EVERY_KEY)) {
      for (const c of [users, roleKeys, roleCodes, grants, rules, tenants]) c.clear();
      return;
    }
    const ids = keys.filter((k) => k.startsWith(USER_KEY)).map((k) => k.slice(USER_KEY.length));
    if (ids.length) dropUsers(ids);
    if (keys.includes(GRANTS_KEY)) dropGrants();
    if (keys.includes(TENANTS_KEY)) tenants.clear();
  });

  async function loadUser(id: string): Promise<CurrentUser | undefined> {
    const [row] = await db
      .select(userColumns)
      .from(sysUser)
      .where(and(eq(sysUser.id, id), eq(sysUser.delFlag, 0)));
    return row ? Object.freeze(row) : undefined;
  }

  async function codesOf(keys: RoleKey[]): Promise<Set<string>> {
    // The roles not yet known are read together; each is then kept for every user holding it.
    const byRole = await roleCodes.getMany(keys, (missing) => loadRoleCodes(db, missing));
    const all = new Set<string>();
    for (const codes of byRole.values()) for (const c of codes) all.add(c);
    return all;
  }

  return {
    user: (id) => users.get(id, () => loadUser(id)),
    grants: (userId) =>
      grants.get(userId, async () => {
        const keys = await roleKeys.get(userId, () => loadUserRoleKeys(db, userId));
        return { codes: await codesOf(keys), platformAdmin: keys.includes(`r:${ADMIN_ROLE_ID}`) };
      }),
    frozenTenants: () =>
      tenants.get(TENANTS_KEY, async () => {
        const rows = await db.select({ id: sysTenant.id }).from(sysTenant).where(eq(sysTenant.status, TenantStatus.frozen));
        return new Set(rows.map((r) => r.id));
      }),
    dataRules: (userId, permissionId) => rules.get(`${userId}|${permissionId}`, () => loadHeldDataRules(db, userId, permissionId)),
    async usersChanged(ids) {
      if (!ids.length) return;
      dropUsers(ids);
      await cache.invalidate(...ids.map((id) => USER_KEY + id));
    },
    async grantsChanged() {
      dropGrants();
      await cache.invalidate(GRANTS_KEY);
    },
    async tenantsChanged() {
      tenants.clear();
      await cache.invalidate(TENANTS_KEY);
    },
  };
}
