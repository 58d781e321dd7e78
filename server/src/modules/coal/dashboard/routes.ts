import type { FastifyInstance } from 'fastify';
import { dashboardPerm } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { ok } from '../../../core/http/envelope';
import { dashboardAnalysis, dashboardMonitor, dashboardWorkplace } from './service';

/**
 * `GET /coal/dashboard/analysis`, `/monitor` and `/workplace` (docs/dashboards.md), each under its own permission
 * `coal:dashboard:<name>`, our staff only, the caller's tenant.
 */
export async function dashboardRoutes(api: FastifyInstance, ctx: AppContext) {
  api.get('/coal/dashboard/analysis', { config: { permission: dashboardPerm('analysis') } }, async (req) => ok(await dashboardAnalysis(ctx, authOf(req))));
  api.get('/coal/dashboard/monitor', { config: { permission: dashboardPerm('monitor') } }, async (req) => ok(await dashboardMonitor(ctx, authOf(req))));
  api.get('/coal/dashboard/workplace', { config: { permission: dashboardPerm('workplace') } }, async (req) => ok(await dashboardWorkplace(ctx, authOf(req))));
}
