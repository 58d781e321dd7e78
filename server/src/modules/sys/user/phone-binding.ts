import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SmsTexts, phoneBindSchema, smsBindSchema } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { sysUser } from '../../../core/db/schema/index';
import { BizError, ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { LogType, writeLog } from '../../../core/oplog/writer';
import { issueCode, requireCode } from '../sms/codes';
import { buildUserInfo } from './user-info';
import { phoneHolders } from './phone-holders';

const authenticated = { config: { permission: 'authenticated' } };

/** Refuses a phone another live account holds: two accounts on one phone would leave neither signing in by it. */
async function ensureFree(ctx: AppContext, phone: string, userId: string) {
  if ((await phoneHolders(ctx.db, phone)).some((u) => u.id !== userId)) throw new BizError(SmsTexts.phoneTaken);
}

/**
 * 绑定手机 in the account settings: the phone signs in and resets the password, so a new one counts only once a code
 * sent to it comes back. The old phone stops working for the account at that moment.
 */
export async function phoneBindingRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/sys/user/bindPhoneCode', authenticated, async (req) => {
    const auth = authOf(req);
    const { mobile } = parseInput(smsBindSchema, req.body);
    if (mobile === auth.user.phone) throw new BizError('该手机号已绑定到您的账号');
    await ensureFree(ctx, mobile, auth.user.id);
    await issueCode(ctx, { phone: mobile, purpose: 'bind', ip: req.ip, deliver: true, log: req.log });
    return okMessage(SmsTexts.sent);
  });

  app.put('/sys/user/bindPhone', authenticated, async (req) => {
    const auth = authOf(req);
    const { mobile, smscode } = parseInput(phoneBindSchema, req.body);
    await ensureFree(ctx, mobile, auth.user.id);
    await requireCode(ctx, { phone: mobile, purpose: 'bind', code: smscode });
    const [row] = await ctx.db.update(sysUser).set({ phone: mobile, updateBy: auth.user.username, updateTime: new Date() }).where(eq(sysUser.id, auth.user.id)).returning();
    await ctx.identity.usersChanged([auth.user.id]);
    await writeLog(ctx.db, {
      logType: LogType.OPERATION,
      operateType: 3,
      logContent: `用户 ${auth.user.username} 绑定了手机 ${mobile}${auth.user.phone ? `（原 ${auth.user.phone}）` : ''}`,
      userid: auth.user.id,
      username: auth.user.username,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
      tenantId: auth.tenantId,
    });
    const { passwordHash: _secret, ...user } = row;
    return ok(await buildUserInfo(ctx.db, user, auth.tenantId), '手机号已绑定');
  });
}
