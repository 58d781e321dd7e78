/**
 * What the weighing tests share: a yard with an approved plan, trucks checked in and let in, scales of the yard,
 * and stable readings fed to the scale readings store as an agent would (spaced within the run gap, the last one
 * fresh, the first more than the hold time ago), so a capture succeeds without waiting.
 */
import { businessToday } from '@meiyun/shared';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers';
import { coalQueueTicket } from '../../src/modules/coal/queue/table';
import { scaleReadings } from '../../src/modules/coal/scaleStream/readings';
import type { Calls, DispatchWorld } from './dispatch';

function must(r: { success: boolean; message: string; result: any }, what: string) {
  if (!r.success) throw new Error(`${what}: ${r.message}`);
  return r.result;
}

let n = 0;

export interface Yard {
  yardId: string;
  planId: string;
  contractId: string;
}

/** A fresh yard and an approved plan there of carrier X on a new executing contract (sales unless told). */
export async function yardWithPlan(w: DispatchWorld, opts: { quantityT?: string; plannedT?: string; trucks?: number; direction?: 'sales' | 'purchase' } = {}): Promise<Yard> {
  const k = (n += 1);
  const yardId = must(await w.admin.send('POST', '/coal/freightYard/add', { code: `wy${k}`, name: `磅${k}号货场` }), 'yard').id as string;
  const c = await w.contract({ quantityT: opts.quantityT ?? '100000', direction: opts.direction });
  const trucks = opts.trucks ?? 20;
  const plan = must(await w.admin.send('POST', '/coal/dispatchPlan/add', { contractId: c.id, loadDate: businessToday(), carrierId: w.carrierX, consigneeId: opts.direction === 'purchase' ? undefined : w.consigneeA, yardId, plannedTrucks: trucks, plannedT: opts.plannedT ?? String(trucks * 35) }), 'plan');
  must(await w.admin.send('PUT', '/coal/dispatchPlan/approve', { id: plan.id }), 'approve');
  return { yardId, planId: plan.id, contractId: c.id };
}

export interface Truck {
  plateNo: string;
  carId: string;
  orderId: string;
  ticketId: string;
}

/** A car of carrier X with a pickup order on the plan, checked in and (unless told) let in: its ticket 已进场. */
export async function truckIn(t: TestApp, w: DispatchWorld, planId: string, car: { refTareKg?: number; maxGrossKg?: number } = {}, enter = true): Promise<Truck> {
  const plateNo = `晋W${String(30000 + (n += 1))}`;
  const carId = must(await w.admin.send('POST', '/coal/car/add', { plateNo, carrierId: w.carrierX, driverId: w.driverX, status: 'enabled', ...car }), 'car').id as string;
  const order = must(await w.admin.send('POST', '/coal/pickupOrder/issue', { planId, carId }), 'issue');
  const ticket = must(await w.admin.send('POST', '/coal/queue/checkIn', { pickupOrderId: order.id }), 'checkIn');
  if (enter) await t.ctx.db.update(coalQueueTicket).set({ status: 'entered', enteredTime: new Date() }).where(eq(coalQueueTicket.id, ticket.id));
  return { plateNo, carId, orderId: order.id, ticketId: ticket.id };
}

/** A scale of the yard (division 20 kg unless told). */
export async function scaleOf(admin: Calls, yardId: string | null, divisionKg = 20): Promise<string> {
  const k = (n += 1);
  return must(await admin.send('POST', '/coal/scale/add', { code: `WS${k}`, name: `${k}号地磅`, yardId, divisionKg }), 'scale').id as string;
}

/**
 * The scale reads `kg` steadily: readings every 400 ms over the last 2.4 s (stable unless told), the last one now.
 * Each scale's readings only move forward in time, so give a scale one steady weight per call, later calls later.
 */
export async function steady(t: TestApp, scaleId: string, kg: number, opts: { stable?: boolean; spanMs?: number; divisionKg?: number } = {}): Promise<void> {
  const readings = scaleReadings(t.ctx);
  const now = Date.now();
  const span = opts.spanMs ?? 2400;
  let last = now - span;
  for (let at = now - span; at <= now; at += 400) {
    await readings.record({ scaleId, weightKg: kg, stable: opts.stable ?? true, at, divisionKg: opts.divisionKg ?? 20 });
    last = at;
  }
  for (let i = 0; i < 100 && readings.latest(scaleId)?.at !== last; i++) await new Promise((r) => setImmediate(r));
}

/**
 * A weighing and its coal bill of tenant 1 for the hostile-tenant file: the ticket of `queueRowsForHostileTest` let
 * in and weighed by hand (the administrator holds manual entry) on a scale of no yard.
 */
export async function weighingRowsForHostileTest(t: TestApp): Promise<void> {
  const token = await t.login();
  const send = async (url: string, body: object) => {
    const r = (await t.call({ method: url.endsWith('add') || url.includes('weighing/') ? 'POST' : 'PUT', url: `/api${url}`, headers: { 'x-access-token': token }, payload: body })).json;
    return must(r, url);
  };
  const [ticket] = await t.ctx.db.select({ id: coalQueueTicket.id }).from(coalQueueTicket).where(eq(coalQueueTicket.plateNo, '晋A9H001'));
  await t.ctx.db.update(coalQueueTicket).set({ status: 'entered', enteredTime: new Date() }).where(eq(coalQueueTicket.id, ticket.id));
  const scaleId = (await send('/coal/scale/add', { code: 'HTS1', name: '敌对测试地磅' })).id as string;
  const rec = await send('/coal/weighing/tare', { queueId: ticket.id, scaleId, weightKg: 15000, manual: true });
  await send('/coal/weighing/gross', { id: rec.id, scaleId, weightKg: 45000, manual: true });
}
