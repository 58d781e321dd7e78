import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { businessToday, dashboardPerm, RECEIVABLE_AGEING_PERM, settlementActionPerm } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';
import { dayAfter, dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { scaleOf, steady, truckIn, yardWithPlan, type Truck, type Yard } from '../../../../test/support/weighing';
import { insertSettlement } from '../invoice/testSettlements';
import { coalMoneyBill } from '../moneyBill/table';
import { coalQueueTicket } from '../queue/table';
import { coalWeighing } from '../weighing/table';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
let sale: Yard;
let buy: Yard;
let waiting: Truck;
const rec: string[] = [];
const today = businessToday();
const yesterday = dayAfter(-1);
const all = (['analysis', 'monitor', 'workplace'] as const).map(dashboardPerm);

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

/** A fresh scale of the yard reading `kg` steadily (a scale's readings only move forward: one weight per scale). */
async function capture(yardId: string, kg: number) {
  const scaleId = await scaleOf(admin, yardId);
  await steady(t, scaleId, kg);
  return { scaleId, weightKg: kg };
}
/** A sale weighed through the product's calls: tare, then gross (completing it, its coal bill issued). */
async function sold(x: Truck, tareKg: number, grossKg: number): Promise<string> {
  const first = must(await admin.send('POST', '/coal/weighing/tare', { queueId: x.ticketId, ...(await capture(sale.yardId, tareKg)) }));
  must(await admin.send('POST', '/coal/weighing/gross', { id: first.id, ...(await capture(sale.yardId, grossKg)) }));
  return first.id;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'db');
  admin = w.admin;
  sale = await yardWithPlan(w, { quantityT: '1000' });
  buy = await yardWithPlan(w, { quantityT: '1000', direction: 'purchase' });
  // Four sales: 34 000, 32 020, 30 000 and 31 000 kg net; the fourth is moved to yesterday below.
  const trucks: Truck[] = [];
  for (let i = 0; i < 4; i++) trucks.push(await truckIn(t, w, sale.planId));
  rec.push(await sold(trucks[0], 15000, 49000));
  rec.push(await sold(trucks[1], 16000, 48020));
  rec.push(await sold(trucks[2], 15000, 45000));
  rec.push(await sold(trucks[3], 15500, 46500));
  // A purchase: gross 40 000 first, then tare 14 000 → 26 000 kg.
  const p = await truckIn(t, w, buy.planId);
  const g = must(await admin.send('POST', '/coal/weighing/gross', { queueId: p.ticketId, ...(await capture(buy.yardId, 40000)) }));
  must(await admin.send('POST', '/coal/weighing/tare', { id: g.id, ...(await capture(buy.yardId, 14000)) }));
  rec.push(g.id);
  // 120 kg of water off the first: settle 33 880.
  must(await admin.send('POST', '/coal/weighing/deduct', { id: rec[0], kind: 'water', kg: 120 }));
  // The fourth sale weighed yesterday (its gross time and bill moved back, the daily sums rebuilt from the weighings).
  const back = sql`- interval '1 day'`;
  await t.ctx.db.execute(sql`update coal_weighing set gross_time = gross_time ${back}, tare_time = tare_time ${back}, create_time = create_time ${back} where id = ${rec[3]}`);
  await t.ctx.db.execute(sql`update coal_bill set issued_at = issued_at ${back} where weighing_id = ${rec[3]}`);
  must(await admin.send('POST', '/coal/report/rebuildDaily', {}));
  // The ones who left: tickets of the first three sales and the purchase go out, so the queue holds only the two below.
  await t.ctx.db.update(coalQueueTicket).set({ status: 'left' }).where(inArray(coalQueueTicket.id, [...trucks.map((x) => x.ticketId), p.ticketId]));
  waiting = await truckIn(t, w, sale.planId, {}, false); // 排队中
  await truckIn(t, w, sale.planId); // 已进场
});
afterAll(async () => t?.close());

