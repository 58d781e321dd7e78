import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { WeighingTexts, type DeductionKind, type QueueStatus, type WeighingDeduction, type WeighingDetail, type WeighingRecord } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { loadOne, loadScoped, notFound } from '../../../core/crud/service';
import type { ApiRecord } from '../../../core/crud/index';
import { fmtTime } from '../../../core/http/dates';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { actorOf } from '../actor';
import { tellWeighingVoided } from './notify';
import { moveBillOfWeighing } from '../coalBill/service';
import { weighingEntity } from './entity';
import { listWeighingEvents, recordWeighingEvents } from './events';
import { followPlanExecution } from './planCompletion';
import { applySettleDeltaToDaily, applyWeighingToDaily } from '../reports/daily';
import { coalWeighing, coalWeighingDeduction } from './table';
import { moveTicket, setTicketLeftTime } from './ticket';

export interface ActionResult {
  record: ApiRecord;
  before: ApiRecord;
  ticketId: string | null;
  billId: string | null;
}

function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(WeighingTexts.staffOnly);
}

async function visible(ctx: AppContext, auth: RequestAuth, id: string): Promise<ApiRecord> {
  refuseOrgUser(auth);
  const [before] = await loadScoped(ctx.db, weighingEntity, auth, [id]);
  if (!before) throw notFound();
  return before;
}

/**
 * 扣重: a child row (自动/扣水/扣杂/手工) on a completed record not yet settled; the record's deduct and settle
 * weights (and a purchase's 盈亏) follow in the same guarded update. The deductions together may not pass the net.
 */
export async function deduct(ctx: AppContext, auth: RequestAuth, input: { id: string; kind: DeductionKind; kg: number; remark?: string | null }): Promise<ActionResult> {
  const before = await visible(ctx, auth, input.id);
  const actor = actorOf(auth);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(coalWeighing)
      .set({
        deductKg: sql`${coalWeighing.deductKg} + ${input.kg}`,
        settleKg: sql`${coalWeighing.settleKg} - ${input.kg}`,
        profitLossKg: sql`case when ${coalWeighing.ticketKg} is null then null else ${coalWeighing.settleKg} - ${input.kg} - ${coalWeighing.ticketKg} end`,
        updateBy: auth.user.username,
        updateTime: now,
      })
      .where(and(eq(coalWeighing.id, input.id), eq(coalWeighing.status, 'completed'), isNull(coalWeighing.settlementId)))
      .returning();
    if (!row) throw new BizError(WeighingTexts.deductNotCompleted);
    if (row.deductKg > (row.netKg ?? 0)) throw new BizError(WeighingTexts.deductOverNet);
    await applySettleDeltaToDaily(tx, row, -input.kg);
    await tx.insert(coalWeighingDeduction).values({ tenantId: auth.tenantId, weighingId: input.id, kind: input.kind, kg: input.kg, remark: input.remark?.trim() || null, byUsername: actor.username, byRealname: actor.realname ?? null, time: now });
    await recordWeighingEvents(tx, [{ tenantId: auth.tenantId, weighingId: input.id, kind: 'deduct', fromStatus: 'completed', toStatus: 'completed', remark: `${input.kg}kg${input.remark?.trim() ? `，${input.remark.trim()}` : ''}`, by: actor }]);
  });
  return { record: await loadOne(ctx, weighingEntity, auth, input.id), before, ticketId: null, billId: null };
}

/**
 * 作废 before settlement, with a reason: the record stays (status 已作废), its bill is voided with it, and a truck
 * still in the yard goes back to 已进场 to be weighed again on a new record (the live-record index frees its
 * pickup order). A truck that has left keeps its ticket 已出场: a new trip needs a new pickup order.
 */
export async function voidWeighing(ctx: AppContext, auth: RequestAuth, input: { id: string; reason?: string | null }): Promise<ActionResult> {
  const reason = input.reason?.trim() || '';
  if (!reason) throw new BizError(WeighingTexts.voidReasonRequired);
  const before = await visible(ctx, auth, input.id);
  const actor = actorOf(auth);
  const done = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [w] = await tx.select().from(coalWeighing).where(eq(coalWeighing.id, input.id)).for('update');
    if (!w) throw notFound();
    if (w.status === 'void' || w.status === 'reversed') throw new BizError(WeighingTexts.voidNotOpen);
    if (w.settlementId) throw new BizError(WeighingTexts.voidSettled);
    const [row] = await tx
      .update(coalWeighing)
      .set({ status: 'void', voidReason: reason, voidedBy: auth.user.username, voidedTime: now, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalWeighing.id, input.id), eq(coalWeighing.status, w.status), isNull(coalWeighing.settlementId)))
      .returning({ id: coalWeighing.id });
    if (!row) throw new BizError(WeighingTexts.voidNotOpen);
    if (w.status === 'completed') await applyWeighingToDaily(tx, w, -1);
    const billId = await moveBillOfWeighing(tx, input.id, ['issued', 'inTransit', 'verified'], 'void', now, { voidReason: `磅单作废：${reason}`, voidedTime: now });
    let ticketMoved = false;
    if (w.queueId) {
      const inYard: QueueStatus[] = ['tared', 'loading', 'grossed', 'billed'];
      ticketMoved = await moveTicket(tx, w.queueId, inYard, 'entered', auth.user.username, now);
      // A completed weighing that had left no longer gives its ticket an exit time (排队时长 counts completed ones).
      if (w.status === 'completed' && w.leftTime) await setTicketLeftTime(tx, w.queueId, null);
    }
    await recordWeighingEvents(tx, [{ tenantId: auth.tenantId, weighingId: input.id, billId, kind: 'void', fromStatus: w.status, toStatus: 'void', remark: reason, by: actor }]);
    await followPlanExecution(tx, w.planId, { tenantId: auth.tenantId, ...actor });
    const ring = await tellWeighingVoided(tx, { ...w, tenantId: auth.tenantId }, '作废', reason, actor);
    return { ticketId: ticketMoved ? w.queueId : null, billId, ring };
  });
  await done.ring?.(ctx);
  return { record: await loadOne(ctx, weighingEntity, auth, input.id), before, ticketId: done.ticketId, billId: done.billId };
}

