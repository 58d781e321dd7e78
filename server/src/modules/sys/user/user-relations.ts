import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole } from '../../../core/db/schema/index';
import { ADMIN_ROLE_ID, holdsAdminRole } from '../../../core/auth/platform-admin';
import { ownedBy } from '../../../core/tenancy/index';
import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import type { ApiRecord } from '../../../core/crud/index';
import { orgNamesSql } from './user-org';

/** A checked multi-value field ("a,b") as its distinct ids. */
export const idsOf = (v: unknown): string[] => [...new Set(String(v ?? '').split(',').map((s) => s.trim()).filter(Boolean))];

/** Roles of the caller's tenant, plus the administrator's role: the roles a user form may name or replace. */
function assignableRoles(auth: RequestAuth) {
  return or(ownedBy(sysRole.tenantId, auth.tenantId), eq(sysRole.id, ADMIN_ROLE_ID))!;
}

export const ADMIN_ROLE_GUARDED = '只有系统管理员可以授予或移除系统管理员角色';
export const LAST_ADMIN = '不能移除最后一位系统管理员';

/** Whether some other live, unfrozen user still holds the administrator's role. */
async function anotherAdmin(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: sysUser.id })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId))
    .where(and(eq(sysUserRole.roleId, ADMIN_ROLE_ID), ne(sysUserRole.userId, userId), eq(sysUser.delFlag, 0), eq(sysUser.status, 1)))
    .limit(1);
  return !!row;
}

/**
 * Replaces the user's roles of the caller's tenant by those given (the form's selectedroles), inside the user's
 * write; roles the user holds in other tenants stay. Every role named must be one the caller may see. Only the
 * platform administrator grants or removes the administrator's role, and its last holder keeps it.
 */
export async function replaceUserRoles(tx: Db, auth: RequestAuth, userId: string, roleIds: string[]) {
  // The edit form sends back every role the record showed, those of other tenants too: they stay as they are.
  const elsewhere = new Set((await tx.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId))).map((r) => r.id));
  const named = roleIds.filter((id) => !elsewhere.has(id));
  const known = named.length ? await tx.select({ id: sysRole.id }).from(sysRole).where(and(inArray(sysRole.id, named), assignableRoles(auth))) : [];
  if (known.length !== named.length) throw new BizError('所选角色不存在');
  const held = await tx
    .select({ id: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), assignableRoles(auth)));
  const had = held.some((r) => r.id === ADMIN_ROLE_ID);
  const wants = roleIds.includes(ADMIN_ROLE_ID);
  if (had !== wants) {
    if (!(await holdsAdminRole(tx, auth.user.id))) throw new BizError(ADMIN_ROLE_GUARDED);
    if (had && !(await anotherAdmin(tx, userId))) throw new BizError(LAST_ADMIN);
  }
  if (held.length) await tx.delete(sysUserRole).where(and(eq(sysUserRole.userId, userId), inArray(sysUserRole.roleId, held.map((r) => r.id))));
  if (roleIds.length) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId }))).onConflictDoNothing();
}

/** Replaces the user's departments of the caller's tenant by those given (the form's selecteddeparts); other tenants' stay. */
export async function replaceUserDeparts(tx: Db, auth: RequestAuth, userId: string, departIds: string[]) {
  const mine = ownedBy(sysDepart.tenantId, auth.tenantId);
  const elsewhere = new Set((await tx.select({ id: sysUserDepart.depId }).from(sysUserDepart).where(eq(sysUserDepart.userId, userId))).map((r) => r.id));
  const named = departIds.filter((id) => !elsewhere.has(id));
  const known = named.length ? await tx.select({ id: sysDepart.id }).from(sysDepart).where(and(inArray(sysDepart.id, named), eq(sysDepart.delFlag, 0), mine)) : [];
  if (known.length !== named.length) throw new BizError('所选部门不存在');
  const held = await tx
    .select({ id: sysUserDepart.depId })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(and(eq(sysUserDepart.userId, userId), mine));
  if (held.length) await tx.delete(sysUserDepart).where(and(eq(sysUserDepart.userId, userId), inArray(sysUserDepart.depId, held.map((d) => d.id))));
  if (departIds.length) await tx.insert(sysUserDepart).values(departIds.map((depId) => ({ userId, depId }))).onConflictDoNothing();
}