describe('经营概况 /coal/dashboard/analysis', () => {
  it('today and yesterday from the weighings, the queue, the coal bills, the trend and top customers', async () => {
    const r = must(await admin.get('/coal/dashboard/analysis'));
    expect(r.today).toBe(today);
    expect(r.yesterday).toBe(yesterday);
    // Today: sales 33 880 + 32 020 + 30 000 = 95 900 kg in 3 trips; the purchase 26 000 kg.
    expect(r.tonnage.today).toEqual({ trips: 4, settleT: '121.900', salesTrips: 3, salesT: '95.900', purchaseTrips: 1, purchaseT: '26.000' });
    // Yesterday: the fourth sale alone, 31 000 kg.
    expect(r.tonnage.yesterday).toEqual({ trips: 1, settleT: '31.000', salesTrips: 1, salesT: '31.000', purchaseTrips: 0, purchaseT: '0.000' });
    // And the same as the completed weighings summed directly.
    const direct = ((await t.ctx.db.execute(sql`select count(*)::int as n, sum(settle_kg)::int as kg from coal_weighing where tenant_id = 1 and status = 'completed'`)) as unknown as { rows: { n: number; kg: number }[] }).rows[0];
    expect(direct).toEqual({ n: 5, kg: 95900 + 26000 + 31000 });
    expect(r.queue).toEqual({ waiting: 1, called: 0, inYard: 1 });
    // A coal bill per completed sale: three today, one yesterday (the purchase has none).
    expect(r.bills).toEqual({ today: 3, yesterday: 1 });
    expect(r.trend).toHaveLength(30);
    expect(r.trend[29]).toEqual({ day: today, salesT: '95.900', purchaseT: '26.000', trips: 4 });
    expect(r.trend[28]).toEqual({ day: yesterday, salesT: '31.000', purchaseT: '0.000', trips: 1 });
    expect(r.trend.slice(0, 28).every((p: any) => p.trips === 0 && p.salesT === '0.000')).toBe(true);
    // This month's customers: consumer A with the sales of this month (yesterday's too when it is of this month).
    const monthSales = yesterday.slice(0, 7) === today.slice(0, 7) ? ['126.900', 4] : ['95.900', 3];
    expect(r.topCustomers).toEqual([{ counterpartyId: w.consumerA, name: 'db华能秦皇岛电厂', trips: monthSales[1], settleT: monthSales[0] }]);
    expect(r.receivables).toEqual({ total: '0.00', over30: '0.00', customers: 0 });
  });

  it('receivables as the ageing report sums them, for a caller who may read it', async () => {
    // 1 000.00 reviewed today (0–30 days), 2 500.50 less 500.50 paid reviewed 45 days ago, one fully paid, one purchase.
    await insertSettlement(t.ctx.db, { counterpartyId: w.consumerA, total: '1000.00', reviewed: today });
    await insertSettlement(t.ctx.db, { counterpartyId: w.consumerB, total: '2500.50', paid: '500.50', status: 'partlyPaid', reviewed: dayAfter(-45) });
    await insertSettlement(t.ctx.db, { counterpartyId: w.consumerB, total: '300.00', paid: '300.00', status: 'paid', reviewed: dayAfter(-5) });
    await insertSettlement(t.ctx.db, { counterpartyId: w.supplierS, direction: 'purchase', total: '9999.00', reviewed: today });
    const r = must(await admin.get('/coal/dashboard/analysis'));
    expect(r.receivables).toEqual({ total: '3000.00', over30: '2000.00', customers: 2 });
    const ageing = must(await admin.get('/coal/report/receivableAgeing'));
    expect(r.receivables.total).toBe(ageing.totals.total);
    // Without the ageing permission the money is left out, the rest is the same.
    const plain = callsAs(t, await userWithPerms(t, 'db_plain', [dashboardPerm('analysis')]));
    const p = must(await plain.get('/coal/dashboard/analysis'));
    expect(p.receivables).toBeNull();
    expect(p.tonnage).toEqual(r.tonnage);
    const withMoney = callsAs(t, await userWithPerms(t, 'db_money', [dashboardPerm('analysis'), RECEIVABLE_AGEING_PERM]));
    expect(must(await withMoney.get('/coal/dashboard/analysis')).receivables.total).toBe('3000.00');
  });
});

