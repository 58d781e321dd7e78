import { eq } from 'drizzle-orm';
import type { LoginResult } from '@meiyun/shared';
import { Messages, ResultCode, SmsTexts } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { sysUser } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { signToken } from '../../../core/auth/tokens';
import { consumeCaptcha } from './captcha';
import { createThrottle } from './throttle';
import { LogType, writeLog } from '../../../core/oplog/writer';
import { allSystemDictItems } from '../../../core/dict/lookup';
import { TenantTexts, defaultTenant, frozenTenantIds } from '../../../core/tenancy/tenant-status';
import { phoneHolders } from '../user/phone-holders';
import { buildUserInfo, tenantIdsOf, userDeparts, userTenants } from '../user/user-info';

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string | null;
  checkKey?: string | null;
  ip: string;
  userAgent: string;
}

/** Called with the proven user and the tenant its session will open in, before the session is made. */
export type OnProven = (user: Omit<typeof sysUser.$inferSelect, 'passwordHash'>, tenantId: number | null) => Promise<void>;

export function createLoginService(ctx: AppContext) {
  const throttle = createThrottle(ctx.db, ctx.config.loginThrottle);

  // A failed sign-in is logged in the user's first tenant; one for an unknown name in no tenant (the platform's).
  const log = (input: LoginInput, content: string, success: boolean, userid: string | null = null, tenantId: number | null = null) =>
    writeLog(ctx.db, {
      logType: LogType.LOGIN,
      logContent: content,
      username: input.username,
      userid,
      ip: input.ip,
      userAgent: input.userAgent,
      method: 'login',
      requestType: 'POST',
      success,
      tenantId,
    });

  /**
   * The checks every way in shares once the caller is proven to be `row`'s owner, then the session and the reply.
   * `onProven` runs after the checks and before the session (a third-party link is made there: it fails alone).
   */
  async function openSession(row: typeof sysUser.$inferSelect, input: LoginInput, how = '', onProven?: OnProven): Promise<LoginResult> {
    if (row.delFlag !== 0) {
      await log(input, `用户名: ${input.username}，用户已注销`, false, row.id, tenantIdsOf(row)[0] ?? null);
      throw new BizError(Messages.userCancelled);
    }
    if (row.status !== 1) {
      await log(input, `用户名: ${input.username}，用户已冻结`, false, row.id, tenantIdsOf(row)[0] ?? null);
      throw new BizError(Messages.userFrozen);
    }
    const { passwordHash: _secret, ...user } = row;
    const tenantId = defaultTenant(tenantIdsOf(user), await frozenTenantIds(ctx.db, tenantIdsOf(user)));
    if (tenantId === undefined) {
      await log(input, `用户名: ${input.username}，所属租户已冻结`, false, row.id, tenantIdsOf(user)[0] ?? null);
      throw new BizError(TenantTexts.allFrozen);
    }
    await onProven?.(user, tenantId);
    const session = await ctx.sessions.create({ userId: user.id, tenantId, orgCode: user.orgCode, ip: input.ip, userAgent: input.userAgent.slice(0, 500) });
    const token = await signToken(ctx.secrets.jwtKey, { sid: session.id, username: user.username }, session.expiresAt);
    const [departs, tenantList, sysAllDictItems, userInfo] = await Promise.all([
      userDeparts(ctx.db, user.id),
      userTenants(ctx.db, user),
      allSystemDictItems(ctx),
      buildUserInfo(ctx.db, user, tenantId),
    ]);
    await log(input, `用户名: ${input.username}，登录成功！${how}`, true, user.id, tenantId);
    return {
      token,
      userInfo,
      departs,
      multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
      sysAllDictItems,
      tenantList,
    };
  }

  return {
    async login(input: LoginInput, onProven?: OnProven): Promise<LoginResult> {
      const state = await throttle.state(input.username, input.ip);
      if (state.waitSeconds > 0) {
        await log(input, `用户名: ${input.username}，登录被延迟（失败次数过多）`, false);
        throw new BizError(`登录失败次数过多，请${state.waitSeconds}秒后再试`, ResultCode.ERROR, { needCaptcha: state.needCaptcha });
      }
      if (state.needCaptcha) {
        if (!input.captcha || !input.checkKey) {
          await log(input, `用户名: ${input.username}，未输入验证码`, false);
          throw new BizError(Messages.captchaRequired, ResultCode.CAPTCHA_WRONG, { needCaptcha: true });
        }
        if (!(await consumeCaptcha(ctx.db, input.checkKey, input.captcha))) {
          await log(input, `用户名: ${input.username}，验证码错误`, false);
          throw new BizError(Messages.captchaWrong, ResultCode.CAPTCHA_WRONG, { needCaptcha: true });
        }
      }

      const [row] = await ctx.db.select().from(sysUser).where(eq(sysUser.username, input.username));
      // Unknown users are verified against a dummy hash: both failures take as long and answer the same.
      const passwordOk = await ctx.hasher.verify(row?.passwordHash, input.password);
      if (!row || !passwordOk) {
        await throttle.fail(input.username, input.ip);
        await log(input, `用户名: ${input.username}，${row ? '密码错误' : '用户不存在'}`, false, row?.id ?? null, row ? (tenantIdsOf(row)[0] ?? null) : null);
        const after = await throttle.state(input.username, input.ip);
        throw new BizError(Messages.badCredentials, ResultCode.ERROR, after.needCaptcha ? { needCaptcha: true } : null);
      }
      // Only now, with the right password, may the reply tell a frozen or cancelled account apart.
      const result = await openSession(row, input, '', onProven);
      await throttle.succeed(input.username, input.ip);
      return result;
    },

    /**
     * Signs in the one live account holding `phone`, once its SMS code has been checked (modules/sys/sms). A phone
     * on several accounts signs in none: which one was meant is not for the server to guess.
     */
    async loginByPhone(phone: string, input: Omit<LoginInput, 'username' | 'password'>): Promise<LoginResult> {
      const rows = await phoneHolders(ctx.db, phone);
      const as = { ...input, username: rows[0]?.username ?? phone, password: '' };
      if (rows.length !== 1) {
        await log(as, `手机号: ${phone}，${rows.length ? '绑定了多个账号' : '未绑定账号'}`, false);
        throw new BizError(rows.length ? SmsTexts.phoneAmbiguous : SmsTexts.phoneUnknown);
      }
      return openSession(rows[0], as, '（手机验证码）');
    },

    /** Signs in the user a third-party account is linked to (modules/sys/thirdLogin), through the same checks. */
    async loginLinked(userId: string, input: Omit<LoginInput, 'username' | 'password'>, how: string): Promise<LoginResult> {
      const [row] = await ctx.db.select().from(sysUser).where(eq(sysUser.id, userId));
      if (!row) throw new BizError(Messages.badCredentials);
      return openSession(row, { ...input, username: row.username, password: '' }, how);
    },

    async logout(sessionId: string, user: { id: string; username: string }, ip: string, userAgent: string, tenantId: number | null = null) {
      await ctx.sessions.end(sessionId, 'logout');
      await writeLog(ctx.db, { logType: LogType.LOGIN, logContent: `用户名: ${user.username}，退出成功！`, userid: user.id, username: user.username, ip, userAgent, method: 'logout', tenantId });
    },
  };
}
