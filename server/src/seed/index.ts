import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import type { Hasher } from '../core/auth/password';
import {
  sysConfig,
  sysDepart,
  sysDict,
  sysDictItem,
  sysPermission,
  sysQuartzJob,
  sysRole,
  sysRolePermission,
  sysTenant,
  sysUser,
  sysUserDepart,
  sysUserRole,
} from '../core/db/schema/index';
import { sysAnnouncement } from '../modules/sys/announcement/table';
import { seedId } from '../core/db/seed-id';
import { DEPARTS, DICTS, MENU_FOLDERS, ROLES, TENANTS, WELCOME_ANNOUNCEMENT } from './data';
import { upgradeMenuIcons } from './menuIcons';
import type { AppModule } from '../core/module';

export interface SeedResult {
  /** The admin user was created by this run. */
  adminCreated: boolean;
  /** Where the admin's first password came from. */
  adminPassword: 'env' | 'default';
}

/**
 * Inserts whatever of the initial data is missing; never changes a row that exists, except a seeded menu still
 * showing an icon an earlier version seeded (menuIcons.ts). Runs at every start.
 */
export async function seed(db: Db, hasher: Hasher, adminInitialPassword: string | undefined, modules: AppModule[]): Promise<SeedResult> {
  await db.insert(sysTenant).values(TENANTS).onConflictDoNothing();

  for (const r of ROLES) {
    await db.insert(sysRole).values({ id: seedId(`role:${r.key}`), roleCode: r.roleCode, roleName: r.roleName, description: r.description, tenantId: 1, createBy: 'system' }).onConflictDoNothing();
  }

  for (const d of DEPARTS) {
    await db
      .insert(sysDepart)
      .values({
        id: seedId(`depart:${d.orgCode}`),
        parentId: d.parent ? seedId(`depart:${d.parent}`) : null,
        departName: d.departName,
        orgCode: d.orgCode,
        orgCategory: d.orgCategory,
        orgType: d.orgType,
        departOrder: d.departOrder,
        tenantId: 1,
        createBy: 'system',
      })
      .onConflictDoNothing();
  }

  const moduleMenus = modules.flatMap((m) => m.menus ?? []);
  const usedFolders = MENU_FOLDERS.filter((f) => moduleMenus.some((m) => m.parent === f.key));
  const menus = [...usedFolders, ...moduleMenus];
  for (const m of menus) {
    await db
      .insert(sysPermission)
      .values({
        id: seedId(m.key),
        parentId: m.parent ? seedId(m.parent) : null,
        name: m.name,
        url: m.url ?? null,
        component: m.component ?? null,
        componentName: m.componentName ?? null,
        redirect: m.redirect ?? null,
        icon: m.icon ?? null,
        menuType: m.menuType,
        sortNo: m.sortNo,
        keepAlive: m.keepAlive ?? false,
        isLeaf: m.isLeaf ?? true,
        hidden: m.hidden ?? false,
        alwaysShow: m.alwaysShow ?? false,
        isRoute: m.isRoute ?? true,
        internalOrExternal: m.internalOrExternal ?? false,
        perms: m.perms ?? null,
        permsType: m.permsType ?? '1',
        createBy: 'system',
      })
      .onConflictDoNothing();
  }
  await upgradeMenuIcons(db, menus);

  // The admin role holds every permission, including ones added after the first start.
  const adminRoleId = seedId('role:admin');
  await db.execute(sql`
    insert into sys_role_permission (role_id, permission_id)
    select ${adminRoleId}, p.id from sys_permission p where p.del_flag = 0
    on conflict do nothing`);
  // A role given a menu also gets the folders above it: the menu cannot be reached otherwise.
  const byKey = new Map(menus.map((m) => [m.key, m]));
  for (const m of menus) {
    for (const role of m.roles ?? []) {
      for (let k: string | null = m.key; k; k = byKey.get(k)?.parent ?? null) {
        await db.insert(sysRolePermission).values({ roleId: seedId(`role:${role}`), permissionId: seedId(k) }).onConflictDoNothing();
      }
    }
  }

  for (const d of [...DICTS, ...modules.flatMap((m) => m.dicts ?? [])]) {
    const dictId = seedId(`dict:${d.code}`);
    await db.insert(sysDict).values({ id: dictId, dictCode: d.code, dictName: d.name, createBy: 'system' }).onConflictDoNothing();
    const [dict] = await db.select({ id: sysDict.id }).from(sysDict).where(eq(sysDict.dictCode, d.code));
    await db
      .insert(sysDictItem)
      .values(d.items.map(([value, text], i) => ({ id: seedId(`dict:${d.code}:${value}`), dictId: dict.id, itemValue: value, itemText: text, sortOrder: i + 1, createBy: 'system' })))
      .onConflictDoNothing();
  }

  for (const m of modules) if (m.seed) await m.seed(db);
  // Once per database: a marker row remembers the job was offered, so one the administrator deleted stays deleted.
  for (const j of modules.flatMap((m) => m.seedJobs ?? [])) {
    const { key, ...job } = j;
    const [first] = await db.insert(sysConfig).values({ key: `seeded:job:${key}`, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (first) await db.insert(sysQuartzJob).values({ id: seedId(`job:${key}`), ...job, createBy: 'system' }).onConflictDoNothing();
  }

  const adminId = seedId('user:admin');
  const [existing] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin'));
  let adminCreated = false;
  if (!existing) {
    const inserted = await db
      .insert(sysUser)
      .values({
        id: adminId,
        username: 'admin',
        realname: '管理员',
        passwordHash: await hasher.hash(adminInitialPassword ?? '123456'),
        // The default password is known to everyone; one from ADMIN_INITIAL_PASSWORD is the deployer's own.
        pwdChangeReason: adminInitialPassword ? null : 'weak',
        orgCode: 'A01',
        relTenantIds: '1',
        status: 1,
        createBy: 'system',
      })
      .onConflictDoNothing()
      .returning({ id: sysUser.id });
    adminCreated = inserted.length > 0;
    await db.insert(sysUserRole).values({ userId: adminId, roleId: adminRoleId }).onConflictDoNothing();
    await db.insert(sysUserDepart).values({ userId: adminId, depId: seedId('depart:A01') }).onConflictDoNothing();
  }

  const anntId = seedId(WELCOME_ANNOUNCEMENT.key);
  const { key: _k, ...annt } = WELCOME_ANNOUNCEMENT;
  const [hasAnnt] = await db.select({ id: sysAnnouncement.id }).from(sysAnnouncement).where(and(eq(sysAnnouncement.id, anntId)));
  if (!hasAnnt) {
    await db.insert(sysAnnouncement).values({ id: anntId, ...annt, sendStatus: '1', sendTime: new Date(), tenantId: 1, createBy: 'admin' }).onConflictDoNothing();
  }

  for (const m of modules) await m.seed?.(db);

  return { adminCreated, adminPassword: adminInitialPassword ? 'env' : 'default' };
}
