import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MONEY_BILL_ACTIONS, moneyBillActionPerm } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, secondTenant, userWithPerms } from '../../../../test/support/coal-org';
import type { Calls } from '../../../../test/support/dispatch';
import { coalAccount } from '../account/table';
import { coalCarrier } from '../carrier/table';
import { coalMoneyBill } from '../moneyBill/table';
import { coalWeighing } from '../weighing/table';
import { coalTruckFreightItem } from './table';

let t: TestApp;
let admin: Calls;
let carrierId: string;
let accountId: string;
let clerk: Calls;
const w: Record<number, string> = {};
let first: Record<string, any>;

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

/** A completed weighing of a carrier finished at `at` (business time, +08:00); its id in `w[n]`. */
async function weighing(n: number, carrier: string, at: string, settleKg: number, ticketKg: number | null) {
  const time = new Date(`${at}+08:00`);
  const [row] = await t.ctx.db.insert(coalWeighing).values({ tenantId: 1, weighNo: `BDTF${n}`, direction: 'sales', pickupOrderId: `potf${n}`, pickupOrderNo: `TM${n}`, planId: 'p', contractId: 'c', contractNo: 'HT1', carId: 'car', plateNo: `晋A7${String(n).padStart(4, '0')}`, carrierId: carrier, yardId: 'y', materialId: 'm', tareKg: 15000, grossKg: 15000 + settleKg, netKg: settleKg, settleKg, ticketKg, tareTime: new Date(time.getTime() - 3_600_000), grossTime: time, status: 'completed' }).returning({ id: coalWeighing.id });
  w[n] = row.id;
}

const BILL = '/coal/truckFreight/paymentBill';
const body = () => ({ carrierId, from: '2026-11-01', to: '2026-11-30', rate: '45.50', settleBasis: 'lesser', allowancePermille: '2', deductionPrice: '680', accountId, method: 'wire' });
const billedMsg = (n: number, ...nos: string[]) => `所选车次中有${n}车已由付款单${nos.join('、')}付运费，不能重复开单，请重新计算`;
const bills = async () => t.ctx.db.select().from(coalMoneyBill);
const items = async () => t.ctx.db.select().from(coalTruckFreightItem);
const liveOf = async (billId: string) => (await t.ctx.db.select().from(coalTruckFreightItem).where(and(eq(coalTruckFreightItem.billId, billId), eq(coalTruckFreightItem.live, true)))).map((r) => r.weighingId).sort();

