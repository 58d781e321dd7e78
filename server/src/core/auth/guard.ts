import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages, ResultCode } from '@meiyun/shared';
import type { AppContext } from '../context';
import { BizError, noPermission, unauthorized } from '../http/envelope';
import { normalizePath, routePatternToRegex } from '../http/path';
import type { SessionRow } from './sessions';
import { verifyToken } from './tokens';
import { checkSign } from './sign';
import type { CurrentUser } from './identity';
import type { HeldDataRule } from '../query/source';
import { PLATFORM_ONLY } from '../tenancy/index';
import { TenantTexts, defaultTenant } from '../tenancy/tenant-status';

/** 'public', 'authenticated' (any signed-in user) or a permission code such as `system:user:add`. */
export type RoutePermission = 'public' | 'authenticated' | (string & {});

export type { CurrentUser };

export interface RequestAuth {
  user: CurrentUser;
  session: SessionRow;
  tenantId: number | null;
  /** The user's permission codes. */
  permissions(): Promise<ReadonlySet<string>>;
  /** Whether the user holds the platform administrator's role (platform-admin.ts). */
  isPlatformAdmin(): Promise<boolean>;
  /** The data rules of a menu (by its permission id) the user holds. */
  dataRules(permissionId: string): Promise<readonly HeldDataRule[]>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** Requires X-Sign / X-TIMESTAMP. */
    sign?: boolean;
    /** Platform data or the server itself (menus, jobs, monitoring): the platform administrator alone (docs/tenancy.md). */
    platformOnly?: boolean;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
  regex: RegExp;
}

/** The signed-in user of a route that is not public; a programming error on a public one. */
export function authOf(req: FastifyRequest): RequestAuth {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

function tokenOf(req: FastifyRequest): string | undefined {
  const h = req.headers['x-access-token'];
  if (typeof h === 'string' && h) return h;
  const q = (req.query as Record<string, unknown> | undefined)?.token;
  if (typeof q === 'string' && q) return q;
  // A browser websocket cannot send headers: it offers the token as its sub-protocol.
  if (req.headers.upgrade?.toLowerCase() !== 'websocket') return undefined;
  const proto = req.headers['sec-websocket-protocol'];
  const first = typeof proto === 'string' ? proto.split(',')[0].trim() : undefined;
  return first || undefined;
}

/**
 * Fail-closed access control for everything under the API prefix: a route must declare its permission, a
 * request is public only when both its canonical path and its matched route are public, and everything else
 * needs a live session and, for a permission code, that code.
 */
export function registerGuard(app: FastifyInstance, ctx: AppContext): RegisteredRoute[] {
  const prefix = ctx.config.apiPrefix;
  const routes: RegisteredRoute[] = [];
  const publicPatterns: RegExp[] = [];

  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!(route.url === prefix || route.url.startsWith(prefix + '/'))) return;
    const permission = route.config?.permission;
    if (typeof permission !== 'string' || !permission) {
      throw new Error(`Route ${route.method} ${route.url} declares no config.permission`);
    }
    const regex = routePatternToRegex(route.url);
    for (const m of [route.method].flat()) routes.push({ method: m, url: route.url, permission, regex });
    if (permission === 'public') publicPatterns.push(regex);
  });

  const isUnderApi = (p: string) => p === prefix || p.startsWith(prefix + '/');

  app.addHook('onRequest', async (req) => {
    const canonical = normalizePath(req.url);
    const rawPath = req.url.split('?')[0];
    const permission = req.is404 ? undefined : req.routeOptions.config?.permission;
    if (permission === undefined && !isUnderApi(canonical) && !isUnderApi(rawPath)) return; // the web client
    if (permission === 'public' && publicPatterns.some((r) => r.test(canonical))) return;

    const token = tokenOf(req);
    const claims = token ? await verifyToken(ctx.secrets.jwtKey, token) : null;
    const session = claims ? await ctx.sessions.validate(claims.sid) : undefined;
    if (!session) throw unauthorized();
    // Who is asking comes from memory (identity.ts): no database round trip once the user has been seen.
    const { identity } = ctx;
    const user = await identity.user(session.userId);
    if (!user || user.status !== 1) throw unauthorized();

    const tenants = user.relTenantIds.split(',').map((s) => s.trim()).filter(Boolean).map(Number);
    const asked = req.headers['tenant-id'];
    const askedStr = Array.isArray(asked) ? asked[0] : asked;
    // A frozen tenant is closed to its users: not sent as tenant-id, never the default; all frozen, no work at all.
    const frozen = await identity.frozenTenants();
    const fallback = defaultTenant(tenants, frozen);
    if (fallback === undefined) throw unauthorized();
    let tenantId: number | null = fallback;
    if (askedStr !== undefined && askedStr !== '' && askedStr !== '0') {
      const n = Number(askedStr);
      if (!Number.isInteger(n) || !tenants.includes(n)) throw new BizError(Messages.tenantDenied, ResultCode.FORBIDDEN, null, 403);
      if (frozen.has(n)) throw new BizError(TenantTexts.frozen, ResultCode.FORBIDDEN, null, 403);
      tenantId = n;
    }

    req.auth = {
      user,
      session,
      tenantId,
      permissions: async () => (await identity.grants(user.id)).codes,
      isPlatformAdmin: async () => (await identity.grants(user.id)).platformAdmin,
      dataRules: (permissionId) => identity.dataRules(user.id, permissionId),
    };
    if (req.routeOptions.config?.platformOnly && !(await req.auth.isPlatformAdmin())) throw new BizError(PLATFORM_ONLY, ResultCode.NO_PERMISSION);
    if (permission === undefined || permission === 'public' || permission === 'authenticated') return;
    if (!(await req.auth.permissions()).has(permission)) throw noPermission();
  });

  app.addHook('preHandler', async (req) => {
    if (!req.routeOptions.config?.sign) return;
    const ok = checkSign({
      path: req.url,
      query: (req.query ?? {}) as Record<string, unknown>,
      body: req.method === 'GET' || typeof req.body !== 'object' ? undefined : (req.body as Record<string, unknown>),
      sign: req.headers['x-sign'] as string | undefined,
      timestamp: req.headers['x-timestamp'] as string | undefined,
      secret: ctx.secrets.signKey,
    });
    if (!ok) throw new BizError(Messages.signWrong);
  });

  return routes;
}
