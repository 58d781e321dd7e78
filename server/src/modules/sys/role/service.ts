import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { sysRole, sysUser, sysUserRole } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import { page } from '../admin-shared/paging';
import { publicUser, publicUserColumns } from '../admin-shared/users';
import type { z } from 'zod';
import type { userRoleListQuery } from './schema';

type Role = typeof sysRole.$inferSelect;

const out = (r: Role) => ({ ...r, createTime: fmtTime(r.createTime), updateTime: fmtTime(r.updateTime) });

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
