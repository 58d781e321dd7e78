import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysUserRole } from '../db/schema/index';
import { seedId } from '../db/seed-id';

/**
 * The platform administrator holds the seeded administrator role (系统管理员, tenant 1). It alone writes the data
 * every tenant shares (menus, system dictionaries, tenants, numbering and check rules, jobs), grants or removes
 * that role, and sees the users of every tenant. The role is named by its seeded id, never by its code.
 */
export const ADMIN_ROLE_ID = seedId('role:admin');
export const ADMIN_ROLE_CODE = 'admin';

export async function holdsAdminRole(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ r: sysUserRole.roleId })
    .from(sysUserRole)
    .where(and(eq(sysUserRole.userId, userId), eq(sysUserRole.roleId, ADMIN_ROLE_ID)));
  return !!row;
}
