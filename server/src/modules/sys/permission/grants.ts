import { and, eq, inArray } from 'drizzle-orm';
import type { AuthTree, RoleDataRules } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import {
  sysDepart,
  sysDepartPermission,
  sysDepartRole,
  sysDepartRolePermission,
  sysPermission,
  sysPermissionDataRule,
  sysRole,
  sysRolePermission,
} from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { authTree } from './menus';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Only live permissions can be granted; anything else in the request is refused, not silently dropped. */
async function checkLive(tx: Tx, ids: string[]) {
  if (!ids.length) return;
  const found = await tx.select({ id: sysPermission.id }).from(sysPermission).where(and(inArray(sysPermission.id, ids), eq(sysPermission.delFlag, 0)));
  if (found.length !== ids.length) throw new BizError('所选菜单权限不存在或已被删除，请刷新后重试');
}

function diff(current: string[], wanted: string[]) {
  const cur = new Set(current);
  const want = new Set(wanted);
  return { add: wanted.filter((id) => !cur.has(id)), remove: current.filter((id) => !want.has(id)) };
}

async function roleExists(db: Db | Tx, roleId: string) {
  const [r] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, roleId));
  if (!r) throw new BizError('角色不存在');
}

export async function rolePermissionIds(ctx: AppContext, roleId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(eq(sysRolePermission.roleId, roleId), eq(sysPermission.delFlag, 0)));
  return rows.map((r) => r.id);
}

/** Sets a role's permissions to exactly `wanted` in one transaction; kept grants keep their data rules. */
export async function saveRolePermission(ctx: AppContext, roleId: string, wanted: string[]) {
  await ctx.db.transaction(async (tx) => {
    await roleExists(tx, roleId);
    await checkLive(tx, wanted);
    const current = (await tx.select({ id: sysRolePermission.permissionId }).from(sysRolePermission).where(eq(sysRolePermission.roleId, roleId))).map((r) => r.id);
    const { add, remove } = diff(current, wanted);
    if (remove.length) await tx.delete(sysRolePermission).where(and(eq(sysRolePermission.roleId, roleId), inArray(sysRolePermission.permissionId, remove)));
    if (add.length) await tx.insert(sysRolePermission).values(add.map((permissionId) => ({ roleId, permissionId })));
  });
  await ctx.identity.grantsChanged();
}

/** The rules of a menu and which of them the role holds. */
export async function roleDataRules(ctx: AppContext, permissionId: string, roleId: string): Promise<RoleDataRules> {
  const rules = await ctx.db.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.permissionId, permissionId));
  const [grant] = await ctx.db
    .select({ dataRuleIds: sysRolePermission.dataRuleIds })
    .from(sysRolePermission)
    .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, permissionId)));
  const ids = new Set(rules.map((r) => r.id));
  const checked = (grant?.dataRuleIds ?? '').split(',').filter((id) => ids.has(id));
  return { datarule: rules.filter((r) => r.status === '1'), drChecked: checked.join(','), granted: !!grant };
}

export async function saveRoleDataRules(ctx: AppContext, permissionId: string, roleId: string, ruleIds: string[]) {
  await ctx.db.transaction(async (tx) => {
    await roleExists(tx, roleId);
    if (ruleIds.length) {
      const rules = await tx
        .select({ id: sysPermissionDataRule.id })
        .from(sysPermissionDataRule)
        .where(and(eq(sysPermissionDataRule.permissionId, permissionId), inArray(sysPermissionDataRule.id, ruleIds)));
      if (rules.length !== ruleIds.length) throw new BizError('所选数据规则不属于该菜单');
    }
    const updated = await tx
      .update(sysRolePermission)
      .set({ dataRuleIds: ruleIds.length ? ruleIds.join(',') : null })
      .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, permissionId)))
      .returning();
    if (!updated.length) throw new BizError('请先授权该菜单，再选择数据规则');
  });
  await ctx.identity.grantsChanged();
}

async function departOf(db: Db | Tx, departId: string, tenantId: number | null) {
  const [d] = await db.select().from(sysDepart).where(and(eq(sysDepart.id, departId), eq(sysDepart.delFlag, 0)));
  if (!d || (tenantId !== null && d.tenantId !== tenantId)) throw new BizError('部门不存在');
  return d;
}

