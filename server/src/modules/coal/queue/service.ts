import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  businessToday,
  QueueTexts,
  queueCarBlacklisted,
  queueCarDisabled,
  queueCarQueued,
  IN_YARD_QUEUE_STATUSES,
  VOIDABLE_QUEUE_STATUSES,
  WAITING_QUEUE_STATUSES,
  type QueueBoard,
  type QueueBoardLine,
  type QueueStatus,
} from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { loadOne, loadScoped, notFound } from '../../../core/crud/service';
import type { ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { fmtTime } from '../../../core/http/dates';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { coalCar } from '../car/table';
import { coalFreightYard } from '../freightYard/table';
import { pickupOrderEntity } from '../pickupOrder/entity';
import { usePickupOrder } from '../pickupOrder/service';
import { coalPickupOrder } from '../pickupOrder/table';
import { queueTicketEntity } from './entity';
import { coalQueueCounter, coalQueueTicket } from './table';

/** Calling, entering, skipping and voiding are our yard staff's; a carrier's user may check its trucks in. */
export function refuseOrgUser(auth: RequestAuth, text: string = QueueTexts.staffOnly) {
  if (orgOf(auth.user)) throw new BizError(text);
}

/**
 * The next queue number of a yard's business day: one upsert on the counter row that returns the new value, so two
 * check-ins at once (or a check-in and a skip) never get the same number — the second waits on the row's lock.
 */
export async function nextQueueNo(tx: Db, tenantId: number | null, yardId: string, businessDay: string): Promise<number> {
  const [row] = await tx
    .insert(coalQueueCounter)
    .values({ yardId, businessDay, tenantId, lastNo: 1 })
    .onConflictDoUpdate({ target: [coalQueueCounter.yardId, coalQueueCounter.businessDay], set: { lastNo: sql`${coalQueueCounter.lastNo} + 1` } })
    .returning({ lastNo: coalQueueCounter.lastNo });
  return row.lastNo;
}

/** The one open-ticket-per-car index a race can hit beyond the check. */
function isOpenCarClash(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string; cause?: { code?: string; constraint?: string; message?: string } };
  const code = err.code ?? err.cause?.code;
  const text = `${err.constraint ?? ''} ${err.cause?.constraint ?? ''} ${err.message ?? ''} ${err.cause?.message ?? ''}`;
  return code === '23505' && (text.includes('coal_queue_ticket_open_car_uq') || text.includes('coal_queue_ticket_pickup_uq'));
}

const ORDER_REFUSALS: Record<string, string> = { used: QueueTexts.orderUsed, expired: QueueTexts.orderExpired, void: QueueTexts.orderVoid };

export interface CheckInInput {
  pickupOrderId?: string | null;
  /** The order's number as typed (THD…), or its QR code's content (the driver's link): the clerk's scanner gives either. */
  orderNo?: string | null;
  token?: string | null;
  plateNo?: string | null;
}

/** The pickup order a check-in names: by id, number, link token or the plate's one valid order of today. */
async function orderIdOf(ctx: AppContext, tenantId: number, input: CheckInInput): Promise<{ id: string; byPlate: boolean }> {
  const plateNo = input.plateNo?.trim().toUpperCase() || '';
  const id = input.pickupOrderId?.trim() || '';
  if (id) return { id, byPlate: false };
  const orderNo = input.orderNo?.trim().toUpperCase() || '';
  const token = input.token?.trim() || '';
  if (orderNo || token) {
    const [row] = await ctx.db
      .select({ id: coalPickupOrder.id })
      .from(coalPickupOrder)
      .where(and(eq(coalPickupOrder.tenantId, tenantId), orderNo ? eq(coalPickupOrder.orderNo, orderNo) : eq(coalPickupOrder.token, token)));
    if (!row) throw new BizError(QueueTexts.orderMissing);
    return { id: row.id, byPlate: false };
  }
  if (!plateNo) throw new BizError(QueueTexts.orderOrPlate);
  const [valid] = await ctx.db
    .select({ id: coalPickupOrder.id })
    .from(coalPickupOrder)
    .where(and(eq(coalPickupOrder.tenantId, tenantId), eq(coalPickupOrder.plateNo, plateNo), eq(coalPickupOrder.status, 'valid'), eq(coalPickupOrder.loadDate, businessToday())));
  if (!valid) throw new BizError(QueueTexts.noValidOrder);
  return { id: valid.id, byPlate: true };
}

