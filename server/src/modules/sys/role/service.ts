import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { MemberUser, Page } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { sysRole, sysUser, sysUserRole } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import { page } from '../admin-shared/paging';
import { publicUser, publicUserColumns } from '../admin-shared/users';
import type { z } from 'zod';
import type { RequestAuth } from '../../../core/auth/guard';
import { ADMIN_ROLE_CODE, ADMIN_ROLE_ID } from '../../../core/auth/platform-admin';
import { membersOf, ownedBy } from '../../../core/tenancy/index';
import { ADMIN_ROLE_GUARDED, LAST_ADMIN } from '../user/user-relations';
import type { userRoleListQuery } from './schema';

type Role = typeof sysRole.$inferSelect;

const out = (r: Role) => ({ ...r, createTime: fmtTime(r.createTime), updateTime: fmtTime(r.updateTime) });

/** The roles of the caller's tenant (pickers, the user form). */
export async function allRoles(ctx: AppContext, auth: RequestAuth) {
  return (await ctx.db.select().from(sysRole).where(ownedBy(sysRole.tenantId, auth.tenantId)).orderBy(asc(sysRole.createTime), asc(sysRole.roleCode))).map(out);
}

/** A role of the caller's tenant; another tenant's answers 角色不存在, as if there were none. */
export async function roleById(ctx: AppContext, auth: RequestAuth, id: string) {
  const [r] = await ctx.db.select().from(sysRole).where(and(eq(sysRole.id, id), ownedBy(sysRole.tenantId, auth.tenantId)));
  if (!r) throw new BizError('角色不存在');
  return out(r);
}

/** Codes are unique within a tenant; `admin` is the platform administrator's alone. */
export async function roleCodeTaken(ctx: AppContext, auth: RequestAuth, roleCode: string, exceptId?: string) {
  if (roleCode.toLowerCase() === ADMIN_ROLE_CODE && exceptId !== ADMIN_ROLE_ID) return true;
  const rows = await ctx.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(sql`lower(${sysRole.roleCode}) = lower(${roleCode})`, ownedBy(sysRole.tenantId, auth.tenantId), exceptId ? ne(sysRole.id, exceptId) : undefined));
  return rows.length > 0;
}

/** Members of the administrator's role are added or removed by the platform administrator alone. */
async function guardAdminRole(auth: RequestAuth, roleId: string) {
  if (roleId === ADMIN_ROLE_ID && !(await auth.isPlatformAdmin())) throw new BizError(ADMIN_ROLE_GUARDED);
}

export async function roleUsers(ctx: AppContext, auth: RequestAuth, q: z.infer<typeof userRoleListQuery>): Promise<Page<MemberUser>> {
  await roleById(ctx, auth, q.roleId);
  const text = (col: typeof sysUser.username | typeof sysUser.realname, v?: string) => (v ? ilike(col, `%${v.replace(/^\*|\*$/g, '').replace(/[\\%_]/g, (c) => '\\' + c)}%`) : undefined);
  const where = and(
    eq(sysUserRole.roleId, q.roleId),
    eq(sysUser.delFlag, 0),
    membersOf(sysUser.relTenantIds, auth.tenantId),
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

export async function addUsersToRole(ctx: AppContext, auth: RequestAuth, roleId: string, userIds: string[]) {
  await roleById(ctx, auth, roleId);
  await guardAdminRole(auth, roleId);
  await ctx.db.transaction(async (tx) => {
    const users = await tx
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(inArray(sysUser.id, userIds), eq(sysUser.delFlag, 0), membersOf(sysUser.relTenantIds, auth.tenantId)));
    if (users.length !== userIds.length) throw new BizError('所选用户不存在或已被删除');
    await tx.insert(sysUserRole).values(userIds.map((userId) => ({ userId, roleId }))).onConflictDoNothing();
  });
  await ctx.identity.usersChanged(userIds);
}

export async function removeUsersFromRole(ctx: AppContext, auth: RequestAuth, roleId: string, userIds: string[]) {
  await roleById(ctx, auth, roleId);
  await guardAdminRole(auth, roleId);
  await ctx.db.transaction(async (tx) => {
    const members = await tx
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(inArray(sysUser.id, userIds), membersOf(sysUser.relTenantIds, auth.tenantId)));
    if (members.length !== userIds.length) throw new BizError('未找到对应数据');
    await tx.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
    // The role must keep a live, unfrozen holder: the platform cannot be left without an administrator.
    if (roleId === ADMIN_ROLE_ID) {
      const [left] = await tx
        .select({ id: sysUser.id })
        .from(sysUserRole)
        .innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId))
        .where(and(eq(sysUserRole.roleId, ADMIN_ROLE_ID), eq(sysUser.delFlag, 0), eq(sysUser.status, 1)))
        .limit(1);
      if (!left) throw new BizError(LAST_ADMIN);
    }
  });
  await ctx.identity.usersChanged(userIds);
}
