import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { SmsTexts, type PhoneVerificationResult } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { sysPasswordReset, sysRole, sysUser, sysUserRole } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { LogType, writeLog } from '../../../core/oplog/writer';
import { tenantIdsOf } from '../user/user-info';
import { phoneHolders } from '../user/phone-holders';
import { requireCode } from '../sms/codes';

export interface Client {
  ip: string;
  userAgent: string;
}

/** 找回密码's key lives ten minutes: enough to type a new password twice, not to leave a tab open overnight. */
export const RESET_KEY_MINUTES = 10;

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The one live account holding `phone`; several are refused, as signing in by phone refuses them. */
async function accountOfPhone(ctx: AppContext, phone: string) {
  const rows = await phoneHolders(ctx.db, phone);
  if (rows.length > 1) throw new BizError(SmsTexts.phoneAmbiguous);
  if (!rows.length) throw new BizError(SmsTexts.phoneUnknown);
  return rows[0];
}

/**
 * 注册: an account of one's own, its phone proven by a code. It joins the tenant and roles the deployment names
 * (REGISTRATION_TENANT_ID, REGISTRATION_ROLE_CODES); under `review` it starts frozen until an administrator lets it in.
 */
export async function register(
  ctx: AppContext,
  input: { username: string; realname: string; password: string; phone: string; smscode: string },
  client: Client,
): Promise<{ status: 'active' | 'review'; message: string }> {
  const { mode, tenantId, roleCodes } = ctx.config.registration;
  if (mode === 'off') throw new BizError(SmsTexts.registrationOff);
  // What can be refused before the code is spent is refused first: a taken name should not cost a new SMS.
  const [taken] = await ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, input.username));
  if (taken) throw new BizError(SmsTexts.usernameTaken);
  if ((await phoneHolders(ctx.db, input.phone, 1)).length) throw new BizError(SmsTexts.phoneTaken);
  await requireCode(ctx, { phone: input.phone, purpose: 'register', code: input.smscode });

  const id = crypto.randomUUID().replaceAll('-', '');
  const status = mode === 'open' ? 1 : 2;
  const passwordHash = await ctx.hasher.hash(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(sysUser).values({
        id,
        username: input.username,
        realname: input.realname,
        passwordHash,
        phone: input.phone,
        status,
        relTenantIds: String(tenantId),
        createBy: input.username,
        createTime: new Date(),
      });
      const roles = roleCodes.length
        ? await tx.select({ id: sysRole.id }).from(sysRole).where(and(eq(sysRole.tenantId, tenantId), inArray(sysRole.roleCode, roleCodes)))
        : [];
      if (roles.length) await tx.insert(sysUserRole).values(roles.map((r) => ({ userId: id, roleId: r.id })));
    });
  } catch (err) {
    // Two people racing for one name: the unique index decides, the loser is told as the early check would have.
    if (isUniqueViolation(err)) throw new BizError(SmsTexts.usernameTaken);
    throw err;
  }
  await writeLog(ctx.db, {
    logType: LogType.OPERATION,
    operateType: 2,
    logContent: `用户 ${input.username} 自助注册（手机 ${input.phone}）${status === 1 ? '' : '，待管理员审核'}`,
    userid: id,
    username: input.username,
    ip: client.ip,
    userAgent: client.userAgent,
    tenantId,
  });
  return status === 1 ? { status: 'active', message: SmsTexts.registeredOpen } : { status: 'review', message: SmsTexts.registeredReview };
}

/** 找回密码, step 1: the code proves the phone; the answer names the account and carries a key for step 2. */
export async function verifyPhoneForReset(ctx: AppContext, input: { phone: string; smscode: string }): Promise<PhoneVerificationResult> {
  await requireCode(ctx, { phone: input.phone, purpose: 'reset', code: input.smscode });
  const user = await accountOfPhone(ctx, input.phone);
  const resetKey = randomBytes(32).toString('base64url');
  await ctx.db.insert(sysPasswordReset).values({ keyHash: keyHash(resetKey), userId: user.id, expiresAt: new Date(Date.now() + RESET_KEY_MINUTES * 60_000) });
  return { username: user.username, resetKey };
}

/**
 * 找回密码, step 2: the key (once, within ten minutes) sets the password. Every session of the account ends: whoever
 * held it before must sign in again, which is the point of resetting a password.
 */
export async function resetPassword(ctx: AppContext, input: { resetKey: string; password: string }, client: Client): Promise<void> {
  const passwordHash = await ctx.hasher.hash(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sysPasswordReset)
      .set({ usedAt: new Date() })
      .where(and(eq(sysPasswordReset.keyHash, keyHash(input.resetKey)), isNull(sysPasswordReset.usedAt), gt(sysPasswordReset.expiresAt, new Date())))
      .returning({ userId: sysPasswordReset.userId });
    if (!row) throw new BizError(SmsTexts.resetExpired);
    const [u] = await tx
      .update(sysUser)
      .set({ passwordHash, pwdChangeReason: null, updateBy: 'self', updateTime: new Date() })
      .where(and(eq(sysUser.id, row.userId), eq(sysUser.delFlag, 0)))
      .returning({ id: sysUser.id, username: sysUser.username, relTenantIds: sysUser.relTenantIds });
    if (!u) throw new BizError(SmsTexts.resetExpired);
    return u;
  });
  await ctx.identity.usersChanged([user.id]);
  await ctx.sessions.endUserSessions(user.id, 'password');
  await writeLog(ctx.db, {
    logType: LogType.OPERATION,
    operateType: 3,
    logContent: `用户 ${user.username} 通过手机验证码重置了密码`,
    userid: user.id,
    username: user.username,
    ip: client.ip,
    userAgent: client.userAgent,
    tenantId: tenantIdsOf(user)[0] ?? null,
  });
}