/**
 * 排队签到: a valid pickup order of today (named, or the one valid order of the plate) the caller may see, its car
 * neither blacklisted nor disabled and in no other open ticket. The order is marked used, the yard's next number
 * taken and the ticket written in one transaction.
 */
export async function checkIn(ctx: AppContext, auth: RequestAuth, input: CheckInInput): Promise<ApiRecord> {
  const tenantId = auth.tenantId;
  if (tenantId === null) throw notFound();
  const named = await orderIdOf(ctx, tenantId, input);
  const [visible] = await loadScoped(ctx.db, pickupOrderEntity, auth, [named.id]);
  if (!visible) throw new BizError(named.byPlate ? QueueTexts.noValidOrder : QueueTexts.orderMissing);
  const id = await checkInOrder(ctx, tenantId, visible.id, auth.user.username);
  return loadOne(ctx, queueTicketEntity, auth, id);
}

/**
 * The check-in's transaction, for an order already found the caller's (the clerk's screen, or the driver's phone by
 * its link): the order's row locked and checked, its car checked, the order used, the yard's next number taken, the
 * ticket written. Answers the ticket's id.
 */
export async function checkInOrder(ctx: AppContext, tenantId: number, orderId: string, actor: string): Promise<string> {
  let plate = '';
  return ctx.db
    .transaction(async (tx) => {
      const now = new Date();
      const today = businessToday(now);
      const [order] = await tx.select().from(coalPickupOrder).where(and(eq(coalPickupOrder.id, orderId), eq(coalPickupOrder.tenantId, tenantId))).for('update');
      if (!order) throw new BizError(QueueTexts.orderMissing);
      plate = order.plateNo;
      if (order.status !== 'valid') throw new BizError(ORDER_REFUSALS[order.status] ?? QueueTexts.orderUsed);
      if (order.loadDate !== today) throw new BizError(QueueTexts.orderNotToday);
      const [car] = await tx.select({ status: coalCar.status, plateNo: coalCar.plateNo, delFlag: coalCar.delFlag }).from(coalCar).where(eq(coalCar.id, order.carId));
      if (!car || car.delFlag !== 0) throw new BizError(QueueTexts.carMissing);
      if (car.status === 'blacklisted') throw new BizError(queueCarBlacklisted(order.plateNo));
      if (car.status !== 'enabled') throw new BizError(queueCarDisabled(order.plateNo));
      const [open] = await tx
        .select({ queueNo: coalQueueTicket.queueNo })
        .from(coalQueueTicket)
        .where(and(eq(coalQueueTicket.carId, order.carId), sql`${coalQueueTicket.status} not in ('left', 'void')`));
      if (open) throw new BizError(queueCarQueued(order.plateNo, open.queueNo));
      if (!(await usePickupOrder(tx, order.id, now))) throw new BizError(QueueTexts.orderNotToday);
      const queueNo = await nextQueueNo(tx, tenantId, order.yardId, today);
      const [row] = await tx
        .insert(coalQueueTicket)
        .values({
          tenantId,
          yardId: order.yardId,
          businessDay: today,
          queueNo,
          pickupOrderId: order.id,
          pickupOrderNo: order.orderNo,
          planId: order.planId,
          contractId: order.contractId,
          carId: order.carId,
          plateNo: order.plateNo,
          driverName: order.driverName,
          carrierId: order.carrierId,
          supplierId: order.supplierId,
          consumerId: order.consumerId,
          status: 'waiting',
          checkInTime: now,
          createBy: actor,
          createTime: now,
        })
        .returning({ id: coalQueueTicket.id });
      return row.id;
    })
    .catch((e: unknown) => {
      if (isOpenCarClash(e)) throw new BizError(queueCarQueued(plate));
      throw e;
    });
}

