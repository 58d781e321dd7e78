import { and, eq, inArray } from 'drizzle-orm';
import type { BusinessUserType } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysPermission, sysRole, sysRolePermission } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { HOME_MENU_KEY } from '../../sys/dashboard/module';

/**
 * The seeded role of each business user type (tenant 1, like the shell's seeded roles), with the screens such a
 * user works in. For now the base-data lists they may read: a carrier's 调度员 and 信息员 its cars and drivers, a
 * 货主 or 贸易商 acting for a customer its consignees. The organisation scoping of the list kit cuts each list to
 * their own organisation's rows; these grants only decide which lists they open.
 */
export interface BusinessRole {
  type: BusinessUserType;
  roleCode: string;
  roleName: string;
  description: string;
  /** Entities (permission prefixes `coal:<entity>`) whose menu and 查询 button the role holds. */
  reads: string[];
}

export const BUSINESS_ROLES: BusinessRole[] = [
  { type: 'dispatcher', roleCode: 'coal_dispatcher', roleName: '承运调度员', description: '承运单位的调度员：查看本单位的车辆和司机', reads: ['car', 'driver'] },
  { type: 'infoStaff', roleCode: 'coal_info_staff', roleName: '承运信息员', description: '承运单位的信息员：查看本单位的车辆和司机', reads: ['car', 'driver'] },
  { type: 'trader', roleCode: 'coal_trader', roleName: '贸易商', description: '客户或供应商的贸易人员：查看本单位的收货单位和合同', reads: ['consignee', 'contract'] },
  { type: 'shipper', roleCode: 'coal_shipper', roleName: '货主', description: '客户或供应商的货主：查看本单位的收货单位和合同', reads: ['consignee', 'contract'] },
];

/** The seed keys a role is granted: the home page, each list's menu (entityMenu's key) with its folder and 查询 button. */
export function grantedKeys(role: BusinessRole): string[] {
  return [HOME_MENU_KEY, 'menu:coal:base', ...(role.reads.includes('contract') ? ['menu:coal:contracts'] : []), ...role.reads.flatMap((e) => [`menu:coal:${e}`, `btn:coal:${e}:list`])];
}

/**
 * Inserts the roles and whatever of their grants is missing, at every start as the shell's seeded roles are (a
 * seeded menu's `roles`): a list whose module arrives in a later version is granted then.
 */
export async function seedBusinessRoles(db: Db): Promise<void> {
  for (const r of BUSINESS_ROLES) {
    const roleId = seedId(`role:${r.roleCode}`);
    await db.insert(sysRole).values({ id: roleId, roleCode: r.roleCode, roleName: r.roleName, description: r.description, tenantId: 1, createBy: 'system' }).onConflictDoNothing();
    const ids = grantedKeys(r).map(seedId);
    // Only menus that exist (a list's module may come later: the next start grants it).
    const present = await db.select({ id: sysPermission.id }).from(sysPermission).where(and(inArray(sysPermission.id, ids), eq(sysPermission.delFlag, 0)));
    if (present.length) await db.insert(sysRolePermission).values(present.map((p) => ({ roleId, permissionId: p.id }))).onConflictDoNothing();
  }
}