/**
 * The tenants a user belongs to change only within the caller's own tenants: a tenant's administrator cannot
 * move a user into, or out of, a tenant they do not belong to. The platform administrator may.
 */
async function checkTenantChange(tx: Db, auth: RequestAuth, userId: string, wanted: string[]) {
  if (await holdsAdminRole(tx, auth.user.id)) return;
  const [row] = await tx.select({ rel: sysUser.relTenantIds }).from(sysUser).where(eq(sysUser.id, userId));
  const before = idsOf(row?.rel);
  const own = new Set(idsOf(auth.user.relTenantIds));
  const changed = [...wanted.filter((t) => !before.includes(t)), ...before.filter((t) => !wanted.includes(t))];
  if (changed.some((t) => !own.has(t))) throw new BizError('只能将用户加入或移出您所属的租户');
}

/**
 * Applies the relation fields of a user form (only those sent): roles, departments, tenants. An empty tenant
 * list is stored as '' (the column is not null).
 */
export async function applyUserRelations(tx: Db, auth: RequestAuth, userId: string, input: Record<string, unknown>, values: Record<string, unknown>) {
  if (Object.hasOwn(input, 'selectedroles')) await replaceUserRoles(tx, auth, userId, idsOf(input.selectedroles));
  if (Object.hasOwn(input, 'selecteddeparts')) await replaceUserDeparts(tx, auth, userId, idsOf(input.selecteddeparts));
  if (Object.hasOwn(values, 'relTenantIds')) {
    const wanted = idsOf(values.relTenantIds);
    await checkTenantChange(tx, auth, userId, wanted);
    values.relTenantIds = wanted.join(',');
  }
}

/**
 * What a user list shows beside the user's own columns, for the whole page in one query: the relation fields the
 * edit form opens with (roles, departments), the department names (orgCodeTxt) and the name of the organisation a
 * business user acts for (orgId_dictText). Plain selects joined by `union all`, one row per link: PostgreSQL plans
 * them in a fraction of the time correlated subqueries take, and a list of staff asks for no organisation at all.
 */
export async function decorateUsers(db: Db, records: ApiRecord[]) {
  const ids = records.map((r) => r.id);
  if (!ids.length) return;
  // Names written out and the ids as one array parameter: the text is the same for every page (PostgreSQL prepares
  // it once per connection, see core/db/prepared.ts) and costs little to build.
  const parts = [
    sql`select 'r' as k, user_id, role_id as v, null as t, 0 as o1, '' as o2 from sys_user_role where user_id = any(${sql.param(ids)}::text[])`,
    sql`select 'd', ud.user_id, d.id, d.depart_name, d.depart_order, d.org_code from sys_user_depart ud join sys_depart d on d.id = ud.dep_id
        where ud.user_id = any(${sql.param(ids)}::text[]) and d.del_flag = 0`,
  ];
  const org = orgNamesSql(records);
  if (org) parts.push(org);
  const res = (await db.execute(sql`${sql.join(parts, sql` union all `)} order by 1, 5, 6`)) as unknown as {
    rows: { k: string; user_id: string; v: string; t: string | null }[];
  };
  const roles = new Map<string, string[]>();
  const departs = new Map<string, { id: string; name: string }[]>();
  const orgs = new Map<string, string | null>();
  for (const r of res.rows) {
    if (r.k === 'r') (roles.get(r.user_id) ?? roles.set(r.user_id, []).get(r.user_id)!).push(r.v);
    else if (r.k === 'd') (departs.get(r.user_id) ?? departs.set(r.user_id, []).get(r.user_id)!).push({ id: r.v, name: r.t ?? '' });
    else orgs.set(`${r.k}:${r.v}`, r.t);
  }
  for (const r of records) {
    const d = departs.get(r.id);
    r.selectedroles = roles.get(r.id)?.join(',') ?? '';
    r.selecteddeparts = d?.map((x) => x.id).join(',') ?? '';
    r.orgCodeTxt = d?.length ? d.map((x) => x.name).join(',') : null;
    if (r.orgKind && r.orgId) r.orgId_dictText = orgs.get(`${String(r.orgKind)}:${String(r.orgId)}`) ?? null;
  }
}