/** A yard of the caller's tenant. */
export async function requireYard(db: Db, tenantId: number | null, yardId: string): Promise<void> {
  if (!yardId) throw new BizError(QueueTexts.yardRequired);
  const [yard] = tenantId === null ? [] : await db.select({ id: coalFreightYard.id }).from(coalFreightYard).where(and(eq(coalFreightYard.id, yardId), eq(coalFreightYard.tenantId, tenantId), eq(coalFreightYard.delFlag, 0)));
  if (!yard) throw new BizError(QueueTexts.yardMissing);
}

/**
 * 叫号: the yard's next waiting ticket (oldest day and queue number first) becomes called. The row is taken with
 * `for update skip locked`, so two clerks calling at once call two different trucks; the update is guarded too.
 */
export async function callNext(ctx: AppContext, auth: RequestAuth, yardId: string): Promise<ApiRecord> {
  refuseOrgUser(auth);
  await requireYard(ctx.db, auth.tenantId, yardId);
  const id = await ctx.db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [next] = await tx
        .select({ id: coalQueueTicket.id })
        .from(coalQueueTicket)
        .where(and(eq(coalQueueTicket.yardId, yardId), eq(coalQueueTicket.tenantId, auth.tenantId!), inArray(coalQueueTicket.status, [...WAITING_QUEUE_STATUSES])))
        .orderBy(asc(coalQueueTicket.businessDay), asc(coalQueueTicket.queueNo))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) throw new BizError(QueueTexts.nobodyWaiting);
      const now = new Date();
      const [row] = await tx
        .update(coalQueueTicket)
        .set({ status: 'called', calledTime: now, calledBy: auth.user.username, updateBy: auth.user.username, updateTime: now })
        .where(and(eq(coalQueueTicket.id, next.id), inArray(coalQueueTicket.status, [...WAITING_QUEUE_STATUSES])))
        .returning({ id: coalQueueTicket.id });
      if (row) return row.id;
    }
    throw new BizError(QueueTexts.nobodyWaiting);
  });
  return loadOne(ctx, queueTicketEntity, auth, id);
}

export interface MoveResult {
  record: ApiRecord;
  before: ApiRecord;
}

/** A ticket the caller may see, then one guarded update from the expected states. */
async function move(ctx: AppContext, auth: RequestAuth, id: string, from: readonly QueueStatus[], refusal: string, change: (tx: Db, before: ApiRecord, now: Date) => Promise<Partial<typeof coalQueueTicket.$inferInsert>>): Promise<MoveResult> {
  refuseOrgUser(auth);
  const [before] = await loadScoped(ctx.db, queueTicketEntity, auth, [id]);
  if (!before) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const set = await change(tx, before, now);
    const [row] = await tx
      .update(coalQueueTicket)
      .set({ ...set, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalQueueTicket.id, id), inArray(coalQueueTicket.status, [...from])))
      .returning({ id: coalQueueTicket.id });
    if (!row) throw new BizError(refusal);
  });
  return { record: await loadOne(ctx, queueTicketEntity, auth, id), before };
}

/** 进场: a called truck drives in. */
export const enterTicket = (ctx: AppContext, auth: RequestAuth, id: string) => move(ctx, auth, id, ['called'], QueueTexts.enterNotCalled, async (_tx, _b, now) => ({ status: 'entered', enteredTime: now }));

/** 过号: a called truck that did not come goes to the back of the queue with a new number of today. */
export const skipTicket = (ctx: AppContext, auth: RequestAuth, id: string) =>
  move(ctx, auth, id, ['called'], QueueTexts.skipNotCalled, async (tx, before, now) => {
    // Checked before a number is taken, so a refused skip leaves no gap (the transaction would roll it back anyway).
    const [cur] = await tx.select({ status: coalQueueTicket.status }).from(coalQueueTicket).where(eq(coalQueueTicket.id, before.id)).for('update');
    if (cur?.status !== 'called') throw new BizError(QueueTexts.skipNotCalled);
    const today = businessToday(now);
    const queueNo = await nextQueueNo(tx, auth.tenantId, String(before.yardId), today);
    return { status: 'skipped', queueNo, businessDay: today, calledTime: null, calledBy: null, skipCount: sql`${coalQueueTicket.skipCount} + 1` as unknown as number };
  });

