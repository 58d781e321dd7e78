import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessToday, dec, reportPerm } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, caller, sheetRows, userWithPerms } from '../../../../test/support/coal-org';
import { dayAfter, dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { scaleOf, steady, truckIn, yardWithPlan, type Truck, type Yard } from '../../../../test/support/weighing';
import { sysConfig } from '../../../core/db/schema/index';
import { coalQueueTicket } from '../queue/table';
import { coalWeighing } from '../weighing/table';
import { DAILY_DRIVER_MARKER, upgradeDailyDriverNames } from './daily';
import { coalWeighingDaily } from './table';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
let sale: Yard;
let buy: Yard;
const trucks: Truck[] = [];
const rec: string[] = [];
const today = businessToday();
const yesterday = dayAfter(-1);

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

async function capture(yardId: string, kg: number) {
  const scaleId = await scaleOf(admin, yardId);
  await steady(t, scaleId, kg);
  return { scaleId, weightKg: kg };
}
/** A sale weighed through the product's calls: tare, then gross (completing it). */
async function sold(x: Truck, tareKg: number, grossKg: number): Promise<string> {
  const first = must(await admin.send('POST', '/coal/weighing/tare', { queueId: x.ticketId, ...(await capture(sale.yardId, tareKg)) }));
  must(await admin.send('POST', '/coal/weighing/gross', { id: first.id, ...(await capture(sale.yardId, grossKg)) }));
  return first.id;
}

/**
 * The exit times (ms) of trucks[i] that left: the ticket's, written by 出场 in its transaction, the same instant as
 * its weighing's; the ticket 已出场.
 */
async function exitTimes(which: number[]): Promise<number[]> {
  const out: number[] = [];
  for (const i of which) {
    const [q] = await t.ctx.db.select({ status: coalQueueTicket.status, leftTime: coalQueueTicket.leftTime }).from(coalQueueTicket).where(eq(coalQueueTicket.id, trucks[i].ticketId));
    const [wg] = await t.ctx.db.select({ leftTime: coalWeighing.leftTime }).from(coalWeighing).where(eq(coalWeighing.queueId, trucks[i].ticketId));
    expect(q.status).toBe('left');
    expect(q.leftTime).toBeInstanceOf(Date);
    expect(q.leftTime!.getTime()).toBe(wg.leftTime!.getTime());
    out.push(q.leftTime!.getTime());
  }
  return out;
}

/** The live daily rows that still count something, comparable with a rebuild. */
async function dailyRows() {
  const rows = await t.ctx.db.select().from(coalWeighingDaily).where(and(eq(coalWeighingDaily.tenantId, 1), sql`(${coalWeighingDaily.trips} <> 0 or ${coalWeighingDaily.netKg} <> 0 or ${coalWeighingDaily.settleKg} <> 0)`));
  return rows.map(({ updateTime: _, ...r }) => r).sort((a, b) => `${a.direction}${a.carId}`.localeCompare(`${b.direction}${b.carId}`));
}

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'rp');
  admin = w.admin;
  sale = await yardWithPlan(w, { quantityT: '1000' });
  buy = await yardWithPlan(w, { quantityT: '1000', direction: 'purchase' });
  for (let i = 0; i < 4; i++) trucks.push(await truckIn(t, w, sale.planId));
  // Sales: 49 000 − 15 000 = 34 000; 48 020 − 16 000 = 32 020; 45 000 − 15 000 = 30 000; 46 500 − 15 500 = 31 000 kg.
  rec.push(await sold(trucks[0], 15000, 49000));
  rec.push(await sold(trucks[1], 16000, 48020));
  rec.push(await sold(trucks[2], 15000, 45000));
  rec.push(await sold(trucks[3], 15500, 46500));
  // A purchase: gross 40 000 first, then tare 14 000 → 26 000 kg.
  const p = await truckIn(t, w, buy.planId);
  trucks.push(p);
  const g = must(await admin.send('POST', '/coal/weighing/gross', { queueId: p.ticketId, ...(await capture(buy.yardId, 40000)) }));
  must(await admin.send('POST', '/coal/weighing/tare', { id: g.id, ...(await capture(buy.yardId, 14000)) }));
  rec.push(g.id);
});
afterAll(async () => t?.close());

