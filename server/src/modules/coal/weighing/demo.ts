import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { businessToday, COAL_BILL_VALID_HOURS } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysConfig, sysTenant } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { coalCar } from '../car/table';
import { encodeBillCode } from '../coalBill/code';
import { coalBill } from '../coalBill/table';
import { DEMO_TENANT as TENANT } from '../demo/company';
import { DEMO_QUEUE_MARKER } from '../demo/queue';
import { stepsBefore } from '../demo/days';
import { coalDispatchPlan } from '../dispatchPlan/table';
import { coalQueueTicket } from '../queue/table';
import { coalScale } from '../scale/table';
import { coalWeighing, coalWeighingEvent } from './table';

/** The marker remembering the weighbridge's demo rows were written (sys_config). */
export const DEMO_WEIGHING_MARKER = 'seeded:demo:weighing';

const id = (key: string) => seedId(`demo:${key}`);
const MIN = 60_000;

/**
 * The first trucks let into a demo yard this morning, in queue order: one weighed and gone, one weighed (a sale
 * billed, a purchase unloaded) and about to leave, one half weighed; the fourth stays 已进场 for the station screen.
 */
const STEPS = ['gone', 'done', 'half'] as const;

type Ticket = typeof coalQueueTicket.$inferSelect;
/** An entered ticket with what its plan says. */
export interface DemoTrip {
  t: Ticket;
  direction: string;
  contractNo: string;
  materialId: string;
  consigneeId: string | null;
}
type Car = { id: string; refTareKg: number | null; maxGrossKg: number };

export interface DemoWeighing {
  weighings: (typeof coalWeighing.$inferInsert)[];
  bills: (typeof coalBill.$inferInsert)[];
  events: (typeof coalWeighingEvent.$inferInsert)[];
  /** The tickets moved on; `leftTime` the truck's exit (the ticket keeps it, as 出场 writes it). */
  tickets: { id: string; status: string; at: Date; leftTime: Date | null }[];
  plans: string[];
}

/** A weight on a scale of `division` kg. */
const onScale = (kg: number, division: number) => Math.round(kg / division) * division;

/**
 * The weighings (and a sale's bill) of the first entered trips of a demo yard, in queue order: tare about the car's
 * reference tare, gross a little under its legal limit; a sale weighs tare first, a purchase gross first with the
 * mine's ticket weight. Numbers from 90001 of the day, clear of the rules' counters; the bills' codes are signed by
 * the caller.
 */
