/**
 * What the dispatch tests share. `dispatchWorld` makes the organisations, cars, drivers and executing contracts a
 * dispatch needs; the plan and pickup-order permissions are seeded with their menu entries (调度管理), held by the
 * administrator and the 调度员 role.
 */
import { businessToday, idNumberCheckChar } from '@meiyun/shared';
import type { TestApp } from '../helpers';
import { callsAs, userWithPerms } from './coal-org';

export const PLAN_PERMS = ['coal:dispatchPlan:list', 'coal:dispatchPlan:add', 'coal:dispatchPlan:edit', 'coal:dispatchPlan:delete', 'coal:dispatchPlan:deleteBatch', 'coal:dispatchPlan:exportXls', 'coal:dispatchPlan:approve', 'coal:dispatchPlan:close'];
export const PICKUP_PERMS = ['coal:pickupOrder:list', 'coal:pickupOrder:exportXls', 'coal:pickupOrder:issue', 'coal:pickupOrder:void'];

export type Calls = ReturnType<typeof callsAs>;

/** A valid ID number of GB 11643 for a serial number. */
export const idNo = (n: number) => {
  const first17 = `14010519900307${String(n).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
};

/** `yyyy-MM-dd` of the business day `days` after today. */
export function dayAfter(days: number, from = businessToday()): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function must(r: { success: boolean; message: string; result: any }, what: string) {
  if (!r.success) throw new Error(`${what}: ${r.message}`);
  return r.result;
}

export interface DispatchWorld {
  admin: Calls;
  /** Tenant 1's contract approver (the administrator submits, this user approves). */
  approver: Calls;
  consumerA: string;
  consumerB: string;
  supplierS: string;
  consigneeA: string;
  consigneeB: string;
  carrierX: string;
  carrierY: string;
  materialId: string;
  otherMaterialId: string;
  yardId: string;
  /** Drivers of carrier X and Y. */
  driverX: string;
  driverX2: string;
  driverY: string;
  /** An executing sales contract with consumer A (or the options given). */
  contract(opts?: { quantityT?: string; direction?: 'sales' | 'purchase'; counterpartyId?: string; endDate?: string }): Promise<{ id: string; contractNo: string }>;
  /** A car of a carrier (its default driver when given). */
  car(plateNo: string, carrierId: string, driverId?: string | null, status?: string): Promise<string>;
}

/** The base data and helpers of a dispatch, in tenant 1 of `t`. */
export async function dispatchWorld(t: TestApp, prefix = 'dw'): Promise<DispatchWorld> {
  const admin = callsAs(t, await t.login());
  const approver = callsAs(t, await userWithPerms(t, `${prefix}_ht_approver`, ['coal:contract:list', 'coal:contract:approve']));
  const add = async (e: string, body: object) => must(await admin.send('POST', `/coal/${e}/add`, body), e).id as string;
  const consumerA = await add('consumer', { name: `${prefix}华能秦皇岛电厂` });
  const consumerB = await add('consumer', { name: `${prefix}大唐托克托电厂` });
  const supplierS = await add('supplier', { name: `${prefix}神木大柳塔煤矿` });
  const consigneeA = await add('consignee', { name: `${prefix}秦皇岛电厂一号卸煤场`, consumerId: consumerA });
  const consigneeB = await add('consignee', { name: `${prefix}托克托电厂卸煤场`, consumerId: consumerB });
  const carrierX = await add('carrier', { name: `${prefix}太原顺达物流有限公司` });
  const carrierY = await add('carrier', { name: `${prefix}大同远通运输有限公司` });
  const materialId = await add('material', { code: `${prefix}DL5000`, name: `${prefix}动力煤5000` });
  const otherMaterialId = await add('material', { code: `${prefix}HM4500`, name: `${prefix}混煤4500` });
  const yardId = await add('freightYard', { code: `${prefix}Y1`, name: `${prefix}一号货场` });
  let n = prefix.length * 100;
  const driver = async (name: string, carrierId: string) => add('driver', { name, idNumber: idNo((n += 1)), phone: '13912345678', carrierId });
  const driverX = await driver('王建国', carrierX);
  const driverX2 = await driver('赵志强', carrierX);
  const driverY = await driver('李卫东', carrierY);
  const today = businessToday();
  return {
    admin,
    approver,
    consumerA,
    consumerB,
    supplierS,
    consigneeA,
    consigneeB,
    carrierX,
    carrierY,
    materialId,
    otherMaterialId,
    yardId,
    driverX,
    driverX2,
    driverY,
    async contract(opts = {}) {
      const direction = opts.direction ?? 'sales';
      const c = must(
        await admin.send('POST', '/coal/contract/add', {
          direction,
          mode: 'other',
          counterpartyId: opts.counterpartyId ?? (direction === 'sales' ? consumerA : supplierS),
          materialId,
          quantityT: opts.quantityT ?? '1000',
          unitPrice: '800',
          taxRate: '0.13',
          signDate: today,
          startDate: today,
          endDate: opts.endDate ?? '2099-12-31',
        }),
        'contract',
      );
      must(await admin.send('PUT', '/coal/contract/submit', { id: c.id }), 'submit');
      must(await approver.send('PUT', '/coal/contract/approve', { id: c.id }), 'approve');
      return { id: c.id, contractNo: c.contractNo };
    },
    async car(plateNo, carrierId, driverId = null, status = 'enabled') {
      return add('car', { plateNo, carrierId, driverId, status });
    },
  };
}

/**
 * A row of each dispatch entity in tenant 1 for the hostile-tenant file: an executing contract, an approved plan
 * and a pickup order issued on it.
 */
export async function dispatchRowsForHostileTest(t: TestApp): Promise<void> {
  const w = await dispatchWorld(t, 'ht');
  const c = await w.contract({ quantityT: '100' });
  const plan = must(await w.admin.send('POST', '/coal/dispatchPlan/add', { contractId: c.id, loadDate: businessToday(), carrierId: w.carrierX, consigneeId: w.consigneeA, yardId: w.yardId, plannedTrucks: 2, plannedT: '60' }), 'plan');
  must(await w.admin.send('PUT', '/coal/dispatchPlan/approve', { id: plan.id }), 'approve plan');
  const carId = await w.car('晋A9H001', w.carrierX, w.driverX);
  must(await w.admin.send('POST', '/coal/pickupOrder/issue', { planId: plan.id, carId }), 'issue');
}
