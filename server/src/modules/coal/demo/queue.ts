import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessToday } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { coalFence } from '../fence/table';
import { coalFreightYard } from '../freightYard/table';
import { coalPickupOrder } from '../pickupOrder/table';
import { coalQueueCounter, coalQueueTicket } from '../queue/table';
import { DEMO_TENANT as TENANT } from './company';
import { DEMO_DISPATCH_MARKER } from './demo';

/** The marker remembering the queue's demo rows were written (sys_config). */
export const DEMO_QUEUE_MARKER = 'seeded:demo:queue';

const id = (key: string) => seedId(`demo:${key}`);
const MIN = 60_000;

type TicketRow = typeof coalQueueTicket.$inferInsert;
type OrderRow = typeof coalPickupOrder.$inferSelect;

/**
 * How a yard's morning went, in check-in order: the first trucks already in the yard, one called that did not come
 * (过号, back of the line with a new number), two called now, one voided, the rest waiting. Weighing states are the
 * weighbridge's demo, not written here.
 */
const YARD_DAYS: Record<string, ('entered' | 'skipped' | 'called' | 'void' | 'waiting')[]> = {
  YD01: ['entered', 'entered', 'entered', 'entered', 'skipped', 'called', 'called', 'void', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting'],
  YD02: ['called', 'waiting', 'waiting', 'waiting'],
};

export interface DemoQueue {
  tickets: TicketRow[];
  counters: (typeof coalQueueCounter.$inferInsert)[];
  /** Pickup orders checked in: used at their ticket's check-in. */
  used: { id: string; at: Date }[];
}

/**
 * Today's queue of the demo yards from today's valid pickup orders (each yard leaves a few orders unchecked, for
 * the driver's page to check in). Times run over the hours before `now` (never before the day began), numbered
 * per yard in check-in order as the counter numbers them.
 */
export function demoQueueRows(today: string, now: Date, orders: readonly OrderRow[], yardCodes: ReadonlyMap<string, string>): DemoQueue {
  const out: DemoQueue = { tickets: [], counters: [], used: [] };
  const dayStart = Date.parse(`${today}T00:00:00+08:00`);
  const start = Math.min(Math.max(dayStart + MIN, now.getTime() - 3 * 60 * MIN), now.getTime());
  // Just after midnight the morning is squeezed into the minutes since: the times still run in order, none ahead of now.
  const end = now.getTime() - start >= 20 * MIN ? now.getTime() - 2 * MIN : start + (now.getTime() - start) * 0.9;
  for (const [yardId, code] of yardCodes) {
    const plan = YARD_DAYS[code];
    if (!plan) continue;
    const mine = orders.filter((o) => o.yardId === yardId && o.loadDate === today && o.status === 'valid').sort((a, b) => a.orderNo.localeCompare(b.orderNo));
    const states = plan.slice(0, Math.max(0, mine.length - 2));
    if (!states.length) continue;
    const step = (end - start) / (states.length + 1);
    let lastNo = states.length;
    states.forEach((state, i) => {
      const o = mine[i];
      const checkIn = new Date(start + step * i);
      const called = new Date(Math.max(checkIn.getTime(), Math.min(checkIn.getTime() + 30 * MIN, end - 8 * MIN)));
      const ticket: TicketRow = {
        id: id(`queue:${code}:${i}`),
        tenantId: TENANT,
        yardId,
        businessDay: today,
        queueNo: i + 1,
        pickupOrderId: o.id,
        pickupOrderNo: o.orderNo,
        planId: o.planId,
        contractId: o.contractId,
        carId: o.carId,
        plateNo: o.plateNo,
        driverName: o.driverName,
        carrierId: o.carrierId,
        supplierId: o.supplierId,
        consumerId: o.consumerId,
        status: state,
        checkInTime: checkIn,
        createBy: i % 3 === 0 ? 'driver' : 'demo',
        createTime: checkIn,
      };
      if (state === 'entered') Object.assign(ticket, { calledTime: called, calledBy: 'demo', enteredTime: new Date(Math.min(called.getTime() + 6 * MIN, end)) });
      if (state === 'called') Object.assign(ticket, { calledTime: new Date(Math.max(checkIn.getTime(), end - (states.length - i) * MIN)), calledBy: 'demo' });
      if (state === 'skipped') Object.assign(ticket, { queueNo: (lastNo += 1), skipCount: 1, updateBy: 'demo', updateTime: new Date(Math.min(called.getTime() + 10 * MIN, end)) });
      if (state === 'void') Object.assign(ticket, { voidReason: '司机临时有事，放弃本次提煤', voidedBy: 'demo', voidedTime: new Date(Math.min(checkIn.getTime() + 25 * MIN, end)) });
      out.tickets.push(ticket);
      out.used.push({ id: o.id, at: checkIn });
    });
    out.counters.push({ yardId, businessDay: today, tenantId: TENANT, lastNo });
  }
  return out;
}

/**
 * The demo queue, written once after the dispatch: today's tickets of the demo yards, and an electronic fence of
 * 1 km around each demo yard that has none (the driver's page checks in inside it).
 */
export async function seedDemoQueue(db: Db, now = new Date()): Promise<Record<string, number> | null> {
  const markers = await db.select({ key: sysConfig.key }).from(sysConfig).where(sql`${sysConfig.key} in (${DEMO_DISPATCH_MARKER}, ${DEMO_QUEUE_MARKER})`);
  if (!markers.some((m) => m.key === DEMO_DISPATCH_MARKER) || markers.some((m) => m.key === DEMO_QUEUE_MARKER)) return null;
  const [any] = await db.select({ n: sql<number>`1` }).from(coalQueueTicket).where(eq(coalQueueTicket.tenantId, TENANT)).limit(1);
  if (any) return null;
  const today = businessToday(now);
  const yards = await db.select().from(coalFreightYard).where(and(eq(coalFreightYard.tenantId, TENANT), eq(coalFreightYard.createBy, 'demo'), eq(coalFreightYard.delFlag, 0)));
  const orders = await db.select().from(coalPickupOrder).where(and(eq(coalPickupOrder.tenantId, TENANT), eq(coalPickupOrder.createBy, 'demo'), eq(coalPickupOrder.loadDate, today)));
  const rows = demoQueueRows(today, now, orders, new Map(yards.map((y) => [y.id, y.code])));
  const fenced = new Set((await db.select({ placeId: coalFence.placeId }).from(coalFence).where(and(eq(coalFence.tenantId, TENANT), eq(coalFence.placeKind, 'yard')))).map((f) => f.placeId));
  const fences = yards
    .filter((y) => !fenced.has(y.id) && y.longitude !== null && y.latitude !== null)
    .map((y) => ({ id: id(`fence:${y.code}`), tenantId: TENANT, name: `${y.name}电子围栏`, shape: 'circle', centerLng: y.longitude, centerLat: y.latitude, radiusM: 1000, placeKind: 'yard', placeId: y.id, enabled: true, alarmEnter: true, alarmLeave: true, remark: '司机手机签到范围；车辆进出报警', createBy: 'demo' }));
  let written = false;
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_QUEUE_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first) return;
    if (fences.length) await tx.insert(coalFence).values(fences);
    if (rows.tickets.length) await tx.insert(coalQueueTicket).values(rows.tickets);
    if (rows.counters.length) await tx.insert(coalQueueCounter).values(rows.counters);
    for (const u of rows.used) await tx.update(coalPickupOrder).set({ status: 'used', updateTime: u.at }).where(and(inArray(coalPickupOrder.id, [u.id]), eq(coalPickupOrder.status, 'valid')));
    written = true;
  });
  return written ? { queueTickets: rows.tickets.length, fences: fences.length } : null;
}
