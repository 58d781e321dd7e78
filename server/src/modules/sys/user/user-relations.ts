import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import { sysDepart, sysRole, sysUserDepart, sysUserRole } from '../../../core/db/schema/index';
import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import type { ApiRecord } from '../../../core/crud/index';

/** A checked multi-value field ("a,b") as its distinct ids. */
export const idsOf = (v: unknown): string[] => [...new Set(String(v ?? '').split(',').map((s) => s.trim()).filter(Boolean))];

/** Replaces the user's roles by those given (the form's selectedroles), inside the user's write. */
export async function replaceUserRoles(tx: Db, userId: string, roleIds: string[]) {
  await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (roleIds.length) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId }))).onConflictDoNothing();
}

/** Replaces the user's departments by those given (the form's selecteddeparts), inside the user's write. */
export async function replaceUserDeparts(tx: Db, userId: string, departIds: string[]) {
  await tx.delete(sysUserDepart).where(eq(sysUserDepart.userId, userId));
  if (departIds.length) await tx.insert(sysUserDepart).values(departIds.map((depId) => ({ userId, depId }))).onConflictDoNothing();
}

const ADMIN_ROLE_CODE = 'admin';

/** Holding system:user:add or :edit must not let anyone make themselves or others an administrator. */
async function refuseAdminGrant(tx: Db, auth: RequestAuth, userId: string, roleIds: string[]) {
  if (!roleIds.length) return;
  const [admin] = await tx.select({ id: sysRole.id }).from(sysRole).where(and(inArray(sysRole.id, roleIds), eq(sysRole.roleCode, ADMIN_ROLE_CODE)));
  if (!admin) return;
  const [already] = await tx.select({ r: sysUserRole.roleId }).from(sysUserRole).where(and(eq(sysUserRole.userId, userId), eq(sysUserRole.roleId, admin.id)));
  if (already) return;
  const [callerIsAdmin] = await tx.select({ r: sysUserRole.roleId }).from(sysUserRole).where(and(eq(sysUserRole.userId, auth.user.id), eq(sysUserRole.roleId, admin.id)));
  if (!callerIsAdmin) throw new BizError('只有系统管理员可以授予系统管理员角色');
}

/**
 * Applies the relation fields of a user form (only those sent): roles, departments, tenants. An empty tenant
 * list is stored as '' (the column is not null).
 */
export async function applyUserRelations(tx: Db, auth: RequestAuth, userId: string, input: Record<string, unknown>, values: Record<string, unknown>) {
  if (Object.hasOwn(input, 'selectedroles')) {
    await refuseAdminGrant(tx, auth, userId, idsOf(input.selectedroles));
    await replaceUserRoles(tx, userId, idsOf(input.selectedroles));
  }
  if (Object.hasOwn(input, 'selecteddeparts')) await replaceUserDeparts(tx, userId, idsOf(input.selecteddeparts));
  if (Object.hasOwn(values, 'relTenantIds')) values.relTenantIds = idsOf(values.relTenantIds).join(',');
}

/** Fills the relation fields of user records, so that the edit form opens with them. */
export async function decorateUserRelations(ctx: AppContext, records: ApiRecord[]) {
  const ids = records.map((r) => r.id);
  if (!ids.length) return;
  const [roles, departs] = await Promise.all([
    ctx.db.select({ userId: sysUserRole.userId, id: sysUserRole.roleId }).from(sysUserRole).where(inArray(sysUserRole.userId, ids)),
    ctx.db
      .select({ userId: sysUserDepart.userId, id: sysUserDepart.depId })
      .from(sysUserDepart)
      .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
      .where(and(inArray(sysUserDepart.userId, ids), eq(sysDepart.delFlag, 0))),
  ]);
  const group = (rows: { userId: string; id: string }[]) => {
    const m = new Map<string, string[]>();
    for (const r of rows) (m.get(r.userId) ?? m.set(r.userId, []).get(r.userId)!).push(r.id);
    return m;
  };
  const byRole = group(roles);
  const byDepart = group(departs);
  for (const r of records) {
    r.selectedroles = byRole.get(r.id)?.join(',') ?? '';
    r.selecteddeparts = byDepart.get(r.id)?.join(',') ?? '';
  }
}
