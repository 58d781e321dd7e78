import type { FastifyInstance } from 'fastify';
import { SmsTexts, smsSendSchema, type LoginOptions } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { phoneHolders } from '../user/phone-holders';
import { BizError, ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { issueCode } from './codes';
import { ssoOptions } from '../thirdLogin/options';

export const SmsPerm = { outbox: 'monitor:sms:outbox' } as const;

const livePhoneUsers = async (ctx: AppContext, phone: string) => (await phoneHolders(ctx.db, phone, 1)).length;

/** The codes of the sign-in page (docs/phone-sign-in.md), what the page may offer, and the development outbox. */
export async function smsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/loginOptions', { config: { permission: 'public' } }, async () =>
    ok<LoginOptions>({ registration: ctx.config.registration.mode, devSms: ctx.sms.name === 'log', sso: ssoOptions(ctx.config.sso, ctx.config.apiPrefix) }),
  );

  // Sign-in and 找回密码 answer the same whether or not the phone has an account (issueCode keeps up appearances);
  // registration must say a phone is taken, and is off unless the deployment opens it.
  app.post('/sys/sms', { config: { permission: 'public' } }, async (req) => {
    const { mobile, smsmode } = parseInput(smsSendSchema, req.body);
    let deliver: boolean;
    if (smsmode === 'register') {
      if (ctx.config.registration.mode === 'off') throw new BizError(SmsTexts.registrationOff);
      if (await livePhoneUsers(ctx, mobile)) throw new BizError(SmsTexts.phoneTaken);
      deliver = true;
    } else if (smsmode === 'bind') {
      throw new BizError('请在个人设置中绑定手机');
    } else deliver = (await livePhoneUsers(ctx, mobile)) > 0;
    await issueCode(ctx, { phone: mobile, purpose: smsmode, ip: req.ip, deliver, log: req.log });
    return okMessage(SmsTexts.sent);
  });

  app.get('/sys/sms/outbox', { config: { permission: SmsPerm.outbox, platformOnly: true } }, async () =>
    ok({ devSms: ctx.sms.name === 'log', records: ctx.sms.outbox?.() ?? [] }),
  );
}
