import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { loadOne } from '../../../core/crud/service';
import { sysTenant } from '../../../core/db/schema/index';
import { parseInput } from '../../../core/http/validate';
import { isPaperName, renderSheet, sendPdf, type PaperName } from '../../../core/pdf/index';
import { dispatchPlanEntity } from '../dispatchPlan/entity';
import { pickupOrderEntity } from './entity';
import { driverUrl, qrPng } from './qr';
import { pickupSlip } from './slip';
import { tokenOf } from './service';

/** The permission of 打印 on the pickup-order screen. */
export const PICKUP_PRINT_PERM = 'coal:pickupOrder:print';

const printQuerySchema = z.object({
  id: z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长'),
  paper: z
    .string('纸张格式不正确')
    .refine((v): v is PaperName => isPaperName(v), '纸张只能是 half241 或 A4')
    .optional(),
});

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
    const [tenant] = auth.tenantId === null ? [] : await ctx.db.select({ name: sysTenant.name }).from(sysTenant).where(eq(sysTenant.id, auth.tenantId));
    const sheet = pickupSlip(order, {
      company: tenant?.name ?? '',
      plan,
      qrPng: await qrPng(driverUrl(req, await tokenOf(ctx.db, id))),
      printedBy: auth.user.realname || auth.user.username,
      printedAt: new Date(),
      paper: (paper as PaperName | undefined) ?? 'half241',
    });
    return sendPdf(reply, await renderSheet(sheet), `提煤单-${String(order.orderNo)}`);
  });
}