describe('监控页 /coal/dashboard/monitor', () => {
  it('each yard with its scales online or not, its queue and today’s weighings', async () => {
    const silent = await scaleOf(admin, sale.yardId);
    const saleScale = await scaleOf(admin, sale.yardId);
    await steady(t, saleScale, 0);
    const r = must(await admin.get('/coal/dashboard/monitor'));
    const y = r.yards.find((x: any) => x.id === sale.yardId);
    expect(y).toMatchObject({ waiting: 1, called: 0, inYard: 1, todayTrips: 3, todaySettleT: '95.900' });
    expect(y.longestWaitMin).toBeGreaterThanOrEqual(0);
    expect(y.scales.find((s: any) => s.id === saleScale).online).toBe(true);
    expect(y.scales.find((s: any) => s.id === silent).online).toBe(false);
    const b = r.yards.find((x: any) => x.id === buy.yardId);
    expect(b).toMatchObject({ waiting: 0, inYard: 0, todayTrips: 1, todaySettleT: '26.000', longestWaitMin: null });
    expect(r.totals).toMatchObject({ waiting: 1, inYard: 1, todayTrips: 4, todaySettleT: '121.900' });
    expect(r.totals.scales).toBe(r.yards.reduce((a: number, x: any) => a + x.scales.length, 0));
    // The administrator may read fence alarms: none yet.
    expect(r.alarms).toEqual({ today: 0, latest: [] });
    const plain = callsAs(t, await userWithPerms(t, 'db_mon', [dashboardPerm('monitor')]));
    expect(must(await plain.get('/coal/dashboard/monitor')).alarms).toBeNull();
  });
});

describe('工作台 /coal/dashboard/workplace', () => {
  it('what waits for the caller, by the permissions they hold, each linked to its screen', async () => {
    // A contract the administrator submits (the approver may approve it, the administrator not: own submission).
    const c = must(await admin.send('POST', '/coal/contract/add', { direction: 'sales', mode: 'other', counterpartyId: w.consumerB, materialId: w.materialId, quantityT: '500', unitPrice: '800', taxRate: '0.13', signDate: today, startDate: today, endDate: '2099-12-31' }));
    must(await admin.send('PUT', '/coal/contract/submit', { id: c.id }));
    // An executing contract of the administrator's ending in 10 days, one in 40 (not yet).
    const soon = await w.contract({ endDate: dayAfter(10) });
    await w.contract({ endDate: dayAfter(40) });
    // Settlements: two drafts (数量审核 waits), one at 数量审核 (质价审核 waits).
    await insertSettlement(t.ctx.db, { counterpartyId: w.consumerA, total: '10.00', status: 'draft', reviewed: null });
    await insertSettlement(t.ctx.db, { counterpartyId: w.consumerA, total: '20.00', status: 'draft', reviewed: null });
    await insertSettlement(t.ctx.db, { counterpartyId: w.consumerA, total: '30.00', status: 'qtyReviewed', reviewed: null });
    // A draft collection bill.
    await t.ctx.db.insert(coalMoneyBill).values({ tenantId: 1, kind: 'collection', billNo: 'SK-DB-1', billDate: today, counterpartyKind: 'consumer', counterpartyId: w.consumerA, counterpartyName: 'db华能秦皇岛电厂', consumerId: w.consumerA, accountId: 'acct', amount: '1234.50', method: 'wire', createBy: 'admin' });
    // Anomalies: a weighing flagged 异常, a truck waiting for two hours.
    await t.ctx.db.update(coalWeighing).set({ abnormal: true, abnormalReason: '皮重偏差过大' }).where(eq(coalWeighing.id, rec[1]));
    await t.ctx.db.update(coalQueueTicket).set({ checkInTime: new Date(Date.now() - 125 * 60_000) }).where(eq(coalQueueTicket.id, waiting.ticketId));

    const r = must(await admin.get('/coal/dashboard/workplace'));
    const group = (g: any, kind: string) => g.groups.find((x: any) => x.kind === kind);
    expect(group(r, 'contractApprove')).toBeUndefined();
    expect(group(r, 'contractExpiring')).toMatchObject({ count: 1, category: 'reminder', items: [{ id: soon.id, detail: `${dayAfter(10)} 到期（还剩 10 天）`, link: `/coal/contract?id=${soon.id}` }] });
    expect(group(r, 'settlementQty')).toMatchObject({ count: 2, link: '/coal/settlement' });
    expect(group(r, 'settlementQuality')).toMatchObject({ count: 1 });
    expect(group(r, 'settlementFinance')).toBeUndefined();
    expect(group(r, 'collectionReview')).toMatchObject({ count: 1, items: [{ title: 'SK-DB-1 db华能秦皇岛电厂', detail: `收款单 1,234.50 元 · ${today}` }] });
    expect(group(r, 'weighingAbnormal')).toMatchObject({ count: 1, category: 'anomaly', items: [{ id: rec[1], detail: '皮重偏差过大', link: `/coal/weighing?id=${rec[1]}` }] });
    expect(group(r, 'queueLongWait')).toMatchObject({ count: 1, items: [{ id: waiting.ticketId, detail: expect.stringContaining('已等待 2 小时 5 分') }] });
    expect(r.totals).toEqual({ todo: 2 + 1 + 1, reminder: 1, anomaly: 2 });

    // The approver sees the contract to approve, and nothing the permissions do not reach.
    const approver = callsAs(t, await userWithPerms(t, 'db_approver', ['coal:contract:list', 'coal:contract:approve', dashboardPerm('workplace')]));
    const a = must(await approver.get('/coal/dashboard/workplace'));
    expect(a.groups.map((g: any) => g.kind)).toEqual(['contractApprove']);
    expect(group(a, 'contractApprove')).toMatchObject({ count: 1, items: [{ id: c.id, link: `/coal/contract?id=${c.id}` }] });
    // A quantity reviewer sees the two drafts only.
    const qty = callsAs(t, await userWithPerms(t, 'db_qty', [settlementActionPerm('qtyReview'), dashboardPerm('workplace')]));
    const q = must(await qty.get('/coal/dashboard/workplace'));
    expect(q.groups.map((g: any) => [g.kind, g.count])).toEqual([['settlementQty', 2]]);
    expect(q.totals).toEqual({ todo: 2, reminder: 0, anomaly: 0 });
  });
});

