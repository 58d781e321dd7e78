import { and, asc, count, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { DeptRole } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { sysDepartRole, sysDepartRolePermission, sysDepartRoleUser, sysUserDepart } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import { page } from '../admin-shared/paging';
import { departIn } from './service';
import type { z } from 'zod';
import type { deptRoleEditSchema, deptRoleInputSchema, deptRoleListQuery } from './schema';

type Role = typeof sysDepartRole.$inferSelect;
const out = (r: Role): DeptRole => ({ ...r, createTime: fmtTime(r.createTime), updateTime: fmtTime(r.updateTime) });

export async function listDeptRoles(ctx: AppContext, tenantId: number | null, q: z.infer<typeof deptRoleListQuery>) {
  await departIn(ctx.db, q.deptId, tenantId);
  const name = q.roleName?.replace(/^\*|\*$/g, '');
  const where = and(eq(sysDepartRole.departId, q.deptId), name ? ilike(sysDepartRole.roleName, `%${name.replace(/[\\%_]/g, (c) => '\\' + c)}%`) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(sysDepartRole).where(where).orderBy(asc(sysDepartRole.createTime), asc(sysDepartRole.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(sysDepartRole).where(where),
  ]);
  return page(rows.map(out), Number(n), q.pageNo, q.pageSize);
}

export async function deptRolesOf(ctx: AppContext, tenantId: number | null, departId: string) {
  await departIn(ctx.db, departId, tenantId);
  return (await ctx.db.select().from(sysDepartRole).where(eq(sysDepartRole.departId, departId)).orderBy(asc(sysDepartRole.createTime))).map(out);
}

async function roleIn(ctx: AppContext, id: string, tenantId: number | null) {
  const [r] = await ctx.db.select().from(sysDepartRole).where(eq(sysDepartRole.id, id));
  if (!r) throw new BizError('部门角色不存在');
  await departIn(ctx.db, r.departId, tenantId);
  return r;
}

export async function deptRoleById(ctx: AppContext, tenantId: number | null, id: string) {
  return out(await roleIn(ctx, id, tenantId));
}

async function codeTaken(ctx: AppContext, departId: string, roleCode: string, exceptId?: string) {
  const rows = await ctx.db
    .select({ id: sysDepartRole.id })
    .from(sysDepartRole)
    .where(and(eq(sysDepartRole.departId, departId), eq(sysDepartRole.roleCode, roleCode), exceptId ? ne(sysDepartRole.id, exceptId) : undefined));
  return rows.length > 0;
}

export async function addDeptRole(ctx: AppContext, tenantId: number | null, input: z.infer<typeof deptRoleInputSchema>, by: string) {
  await departIn(ctx.db, input.departId, tenantId);
  if (await codeTaken(ctx, input.departId, input.roleCode)) throw new BizError('该部门下已存在此角色编码');
  const [r] = await ctx.db.insert(sysDepartRole).values({ ...input, description: input.description ?? null, createBy: by }).returning();
  return out(r);
}

export async function editDeptRole(ctx: AppContext, tenantId: number | null, input: z.infer<typeof deptRoleEditSchema>, by: string) {
  const old = await roleIn(ctx, input.id, tenantId);
  if (old.departId !== input.departId) throw new BizError('部门角色不能移到其他部门');
  if (await codeTaken(ctx, old.departId, input.roleCode, old.id)) throw new BizError('该部门下已存在此角色编码');
  const [r] = await ctx.db
    .update(sysDepartRole)
    .set({ roleName: input.roleName, roleCode: input.roleCode, description: input.description ?? null, updateBy: by, updateTime: new Date() })
    .where(eq(sysDepartRole.id, old.id))
    .returning();
  return out(r);
}

export async function deleteDeptRoles(ctx: AppContext, tenantId: number | null, ids: string[]) {
  for (const id of ids) await roleIn(ctx, id, tenantId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysDepartRoleUser).where(inArray(sysDepartRoleUser.droleId, ids));
    await tx.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.roleId, ids));
    await tx.delete(sysDepartRole).where(inArray(sysDepartRole.id, ids));
  });
  await ctx.identity.grantsChanged();
}

/** The user's roles in one department, as `{ id, droleId, userId }` rows. */
export async function deptRolesOfUser(ctx: AppContext, tenantId: number | null, userId: string, departId: string) {
  await departIn(ctx.db, departId, tenantId);
  const rows = await ctx.db
    .select({ droleId: sysDepartRoleUser.droleId, userId: sysDepartRoleUser.userId })
    .from(sysDepartRoleUser)
    .innerJoin(sysDepartRole, eq(sysDepartRole.id, sysDepartRoleUser.droleId))
    .where(and(eq(sysDepartRoleUser.userId, userId), eq(sysDepartRole.departId, departId)));
  return rows.map((r) => ({ id: `${r.droleId}:${r.userId}`, ...r }));
}

/** Sets the user's roles within the department to exactly `roleIds`, in one transaction. */
export async function setUserDeptRoles(ctx: AppContext, tenantId: number | null, userId: string, departId: string, roleIds: string[]) {
  await departIn(ctx.db, departId, tenantId);
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select().from(sysUserDepart).where(and(eq(sysUserDepart.userId, userId), eq(sysUserDepart.depId, departId)));
    if (!member) throw new BizError('该用户不属于此部门');
    const all = (await tx.select({ id: sysDepartRole.id }).from(sysDepartRole).where(eq(sysDepartRole.departId, departId))).map((r) => r.id);
    if (roleIds.some((id) => !all.includes(id))) throw new BizError('所选角色不属于此部门');
    if (all.length) await tx.delete(sysDepartRoleUser).where(and(eq(sysDepartRoleUser.userId, userId), inArray(sysDepartRoleUser.droleId, all)));
    if (roleIds.length) await tx.insert(sysDepartRoleUser).values(roleIds.map((droleId) => ({ userId, droleId })));
  });
  await ctx.identity.usersChanged([userId]);
}