/**
 * 冲红 after settlement, with a reason: the record stays (status 已冲红) and no longer counts as shipped; its bill is
 * voided. The settlement it belongs to is the settlement's to correct.
 */
export async function reverseWeighing(ctx: AppContext, auth: RequestAuth, input: { id: string; reason?: string | null }): Promise<ActionResult> {
  const reason = input.reason?.trim() || '';
  if (!reason) throw new BizError(WeighingTexts.reverseReasonRequired);
  const before = await visible(ctx, auth, input.id);
  const actor = actorOf(auth);
  const { billId, ring } = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(coalWeighing)
      .set({ status: 'reversed', voidReason: reason, voidedBy: auth.user.username, voidedTime: now, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalWeighing.id, input.id), eq(coalWeighing.status, 'completed'), isNotNull(coalWeighing.settlementId)))
      .returning();
    if (row) await applyWeighingToDaily(tx, row, -1);
    if (row?.queueId && row.leftTime) await setTicketLeftTime(tx, row.queueId, null);
    if (!row) {
      const [w] = await tx.select({ status: coalWeighing.status }).from(coalWeighing).where(eq(coalWeighing.id, input.id));
      throw new BizError(w?.status === 'reversed' ? WeighingTexts.reverseDone : WeighingTexts.reverseNotSettled);
    }
    const billId = await moveBillOfWeighing(tx, input.id, ['issued', 'inTransit', 'verified', 'settled'], 'void', now, { voidReason: `磅单冲红：${reason}`, voidedTime: now });
    const [{ planId }] = await tx.select({ planId: coalWeighing.planId }).from(coalWeighing).where(eq(coalWeighing.id, input.id));
    await recordWeighingEvents(tx, [{ tenantId: auth.tenantId, weighingId: input.id, billId, kind: 'reverse', fromStatus: 'completed', toStatus: 'reversed', remark: reason, by: actor }]);
    await followPlanExecution(tx, planId, { tenantId: auth.tenantId, ...actor });
    return { billId, ring: await tellWeighingVoided(tx, { ...row, tenantId: auth.tenantId }, '冲红', reason, actor) };
  });
  await ring?.(ctx);
  return { record: await loadOne(ctx, weighingEntity, auth, input.id), before, ticketId: null, billId };
}

/**
 * 出场: a completed trip drives out. Its ticket moves to 已出场 (a sale from 已开票, a purchase from 已称皮) and a
 * sale's bill goes 在途, in one transaction; the exit time is kept on the record and on its ticket. Once only.
 */
export async function leaveYard(ctx: AppContext, auth: RequestAuth, id: string): Promise<ActionResult> {
  const before = await visible(ctx, auth, id);
  const actor = actorOf(auth);
  const done = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(coalWeighing)
      .set({ leftTime: now, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalWeighing.id, id), eq(coalWeighing.status, 'completed'), isNull(coalWeighing.leftTime)))
      .returning({ queueId: coalWeighing.queueId, direction: coalWeighing.direction });
    if (!row) {
      const [w] = await tx.select({ status: coalWeighing.status, leftTime: coalWeighing.leftTime }).from(coalWeighing).where(eq(coalWeighing.id, id));
      throw new BizError(w?.leftTime ? WeighingTexts.leaveDone : WeighingTexts.leaveNotDone);
    }
    if (row.queueId) {
      await moveTicket(tx, row.queueId, row.direction === 'sales' ? ['billed'] : ['tared'], 'left', auth.user.username, now);
      await setTicketLeftTime(tx, row.queueId, now);
    }
    const billId = await moveBillOfWeighing(tx, id, ['issued'], 'inTransit', now);
    await recordWeighingEvents(tx, [{ tenantId: auth.tenantId, weighingId: id, billId, kind: 'leave', fromStatus: 'completed', toStatus: 'completed', by: actor }]);
    return { ticketId: row.queueId, billId };
  });
  return { record: await loadOne(ctx, weighingEntity, auth, id), before, ...done };
}

/** A record the caller may see, with its deductions and its timeline (its bill's lines included). */
export async function weighingDetail(ctx: AppContext, auth: RequestAuth, id: string): Promise<WeighingDetail> {
  const record = await loadOne(ctx, weighingEntity, auth, id);
  const rows = await ctx.db.select().from(coalWeighingDeduction).where(eq(coalWeighingDeduction.weighingId, id)).orderBy(asc(coalWeighingDeduction.time), asc(coalWeighingDeduction.id));
  const deductions: WeighingDeduction[] = rows.map((r) => ({ id: r.id, kind: r.kind as DeductionKind, kg: r.kg, remark: r.remark, byUsername: r.byUsername, byRealname: r.byRealname, time: fmtTime(r.time) ?? '' }));
  return { record: record as unknown as WeighingRecord, deductions, events: await listWeighingEvents(ctx.db, id) };
}
