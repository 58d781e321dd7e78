import { and, eq, inArray } from 'drizzle-orm';
import { dec, overPlanBalance, tareAbnormal, tonnes, WeighingTexts, type QueueStatus, type WeighingStatus } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { loadOne, loadScoped, notFound } from '../../../core/crud/service';
import type { ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { nextNumber } from '../../sys/fill-rule/service';
import { actorOf } from '../actor';
import { coalCar } from '../car/table';
import { issueBill } from '../coalBill/service';
import { progressOf } from '../contract/progress';
import { lockContract, startPlan } from '../dispatchPlan/service';
import { followPlanExecution } from './planCompletion';
import { coalDispatchPlan } from '../dispatchPlan/table';
import { pickupOrderEntity } from '../pickupOrder/entity';
import { usePickupOrder } from '../pickupOrder/service';
import { coalPickupOrder } from '../pickupOrder/table';
import { queueTicketEntity } from '../queue/entity';
import { coalQueueTicket } from '../queue/table';
import { applyWeighingToDaily } from '../reports/daily';
import type { ScaleRow } from '../scaleStream/link';
import { checkCapture, type CaptureInput } from './capture';
import { weighingEntity } from './entity';
import { recordWeighingEvents } from './events';
import { executionOfPlans } from './progress';
import { tareToleranceKg } from './settings';
import { coalWeighing } from './table';
import { moveTicket } from './ticket';

/** The numbering rule of weighing records (sys fill-rule seed): BD + yyyyMMdd + 5 digits. */
export const WEIGH_NO_RULE = 'weigh_bill_no';

export type Side = 'tare' | 'gross';

export interface WeighInput extends CaptureInput {
  id?: string | null;
  queueId?: string | null;
  pickupOrderId?: string | null;
  ticketKg?: number | null;
}

/** What one weighing changed, for the routes to publish after the commit. */
export interface WeighResult {
  record: ApiRecord;
  ticketId: string | null;
  planId: string;
  /** The pickup order marked used by a weighing without a queue ticket. */
  usedOrderId: string | null;
  billId: string | null;
}

/** Weighing is our weighbridge clerks' work; a carrier's, consumer's or supplier's user reads the records. */
function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(WeighingTexts.staffOnly);
}

/** A ticket already past the gate's 已进场: weighed once, loaded, billed or gone. */
const WEIGHED_TICKET: readonly QueueStatus[] = ['tared', 'loading', 'grossed', 'billed', 'left'];

function isLiveOrderClash(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string; cause?: { code?: string; constraint?: string; message?: string } };
  const code = err.code ?? err.cause?.code;
  const text = `${err.constraint ?? ''} ${err.cause?.constraint ?? ''} ${err.message ?? ''} ${err.cause?.message ?? ''}`;
  return code === '23505' && text.includes('coal_weighing_live_order_uq');
}

function checkScaleYard(scale: ScaleRow, yardId: string) {
  if (scale.yardId && scale.yardId !== yardId) throw new BizError('该地磅不属于车辆所在货场');
}

/**
 * `POST /coal/weighing/tare` and `gross`: with `id` the second weighing of that record, else the first weighing of
 * the trip named by its queue ticket or pickup order. A sale weighs tare first, a purchase gross first.
 */
export async function weigh(ctx: AppContext, auth: RequestAuth, side: Side, input: WeighInput): Promise<WeighResult> {
  refuseOrgUser(auth);
  return input.id ? secondWeighing(ctx, auth, side, input.id, input) : firstWeighing(ctx, auth, side, input);
}

