import { and, eq, inArray, sql } from 'drizzle-orm';
import { PICKUP_STATUS_ITEMS, QUEUE_STATUS_ITEMS, QueuePublicTexts, WAITING_QUEUE_STATUSES, type DriverPickupView, type PublicBoardLine, type PublicQueueBoard, type QueueStatus } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { fmtTime } from '../../../core/http/dates';
import { BizError } from '../../../core/http/envelope';
import { coalFreightYard } from '../freightYard/table';
import { coalPickupOrder } from '../pickupOrder/table';
import { coalQueueTicket } from './table';
import { yardLine, type YardLine, type YardLineRow } from './service';
import { fencesOfYard } from './yardFence';

const PICKUP_LABELS = new Map<string, string>(PICKUP_STATUS_ITEMS);
const QUEUE_LABELS = new Map<string, string>(QUEUE_STATUS_ITEMS);

/** A ticket of the yard's line as the driver's page shows it, by its pickup order's id. */
export type LineTickets = Map<string, NonNullable<DriverPickupView['ticket']>>;

/** The called and waiting tickets of a yard as the phones of their drivers show them (read once per push). */
export function lineTickets(line: { called: YardLineRow[]; waiting: YardLineRow[] }): LineTickets {
  const out: LineTickets = new Map();
  const put = (r: YardLineRow, position: number | null) =>
    out.set(r.pickupOrderId, { queueNo: r.queueNo, status: r.status as QueueStatus, statusText: QUEUE_LABELS.get(r.status) ?? r.status, position, checkInTime: fmtTime(r.checkInTime) ?? '', calledTime: fmtTime(r.calledTime) ?? null });
  line.called.forEach((r) => put(r, null));
  line.waiting.forEach((r, i) => put(r, i + 1));
  return out;
}

/** A board line for a page without sign-in: plate, number, status, position and times — never an id or a person. */
const publicLine = (r: YardLineRow, position: number | null): PublicBoardLine => ({
  queueNo: r.queueNo,
  plateNo: r.plateNo,
  status: r.status as QueueStatus,
  position,
  checkInTime: fmtTime(r.checkInTime) ?? '',
  calledTime: fmtTime(r.calledTime) ?? null,
});

/** The yard's board as the big screen shows it: every truck of the yard (a yard's screen is for everyone there). */
export async function publicBoard(db: Db, tenantId: number, yardId: string, yardName: string): Promise<PublicQueueBoard> {
  return boardOfLine(await yardLine(db, tenantId, yardId), yardName);
}

export const boardOfLine = ({ called, waiting, inYard }: YardLine, yardName: string): PublicQueueBoard => ({
  yardName,
  called: called.map((r) => publicLine(r, null)),
  waiting: waiting.map((r, i) => publicLine(r, i + 1)),
  inYard: inYard.map((r) => publicLine(r, null)),
  serverTime: fmtTime(new Date()) ?? '',
});

/** The pickup order a driver's link opens, or 提煤单链接无效或已失效. */
/**
 * The driver's view from the yard's line read for a push: a truck called or waiting takes its ticket from there (no
 * query of its own); the order's own facts are those of its last full view, its status then necessarily 已使用.
 */
export function viewFromLine(last: DriverPickupView, orderId: string, line: LineTickets): DriverPickupView | null {
  const ticket = line.get(orderId);
  if (!ticket) return null;
  return { ...last, status: 'used', statusText: PICKUP_LABELS.get('used') ?? 'used', ticket, serverTime: fmtTime(new Date()) ?? '' };
}

export async function pickupOfToken(db: Db, token: string): Promise<typeof coalPickupOrder.$inferSelect & { tenantId: number }> {
  const [order] = await db.select().from(coalPickupOrder).where(eq(coalPickupOrder.token, token));
  if (!order || order.tenantId === null) throw new BizError(QueuePublicTexts.pickupInvalid);
  return order as typeof order & { tenantId: number };
}

/**
 * The driver's page: the order (number, plate, yard, load day, status), whether the yard has a fence, and once
 * checked in the ticket with its place in the yard's waiting line (trucks ahead + 1).
 */
export async function driverView(db: Db, token: string): Promise<DriverPickupView> {
  const order = await pickupOfToken(db, token);
  const [[yard], [ticket], fences] = await Promise.all([
    db.select({ name: coalFreightYard.name }).from(coalFreightYard).where(eq(coalFreightYard.id, order.yardId)),
    db.select().from(coalQueueTicket).where(eq(coalQueueTicket.pickupOrderId, order.id)),
    fencesOfYard(db, order.tenantId, order.yardId),
  ]);
  let position: number | null = null;
  if (ticket && (WAITING_QUEUE_STATUSES as readonly string[]).includes(ticket.status)) {
    const [ahead] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(coalQueueTicket)
      .where(
        and(
          eq(coalQueueTicket.yardId, ticket.yardId),
          eq(coalQueueTicket.tenantId, order.tenantId),
          inArray(coalQueueTicket.status, [...WAITING_QUEUE_STATUSES]),
          sql`(${coalQueueTicket.businessDay}, ${coalQueueTicket.queueNo}) < (${ticket.businessDay}, ${ticket.queueNo})`,
        ),
      );
    position = Number(ahead?.n ?? 0) + 1;
  }
  return {
    orderNo: order.orderNo,
    plateNo: order.plateNo,
    yardName: yard?.name ?? '',
    loadDate: order.loadDate,
    status: order.status,
    statusText: PICKUP_LABELS.get(order.status) ?? order.status,
    fenced: fences.length > 0,
    ticket: ticket
      ? {
          queueNo: ticket.queueNo,
          status: ticket.status as QueueStatus,
          statusText: QUEUE_LABELS.get(ticket.status) ?? ticket.status,
          position,
          checkInTime: fmtTime(ticket.checkInTime) ?? '',
          calledTime: fmtTime(ticket.calledTime) ?? null,
        }
      : null,
    serverTime: fmtTime(new Date()) ?? '',
  };
}
