import type { FastifyInstance } from 'fastify';
import { pickupActionPerm } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { loadScoped, notFound } from '../../../core/crud/service';
import { dropCounts } from '../../../core/crud/counts';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { dispatchPlanEntity } from '../dispatchPlan/entity';
import { pickupOrderEntity } from './entity';
import { pickupOrderPrintRoutes } from './print';
import { driverUrl, qrPng } from './qr';
import { idQuerySchema, issueSchema, voidSchema } from './schema';
import { issuePickupOrder, loadWithLink, tokenOf, voidPickupOrder } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;
const LIST = 'coal:pickupOrder:list';

/**
 * `/coal/pickupOrder/*` (coal-api.md "Dispatch"): the kit's list, queryById and export; issue, void, the driver's
 * link, its QR code (PNG) and the printed slip (PDF, print.ts). Each record is read in the caller's tenant and organisation; another's answers as
 * if it did not exist.
 */
export async function pickupOrderRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, pickupOrderEntity);
  await pickupOrderPrintRoutes(api, ctx);

  api.post('/coal/pickupOrder/issue', perm(pickupActionPerm('issue')), async (req) => {
    const auth = authOf(req);
    const input = parseInput(issueSchema, req.body);
    const record = await issuePickupOrder(ctx, auth, input);
    await dropCounts(ctx, pickupOrderEntity);
    await publishEntityChange(ctx, pickupOrderEntity, 'add', [record], auth);
    await publishEntityChange(ctx, dispatchPlanEntity, 'edit', [{ id: record.planId, carrierId: record.carrierId, consumerId: record.consumerId, supplierId: record.supplierId }], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `开提煤单：${record.orderNo}（${record.plateNo}）`);
    return ok(record, '提煤单已开具');
  });

  api.put('/coal/pickupOrder/void', perm(pickupActionPerm('void')), async (req) => {
    const auth = authOf(req);
    const input = parseInput(voidSchema, req.body);
    const { record, before } = await voidPickupOrder(ctx, auth, input);
    await dropCounts(ctx, pickupOrderEntity);
    await publishEntityChange(ctx, pickupOrderEntity, 'edit', [before, record], auth);
    await publishEntityChange(ctx, dispatchPlanEntity, 'edit', [{ id: String(record.planId), carrierId: record.carrierId, consumerId: record.consumerId, supplierId: record.supplierId }], auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `作废提煤单：${record.orderNo}`);
    return ok(record, '作废成功！');
  });

  /** The order with the driver's link, to send again. */
  api.get('/coal/pickupOrder/link', perm(LIST), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    return ok(await loadWithLink(ctx, authOf(req), id));
  });

  /** The QR code of the driver's link, a PNG for the printed slip and the screen. */
  api.get('/coal/pickupOrder/qr', perm(LIST), async (req, reply) => {
    const { id } = parseInput(idQuerySchema, req.query);
    const [order] = await loadScoped(ctx.db, pickupOrderEntity, authOf(req), [id]);
    if (!order) throw notFound();
    const png = await qrPng(driverUrl(req, await tokenOf(ctx.db, id)));
    return reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').send(png);
  });
}