describe('permissions and the tenant wall', () => {
  it('each call is its own permission; an organisation’s user is refused; another tenant sees none of ours', async () => {
    const none = callsAs(t, await userWithPerms(t, 'db_none', []));
    for (const n of ['analysis', 'monitor', 'workplace']) expect((await none.get(`/coal/dashboard/${n}`)).code, n).toBe(510);
    const onlyMonitor = callsAs(t, await userWithPerms(t, 'db_only_mon', [dashboardPerm('monitor')]));
    expect((await onlyMonitor.get('/coal/dashboard/analysis')).code).toBe(510);
    expect((await onlyMonitor.get('/coal/dashboard/workplace')).code).toBe(510);

    const customer = callsAs(t, await userWithPerms(t, 'db_cust', [...all, 'coal:contract:list', 'coal:weighing:list', 'coal:queue:list'], { org: { kind: 'consumer', id: w.consumerA } }));
    for (const n of ['analysis', 'monitor', 'workplace']) expect((await customer.get(`/coal/dashboard/${n}`)).message, n).toBe('仪表盘仅供本公司人员查看');

    const everything = ['coal:contract:list', 'coal:contract:approve', 'coal:weighing:list', 'coal:queue:list', settlementActionPerm('qtyReview'), settlementActionPerm('qualityReview'), RECEIVABLE_AGEING_PERM, 'coal:gpsAlarm:list'];
    const other = callsAs(t, await userWithPerms(t, 'db_t2', [...all, ...everything], { tenantId: 2 }));
    const a = must(await other.get('/coal/dashboard/analysis'));
    expect(a.tonnage.today).toEqual({ trips: 0, settleT: '0.000', salesTrips: 0, salesT: '0.000', purchaseTrips: 0, purchaseT: '0.000' });
    expect(a.tonnage.yesterday.trips).toBe(0);
    expect(a.queue).toEqual({ waiting: 0, called: 0, inYard: 0 });
    expect(a.bills).toEqual({ today: 0, yesterday: 0 });
    expect(a.receivables).toEqual({ total: '0.00', over30: '0.00', customers: 0 });
    expect(a.topCustomers).toEqual([]);
    expect(a.trend.every((p: any) => p.trips === 0)).toBe(true);
    const m = must(await other.get('/coal/dashboard/monitor'));
    expect(m.yards).toEqual([]);
    expect(m.totals).toMatchObject({ scales: 0, waiting: 0, inYard: 0, todayTrips: 0 });
    expect(m.alarms).toEqual({ today: 0, latest: [] });
    const wp = must(await other.get('/coal/dashboard/workplace'));
    expect(wp.groups).toEqual([]);
  });
});