export async function departPermissionIds(ctx: AppContext, departId: string, tenantId: number | null) {
  await departOf(ctx.db, departId, tenantId);
  const rows = await ctx.db
    .select({ id: sysDepartPermission.permissionId })
    .from(sysDepartPermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysDepartPermission.permissionId))
    .where(and(eq(sysDepartPermission.departId, departId), eq(sysPermission.delFlag, 0)));
  return rows.map((r) => r.id);
}

/**
 * What a department may hand out. Taking a permission away from the department also takes it from the
 * department's roles, in the same transaction, so no department role keeps more than its department holds.
 */
export async function saveDepartPermission(ctx: AppContext, departId: string, wanted: string[], tenantId: number | null) {
  await ctx.db.transaction(async (tx) => {
    await departOf(tx, departId, tenantId);
    await checkLive(tx, wanted);
    const current = (await tx.select({ id: sysDepartPermission.permissionId }).from(sysDepartPermission).where(eq(sysDepartPermission.departId, departId))).map((r) => r.id);
    const { add, remove } = diff(current, wanted);
    if (remove.length) {
      await tx.delete(sysDepartPermission).where(and(eq(sysDepartPermission.departId, departId), inArray(sysDepartPermission.permissionId, remove)));
      await tx.delete(sysDepartRolePermission).where(and(eq(sysDepartRolePermission.departId, departId), inArray(sysDepartRolePermission.permissionId, remove)));
    }
    if (add.length) await tx.insert(sysDepartPermission).values(add.map((permissionId) => ({ departId, permissionId })));
  });
  await ctx.identity.grantsChanged();
}

/** The authorisation tree limited to what the department holds (ancestors kept so the tree stays whole). */
export async function departRoleTree(ctx: AppContext, departId: string, tenantId: number | null): Promise<AuthTree> {
  const held = new Set(await departPermissionIds(ctx, departId, tenantId));
  const rows = await ctx.db.select().from(sysPermission).where(eq(sysPermission.delFlag, 0));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const id of held) {
    for (let r = byId.get(id); r && !keep.has(r.id); r = r.parentId ? byId.get(r.parentId) : undefined) keep.add(r.id);
  }
  const tree = authTree(rows.filter((r) => keep.has(r.id)));
  return { treeList: tree.treeList, ids: [...held] };
}

async function deptRoleOf(db: Db | Tx, roleId: string, tenantId: number | null) {
  const [role] = await db.select().from(sysDepartRole).where(eq(sysDepartRole.id, roleId));
  if (!role) throw new BizError('部门角色不存在');
  await departOf(db, role.departId, tenantId);
  return role;
}

export async function deptRolePermissionIds(ctx: AppContext, roleId: string, tenantId: number | null) {
  await deptRoleOf(ctx.db, roleId, tenantId);
  const rows = await ctx.db
    .select({ id: sysDepartRolePermission.permissionId })
    .from(sysDepartRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysDepartRolePermission.permissionId))
    .where(and(eq(sysDepartRolePermission.roleId, roleId), eq(sysPermission.delFlag, 0)));
  return rows.map((r) => r.id);
}

export async function saveDeptRolePermission(ctx: AppContext, roleId: string, wanted: string[], tenantId: number | null) {
  await ctx.db.transaction(async (tx) => {
    const role = await deptRoleOf(tx, roleId, tenantId);
    await checkLive(tx, wanted);
    const held = new Set(
      (await tx.select({ id: sysDepartPermission.permissionId }).from(sysDepartPermission).where(eq(sysDepartPermission.departId, role.departId))).map((r) => r.id),
    );
    if (wanted.some((id) => !held.has(id))) throw new BizError('部门角色的权限不能超出所在部门的权限范围');
    const current = (await tx.select({ id: sysDepartRolePermission.permissionId }).from(sysDepartRolePermission).where(eq(sysDepartRolePermission.roleId, roleId))).map((r) => r.id);
    const { add, remove } = diff(current, wanted);
    if (remove.length) await tx.delete(sysDepartRolePermission).where(and(eq(sysDepartRolePermission.roleId, roleId), inArray(sysDepartRolePermission.permissionId, remove)));
    if (add.length) await tx.insert(sysDepartRolePermission).values(add.map((permissionId) => ({ roleId, departId: role.departId, permissionId })));
  });
  await ctx.identity.grantsChanged();
}
