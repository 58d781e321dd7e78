import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { PasswordMessages, isAcceptablePassword } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { sysUser, sysUserRole } from '../../../core/db/schema/index';
import { BizError, fail, ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { logOperation, markStart } from '../../../core/crud/audit';
import { OperateType } from '../../../core/oplog/writer';
import { ADMIN_USERNAME, refuseAdminTargets, visibleUsers } from './entity';

/** Permission codes of the user screen's extra calls (seeded as buttons in module.ts). */
export const UserExtraPerms = { resetPassword: 'system:user:resetPassword' } as const;

const queryUserRoleSchema = z.object({ userid: z.string({ error: 'userid不能为空' }).min(1, 'userid不能为空').max(64) });
const checkOnlySchema = z
  .object({
    id: z.string().max(64).optional(),
    username: z.string().max(100).optional(),
    phone: z.string().max(32).optional(),
    email: z.string().max(100).optional(),
  })
  .refine((q) => q.username || q.phone || q.email, '请指定要校验的用户账号、手机号或邮箱');
const resetPasswordSchema = z.object({
  id: z.string({ error: 'id不能为空' }).min(1, 'id不能为空').max(64),
  password: z.string({ error: '请输入新密码!' }).min(1, '请输入新密码!'),
});

const CHECK_TEXTS = { username: '用户账号已存在', phone: '手机号已存在', email: '邮箱已存在' } as const;

/** The user screen's extra calls: a user's roles, the uniqueness check, and the administrator's password reset. */
export async function userAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/user/queryUserRole', { config: { permission: 'system:user:list' } }, async (req) => {
    const { userid } = parseInput(queryUserRoleSchema, req.query);
    await visibleUsers(ctx.db, authOf(req), [userid]);
    const rows = await ctx.db.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userid));
    return ok(rows.map((r) => r.roleId));
  });

  /** Whether a user name, phone or email is free (`id`: the user being edited, who may keep theirs); deleted users count. */
  app.get('/sys/user/checkOnlyUser', { config: { permission: 'system:user:list' } }, async (req) => {
    const q = parseInput(checkOnlySchema, req.query);
    for (const field of ['username', 'phone', 'email'] as const) {
      const value = q[field];
      if (!value) continue;
      const cond: SQL[] = [eq(sysUser[field], value)];
      if (q.id) cond.push(ne(sysUser.id, q.id));
      const [taken] = await ctx.db.select({ id: sysUser.id }).from(sysUser).where(and(...cond)).limit(1);
      if (taken) return fail(500, CHECK_TEXTS[field], false);
    }
    return ok(true, '该值可用！');
  });

  /**
   * An administrator sets another user's password (§5 rule). The user must change it at the next sign-in, and
   * every session they hold ends at once.
   */
  app.put('/sys/user/resetPassword', { config: { permission: UserExtraPerms.resetPassword }, onRequest: async (req) => markStart(req) }, async (req) => {
    const auth = authOf(req);
    const input = parseInput(resetPasswordSchema, req.body);
    if (!isAcceptablePassword(input.password)) throw new BizError(PasswordMessages.changeRule);
    const [user] = await visibleUsers(ctx.db, auth, [input.id]);
    await refuseAdminTargets(ctx.db, auth, [user.id]);
    if (user.username === ADMIN_USERNAME && auth.user.username !== ADMIN_USERNAME) throw new BizError('不能重置超级管理员的密码');
    if (user.id === auth.user.id) throw new BizError('请在个人设置中修改自己的密码');
    const hash = await ctx.hasher.hash(input.password);
    await ctx.db.update(sysUser).set({ passwordHash: hash, pwdChangeReason: 'adminSet', updateBy: auth.user.username, updateTime: new Date() }).where(eq(sysUser.id, user.id));
    await ctx.identity.usersChanged([user.id]);
    await ctx.sessions.endUserSessions(user.id, 'password');
    await logOperation(ctx, req, auth, OperateType.UPDATE, `重置用户密码：${user.username}`);
    return okMessage('密码重置成功！');
  });
}
