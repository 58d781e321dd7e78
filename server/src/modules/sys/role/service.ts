import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { sysRole, sysRolePermission, sysUser, sysUserRole } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import { likePattern, page } from '../admin-shared/paging';
import { publicUser, publicUserColumns } from '../admin-shared/users';
import type { z } from 'zod';
import type { roleInputSchema, roleListQuery, userRoleListQuery } from './schema';

type Role = typeof sysRole.$inferSelect;
export const ADMIN_ROLE_CODE = 'admin';

const out = (r: Role) => ({ ...r, createTime: fmtTime(r.createTime), updateTime: fmtTime(r.updateTime) });

function textFilter(column: typeof sysRole.roleName | typeof sysRole.roleCode, value: string | undefined) {
  if (!value) return undefined;
  const p = likePattern(value);
  return p.op === 'eq' ? eq(column, p.value) : ilike(column, p.value);
}

const SORTABLE = { roleName: sysRole.roleName, roleCode: sysRole.roleCode, createTime: sysRole.createTime } as const;

export async function listRoles(ctx: AppContext, q: z.infer<typeof roleListQuery>) {
  const where = and(textFilter(sysRole.roleName, q.roleName), textFilter(sysRole.roleCode, q.roleCode));
  let order = desc(sysRole.createTime);
  if (q.column) {
    const col = SORTABLE[q.column.replace(/_dictText$/, '') as keyof typeof SORTABLE];
    if (!col) throw new BizError(`请注意，将要排序的列字段不存在：${q.column}`);
    order = q.order === 'asc' ? asc(col) : desc(col);
  }
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(sysRole).where(where).orderBy(order, asc(sysRole.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(sysRole).where(where),
  ]);
  return page(rows.map(out), Number(n), q.pageNo, q.pageSize);
}

export async function allRoles(ctx: AppContext) {
  return (await ctx.db.select().from(sysRole).orderBy(asc(sysRole.createTime), asc(sysRole.roleCode))).map(out);
}

export async function roleById(ctx: AppContext, id: string) {
  const [r] = await ctx.db.select().from(sysRole).where(eq(sysRole.id, id));
  if (!r) throw new BizError('角色不存在');
  return out(r);
}

export async function roleCodeTaken(ctx: AppContext, roleCode: string, exceptId?: string) {
  const rows = await ctx.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(sql`lower(${sysRole.roleCode}) = lower(${roleCode})`, exceptId ? ne(sysRole.id, exceptId) : undefined));
  return rows.length > 0;
}

type RoleInput = z.infer<typeof roleInputSchema>;

/** A unique-index violation from a concurrent insert reads as the same message as the check before it. */
function isUniqueViolation(e: unknown) {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}

export async function addRole(ctx: AppContext, input: RoleInput, by: string, tenantId: number | null) {
  if (await roleCodeTaken(ctx, input.roleCode)) throw new BizError('角色编码已存在');
  try {
    const [r] = await ctx.db.insert(sysRole).values({ ...input, description: input.description ?? null, tenantId, createBy: by }).returning();
    return out(r);
  } catch (e) {
    if (isUniqueViolation(e)) throw new BizError('角色编码已存在');
    throw e;
  }
}

export async function editRole(ctx: AppContext, input: RoleInput & { id: string }, by: string) {
  const [old] = await ctx.db.select().from(sysRole).where(eq(sysRole.id, input.id));
  if (!old) throw new BizError('角色不存在');
  if (old.roleCode === ADMIN_ROLE_CODE && input.roleCode !== ADMIN_ROLE_CODE) throw new BizError('系统管理员角色的编码不能修改');
  if (await roleCodeTaken(ctx, input.roleCode, input.id)) throw new BizError('角色编码已存在');
  try {
    const [r] = await ctx.db
      .update(sysRole)
      .set({ roleName: input.roleName, roleCode: input.roleCode, description: input.description ?? null, updateBy: by, updateTime: new Date() })
      .where(eq(sysRole.id, input.id))
      .returning();
    return out(r);
  } catch (e) {
    if (isUniqueViolation(e)) throw new BizError('角色编码已存在');
    throw e;
  }
}

/** Deletes roles with their grants and memberships in one transaction; the administrator role is refused. */
export async function deleteRoles(ctx: AppContext, ids: string[]) {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(sysRole).where(inArray(sysRole.id, ids));
    if (!rows.length) throw new BizError('角色不存在');
    if (rows.some((r) => r.roleCode === ADMIN_ROLE_CODE)) throw new BizError('系统管理员角色不能删除');
    const found = rows.map((r) => r.id);
    await tx.delete(sysUserRole).where(inArray(sysUserRole.roleId, found));
    await tx.delete(sysRolePermission).where(inArray(sysRolePermission.roleId, found));
    await tx.delete(sysRole).where(inArray(sysRole.id, found));
  });
}

export async function roleUsers(ctx: AppContext, q: z.infer<typeof userRoleListQuery>) {
  await roleById(ctx, q.roleId);
  const text = (col: typeof sysUser.username | typeof sysUser.realname, v?: string) => (v ? ilike(col, `%${v.replace(/^\*|\*$/g, '').replace(/[\\%_]/g, (c) => '\\' + c)}%`) : undefined);
  const where = and(
    eq(sysUserRole.roleId, q.roleId),
    eq(sysUser.delFlag, 0),
    text(sysUser.username, q.username),
    text(sysUser.realname, q.realname),
  );
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select(publicUserColumns)
      .from(sysUserRole)
      .innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId))
      .where(where)
      .orderBy(asc(sysUser.username))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(sysUserRole).innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId)).where(where),
  ]);
  return page(rows.map(publicUser), Number(n), q.pageNo, q.pageSize);
}

export async function addUsersToRole(ctx: AppContext, roleId: string, userIds: string[]) {
  await ctx.db.transaction(async (tx) => {
    const [role] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, roleId));
    if (!role) throw new BizError('角色不存在');
    const users = await tx.select({ id: sysUser.id }).from(sysUser).where(and(inArray(sysUser.id, userIds), eq(sysUser.delFlag, 0)));
    if (users.length !== userIds.length) throw new BizError('所选用户不存在或已被删除');
    await tx.insert(sysUserRole).values(userIds.map((userId) => ({ userId, roleId }))).onConflictDoNothing();
  });
}

export async function removeUsersFromRole(ctx: AppContext, roleId: string, userIds: string[]) {
  await ctx.db.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
}
