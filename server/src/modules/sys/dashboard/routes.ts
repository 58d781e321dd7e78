import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { ok } from '../../../core/http/envelope';
import { loginInfo, visitInfo } from './service';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/loginfo', { config: { permission: 'authenticated' } }, async () => ok(await loginInfo(ctx)));
  app.get('/sys/visitInfo', { config: { permission: 'authenticated' } }, async () => ok(await visitInfo(ctx)));
}