const Q = (extra = '') => `/coal/truckFreight/statement?carrierId=${carrierId}&from=2026-11-01&to=2026-11-30&rate=45.50&settleBasis=lesser&allowancePermille=2&deductionPrice=680${extra}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = callsAs(t, await t.login());
  clerk = callsAs(t, await userWithPerms(t, 'tf_clerk', ['coal:truckFreight:list', 'coal:truckFreight:bill', ...MONEY_BILL_ACTIONS.map((a) => moneyBillActionPerm('payment', a))]));
  const [x] = await t.ctx.db.insert(coalCarrier).values({ tenantId: 1, name: '太原顺达物流有限公司' }).returning();
  const [y] = await t.ctx.db.insert(coalCarrier).values({ tenantId: 1, name: '大同远通运输有限公司' }).returning();
  carrierId = x.id;
  const [a] = await t.ctx.db.insert(coalAccount).values({ tenantId: 1, holder: '本公司', bankName: '工商银行', accountNo: '6222000011112222', accountType: 'company' }).returning();
  accountId = a.id;
  await weighing(1, x.id, '2026-11-03 09:00:00', 34860, 35020);
  await weighing(2, x.id, '2026-11-30 23:30:00', 34560, null);
  await weighing(3, x.id, '2026-10-31 23:59:00', 30000, 30100); // before the period
  await weighing(4, y.id, '2026-11-05 10:00:00', 33000, 33100); // another carrier
});
afterAll(async () => t?.close());

describe('汽运运费', () => {
  /**
   * By hand, 45.50 元/t on the lesser weight, 2 ‰, 680 元/t: trip 1 loaded (ticket) 35.020 t, received 34.860 t →
   * freight 34.860 × 45.50 = 1586.13; shortage 0.160 t, allowance 0.07004 t, deducted 0.090 t × 680 = 61.20.
   * Trip 2 has no ticket: loaded = received = 34.560 t → 1572.48, nothing deducted. Totals 3158.61 − 61.20 = 3097.41.
   */
  it('computes the carrier’s completed trips of the period with the ticket weight as loaded', async () => {
    const s = must(await admin.get(Q()));
    expect(s.carrierName).toBe('太原顺达物流有限公司');
    expect(s.trips.map((x: any) => [x.weighNo, x.loadedKg, x.receivedKg, x.ticket])).toEqual([
      ['BDTF1', 35020, 34860, true],
      ['BDTF2', 34560, 34560, false],
    ]);
    expect(s.figures.trips.map((x: any) => [x.settleT, x.freight, x.deductT, x.deduction, x.net])).toEqual([
      ['34.860', '1586.13', '0.090', '61.20', '1524.93'],
      ['34.560', '1572.48', '0.000', '0.00', '1572.48'],
    ]);
    expect(s.figures).toMatchObject({ settleT: '69.420', freight: '3158.61', deduction: '61.20', total: '3097.41' });
  });

  it('refuses bad input with the check’s message', async () => {
    expect((await admin.get(Q().replace('rate=45.50', 'rate=-1'))).message).toBe('运价必须是不小于0的数字，最多4位小数');
    expect((await admin.get(Q().replace('from=2026-11-01', 'from=2026-12-01'))).message).toBe('请选择起止日期（yyyy-MM-dd），开始不晚于结束，最长366天');
    expect((await admin.get(Q().replace('from=2026-11-01&to=2026-11-30', 'from=2026-09-01&to=2026-09-30'))).message).toBe('所选期间该承运单位没有已完成的磅单');
  });

  it('generates a draft payment bill to the carrier for the total, its trips as the bill’s live items; nothing when refused', async () => {
    expect((await admin.send('POST', BILL, { ...body(), accountId: 'nope' })).success).toBe(false);
    expect(await bills()).toHaveLength(0);
    expect(await items()).toHaveLength(0);
    const bill = must(await admin.send('POST', BILL, { ...body(), weighingIds: [w[2], w[1]] }));
    expect(bill).toMatchObject({ status: 'draft', counterpartyKind: 'carrier', counterpartyId: carrierId, counterpartyName: '太原顺达物流有限公司', amount: '3097.41', billDate: '2026-11-30', method: 'wire' });
    const [row] = await t.ctx.db.select().from(coalMoneyBill).where(eq(coalMoneyBill.id, bill.id));
    expect(row).toMatchObject({ kind: 'payment', carrierId, amount: '3097.41' });
    expect(row.remark).toContain('2车');
    expect(await liveOf(bill.id)).toEqual([w[1], w[2]].sort());
    expect((await items()).every((i) => i.tenantId === 1)).toBe(true);
    first = bill;
  });

  it('its draft keeps the trips’ sum and the carrier: amount and payee refused, the remark may change', async () => {
    const msg = '该付款单由汽运运费按车次生成，金额和收款方不能修改；如需调整请作废后重新生成';
    expect((await admin.send('PUT', '/coal/paymentBill/edit', { id: first.id, amount: '3000.00' })).message).toBe(msg);
    const other = (await t.ctx.db.select().from(coalCarrier).where(eq(coalCarrier.name, '大同远通运输有限公司')))[0];
    expect((await admin.send('PUT', '/coal/paymentBill/edit', { id: first.id, counterpartyKind: 'carrier', counterpartyId: other.id })).message).toBe(msg);
    const edited = must(await admin.send('PUT', '/coal/paymentBill/edit', { id: first.id, remark: '十一月运费' }));
    expect(edited).toMatchObject({ amount: '3097.41', counterpartyId: carrierId, remark: '十一月运费' });
    first = edited;
  });

  it('a billed period is not billed again: the statement shows its trips as 已开单, the bill is refused, nothing written', async () => {
    const s = must(await admin.get(Q()));
    expect(s.trips).toEqual([]);
    expect(s.billed.map((x: any) => [x.weighNo, x.billNo, x.billId])).toEqual([
      ['BDTF1', first.billNo, first.id],
      ['BDTF2', first.billNo, first.id],
    ]);
    expect(s.figures).toMatchObject({ trips: [], settleT: '0.000', total: '0.00' });
    expect((await admin.send('POST', BILL, body())).message).toBe(billedMsg(2, first.billNo));
    expect((await admin.send('POST', BILL, { ...body(), weighingIds: [w[1], w[2]] })).message).toBe(billedMsg(2, first.billNo));
    expect((await admin.send('POST', BILL, { ...body(), weighingIds: w[1] })).message).toBe(billedMsg(1, first.billNo));
    expect(await bills()).toHaveLength(1);
    expect(await items()).toHaveLength(2);
  });

  /**
   * Trip 5: loaded 33.050 t (ticket), received 33.000 t → 33.000 × 45.50 = 1501.50; short 0.050 t within the
   * allowance 0.0661 t. Trip 6, no ticket: 30.000 × 45.50 = 1365.00. Together 2866.50.
   */
  it('bills a period’s new trips alone; a statement gone stale (a trip billed or a new trip meanwhile) is refused', async () => {
    await weighing(5, carrierId, '2026-11-20 08:00:00', 33000, 33050);
    const seen = must(await admin.get(Q()));
    expect(seen.trips.map((x: any) => x.weighNo)).toEqual(['BDTF5']);
    expect(seen.figures.total).toBe('1501.50');
    expect((await admin.send('POST', BILL, { ...body(), weighingIds: [w[5], w[1]] })).message).toBe(billedMsg(1, first.billNo));
    await weighing(6, carrierId, '2026-11-21 08:00:00', 30000, null);
    expect((await admin.send('POST', BILL, { ...body(), weighingIds: [w[5]] })).message).toBe('所选期间待开单的车次已有变化，请重新计算后再生成付款单');
    expect(await bills()).toHaveLength(1);
    const second = must(await admin.send('POST', BILL, { ...body(), weighingIds: `${w[5]},${w[6]}` }));
    expect(second.amount).toBe('2866.50');
    expect(await liveOf(second.id)).toEqual([w[5], w[6]].sort());
    const s = must(await admin.get(Q()));
    expect(s.trips).toEqual([]);
    expect(s.billed.map((x: any) => [x.weighNo, x.billNo])).toEqual([
      ['BDTF1', first.billNo],
      ['BDTF5', second.billNo],
      ['BDTF6', second.billNo],
      ['BDTF2', first.billNo],
    ]);
    expect((await admin.send('POST', BILL, body())).message).toBe(billedMsg(4, ...[first.billNo, second.billNo].sort()));
  });

  it('作废 frees the bill’s trips: they are in the statement again with the same figures', async () => {
    must(await admin.send('PUT', '/coal/paymentBill/void', { id: first.id, reason: '运价有误，重新核算' }));
    expect(await liveOf(first.id)).toEqual([]);
    expect((await items()).filter((i) => i.billId === first.id)).toHaveLength(2);
    const s = must(await admin.get(Q()));
    expect(s.trips.map((x: any) => x.weighNo)).toEqual(['BDTF1', 'BDTF2']);
    expect(s.figures).toMatchObject({ settleT: '69.420', freight: '3158.61', deduction: '61.20', total: '3097.41' });
    expect(s.billed.map((x: any) => x.weighNo)).toEqual(['BDTF5', 'BDTF6']);
  });

  it('two clerks billing the same trips at once: exactly one bill, the other refused naming it, nothing of it written', async () => {
    const before = (await bills()).length;
    const b = { ...body(), weighingIds: [w[1], w[2]] };
    const replies = await Promise.all([admin.send('POST', BILL, b), clerk.send('POST', BILL, b)]);
    const won = replies.filter((r) => r.success);
    expect(won).toHaveLength(1);
    const lost = replies.find((r) => !r.success)!;
    expect(lost.message).toBe(billedMsg(2, won[0].result.billNo));
    expect(await bills()).toHaveLength(before + 1);
    expect(await liveOf(won[0].result.id)).toEqual([w[1], w[2]].sort());
    const live = (await items()).filter((i) => i.live && (i.weighingId === w[1] || i.weighingId === w[2]));
    expect(live).toHaveLength(2);
    first = won[0].result;
  });

  it('冲红 of a paid freight bill frees its trips too', async () => {
    const [row] = await t.ctx.db.select().from(coalMoneyBill).where(eq(coalMoneyBill.id, first.id));
    const reviewer = row.createBy === 'tf_clerk' ? admin : clerk; // four eyes: not whoever made it
    must(await reviewer.send('PUT', '/coal/paymentBill/review', { id: first.id }));
    must(await admin.send('PUT', '/coal/paymentBill/done', { id: first.id }));
    expect(await liveOf(first.id)).toEqual([w[1], w[2]].sort());
    must(await admin.send('PUT', '/coal/paymentBill/reverse', { id: first.id, reason: '承运单位退回' }));
    expect(await liveOf(first.id)).toEqual([]);
    const s = must(await admin.get(Q()));
    expect(s.trips.map((x: any) => x.weighNo)).toEqual(['BDTF1', 'BDTF2']);
    expect(s.figures.total).toBe('3097.41');
  });

  it('a bill committed between the statement and the write meets the live index: refused naming it, nothing written', async () => {
    const db = t.ctx.db;
    const before = { bills: (await bills()).length, items: (await items()).length };
    let other: any = null;
    // The clerk's request has read its statement (trips 1 and 2 unbilled); just as it opens its write, the admin's
    // bill of the same trips commits.
    t.ctx.db = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'transaction' || other) return Reflect.get(target, key, receiver);
        return async (...args: Parameters<typeof db.transaction>) => {
          t.ctx.db = db;
          other = must(await admin.send('POST', BILL, { ...body(), weighingIds: [w[1], w[2]] }));
          return db.transaction(...args);
        };
      },
    });
    try {
      const r = await clerk.send('POST', BILL, { ...body(), weighingIds: [w[1], w[2]] });
      expect(other, 'the other bill was made in between').toBeTruthy();
      expect(r.message).toBe(billedMsg(2, other.billNo));
    } finally {
      t.ctx.db = db;
    }
    expect(await bills()).toHaveLength(before.bills + 1);
    expect(await items()).toHaveLength(before.items + 2);
    expect(await liveOf(other.id)).toEqual([w[1], w[2]].sort());
  });

  it('is finance staff’s: a carrier’s user and another tenant get nothing', async () => {
    const perms = ['coal:truckFreight:list', 'coal:truckFreight:bill'];
    const own = callsAs(t, await userWithPerms(t, 'tf_carrier', perms, { org: { kind: 'carrier', id: carrierId } }));
    expect((await own.get(Q())).message).toBe('汽运运费由本公司财务人员核算，业务单位用户不能操作');
    await secondTenant(t);
    const mallory = callsAs(t, await userWithPerms(t, 'tf_mallory', perms, { tenantId: 2 }));
    expect((await mallory.get(Q())).message).toBe('请选择承运单位');
    const [count, itemCount] = [(await bills()).length, (await items()).length];
    expect((await mallory.send('POST', BILL, { ...body(), weighingIds: [w[1], w[2]] })).message).toBe('请选择承运单位');
    expect((await own.send('POST', BILL, { ...body(), weighingIds: [w[1], w[2]] })).message).toBe('汽运运费由本公司财务人员核算，业务单位用户不能操作');
    expect([(await bills()).length, (await items()).length]).toEqual([count, itemCount]);
    const plain = callsAs(t, await userWithPerms(t, 'tf_plain', []));
    expect((await plain.get(Q())).success).toBe(false);
  });
});
