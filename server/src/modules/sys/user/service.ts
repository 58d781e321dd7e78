import { and, count, desc, eq } from 'drizzle-orm';
import type { Page } from '@meiyun/shared';
import { PasswordMessages } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { sysLog, sysRole, sysUser, sysUserRole } from '../../../core/db/schema/index';
import { BizError, noPermission } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import { LogType, writeLog } from '../../../core/oplog/writer';
import { buildUserInfo, userDeparts } from './user-info';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * Stores a new password. Every OTHER session of the user ends; the session that made the change continues, so
 * the user is not thrown out of the dialog they just completed (anyone else holding a token is).
 */
async function setPassword(ctx: AppContext, auth: RequestAuth, newPassword: string, client: ClientInfo, what: string) {
  const [row] = await ctx.db.select({ hash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.id, auth.user.id));
  if (await ctx.hasher.verify(row.hash, newPassword)) throw new BizError(PasswordMessages.sameAsOld);
  const hash = await ctx.hasher.hash(newPassword);
  await ctx.db
    .update(sysUser)
    .set({ passwordHash: hash, pwdChangeReason: null, updateBy: auth.user.username, updateTime: new Date() })
    .where(eq(sysUser.id, auth.user.id));
  await ctx.identity.usersChanged([auth.user.id]);
  await ctx.sessions.endUserSessions(auth.user.id, 'password', auth.session.id);
  await writeLog(ctx.db, {
    logType: LogType.OPERATION,
    operateType: 3,
    logContent: `用户 ${auth.user.username} ${what}`,
    userid: auth.user.id,
    username: auth.user.username,
    ip: client.ip,
    userAgent: client.userAgent,
    tenantId: auth.tenantId,
  });
}

/** The forced set-password dialog: only for oneself, only while a new password is due (weak, or set by an administrator). */
export async function changeWeakPassword(ctx: AppContext, auth: RequestAuth, input: { username: string; password: string }, client: ClientInfo) {
  if (input.username !== auth.user.username || !auth.user.pwdChangeReason) throw noPermission();
  await setPassword(ctx, auth, input.password, client, '设置了新密码');
}

export async function updatePassword(ctx: AppContext, auth: RequestAuth, input: { username: string; oldpassword: string; password: string }, client: ClientInfo) {
  if (input.username !== auth.user.username) throw noPermission();
  const [row] = await ctx.db.select({ hash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.id, auth.user.id));
  if (!(await ctx.hasher.verify(row.hash, input.oldpassword))) throw new BizError(PasswordMessages.oldWrong);
  await setPassword(ctx, auth, input.password, client, '修改了密码');
}

export async function selectDepart(ctx: AppContext, auth: RequestAuth, orgCode: string) {
  const departs = await userDeparts(ctx.db, auth.user.id);
  if (!departs.some((d) => d.orgCode === orgCode)) throw new BizError('您不属于该部门');
  await ctx.db.update(sysUser).set({ orgCode, updateTime: new Date() }).where(eq(sysUser.id, auth.user.id));
  await ctx.identity.usersChanged([auth.user.id]);
  await ctx.sessions.setOrgCode(auth.session.id, orgCode);
  return { userInfo: await buildUserInfo(ctx.db, { ...auth.user, orgCode }, auth.tenantId) };
}

export async function profile(ctx: AppContext, auth: RequestAuth) {
  const [userInfo, departs, roles] = await Promise.all([
    buildUserInfo(ctx.db, auth.user, auth.tenantId),
    userDeparts(ctx.db, auth.user.id),
    ctx.db
      .select({ roleName: sysRole.roleName, roleCode: sysRole.roleCode })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, auth.user.id)),
  ]);
  return { userInfo, roles: roles.map((r) => r.roleName), roleCodes: roles.map((r) => r.roleCode), departs };
}

export async function editProfile(
  ctx: AppContext,
  auth: RequestAuth,
  input: { realname: string; avatar?: string | null; email: string | null; sex: number | null; birthday: string | null },
) {
  const [row] = await ctx.db
    .update(sysUser)
    .set({ ...input, updateBy: auth.user.username, updateTime: new Date() })
    .where(eq(sysUser.id, auth.user.id))
    .returning();
  await ctx.identity.usersChanged([auth.user.id]);
  const { passwordHash: _secret, ...user } = row;
  return buildUserInfo(ctx.db, user, auth.tenantId);
}

export async function mySessions(ctx: AppContext, auth: RequestAuth) {
  const rows = await ctx.sessions.listLive(auth.user.id);
  return rows.map((s) => ({
    id: s.id,
    ip: s.ip,
    userAgent: s.userAgent,
    createTime: fmtTime(s.createdAt),
    lastSeenTime: fmtTime(s.lastSeenAt),
    current: s.id === auth.session.id,
  }));
}

export async function endMySession(ctx: AppContext, auth: RequestAuth, id: string) {
  const mine = (await ctx.sessions.listLive(auth.user.id)).some((s) => s.id === id);
  if (!mine) throw new BizError('会话不存在或已结束');
  await ctx.sessions.end(id, 'self');
}

export async function myLoginLog(ctx: AppContext, auth: RequestAuth, pageNo: number, pageSize: number) {
  const where = and(eq(sysLog.logType, LogType.LOGIN), eq(sysLog.userid, auth.user.id));
  const [[{ total }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(sysLog).where(where),
    ctx.db
      .select()
      .from(sysLog)
      .where(where)
      .orderBy(desc(sysLog.createTime))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
  ]);
  const page: Page<unknown> = {
    records: rows.map((r) => ({
      id: r.id,
      logContent: r.logContent,
      ip: r.ip,
      userAgent: r.userAgent,
      success: r.success,
      createTime: fmtTime(r.createTime),
    })),
    total: Number(total),
    size: pageSize,
    current: pageNo,
    pages: Math.ceil(Number(total) / pageSize),
  };
  return page;
}

