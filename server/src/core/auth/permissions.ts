import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysDepartRolePermission, sysPermission, sysRolePermission } from '../db/schema/index';

export type PermissionRow = typeof sysPermission.$inferSelect;

const heldBy = (userId: string) => sql`(
    select rp.permission_id from sys_role_permission rp join sys_user_role ur on ur.role_id = rp.role_id where ur.user_id = ${userId}
    union
    select drp.permission_id from sys_depart_role_permission drp join sys_depart_role_user dru on dru.drole_id = drp.role_id where dru.user_id = ${userId}
  )`;

/** Enabled, not deleted permissions the user holds through a role or a department role. */
export async function loadUserPermissionRows(db: Db, userId: string): Promise<PermissionRow[]> {
  return db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, 0), eq(sysPermission.status, '1'), sql`${sysPermission.id} in ${heldBy(userId)}`));
}

/** A permission's `perms` may hold several comma-separated codes. */
export function permissionCodes(rows: Pick<PermissionRow, 'perms'>[]): Set<string> {
  const codes = new Set<string>();
  for (const r of rows) for (const c of (r.perms ?? '').split(',')) if (c.trim()) codes.add(c.trim());
  return codes;
}

/** A role or a department role, as the permission cache names it: `r:<id>` or `d:<id>`. */
export type RoleKey = `r:${string}` | `d:${string}`;

/** The roles and department roles the user belongs to. */
export async function loadUserRoleKeys(db: Db, userId: string): Promise<RoleKey[]> {
  const res = (await db.execute(sql`
    select 'r:' || role_id as k from sys_user_role where user_id = ${userId}
    union all
    select 'd:' || drole_id from sys_depart_role_user where user_id = ${userId}`)) as unknown as { rows: { k: RoleKey }[] };
  return res.rows.map((r) => r.k);
}

/** The permission codes each of these roles grants (enabled, not deleted permissions), in one query. */
export async function loadRoleCodes(db: Db, keys: readonly string[]): Promise<Map<string, Set<string>>> {
  const roles = keys.filter((k) => k.startsWith('r:')).map((k) => k.slice(2));
  const departRoles = keys.filter((k) => k.startsWith('d:')).map((k) => k.slice(2));
  const out = new Map<string, Set<string>>(keys.map((k) => [k, new Set<string>()]));
  if (!roles.length && !departRoles.length) return out;
  const res = (await db.execute(sql`
    select g.k, p.perms from (
        select 'r:' || role_id as k, permission_id from sys_role_permission where ${inArray(sysRolePermission.roleId, roles)}
        union all
        select 'd:' || role_id, permission_id from sys_depart_role_permission where ${inArray(sysDepartRolePermission.roleId, departRoles)}
      ) g join sys_permission p on p.id = g.permission_id
    where p.del_flag = 0 and p.status = '1' and p.perms is not null`)) as unknown as { rows: { k: string; perms: string }[] };
  for (const r of res.rows) for (const c of permissionCodes([r])) out.get(r.k)?.add(c);
  return out;
}

/**
 * The active users of a tenant who hold a permission code through a role of that tenant or a department role:
 * whom to tell when something waits for that permission (a contract to approve). One query.
 */
export async function usersHolding(db: Db, code: string, tenantId: number | null): Promise<string[]> {
  if (tenantId === null) return [];
  const res = (await db.execute(sql`
    select u.id from sys_user u
    where u.del_flag = 0 and u.status = 1 and (',' || u.rel_tenant_ids || ',') like ${`%,${tenantId},%`}
      and u.id in (
        select ur.user_id from sys_user_role ur
          join sys_role r on r.id = ur.role_id and r.tenant_id = ${tenantId}
          join sys_role_permission rp on rp.role_id = r.id
          join sys_permission p on p.id = rp.permission_id
        where p.del_flag = 0 and p.status = '1' and ${code} = any(string_to_array(replace(p.perms, ' ', ''), ','))
        union
        select dru.user_id from sys_depart_role_user dru
          join sys_depart_role_permission drp on drp.role_id = dru.drole_id
          join sys_permission p on p.id = drp.permission_id
        where p.del_flag = 0 and p.status = '1' and ${code} = any(string_to_array(replace(p.perms, ' ', ''), ','))
      )
    order by u.id`)) as unknown as { rows: { id: string }[] };
  return res.rows.map((r) => r.id);
}