describe('过磅日汇总', () => {
  it('follows completions, a deduction, a void and a 冲红, and equals the sums of the weighings', async () => {
    // The first truck: 120 kg of water deducted → settle 33 880.
    must(await admin.send('POST', '/coal/weighing/deduct', { id: rec[0], kind: 'water', kg: 120 }));
    // The third voided before settlement; the second settled, then reversed.
    must(await admin.send('PUT', '/coal/weighing/void', { id: rec[2], reason: '毛重错误' }));
    await t.ctx.db.update(coalWeighing).set({ settlementId: 'st-r1' }).where(eq(coalWeighing.id, rec[1]));
    must(await admin.send('PUT', '/coal/weighing/reverse', { id: rec[1], reason: '客户退货' }));

    const rows = await dailyRows();
    // Left: sales 34 000 (settle 33 880) and 31 000; purchase 26 000. Two sales trips, net 65 000, settle 64 880.
    const salesRows = rows.filter((r) => r.direction === 'sales');
    expect(salesRows.map((r) => [r.carId, r.day, r.counterpartyId, r.materialId, r.carrierId, r.trips, r.netKg, r.settleKg])).toEqual(
      [
        [trucks[0].carId, today, w.consumerA, w.materialId, w.carrierX, 1, 34000, 33880],
        [trucks[3].carId, today, w.consumerA, w.materialId, w.carrierX, 1, 31000, 31000],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(rows.filter((r) => r.direction === 'purchase').map((r) => [r.carId, r.counterpartyId, r.trips, r.netKg, r.settleKg])).toEqual([[trucks[4].carId, w.supplierS, 1, 26000, 26000]]);
    // The voided and reversed trucks' rows are back to nothing.
    const gone = await t.ctx.db.select().from(coalWeighingDaily).where(inArray(coalWeighingDaily.carId, [trucks[1].carId, trucks[2].carId]));
    expect(gone.map((r) => [r.trips, r.netKg, r.settleKg])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
    // And the same as the completed weighings summed directly.
    const sums = ((await t.ctx.db.execute(sql`select count(*)::int as trips, sum(net_kg)::int as net, sum(settle_kg)::int as settle from coal_weighing where tenant_id = 1 and status = 'completed'`)) as unknown as { rows: { trips: number; net: number; settle: number }[] }).rows[0];
    expect(sums).toEqual({ trips: 3, net: 91000, settle: 90880 });
    expect([rows.reduce((a, r) => a + r.trips, 0), rows.reduce((a, r) => a + r.netKg, 0), rows.reduce((a, r) => a + r.settleKg, 0)]).toEqual([3, 91000, 90880]);
  });

  it('a rebuild from the weighings gives the same rows as the live upkeep', async () => {
    const live = await dailyRows();
    expect(must(await admin.send('POST', '/coal/report/rebuildDaily', {}))).toEqual({ rows: 3 });
    expect(await dailyRows()).toEqual(live);
    expect(must(await admin.send('POST', '/coal/report/rebuildDaily', { from: today, to: today }))).toEqual({ rows: 3 });
    expect(await dailyRows()).toEqual(live);
    expect((await admin.send('POST', '/coal/report/rebuildDaily', { from: today, to: yesterday })).message).toBe('开始日期不能晚于结束日期');
  });
});

describe('报表', () => {
  it('吨位统计: by day and month × counterparty × coal type, totals the sum of the weighings, and as xlsx', async () => {
    const r = must(await admin.get(`/coal/report/tonnage?from=${yesterday}&to=${today}&group=day`));
    expect(r.rows.map((x: any) => [x.period, x.direction, x.counterpartyName, x.materialName, x.trips, x.netT, x.settleT])).toEqual([
      [today, 'sales', 'rp华能秦皇岛电厂', 'rp动力煤5000', 2, '65.000', '64.880'],
      [today, 'purchase', 'rp神木大柳塔煤矿', 'rp动力煤5000', 1, '26.000', '26.000'],
    ]);
    expect(r.totals).toEqual({ trips: 3, netT: '91.000', settleT: '90.880' });
    const m = must(await admin.get(`/coal/report/tonnage?from=${yesterday}&to=${today}&group=month&direction=purchase`));
    expect(m.rows.map((x: any) => [x.period, x.trips, x.settleT])).toEqual([[today.slice(0, 7), 1, '26.000']]);
    expect(m.totals).toEqual({ trips: 1, netT: '26.000', settleT: '26.000' });
    const none = must(await admin.get(`/coal/report/tonnage?from=${yesterday}&to=${yesterday}`));
    expect(none).toMatchObject({ rows: [], totals: { trips: 0, netT: '0.000', settleT: '0.000' } });

    const res = await caller(t).get(await t.login(), `/coal/report/tonnage/exportXls?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows.slice(1)).toEqual([
      ['日期', '业务', '客户/供应商', '煤种', '车次', '净重(t)', '结算重(t)'],
      [today, '销售', 'rp华能秦皇岛电厂', 'rp动力煤5000', 2, 65, 64.88],
      [today, '采购', 'rp神木大柳塔煤矿', 'rp动力煤5000', 1, 26, 26],
      ['合计', undefined, undefined, undefined, 3, 91, 90.88],
    ]);
  });

  it('车次统计: by carrier and by car', async () => {
    const c = must(await admin.get(`/coal/report/trips?from=${today}&to=${today}&by=carrier`));
    expect(c.rows.map((x: any) => [x.id, x.trips, x.netT, x.settleT])).toEqual([[w.carrierX, 3, '91.000', '90.880']]);
    expect(c.totals).toEqual({ trips: 3, netT: '91.000', settleT: '90.880' });
    const car = must(await admin.get(`/coal/report/trips?from=${today}&to=${today}&by=car`));
    // By trips, then settle weight: 33.880 (first sale), 31.000 (fourth), 26.000 (the purchase).
    expect(car.rows.map((x: any) => [x.name, x.carrierName, x.trips, x.settleT])).toEqual([
      [trucks[0].plateNo, 'rp太原顺达物流有限公司', 1, '33.880'],
      [trucks[3].plateNo, 'rp太原顺达物流有限公司', 1, '31.000'],
      [trucks[4].plateNo, 'rp太原顺达物流有限公司', 1, '26.000'],
    ]);
    expect(car.totals).toEqual(c.totals);
    const res = await caller(t).get(await t.login(), `/coal/report/trips/exportXls?from=${today}&to=${today}&by=car`);
    expect((await sheetRows(res.rawPayload)).at(-1)).toEqual(['合计', undefined, 3, 91, 90.88]);
  });

  it('磅房日报: every completed weighing of the day at the yard, with totals', async () => {
    const r = must(await admin.get(`/coal/report/weighbridgeDaily?day=${today}&yardId=${sale.yardId}`));
    expect(r.rows.map((x: any) => [x.plateNo, x.grossKg, x.tareKg, x.netKg, x.deductKg, x.settleKg])).toEqual([
      [trucks[0].plateNo, 49000, 15000, 34000, 120, 33880],
      [trucks[3].plateNo, 46500, 15500, 31000, 0, 31000],
    ]);
    // 49 000 + 46 500 = 95 500; 15 000 + 15 500 = 30 500; 65 000 net; 120 deducted; 64 880 settle.
    expect(r.totals).toEqual({ trips: 2, grossKg: 95500, tareKg: 30500, netKg: 65000, deductKg: 120, settleKg: 64880 });
    expect(must(await admin.get(`/coal/report/weighbridgeDaily?day=${yesterday}&yardId=${sale.yardId}`)).rows).toEqual([]);
    const res = await caller(t).get(await t.login(), `/coal/report/weighbridgeDaily/exportXls?day=${today}&yardId=${sale.yardId}`);
    expect((await sheetRows(res.rawPayload)).at(-1)!.slice(0, 11)).toEqual(['合计 2 车', undefined, undefined, undefined, undefined, undefined, 95500, 30500, 65000, 120, 64880]);
    expect((await admin.get(`/coal/report/weighbridgeDaily?day=${today}`)).message).toBe('请选择货场');
    expect((await admin.get(`/coal/report/weighbridgeDaily?day=${today}&yardId=nope`)).message).toBe('未找到该货场');
  });

  it('排队时长: minutes check-in → entry and entry → exit per yard and day, average and p90', async () => {
    // The first and fourth trucks (still completed) drive out through 出场: each ticket keeps its weighing's exit time.
    must(await admin.send('PUT', '/coal/weighing/leave', { id: rec[0] }));
    must(await admin.send('PUT', '/coal/weighing/leave', { id: rec[3] }));
    const exits = await exitTimes([0, 3]);
    // Let in 60 and 30 minutes before their exits: 在场 average 45, p90 (interpolated) = 30 + 0.9 × 30 = 57. The
    // voided and reversed ones have no exit. The four let in 10, 20, 30, 40 minutes after their check-in: 排队
    // average 25, p90 = 30 + 0.7 × 10 = 37.
    const entered = [exits[0] - 60 * 60_000, Date.now() - 2 * 3600_000, Date.now() - 2 * 3600_000, exits[1] - 30 * 60_000];
    for (let i = 0; i < 4; i++) await t.ctx.db.update(coalQueueTicket).set({ checkInTime: new Date(entered[i] - (i + 1) * 600_000), enteredTime: new Date(entered[i]) }).where(eq(coalQueueTicket.id, trucks[i].ticketId));
    const r = must(await admin.get(`/coal/report/queueTimes?from=${yesterday}&to=${today}&yardId=${sale.yardId}`));
    expect(r.rows).toEqual([{ day: today, yardId: sale.yardId, yardName: expect.stringMatching(/货场$/), trucks: 4, waitAvgMin: 25, waitP90Min: 37, inYardAvgMin: 45, inYardP90Min: 57 }]);
    expect(r.totals).toEqual({ trucks: 4, waitAvgMin: 25, waitP90Min: 37, inYardAvgMin: 45, inYardP90Min: 57 });
    const all = must(await admin.get(`/coal/report/queueTimes?from=${yesterday}&to=${today}`));
    expect(all.totals.trucks).toBe(all.rows.reduce((a: number, x: any) => a + x.trucks, 0));
    expect(all.totals.trucks).toBe(5);
  });

  it('合同执行进度: executing contracts with the contract progress and percentages; totals the sum of the rows', async () => {
    const r = must(await admin.get('/coal/report/contractProgress'));
    const mine = r.rows.find((x: any) => x.contractId === sale.contractId);
    // Shipped = the settle weights left: 33.880 + 31.000 = 64.880 t of 1000 t → 6.488 % → 6.49.
    expect(mine).toMatchObject({ contractedT: '1000.000', shippedT: '64.880', shippedPct: '6.49', direction: 'sales' });
    expect(r.rows.find((x: any) => x.contractId === buy.contractId)).toMatchObject({ shippedT: '26.000', shippedPct: '2.60' });
    const sum = (k: string) => r.rows.reduce((a: any, x: any) => a.plus(dec(x[k])), dec(0)).toFixed(3);
    expect(r.totals.contractedT).toBe(sum('contractedT'));
    expect(r.totals.shippedT).toBe(sum('shippedT'));
    const res = await caller(t).get(await t.login(), '/coal/report/contractProgress/exportXls');
    expect(res.statusCode).toBe(200);
  });

  it('checks its parameters in Chinese, is its own permission per report, staff only, in the caller tenant', async () => {
    expect((await admin.get('/coal/report/tonnage?from=2026-13-01')).message).toBe('开始日期格式应为yyyy-MM-dd');
    expect((await admin.get(`/coal/report/tonnage?from=${today}&to=${yesterday}`)).message).toBe('开始日期不能晚于结束日期');
    expect((await admin.get('/coal/report/tonnage?from=2024-01-01&to=2025-06-01')).message).toBe('查询跨度不能超过366天');
    expect((await admin.get('/coal/report/tonnage?group=week')).message).toBe('汇总方式应为按日或按月');
    expect((await admin.get('/coal/report/trips?by=truck')).message).toBe('统计维度应为承运商、车辆或司机');

    const onlyTrips = callsAs(t, await userWithPerms(t, 'rp_trips', [reportPerm('trips')]));
    expect((await onlyTrips.get(`/coal/report/tonnage?from=${today}&to=${today}`)).code).toBe(510);
    expect(must(await onlyTrips.get(`/coal/report/trips?from=${today}&to=${today}`)).totals.trips).toBe(3);
    expect((await onlyTrips.send('POST', '/coal/report/rebuildDaily', {})).code).toBe(510);

    const all = ['tonnage', 'trips', 'contractProgress', 'queueTimes', 'weighbridgeDaily'].map((n) => reportPerm(n as never));
    const customer = callsAs(t, await userWithPerms(t, 'rp_cust', all, { org: { kind: 'consumer', id: w.consumerA } }));
    for (const url of [`/coal/report/tonnage?from=${today}&to=${today}`, '/coal/report/trips', '/coal/report/contractProgress', '/coal/report/queueTimes', `/coal/report/weighbridgeDaily?yardId=${sale.yardId}`]) {
      expect((await customer.get(url)).message, url).toBe('报表仅供本公司人员查看');
    }
    const other = callsAs(t, await userWithPerms(t, 'rp_t2', all, { tenantId: 2 }));
    expect(must(await other.get(`/coal/report/tonnage?from=${today}&to=${today}`))).toMatchObject({ rows: [], totals: { trips: 0 } });
    expect(must(await other.get(`/coal/report/trips?from=${today}&to=${today}&by=car`)).rows).toEqual([]);
    expect(must(await other.get(`/coal/report/queueTimes?from=${yesterday}&to=${today}`)).rows).toEqual([]);
    expect(must(await other.get('/coal/report/contractProgress')).rows).toEqual([]);
    expect((await other.get(`/coal/report/weighbridgeDaily?day=${today}&yardId=${sale.yardId}`)).message).toBe('未找到该货场');
  });

  // After the others: it weighs one more truck, with another driver.
  it('车次统计 by driver: the weighings summed by the driver weighed, in xlsx too; an upgraded database is re-summed once', async () => {
    // A sale driven by 赵志强 (the car's default driver): 47 000 − 15 000 = 32 000 kg.
    const carId = await w.car('晋W39901', w.carrierX, w.driverX2);
    const order = must(await admin.send('POST', '/coal/pickupOrder/issue', { planId: sale.planId, carId }));
    const ticket = must(await admin.send('POST', '/coal/queue/checkIn', { pickupOrderId: order.id }));
    await t.ctx.db.update(coalQueueTicket).set({ status: 'entered', enteredTime: new Date() }).where(eq(coalQueueTicket.id, ticket.id));
    await sold({ plateNo: '晋W39901', carId, orderId: order.id, ticketId: ticket.id }, 15000, 47000);

    // 王建国 drove the other three left: 34 000 (settle 33 880) + 31 000 + 26 000 = 91 000 net, 90 880 settle.
    const expected = [
      ['王建国', 'rp太原顺达物流有限公司', 3, '91.000', '90.880'],
      ['赵志强', 'rp太原顺达物流有限公司', 1, '32.000', '32.000'],
    ];
    const r = must(await admin.get(`/coal/report/trips?from=${today}&to=${today}&by=driver`));
    expect(r.by).toBe('driver');
    expect(r.rows.map((x: any) => [x.name, x.carrierName, x.trips, x.netT, x.settleT])).toEqual(expected);
    expect(r.totals).toEqual({ trips: 4, netT: '123.000', settleT: '122.880' });
    // The same as the completed weighings summed by their driver's name directly.
    const direct = ((await t.ctx.db.execute(
      sql`select driver_name, count(*)::int as trips, sum(net_kg)::int as net, sum(settle_kg)::int as settle from coal_weighing where tenant_id = 1 and status = 'completed' group by driver_name order by driver_name`,
    )) as unknown as { rows: { driver_name: string; trips: number; net: number; settle: number }[] }).rows;
    expect(direct.map((d) => [d.driver_name, d.trips, d.net, d.settle]).sort()).toEqual(
      r.rows.map((x: any) => [x.name, x.trips, Math.round(Number(x.netT) * 1000), Math.round(Number(x.settleT) * 1000)]).sort(),
    );

    const res = await caller(t).get(await t.login(), `/coal/report/trips/exportXls?from=${today}&to=${today}&by=driver`);
    expect(res.statusCode).toBe(200);
    expect((await sheetRows(res.rawPayload)).slice(1)).toEqual([
      ['司机', '承运商', '车次', '净重(t)', '结算重(t)'],
      ['王建国', 'rp太原顺达物流有限公司', 3, 91, 90.88],
      ['赵志强', 'rp太原顺达物流有限公司', 1, 32, 32],
      ['合计', undefined, 4, 123, 122.88],
    ]);

    // A database summed before migration 0015: every trip under no driver. The start's upgrade re-sums it once.
    await t.ctx.db.delete(coalWeighingDaily).where(eq(coalWeighingDaily.tenantId, 1));
    await t.ctx.db.execute(sql`
      insert into coal_weighing_daily (tenant_id, day, direction, counterparty_id, material_id, carrier_id, car_id, driver_name, trips, net_kg, settle_kg)
      select tenant_id, (gross_time at time zone 'Asia/Shanghai')::date, direction, coalesce(case when direction = 'purchase' then supplier_id else consumer_id end, ''),
             material_id, carrier_id, car_id, '', count(*), sum(net_kg), sum(settle_kg)
        from coal_weighing where tenant_id = 1 and status = 'completed' group by 1, 2, 3, 4, 5, 6, 7`);
    expect(must(await admin.get(`/coal/report/trips?from=${today}&to=${today}&by=driver`)).rows.map((x: any) => [x.name, x.trips])).toEqual([['未登记司机', 4]]);
    // The marker of this database's first start says it is done: nothing happens until it is gone.
    expect(await upgradeDailyDriverNames(t.ctx.db)).toEqual([]);
    await t.ctx.db.delete(sysConfig).where(eq(sysConfig.key, DAILY_DRIVER_MARKER));
    expect(await upgradeDailyDriverNames(t.ctx.db)).toEqual([1]);
    expect(must(await admin.get(`/coal/report/trips?from=${today}&to=${today}&by=driver`)).rows.map((x: any) => [x.name, x.carrierName, x.trips, x.netT, x.settleT])).toEqual(expected);
    expect(await upgradeDailyDriverNames(t.ctx.db)).toEqual([]);
  });

  // Last in the file: it weighs two more purchases and takes them out again.
  it('排队时长: the exit time is the ticket’s from 出场, until its weighing is voided or reversed', async () => {
    // Two purchases weighed (gross 40 000, tare 14 000) and driven out; trucks[4], the first purchase, has not left.
    for (let k = 0; k < 2; k++) {
      const x = await truckIn(t, w, buy.planId);
      trucks.push(x);
      const g = must(await admin.send('POST', '/coal/weighing/gross', { queueId: x.ticketId, ...(await capture(buy.yardId, 40000)) }));
      must(await admin.send('POST', '/coal/weighing/tare', { id: g.id, ...(await capture(buy.yardId, 14000)) }));
      rec.push(g.id);
      must(await admin.send('PUT', '/coal/weighing/leave', { id: g.id }));
    }
    const [a, b] = await exitTimes([5, 6]);
    // Let in 20 and 50 minutes before their exits (在场 average 35, p90 = 20 + 0.9 × 30 = 47); the three purchases
    // waited 5, 15 and 25 minutes (排队 average 15, p90 = 15 + 0.8 × 10 = 23).
    const entered = [Date.now() - 3600_000, a - 20 * 60_000, b - 50 * 60_000];
    for (const [j, i] of [4, 5, 6].entries()) await t.ctx.db.update(coalQueueTicket).set({ checkInTime: new Date(entered[j] - (5 + 10 * j) * 60_000), enteredTime: new Date(entered[j]) }).where(eq(coalQueueTicket.id, trucks[i].ticketId));
    const url = `/coal/report/queueTimes?from=${yesterday}&to=${today}&yardId=${buy.yardId}`;
    expect(must(await admin.get(url)).totals).toEqual({ trucks: 3, waitAvgMin: 15, waitP90Min: 23, inYardAvgMin: 35, inYardP90Min: 47 });

    // The first voided (not settled; its ticket stays 已出场): no exit any more. The second settled, then reversed: neither.
    must(await admin.send('PUT', '/coal/weighing/void', { id: rec[5], reason: '毛重错误' }));
    const left = async (i: number) => (await t.ctx.db.select({ status: coalQueueTicket.status, leftTime: coalQueueTicket.leftTime }).from(coalQueueTicket).where(eq(coalQueueTicket.id, trucks[i].ticketId)))[0];
    expect(await left(5)).toEqual({ status: 'left', leftTime: null });
    expect(must(await admin.get(url)).totals).toEqual({ trucks: 3, waitAvgMin: 15, waitP90Min: 23, inYardAvgMin: 50, inYardP90Min: 50 });
    await t.ctx.db.update(coalWeighing).set({ settlementId: 'st-r2' }).where(eq(coalWeighing.id, rec[6]));
    must(await admin.send('PUT', '/coal/weighing/reverse', { id: rec[6], reason: '供应商退货' }));
    expect(await left(6)).toEqual({ status: 'left', leftTime: null });
    const r = must(await admin.get(url));
    expect(r.totals).toEqual({ trucks: 3, waitAvgMin: 15, waitP90Min: 23, inYardAvgMin: null, inYardP90Min: null });
    expect(r.rows).toEqual([{ day: today, yardId: buy.yardId, yardName: expect.stringMatching(/货场$/), ...r.totals }]);
  });
});