export function demoWeighingRows(today: string, now: Date, shipper: string, trips: readonly DemoTrip[], cars: ReadonlyMap<string, Car>, scale: { id: string; divisionKg: number }): DemoWeighing {
  const out: DemoWeighing = { weighings: [], bills: [], events: [], tickets: [], plans: [] };
  const day = today.replaceAll('-', '');
  trips.slice(0, STEPS.length).forEach(({ t, direction, contractNo, materialId, consigneeId }, i) => {
    const step = STEPS[i];
    const sale = direction !== 'purchase';
    const car = cars.get(t.carId);
    const entered = t.enteredTime ?? t.checkInTime;
    // On the scale 3 minutes after entering, off 25 minutes later, out of the gate 4 after that (squeezed before now).
    const [firstAt, secondAt, leftAt] = stepsBefore(entered, [3 * MIN, 28 * MIN, 32 * MIN], now);
    const tareKg = onScale((car?.refTareKg ?? 15000) + (i % 2 ? 40 : -60), scale.divisionKg);
    const grossKg = onScale((car?.maxGrossKg ?? 49000) - 350 - i * 200, scale.divisionKg);
    const netKg = grossKg - tareKg;
    const ticketKg = sale ? null : netKg + 80;
    const wid = id(`weighing:${t.id}`);
    const weighNo = `BD${day}${String(90001 + i)}`;
    const done = step !== 'half';
    const tare = { tareKg, tareTime: sale ? firstAt : secondAt, tareScaleId: scale.id, tareBy: 'demo' };
    const gross = { grossKg, grossTime: sale ? secondAt : firstAt, grossScaleId: scale.id, grossBy: 'demo' };
    out.weighings.push({
      id: wid, tenantId: TENANT, weighNo, direction: sale ? 'sales' : 'purchase', queueId: t.id, pickupOrderId: t.pickupOrderId, pickupOrderNo: t.pickupOrderNo, planId: t.planId,
      contractId: t.contractId, contractNo, carId: t.carId, plateNo: t.plateNo, driverName: t.driverName, carrierId: t.carrierId, supplierId: t.supplierId, consumerId: t.consumerId, consigneeId,
      yardId: t.yardId, materialId, ticketKg,
      ...(done || sale ? tare : {}),
      ...(done || !sale ? gross : {}),
      ...(done ? { netKg, settleKg: netKg, profitLossKg: ticketKg === null ? null : netKg - ticketKg } : {}),
      status: done ? 'completed' : sale ? 'tared' : 'grossed', leftTime: step === 'gone' ? leftAt : null, createBy: 'demo', createTime: firstAt,
    });
    const first = sale ? 'tare' : 'gross';
    out.events.push({ id: id(`weighing:${t.id}:first`), tenantId: TENANT, weighingId: wid, kind: first, toStatus: sale ? 'tared' : 'grossed', remark: `${sale ? tareKg : grossKg}kg`, byUsername: 'demo', time: firstAt });
    out.tickets.push({ id: t.id, status: step === 'gone' ? 'left' : !done ? (sale ? 'tared' : 'grossed') : sale ? 'billed' : 'tared', at: step === 'gone' ? leftAt : done ? secondAt : firstAt, leftTime: step === 'gone' ? leftAt : null });
    out.plans.push(t.planId);
    if (!done) return;
    const billId = sale ? id(`bill:${t.id}`) : null;
    out.events.push({ id: id(`weighing:${t.id}:second`), tenantId: TENANT, weighingId: wid, kind: sale ? 'gross' : 'tare', fromStatus: sale ? 'tared' : 'grossed', toStatus: 'completed', remark: `${sale ? grossKg : tareKg}kg，净重${netKg}kg`, byUsername: 'demo', time: secondAt });
    if (billId) {
      const billNo = `MP${day}${String(90001 + i)}`;
      out.weighings[out.weighings.length - 1].billId = billId;
      out.events.push({ id: id(`weighing:${t.id}:bill`), tenantId: TENANT, weighingId: wid, billId, kind: 'bill', toStatus: 'issued', remark: billNo, byUsername: 'demo', time: new Date(secondAt.getTime() + 1) });
      out.bills.push({
        id: billId, tenantId: TENANT, billNo, weighingId: wid, weighNo, pickupOrderId: t.pickupOrderId, contractId: t.contractId, contractNo, shipper, consigneeId, plateNo: t.plateNo, driverName: t.driverName,
        materialId, grossKg, tareKg, netKg, issuedAt: secondAt, validUntil: new Date(secondAt.getTime() + COAL_BILL_VALID_HOURS * 3600_000), qrCode: '', status: step === 'gone' ? 'inTransit' : 'issued',
        carrierId: t.carrierId, supplierId: t.supplierId, consumerId: t.consumerId, createBy: 'demo', createTime: secondAt,
      });
    }
    if (step === 'gone') out.events.push({ id: id(`weighing:${t.id}:leave`), tenantId: TENANT, weighingId: wid, billId, kind: 'leave', fromStatus: 'completed', toStatus: 'completed', byUsername: 'demo', time: leftAt });
  });
  return out;
}

/**
 * The weighbridge's demo, written once after the queue's: at the first demo yard with trucks in it, three of its
 * entered trucks weighed (see STEPS), their plans executing, the sales' bills signed. The plan's contract number and
 * coal come from the plan as stored.
 */