/** The trip the caller names, as far as the caller may see it: its ticket (when it queued) and its pickup order. */
async function tripOf(ctx: AppContext, auth: RequestAuth, input: WeighInput): Promise<{ ticketId: string | null; orderId: string }> {
  const queueId = input.queueId?.trim();
  const orderId = input.pickupOrderId?.trim();
  if (queueId) {
    const [ticket] = await loadScoped(ctx.db, queueTicketEntity, auth, [queueId]);
    if (!ticket) throw new BizError(WeighingTexts.ticketMissing);
    return { ticketId: ticket.id, orderId: String(ticket.pickupOrderId) };
  }
  if (!orderId) throw new BizError(WeighingTexts.ticketOrOrder);
  const [order] = await loadScoped(ctx.db, pickupOrderEntity, auth, [orderId]);
  if (!order) throw new BizError(WeighingTexts.orderMissing);
  const [ticket] = await ctx.db.select({ id: coalQueueTicket.id }).from(coalQueueTicket).where(eq(coalQueueTicket.pickupOrderId, order.id));
  return { ticketId: ticket?.id ?? null, orderId: order.id };
}

/**
 * The first weighing of a trip (a sale's tare, a purchase's gross). A queued truck must have entered (已进场); one
 * that did not queue is weighed on its valid pickup order, which is marked used. The ticket's row is locked and
 * moved by a guarded update, and a pickup order holds one live record (unique index): of two clerks capturing one
 * truck at once, one wins and the other is told it was weighed. The plan starts (执行中) on its first weighing.
 */
async function firstWeighing(ctx: AppContext, auth: RequestAuth, side: Side, input: WeighInput): Promise<WeighResult> {
  const trip = await tripOf(ctx, auth, input);
  const scale = await checkCapture(ctx, auth, input);
  const tolerance = await tareToleranceKg(ctx.db);
  const actor = actorOf(auth);
  const kg = input.weightKg;
  let usedOrderId: string | null = null;
  const done = await ctx.db
    .transaction(async (tx) => {
      const now = new Date();
      if (trip.ticketId) {
        const [ticket] = await tx.select({ status: coalQueueTicket.status }).from(coalQueueTicket).where(eq(coalQueueTicket.id, trip.ticketId)).for('update');
        if (!ticket) throw new BizError(WeighingTexts.ticketMissing);
        if (WEIGHED_TICKET.includes(ticket.status as QueueStatus)) throw new BizError(WeighingTexts.alreadyWeighed);
        if (ticket.status !== 'entered') throw new BizError(WeighingTexts.notEntered);
      }
      const [order] = await tx.select().from(coalPickupOrder).where(eq(coalPickupOrder.id, trip.orderId)).for('update');
      if (!order) throw new BizError(WeighingTexts.orderMissing);
      if (!trip.ticketId) {
        if (order.status === 'valid') {
          if (!(await usePickupOrder(tx, order.id, now))) throw new BizError(WeighingTexts.orderNotToday);
          usedOrderId = order.id;
        } else if (order.status !== 'used') throw new BizError(WeighingTexts.orderNotUsable);
      }
      checkScaleYard(scale, order.yardId);
      const [plan] = await tx.select({ id: coalDispatchPlan.id, direction: coalDispatchPlan.direction, consigneeId: coalDispatchPlan.consigneeId }).from(coalDispatchPlan).where(eq(coalDispatchPlan.id, order.planId));
      if (!plan) throw notFound();
      const sales = plan.direction !== 'purchase';
      if (sales && side === 'gross') throw new BizError(WeighingTexts.saleTareFirst);
      if (!sales && side === 'tare') throw new BizError(WeighingTexts.purchaseGrossFirst);
      const [car] = await tx.select({ refTareKg: coalCar.refTareKg, maxGrossKg: coalCar.maxGrossKg }).from(coalCar).where(eq(coalCar.id, order.carId));
      const reasons: string[] = [];
      if (side === 'tare' && car?.refTareKg != null && Math.abs(kg - car.refTareKg) > tolerance) reasons.push(tareAbnormal(kg, car.refTareKg, tolerance));
      if (side === 'gross' && car && kg > car.maxGrossKg) throw new BizError(WeighingTexts.overload);

      const status: WeighingStatus = side === 'tare' ? 'tared' : 'grossed';
      const weighNo = await nextNumber(tx, WEIGH_NO_RULE, now);
      const stamp = side === 'tare' ? { tareKg: kg, tareTime: now, tareScaleId: scale.id, tareBy: auth.user.username, tareManual: !!input.manual } : { grossKg: kg, grossTime: now, grossScaleId: scale.id, grossBy: auth.user.username, grossManual: !!input.manual };
      const [row] = await tx
        .insert(coalWeighing)
        .values({
          tenantId: auth.tenantId,
          weighNo,
          direction: sales ? 'sales' : 'purchase',
          queueId: trip.ticketId,
          pickupOrderId: order.id,
          pickupOrderNo: order.orderNo,
          planId: order.planId,
          contractId: order.contractId,
          contractNo: order.contractNo,
          carId: order.carId,
          plateNo: order.plateNo,
          driverName: order.driverName,
          carrierId: order.carrierId,
          supplierId: order.supplierId,
          consumerId: order.consumerId,
          consigneeId: plan.consigneeId,
          yardId: order.yardId,
          materialId: order.materialId,
          ...stamp,
          ticketKg: sales ? null : (input.ticketKg ?? null),
          abnormal: reasons.length > 0,
          abnormalReason: reasons.join('；') || null,
          manual: !!input.manual,
          status,
          createBy: auth.user.username,
          createTime: now,
        })
        .returning({ id: coalWeighing.id });
      await startPlan(tx, order.planId);
      if (trip.ticketId && !(await moveTicket(tx, trip.ticketId, ['entered'], status, auth.user.username, now))) throw new BizError(WeighingTexts.alreadyWeighed);
      await recordWeighingEvents(tx, [
        { tenantId: auth.tenantId, weighingId: row.id, kind: side, toStatus: status, remark: `${kg}kg，${scale.name}${input.manual ? '，手工录入' : ''}${reasons.length ? `；异常：${reasons.join('；')}` : ''}`, by: actor },
      ]);
      return { id: row.id, planId: order.planId };
    })
    .catch((e: unknown) => {
      if (isLiveOrderClash(e)) throw new BizError(WeighingTexts.alreadyWeighed);
      throw e;
    });
  return { record: await loadOne(ctx, weighingEntity, auth, done.id), ticketId: trip.ticketId, planId: done.planId, usedOrderId, billId: null };
}

