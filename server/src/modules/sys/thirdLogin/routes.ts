import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OAUTH2_APP_LOGIN_PATH,
  ThirdLoginTexts,
  casValidateSchema,
  permissionCode,
  thirdAccountAddSchema,
  thirdAccountMeta,
  thirdBindSchema,
  thirdTicketParamsSchema,
  type MyThirdAccount,
  type ThirdType,
} from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { registerCrudRoutes } from '../../../core/crud/index';
import { sysUser } from '../../../core/db/schema/index';
import { BizError, ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { tenantIdsOf } from '../user/user-info';
import { thirdAccountEntity } from './entity';
import { issuerKey } from './identity';
import { createThirdLoginService, insertLink } from './service';
import { sysThirdAccount } from './table';

/** The cookie holding an OIDC sign-in's state between the start and the provider's redirect back. */
const STATE_COOKIE = 'meiyun_sso_state';

const userAgentOf = (req: FastifyRequest) => String(req.headers['user-agent'] ?? '');

function cookieValue(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Third-party sign-in (docs/single-sign-on.md): the browser is sent to the provider by `render`, comes back to the
 * callback (OIDC) or to `/oauth2-app/login` with a service ticket (CAS), and the page signs in with the ticket the
 * server hands it. Links: made by an administrator (第三方账号) or by the user's own password; listed and undone by
 * their user in 个人设置.
 */
export async function thirdLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createThirdLoginService(ctx);
  const { apiPrefix } = ctx.config;

  /** Where users reach the product: PUBLIC_URL, else this request's own scheme and host. */
  const originOf = (req: FastifyRequest) => ctx.config.publicUrl ?? `${req.protocol}://${req.host}`;
  const callbackUri = (req: FastifyRequest) => `${originOf(req)}${apiPrefix}/sys/thirdLogin/oidc/callback`;
  const casService = (req: FastifyRequest) => `${originOf(req)}${OAUTH2_APP_LOGIN_PATH}?thirdType=cas`;
  const statePath = `${apiPrefix}/sys/thirdLogin`;
  const secure = (req: FastifyRequest) => (originOf(req).startsWith('https:') ? '; Secure' : '');

  /** Browser-facing routes answer with a page to go to, the message on `/oauth2-app/login` when something failed. */
  const toLoginPage = (req: FastifyRequest, reply: FastifyReply, params: Record<string, string>) =>
    reply.redirect(`${originOf(req)}${OAUTH2_APP_LOGIN_PATH}?${new URLSearchParams(params)}`, 302);

  const browserRoute = (run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      return await run(req, reply);
    } catch (error) {
      if (!(error instanceof BizError)) req.log.error({ err: error }, 'third-party sign-in failed');
      return toLoginPage(req, reply, { error: error instanceof BizError ? error.message : ThirdLoginTexts.providerFailed });
    }
  };

  app.get<{ Params: { thirdType: string } }>(
    '/sys/thirdLogin/render/:thirdType',
    { config: { permission: 'public' } },
    browserRoute(async (req, reply) => {
      const { thirdType } = req.params as { thirdType: string };
      if (thirdType === 'cas') return reply.redirect(service.casLoginUrl(casService(req)), 302);
      if (thirdType !== 'oidc') throw new BizError(ThirdLoginTexts.unknownType);
      const { url, state } = await service.startOidc(callbackUri(req), req.log);
      reply.header('set-cookie', `${STATE_COOKIE}=${state}; Path=${statePath}; Max-Age=600; HttpOnly; SameSite=Lax${secure(req)}`);
      return reply.redirect(url, 302);
    }),
  );

  app.get(
    '/sys/thirdLogin/oidc/callback',
    { config: { permission: 'public' } },
    browserRoute(async (req, reply) => {
      const query = new URL(req.url, 'http://callback').search;
      const ticket = await service.finishOidc(new URL(`${callbackUri(req)}${query}`), cookieValue(req, STATE_COOKIE), req.log);
      reply.header('set-cookie', `${STATE_COOKIE}=; Path=${statePath}; Max-Age=0; HttpOnly; SameSite=Lax${secure(req)}`);
      return toLoginPage(req, reply, { thirdType: 'oidc', ticket });
    }),
  );

  // product-spec §7: the page's call with the ticket and the way in; the login reply, or the link it needs first.
  app.get<{ Params: { ticket: string; thirdType: string } }>('/sys/thirdLogin/getLoginUser/:ticket/:thirdType', { config: { permission: 'public' } }, async (req) => {
    const { ticket, thirdType } = parseInput(thirdTicketParamsSchema, req.params);
    const result = await service.signInOrAsk(ticket, thirdType, { ip: req.ip, userAgent: userAgentOf(req) });
    return 'bindRequired' in result ? ok(result, ThirdLoginTexts.bindRequired) : ok(result, '登录成功');
  });

  app.post('/sys/thirdLogin/bindAccount', { config: { permission: 'public' } }, async (req) => {
    const { ticket, thirdType, ...credentials } = parseInput(thirdBindSchema, req.body);
    return ok(await service.bind(ticket, thirdType, { ...credentials, ip: req.ip, userAgent: userAgentOf(req) }), ThirdLoginTexts.bound);
  });

  // product-spec §7: the CAS service ticket, for the service address it was issued to (ours, and no other).
  app.get('/sys/cas/client/validateLogin', { config: { permission: 'public' } }, async (req) => {
    const { ticket, service: serviceUrl } = parseInput(casValidateSchema, req.query);
    if (serviceUrl !== casService(req)) throw new BizError(ThirdLoginTexts.casRefused);
    const result = await service.validateCas(ticket, serviceUrl, { ip: req.ip, userAgent: userAgentOf(req) });
    return 'bindRequired' in result ? ok(result, ThirdLoginTexts.bindRequired) : ok(result, '登录成功');
  });

  // 个人设置 › 账号绑定: the signed-in user's own links.
  app.get('/sys/thirdLogin/myAccounts', { config: { permission: 'authenticated' } }, async (req) => {
    const rows = await ctx.db
      .select()
      .from(sysThirdAccount)
      .where(eq(sysThirdAccount.userId, authOf(req).user.id))
      .orderBy(desc(sysThirdAccount.createTime));
    return ok<MyThirdAccount[]>(
      rows.map((r) => ({ id: r.id, thirdType: r.thirdType as ThirdType, displayName: r.displayName, subject: r.subject, createTime: r.createTime.toISOString() })),
    );
  });

  app.delete('/sys/thirdLogin/unbind', { config: { permission: 'authenticated' } }, async (req) => {
    const id = (req.query as { id?: unknown }).id;
    if (typeof id !== 'string' || !id) throw new BizError(ThirdLoginTexts.linkNotFound);
    const gone = await ctx.db
      .delete(sysThirdAccount)
      .where(and(eq(sysThirdAccount.id, id), eq(sysThirdAccount.userId, authOf(req).user.id)))
      .returning({ id: sysThirdAccount.id });
    if (!gone.length) throw new BizError(ThirdLoginTexts.linkNotFound);
    return okMessage(ThirdLoginTexts.unbound);
  });

  // 系统管理 › 第三方账号: list, export and delete from the list kit; adding checks the user and the provider.
  await registerCrudRoutes(app, ctx, thirdAccountEntity, { own: ['add'] });
  app.post(`${thirdAccountMeta.api}/add`, { config: { permission: permissionCode(thirdAccountMeta, 'add') } }, async (req) => {
    const auth = authOf(req);
    const { userId, thirdType, subject } = parseInput(thirdAccountAddSchema, req.body);
    const issuer = thirdType === 'oidc' ? ctx.config.sso.oidc?.issuer : ctx.config.sso.cas?.url;
    if (!issuer) throw new BizError(ThirdLoginTexts.notConfigured);
    const [user] = await ctx.db.select({ id: sysUser.id, relTenantIds: sysUser.relTenantIds, delFlag: sysUser.delFlag }).from(sysUser).where(eq(sysUser.id, userId));
    const inTenant = user && user.delFlag === 0 && (auth.tenantId === null ? await auth.isPlatformAdmin() : tenantIdsOf(user).includes(auth.tenantId));
    if (!inTenant) throw new BizError(ThirdLoginTexts.userOutsideTenant);
    await insertLink(ctx.db, { userId, tenantId: auth.tenantId, thirdType, account: { issuer: issuerKey(issuer), subject }, by: auth.user.username });
    return okMessage('添加成功！');
  });
}
