import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context';
import { BizError, ok } from '../../core/http/envelope';
import { diskSnapshot } from '../../core/metrics/index';
import { parseRedisInfo } from './redisInfo';

export const MonitorPerm = {
  disk: 'monitor:disk:view',
  runtime: 'monitor:runtime:view',
  http: 'monitor:http:view',
  redis: 'monitor:redis:view',
  trace: 'monitor:trace:view',
} as const;

// The server and the jobs serve every tenant: the platform administrator alone (docs/tenancy.md).
const perm = (permission: string) => ({ config: { permission, platformOnly: true } });

/** What this server really has, for administrators: disk, Node.js runtime, HTTP server, Redis, request trace. */
export async function monitorRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/monitor/disk', perm(MonitorPerm.disk), async () => ok(await diskSnapshot(ctx.config.dataDir)));

  app.get('/monitor/runtime', perm(MonitorPerm.runtime), async () => ok(ctx.metrics.runtime.snapshot()));

  app.get('/monitor/http', perm(MonitorPerm.http), async () =>
    ok({ ...ctx.metrics.http.snapshot(), websockets: ctx.sockets.count() }),
  );

  app.get('/monitor/redis', perm(MonitorPerm.redis), async () => {
    if (!ctx.cache.info) return ok({ configured: false as const, message: '未配置 Redis' });
    try {
      return ok(parseRedisInfo(await ctx.cache.info()));
    } catch {
      throw new BizError('Redis 连接失败，请检查 REDIS_URL 与 Redis 服务');
    }
  });

  app.get('/monitor/trace', perm(MonitorPerm.trace), async () => ok(ctx.metrics.http.trace()));
}