export async function seedDemoWeighing(db: Db, secretsFile: string, now = new Date()): Promise<Record<string, number> | null> {
  const markers = await db.select({ key: sysConfig.key }).from(sysConfig).where(sql`${sysConfig.key} in (${DEMO_QUEUE_MARKER}, ${DEMO_WEIGHING_MARKER})`);
  if (!markers.some((m) => m.key === DEMO_QUEUE_MARKER) || markers.some((m) => m.key === DEMO_WEIGHING_MARKER)) return null;
  const [any] = await db.select({ n: sql<number>`1` }).from(coalWeighing).where(eq(coalWeighing.tenantId, TENANT)).limit(1);
  if (any) return null;
  const today = businessToday(now);
  const entered = await db
    .select({ t: coalQueueTicket, direction: coalDispatchPlan.direction, consigneeId: coalDispatchPlan.consigneeId, contractNo: coalDispatchPlan.contractNo, materialId: coalDispatchPlan.materialId })
    .from(coalQueueTicket)
    .innerJoin(coalDispatchPlan, eq(coalDispatchPlan.id, coalQueueTicket.planId))
    .where(and(eq(coalQueueTicket.tenantId, TENANT), eq(coalQueueTicket.businessDay, today), eq(coalQueueTicket.status, 'entered')))
    .orderBy(asc(coalQueueTicket.yardId), asc(coalQueueTicket.queueNo));
  const yardId = entered[0]?.t.yardId;
  const [scale] = yardId ? await db.select({ id: coalScale.id, divisionKg: coalScale.divisionKg }).from(coalScale).where(and(eq(coalScale.yardId, yardId), eq(coalScale.delFlag, 0))).orderBy(asc(coalScale.code)).limit(1) : [];
  const inYard = entered.filter((e) => e.t.yardId === yardId);
  const cars = inYard.length ? await db.select({ id: coalCar.id, refTareKg: coalCar.refTareKg, maxGrossKg: coalCar.maxGrossKg }).from(coalCar).where(inArray(coalCar.id, inYard.map((e) => e.t.carId))) : [];
  const [tenant] = await db.select({ name: sysTenant.name }).from(sysTenant).where(eq(sysTenant.id, TENANT));
  const rows = scale
    ? demoWeighingRows(today, now, tenant?.name ?? '', inYard, new Map(cars.map((c) => [c.id, c])), scale)
    : { weighings: [], bills: [], events: [], tickets: [], plans: [] };
  // Signed here, not in the rows: the key is the deployment's, beside its secrets file.
  for (const b of rows.bills) {
    b.qrCode = encodeBillCode(secretsFile, { billId: b.id!, billNo: b.billNo, tenantId: TENANT, weighNo: b.weighNo, plateNo: b.plateNo, driverName: b.driverName ?? null, shipper: b.shipper, consigneeId: b.consigneeId ?? null, materialId: b.materialId, grossKg: b.grossKg, tareKg: b.tareKg, netKg: b.netKg, issuedAt: b.issuedAt, validUntil: b.validUntil });
  }
  let written = false;
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_WEIGHING_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first || !rows.weighings.length) return;
    await tx.insert(coalWeighing).values(rows.weighings);
    if (rows.bills.length) await tx.insert(coalBill).values(rows.bills);
    await tx.insert(coalWeighingEvent).values(rows.events);
    for (const t of rows.tickets) await tx.update(coalQueueTicket).set({ status: t.status, leftTime: t.leftTime, updateBy: 'demo', updateTime: t.at }).where(and(eq(coalQueueTicket.id, t.id), eq(coalQueueTicket.status, 'entered')));
    await tx.update(coalDispatchPlan).set({ status: 'executing', updateTime: now }).where(and(inArray(coalDispatchPlan.id, [...new Set(rows.plans)]), eq(coalDispatchPlan.status, 'approved')));
    written = true;
  });
  return written ? { weighings: rows.weighings.length, coalBills: rows.bills.length } : null;
}
