import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysPermission } from '../db/schema/index';

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

/** The codes alone, as every request's permission check needs them: only the rows that carry one, only that column. */
export async function loadUserPermissionCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ perms: sysPermission.perms })
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, 0), eq(sysPermission.status, '1'), isNotNull(sysPermission.perms), sql`${sysPermission.id} in ${heldBy(userId)}`));
  return permissionCodes(rows);
}

