import { dec, tonnes } from '@meiyun/shared';
import { seedId } from '../../../core/db/seed-id';
import { addDays, at } from './days';
import type { coalDispatchEvent, coalDispatchPlan } from '../dispatchPlan/table';
import type { coalPickupOrder } from '../pickupOrder/table';
import { validityOf } from '../pickupOrder/service';
import type { demoRows } from './company';
import type { coalContract } from '../contract/table';

const id = (key: string) => seedId(`demo:${key}`);
const TENANT = 1;

type PlanRow = typeof coalDispatchPlan.$inferInsert;
type EventRow = typeof coalDispatchEvent.$inferInsert;
type OrderRow = typeof coalPickupOrder.$inferInsert;

interface PlanSpec {
  key: string;
  contract: string;
  /** Days from today. */
  day: number;
  slot: 'allDay' | 'morning' | 'afternoon' | 'night';
  carrier: number;
  yard: string;
  /** Consumer index and place index of the consignee, for a sale. */
  consignee?: [number, number];
  trucks: number;
  /** Tonnes a truck carries (the plan is trucks × this). */
  perTruck: number;
  status: 'draft' | 'approved' | 'closed';
  /** Pickup orders issued (each its own enabled car of the carrier). */
  orders: number;
  closeReason?: string;
}

const PLANS: PlanSpec[] = [
  { key: 'd1', contract: 's1', day: 0, slot: 'allDay', carrier: 0, yard: 'YD01', consignee: [0, 0], trucks: 20, perTruck: 32, status: 'approved', orders: 12 },
  { key: 'd2', contract: 's2', day: 0, slot: 'morning', carrier: 1, yard: 'YD01', consignee: [1, 0], trucks: 15, perTruck: 32, status: 'approved', orders: 10 },
  { key: 'd3', contract: 's9', day: 1, slot: 'allDay', carrier: 2, yard: 'YD02', consignee: [9, 0], trucks: 10, perTruck: 33, status: 'approved', orders: 3 },
  { key: 'd4', contract: 'p1', day: 0, slot: 'afternoon', carrier: 5, yard: 'YD02', trucks: 12, perTruck: 33, status: 'approved', orders: 6 },
  { key: 'd5', contract: 's3', day: 1, slot: 'allDay', carrier: 3, yard: 'YD03', consignee: [2, 0], trucks: 8, perTruck: 32, status: 'draft', orders: 0 },
  { key: 'd6', contract: 's1', day: -1, slot: 'allDay', carrier: 0, yard: 'YD01', consignee: [0, 1], trucks: 10, perTruck: 32, status: 'closed', orders: 0, closeReason: '大雾封路，计划取消' },
];

const DISPATCHER = { byUsername: 'demo', byRealname: '赵志强（调度员）' };


export interface DemoDispatch {
  plans: PlanRow[];
  events: EventRow[];
  orders: OrderRow[];
}

/**
 * The yard's dispatch around `today`: plans against the executing demo contracts (today's and tomorrow's loads, one
 * waiting for approval, yesterday's called off), and today's pickup orders for enabled trucks of each plan's carrier,
 * numbered as the rules number them (DD…/THD… with a 9xx serial, so the rules' own numbers never meet them).
 * `contracts` are the demo contracts as stored. `token` makes each order's secret link (random at seeding: a demo's links are as unguessable as real ones).
 */
export function demoDispatchRows(today: string, company: ReturnType<typeof demoRows>, contracts: readonly (typeof coalContract.$inferSelect)[], token: () => string): DemoDispatch {
  const out: DemoDispatch = { plans: [], events: [], orders: [] };
  const byKey = new Map(contracts.map((c) => [c.id, c]));
  const used = new Set<string>();
  let planSerial = 0;
  let orderSerial = 0;
  for (const p of PLANS) {
    const contract = byKey.get(id(`contract:${p.contract}`));
    // The demo contracts as stored (someone may have completed one since): plans only against executing ones.
    if (contract?.status !== 'executing') continue;
    const planId = id(`plan:${p.key}`);
    const loadDate = addDays(today, p.day);
    const planNo = `DD${loadDate.replaceAll('-', '')}${String(900 + ++planSerial).padStart(4, '0')}`;
    const written = addDays(loadDate, -1);
    out.plans.push({
      id: planId,
      tenantId: TENANT,
      planNo,
      contractId: String(contract.id),
      contractNo: String(contract.contractNo),
      direction: String(contract.direction),
      loadDate,
      slot: p.slot,
      carrierId: id(`carrier:${p.carrier}`),
      consigneeId: p.consignee ? id(`consignee:${p.consignee[0]}:${p.consignee[1]}`) : null,
      supplierId: contract.supplierId ?? null,
      consumerId: contract.consumerId ?? null,
      materialId: String(contract.materialId),
      yardId: id(`yard:${p.yard}`),
      plannedTrucks: p.trucks,
      plannedT: tonnes(dec(p.trucks * p.perTruck)),
      status: p.status,
      approvedBy: p.status === 'draft' ? null : 'demo',
      approvedTime: p.status === 'draft' ? null : at(written, 16),
      closedBy: p.status === 'closed' ? 'demo' : null,
      closedTime: p.status === 'closed' ? at(loadDate, 6, 30) : null,
      closeReason: p.closeReason ?? null,
      createBy: 'demo',
      createTime: at(written, 14),
    });
    const event = (kind: string, time: Date, fromStatus: string | null, toStatus: string | null, extra: Partial<EventRow> = {}) =>
      out.events.push({ id: id(`plan-event:${p.key}:${out.events.length}`), tenantId: TENANT, planId, kind, fromStatus, toStatus, time, ...DISPATCHER, ...extra });
    event('create', at(written, 14), null, 'draft');
    if (p.status === 'draft') continue;
    event('approve', at(written, 16), 'draft', 'approved');
    if (p.status === 'closed') event('close', at(loadDate, 6, 30), 'approved', 'closed', { remark: p.closeReason });
    // Today's trucks of the carrier: enabled cars only, each holding one valid order.
    const cars = company.cars.filter((c) => c.carrierId === id(`carrier:${p.carrier}`) && c.status === 'enabled' && !used.has(String(c.id))).slice(0, p.orders);
    for (const [k, car] of cars.entries()) {
      used.add(String(car.id));
      const driver = company.drivers.find((d) => d.id === car.driverId)!;
      const orderId = id(`pickup:${p.key}:${k}`);
      const issued = at(written, 17, k);
      out.orders.push({
        id: orderId,
        tenantId: TENANT,
        orderNo: `THD${loadDate.replaceAll('-', '')}${String(90000 + ++orderSerial).padStart(5, '0')}`,
        token: token(),
        planId,
        planNo,
        contractId: String(contract.id),
        contractNo: String(contract.contractNo),
        carId: String(car.id),
        plateNo: String(car.plateNo),
        driverId: String(driver.id),
        driverName: String(driver.name),
        driverPhone: driver.phone ?? null,
        carrierId: id(`carrier:${p.carrier}`),
        supplierId: contract.supplierId ?? null,
        consumerId: contract.consumerId ?? null,
        yardId: id(`yard:${p.yard}`),
        materialId: String(contract.materialId),
        loadDate,
        ...validityOf(loadDate),
        status: 'valid',
        createBy: 'demo',
        createTime: issued,
      });
      event('issue', issued, null, null, { pickupOrderId: orderId, remark: `${car.plateNo} ${driver.name}` });
    }
  }
  return out;
}
