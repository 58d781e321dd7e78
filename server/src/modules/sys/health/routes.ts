import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { fail, ok } from '../../../core/http/envelope';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/health', { config: { permission: 'public' } }, async (req, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return ok({ status: 'UP', database: ctx.dbKind });
    } catch (err) {
      req.log.warn({ err }, 'health check: database unreachable');
      return reply.status(503).send(fail(503, '服务暂不可用'));
    }
  });
}
