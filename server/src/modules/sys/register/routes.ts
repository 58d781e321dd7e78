import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SmsTexts, passwordResetSchema, phoneVerificationSchema, registerSchema } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { register, resetPassword, verifyPhoneForReset } from './service';

const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500) });
const open = { config: { permission: 'public' } };

/** 注册 and 找回密码 (docs/phone-sign-in.md): public, each step proven by an SMS code. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/sys/user/register', open, async (req) => {
    const input = parseInput(registerSchema, req.body);
    const r = await register(ctx, input, clientOf(req));
    return ok({ status: r.status }, r.message);
  });

  app.post('/sys/user/phoneVerification', open, async (req) => ok(await verifyPhoneForReset(ctx, parseInput(phoneVerificationSchema, req.body))));

  app.put('/sys/user/passwordChange', open, async (req) => {
    await resetPassword(ctx, parseInput(passwordResetSchema, req.body), clientOf(req));
    return okMessage(SmsTexts.passwordReset);
  });
}
