import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { loadOne } from '../../../core/crud/service';
import { tenantName } from '../../../core/tenancy/tenant-name';
import { parseInput } from '../../../core/http/validate';
import { printQuerySchema, renderSheet, sendPdf, type PaperName } from '../../../core/pdf/index';
import { dispatchPlanEntity } from '../dispatchPlan/entity';
import { pickupOrderEntity } from './entity';
import { driverUrl, qrPng } from './qr';
import { pickupSlip } from './slip';
import { tokenOf } from './service';

/** The permission of 打印 on the pickup-order screen. */
export const PICKUP_PRINT_PERM = 'coal:pickupOrder:print';

/**
 * `GET /coal/pickupOrder/print?id=&paper=` → the slip as PDF, on the 241 mm half sheet unless `paper=A4`. The order
 * is read as queryById reads it (tenant and organisation), so another's answers 未找到对应数据.
 */
export async function pickupOrderPrintRoutes(api: FastifyInstance, ctx: AppContext) {
  api.get('/coal/pickupOrder/print', { config: { permission: PICKUP_PRINT_PERM } }, async (req, reply) => {
    const auth = authOf(req);
    const { id, paper } = parseInput(printQuerySchema, req.query);
    const order = await loadOne(ctx, pickupOrderEntity, auth, id);
    // The plan shares the order's organisations (copied at issue), so whoever sees the order sees its plan.
    const plan = await loadOne(ctx, dispatchPlanEntity, auth, String(order.planId));
    const sheet = pickupSlip(order, {
      company: await tenantName(ctx.db, auth.tenantId),
      plan,
      qrPng: await qrPng(driverUrl(req, await tokenOf(ctx.db, id))),
      printedBy: auth.user.realname || auth.user.username,
      printedAt: new Date(),
      paper: (paper as PaperName | undefined) ?? 'half241',
    });
    return sendPdf(reply, await renderSheet(sheet), `提煤单-${String(order.orderNo)}`);
  });
}
