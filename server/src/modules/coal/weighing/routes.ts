import type { FastifyInstance } from 'fastify';
import { dec, tonnes, weighingActionPerm, type EntityChangeKind } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes, type ApiRecord } from '../../../core/crud/index';
import { dropCounts } from '../../../core/crud/counts';
import { loadScoped, notFound } from '../../../core/crud/service';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { coalBillEntity } from '../coalBill/entity';
import { dispatchPlanEntity } from '../dispatchPlan/entity';
import { pickupOrderEntity } from '../pickupOrder/entity';
import { queueTicketEntity } from '../queue/entity';
import { publishQueueYards } from '../queue/boardFeed';
import { deduct, leaveYard, reverseWeighing, voidWeighing, weighingDetail, type ActionResult } from './actions';
import { weighingEntity } from './entity';
import { executionOfPlans } from './progress';
import { deductSchema, idQuerySchema, idSchema, planQuerySchema, reasonSchema, weighSchema } from './schema';
import { weigh, type Side } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;
const LIST = 'coal:weighing:list';

/**
 * `/coal/weighing/*` (coal-api.md "Queue and weighbridge"): the kit's list, queryById and export; tare and gross
 * (first or second weighing), deduct, void, reverse (冲红), leave (出场), the detail with deductions and timeline,
 * and a plan's executed trucks and tonnes. Each record is read in the caller's tenant and organisation. After
 * each commit the changed weighing, ticket, plan, pickup order and bill are published to open lists and boards.
 */
export async function weighingRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, weighingEntity);

  const orgIds = (r: ApiRecord) => ({ carrierId: r.carrierId, consumerId: r.consumerId, supplierId: r.supplierId });
  const publish = async (auth: RequestAuth, kind: EntityChangeKind, record: ApiRecord, also: { ticketId?: string | null; planId?: string | null; orderId?: string | null; billId?: string | null; billKind?: EntityChangeKind }, before?: ApiRecord) => {
    await dropCounts(ctx, weighingEntity);
    await publishEntityChange(ctx, weighingEntity, kind, before ? [before, record] : [record], auth);
    const org = orgIds(record);
    if (also.ticketId) {
      await dropCounts(ctx, queueTicketEntity);
      await publishEntityChange(ctx, queueTicketEntity, 'edit', [{ id: also.ticketId, ...org }], auth);
      // The yard's big screen and the drivers' phones show the trucks inside with their next step.
      await publishQueueYards(ctx, [record.yardId as string | null]);
    }
    if (also.planId) await publishEntityChange(ctx, dispatchPlanEntity, 'edit', [{ id: also.planId, ...org }], auth);
    if (also.orderId) {
      await dropCounts(ctx, pickupOrderEntity);
      await publishEntityChange(ctx, pickupOrderEntity, 'edit', [{ id: also.orderId, ...org }], auth);
    }
    if (also.billId) {
      await dropCounts(ctx, coalBillEntity);
      await publishEntityChange(ctx, coalBillEntity, also.billKind ?? 'edit', [{ id: also.billId, ...org }], auth);
    }
  };

  for (const side of ['tare', 'gross'] as const satisfies readonly Side[]) {
    const label = side === 'tare' ? '称皮重' : '称毛重';
    api.post(`/coal/weighing/${side}`, perm(weighingActionPerm(side)), async (req) => {
      const auth = authOf(req);
      const input = parseInput(weighSchema, req.body);
      const r = await weigh(ctx, auth, side, input);
      await publish(auth, input.id ? 'edit' : 'add', r.record, { ticketId: r.ticketId, planId: r.planId, orderId: r.usedOrderId, billId: r.billId, billKind: 'add' });
      await logOperation(ctx, req, auth, input.id ? OperateType.UPDATE : OperateType.ADD, `${label}：${r.record.weighNo}（${r.record.plateNo}）${input.weightKg}kg${input.manual ? '（手工录入）' : ''}`);
      return ok(r.record, r.billId ? `${label}成功，已开具电子煤票` : `${label}成功！`);
    });
  }

  const action = (path: string, code: string, text: (r: ApiRecord) => string, done: string, run: (auth: RequestAuth, body: unknown) => Promise<ActionResult>) =>
    api.put(path, perm(code), async (req) => {
      const auth = authOf(req);
      const r = await run(auth, req.body);
      await publish(auth, 'edit', r.record, { ticketId: r.ticketId, billId: r.billId }, r.before);
      await logOperation(ctx, req, auth, OperateType.UPDATE, text(r.record));
      return ok(r.record, done);
    });

  api.post('/coal/weighing/deduct', perm(weighingActionPerm('deduct')), async (req) => {
    const auth = authOf(req);
    const input = parseInput(deductSchema, req.body);
    const r = await deduct(ctx, auth, input);
    await publish(auth, 'edit', r.record, {}, r.before);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `磅单扣重：${r.record.weighNo} ${input.kg}kg`);
    return ok(r.record, '扣重成功！');
  });
  action('/coal/weighing/void', weighingActionPerm('void'), (r) => `作废磅单：${r.weighNo}`, '作废成功！', (auth, body) => voidWeighing(ctx, auth, parseInput(reasonSchema, body)));
  action('/coal/weighing/reverse', weighingActionPerm('reverse'), (r) => `冲红磅单：${r.weighNo}`, '冲红成功！', (auth, body) => reverseWeighing(ctx, auth, parseInput(reasonSchema, body)));
  action('/coal/weighing/leave', weighingActionPerm('leave'), (r) => `车辆出场：${r.plateNo}（${r.weighNo}）`, '出场成功！', (auth, body) => leaveYard(ctx, auth, parseInput(idSchema, body).id));

  api.get('/coal/weighing/detail', perm(LIST), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    return ok(await weighingDetail(ctx, authOf(req), id));
  });

  /** Executed trucks and tonnes of a plan, from its completed weighings. */
  api.get('/coal/weighing/planExecution', perm('coal:dispatchPlan:list'), async (req) => {
    const { planId } = parseInput(planQuerySchema, req.query);
    const [plan] = await loadScoped(ctx.db, dispatchPlanEntity, authOf(req), [planId]);
    if (!plan) throw notFound();
    const e = (await executionOfPlans(ctx.db, [planId])).get(planId);
    const kg = e?.executedKg ?? 0;
    return ok({ planId, executedTrucks: e?.executedTrucks ?? 0, executedKg: kg, executedT: tonnes(dec(kg).div(1000)) });
  });
}
