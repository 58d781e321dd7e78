import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { verifyToken } from '../../../core/auth/tokens';
import { sysUser } from '../../../core/db/schema/index';
import { eq } from 'drizzle-orm';
import { phoneLoginSchema } from '@meiyun/shared';
import { captchaKeySchema, loginSchema } from './schema';
import { requireCode } from '../sms/codes';
import { issueCaptcha } from './captcha';
import { createLoginService } from './service';

const userAgentOf = (req: FastifyRequest) => String(req.headers['user-agent'] ?? '');

export async function loginRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createLoginService(ctx);

  app.post('/sys/login', { config: { permission: 'public' } }, async (req) => {
    const body = parseInput(loginSchema, req.body);
    const result = await service.login({ ...body, ip: req.ip, userAgent: userAgentOf(req) });
    return ok(result, '登录成功');
  });

  app.post('/sys/phoneLogin', { config: { permission: 'public' } }, async (req) => {
    const { mobile, captcha } = parseInput(phoneLoginSchema, req.body);
    await requireCode(ctx, { phone: mobile, purpose: 'login', code: captcha });
    return ok(await service.loginByPhone(mobile, { ip: req.ip, userAgent: userAgentOf(req) }), '登录成功');
  });

  app.get<{ Params: { key: string } }>('/sys/randomImage/:key', { config: { permission: 'public' } }, async (req) => {
    const { key } = parseInput(captchaKeySchema, req.params);
    return ok(await issueCaptcha(ctx.db, key));
  });

  // Public on purpose: signing out with a token that already ended must still succeed.
  app.post('/sys/logout', { config: { permission: 'public' } }, async (req) => {
    const h = req.headers['x-access-token'];
    const token = typeof h === 'string' ? h : undefined;
    const claims = token ? await verifyToken(ctx.secrets.jwtKey, token) : null;
    const session = claims ? await ctx.sessions.validate(claims.sid) : undefined;
    if (session) {
      const [u] = await ctx.db.select({ id: sysUser.id, username: sysUser.username }).from(sysUser).where(eq(sysUser.id, session.userId));
      await service.logout(session.id, u ?? { id: session.userId, username: claims!.username }, req.ip, userAgentOf(req), session.tenantId ?? null);
    }
    return okMessage('退出登录成功！');
  });
}
