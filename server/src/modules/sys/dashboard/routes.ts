import { authOf } from '../../../core/auth/guard';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { ok } from '../../../core/http/envelope';
import { loginInfo, visitInfo } from './service';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/loginfo', { config: { permission: 'authenticated' } }, async (req) => ok(await loginInfo(ctx, authOf(req).tenantId)));
  app.get('/sys/visitInfo', { config: { permission: 'authenticated' } }, async (req) => ok(await visitInfo(ctx, authOf(req).tenantId)));
}