/** 作废: a ticket not yet weighed, with a reason. The pickup order stays used. */
export async function voidTicket(ctx: AppContext, auth: RequestAuth, id: string, reason?: string | null): Promise<MoveResult> {
  const why = reason?.trim() || '';
  if (!why) throw new BizError(QueueTexts.voidReasonRequired);
  return move(ctx, auth, id, VOIDABLE_QUEUE_STATUSES, QueueTexts.voidNotOpen, async (_tx, _b, now) => ({ status: 'void', voidReason: why, voidedBy: auth.user.username, voidedTime: now }));
}

const LINE_COLS = {
  id: coalQueueTicket.id,
  queueNo: coalQueueTicket.queueNo,
  plateNo: coalQueueTicket.plateNo,
  status: coalQueueTicket.status,
  checkInTime: coalQueueTicket.checkInTime,
  calledTime: coalQueueTicket.calledTime,
  carrierId: coalQueueTicket.carrierId,
  consumerId: coalQueueTicket.consumerId,
  supplierId: coalQueueTicket.supplierId,
  pickupOrderId: coalQueueTicket.pickupOrderId,
};
export type YardLineRow = { [K in keyof typeof LINE_COLS]: (typeof coalQueueTicket.$inferSelect)[K] };

/** How many in-yard trucks a board reads: a yard has at most a few dozen past its gate. */
const IN_YARD_SHOWN = 50;

/**
 * A yard's called tickets (the latest call first), its waiting line in calling order and the trucks inside (the
 * latest change first): what every board reads.
 */
export async function yardLine(db: Db, tenantId: number, yardId: string): Promise<YardLine> {
  const ofYard = and(eq(coalQueueTicket.yardId, yardId), eq(coalQueueTicket.tenantId, tenantId));
  const [called, waiting, inYard] = await Promise.all([
    db.select(LINE_COLS).from(coalQueueTicket).where(and(ofYard, eq(coalQueueTicket.status, 'called'))).orderBy(desc(coalQueueTicket.calledTime)),
    db.select(LINE_COLS).from(coalQueueTicket).where(and(ofYard, inArray(coalQueueTicket.status, [...WAITING_QUEUE_STATUSES]))).orderBy(asc(coalQueueTicket.businessDay), asc(coalQueueTicket.queueNo)),
    db
      .select(LINE_COLS)
      .from(coalQueueTicket)
      .where(and(ofYard, inArray(coalQueueTicket.status, [...IN_YARD_QUEUE_STATUSES])))
      .orderBy(desc(sql`coalesce(${coalQueueTicket.updateTime}, ${coalQueueTicket.enteredTime})`), desc(coalQueueTicket.queueNo))
      .limit(IN_YARD_SHOWN),
  ]);
  return { called, waiting, inYard };
}
export interface YardLine {
  called: YardLineRow[];
  waiting: YardLineRow[];
  inYard: YardLineRow[];
}

/** One line of a board: the waiting line's position (1 = next), null for a called ticket. */
export const boardLine = (r: YardLineRow, position: number | null): QueueBoardLine => ({ id: r.id, queueNo: r.queueNo, plateNo: r.plateNo, status: r.status as QueueStatus, position, checkInTime: fmtTime(r.checkInTime) ?? '', calledTime: fmtTime(r.calledTime) ?? null });

/**
 * The live board of a yard: the called tickets (the latest call first) and the waiting line in calling order with
 * each truck's position. A user acting for an organisation sees only its trucks (positions stay the yard's).
 */
export async function boardOf(ctx: AppContext, auth: RequestAuth, yardId: string): Promise<QueueBoard> {
  await requireYard(ctx.db, auth.tenantId, yardId);
  const { called, waiting, inYard } = await yardLine(ctx.db, auth.tenantId!, yardId);
  const org = orgOf(auth.user);
  const mine = (r: YardLineRow) => !org || (org.kind === 'carrier' ? r.carrierId : org.kind === 'consumer' ? r.consumerId : org.kind === 'supplier' ? r.supplierId : null) === org.id;
  return {
    yardId,
    called: called.filter(mine).map((r) => boardLine(r, null)),
    waiting: waiting.map((r, i) => ({ r, i })).filter(({ r }) => mine(r)).map(({ r, i }) => boardLine(r, i + 1)),
    inYard: inYard.filter(mine).map((r) => boardLine(r, null)),
  };
}