/** kg of a tonnes text ("35.000" → 35000), exactly. */
const kgOf = (t: string) => dec(t).times(1000).toNumber();

/**
 * The second weighing completes the record: net = gross − tare (> 0), settle = net − deductions. Refused: overload,
 * a settle weight beyond the contract's balance (the contract row locked, so two trucks completing at once never
 * both pass it). Flagged: a tare off the car's reference, a settle weight beyond the plan's balance (the coal is
 * on the truck; the yard decides). A sale's completion issues its coal bill and bills its ticket (已开票); a
 * purchase's unloads it (已称皮). One transaction.
 */
async function secondWeighing(ctx: AppContext, auth: RequestAuth, side: Side, id: string, input: WeighInput): Promise<WeighResult> {
  const [visible] = await loadScoped(ctx.db, weighingEntity, auth, [id]);
  if (!visible) throw notFound();
  const scale = await checkCapture(ctx, auth, input);
  const tolerance = await tareToleranceKg(ctx.db);
  const actor = actorOf(auth);
  const kg = input.weightKg;
  const expected: WeighingStatus = side === 'gross' ? 'tared' : 'grossed';
  const done = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [w] = await tx.select().from(coalWeighing).where(eq(coalWeighing.id, id)).for('update');
    if (!w) throw notFound();
    if (w.status !== expected) throw new BizError(side === 'gross' ? WeighingTexts.notTared : WeighingTexts.notGrossed);
    checkScaleYard(scale, w.yardId);
    const [car] = await tx.select({ refTareKg: coalCar.refTareKg, maxGrossKg: coalCar.maxGrossKg }).from(coalCar).where(eq(coalCar.id, w.carId));
    const grossKg = side === 'gross' ? kg : w.grossKg!;
    const tareKg = side === 'tare' ? kg : w.tareKg!;
    if (side === 'gross' && car && kg > car.maxGrossKg) throw new BizError(WeighingTexts.overload);
    const netKg = grossKg - tareKg;
    if (netKg <= 0) throw new BizError(WeighingTexts.netNotPositive);
    const settleKg = netKg - w.deductKg;
    const reasons = w.abnormalReason ? [w.abnormalReason] : [];
    if (side === 'tare' && car?.refTareKg != null && Math.abs(kg - car.refTareKg) > tolerance) reasons.push(tareAbnormal(kg, car.refTareKg, tolerance));

    const contract = await lockContract(tx, w.contractId);
    const shipped = (await progressOf(tx, [{ id: contract.id, quantityT: contract.quantityT, unitPrice: contract.unitPrice }])).get(contract.id)!.shippedT;
    const balance = dec(contract.quantityT).minus(dec(shipped));
    if (dec(settleKg).div(1000).greaterThan(balance)) throw new BizError(`${WeighingTexts.overContract}：合同剩余${tonnes(balance)}t，本车${tonnes(dec(settleKg).div(1000))}t`);
    const [plan] = await tx.select({ plannedT: coalDispatchPlan.plannedT }).from(coalDispatchPlan).where(eq(coalDispatchPlan.id, w.planId));
    if (plan) {
      const executed = (await executionOfPlans(tx, [w.planId])).get(w.planId)?.executedKg ?? 0;
      const left = kgOf(plan.plannedT) - executed;
      if (settleKg > left) reasons.push(overPlanBalance(settleKg, left));
    }
    const ticketKg = w.direction === 'purchase' ? (input.ticketKg ?? w.ticketKg) : null;
    const stamp = side === 'tare' ? { tareKg: kg, tareTime: now, tareScaleId: scale.id, tareBy: auth.user.username, tareManual: !!input.manual } : { grossKg: kg, grossTime: now, grossScaleId: scale.id, grossBy: auth.user.username, grossManual: !!input.manual };
    const [row] = await tx
      .update(coalWeighing)
      .set({
        ...stamp,
        netKg,
        settleKg,
        ticketKg,
        profitLossKg: ticketKg === null ? null : settleKg - ticketKg,
        abnormal: reasons.length > 0,
        abnormalReason: reasons.join('；') || null,
        manual: w.manual || !!input.manual,
        status: 'completed',
        updateBy: auth.user.username,
        updateTime: now,
      })
      .where(and(eq(coalWeighing.id, id), eq(coalWeighing.status, expected)))
      .returning();
    if (!row) throw new BizError(side === 'gross' ? WeighingTexts.notTared : WeighingTexts.notGrossed);
    await applyWeighingToDaily(tx, row, 1);

    let billId: string | null = null;
    let billNo = '';
    if (w.direction === 'sales') {
      ({ id: billId, billNo } = await issueBill(ctx, tx, { ...w, grossKg, tareKg, netKg }, now, auth.user.username));
      await tx.update(coalWeighing).set({ billId }).where(eq(coalWeighing.id, id));
    }
    if (w.queueId) {
      const [from, to]: [QueueStatus[], QueueStatus] = w.direction === 'sales' ? [['tared', 'loading'], 'billed'] : [['grossed'], 'tared'];
      if (!(await moveTicket(tx, w.queueId, from, to, auth.user.username, now))) throw new BizError('排队记录状态已变化，请刷新后重试');
    }
    await followPlanExecution(tx, w.planId, { tenantId: auth.tenantId, ...actor });
    const flagged = reasons.length > (w.abnormalReason ? 1 : 0) ? `；异常：${reasons.join('；')}` : '';
    await recordWeighingEvents(tx, [
      { tenantId: auth.tenantId, weighingId: id, kind: side, fromStatus: expected, toStatus: 'completed', remark: `${kg}kg，${scale.name}${input.manual ? '，手工录入' : ''}，净重${netKg}kg${flagged}`, by: actor },
      ...(billId ? [{ tenantId: auth.tenantId, weighingId: id, billId, kind: 'bill' as const, toStatus: 'issued', remark: billNo, by: actor }] : []),
    ]);
    return { planId: w.planId, ticketId: w.queueId, billId };
  });
  return { record: await loadOne(ctx, weighingEntity, auth, id), ...done, usedOrderId: null };
}
