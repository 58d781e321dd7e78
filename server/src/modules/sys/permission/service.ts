import { and, eq } from 'drizzle-orm';
import type { PermissionResult } from '@meiyun/shared';
import { HOME_PATH } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { sysPermission } from '../../../core/db/schema/index';
import { loadUserPermissionRows } from '../../../core/auth/permissions';
import { buildPermissionResult } from './menu-tree';

export async function userPermissionResult(ctx: AppContext, userId: string): Promise<PermissionResult> {
  const [rows, buttons, [home]] = await Promise.all([
    loadUserPermissionRows(ctx.db, userId),
    ctx.db.select().from(sysPermission).where(and(eq(sysPermission.menuType, 2), eq(sysPermission.delFlag, 0))),
    ctx.db.select().from(sysPermission).where(and(eq(sysPermission.url, HOME_PATH), eq(sysPermission.delFlag, 0))),
  ]);
  return { ...buildPermissionResult(rows, buttons, home), timeZone: ctx.config.businessTimeZone };
}
