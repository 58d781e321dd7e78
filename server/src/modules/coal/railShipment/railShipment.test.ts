import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, secondTenant, userWithPerms } from '../../../../test/support/coal-org';
import { dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
let platformId: string;
let rateId: string;
let contract: { id: string; contractNo: string };

const API = '/coal/railShipment';
const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

/**
 * The rate of docs/freight.md's worked example: 发到基价 16.30 元/t, 运行基价 0.0980 元/t·km, 电气化附加费 0.012 元/t·km
 * over the electrified km, 建设基金 0.033 元/t·km, 取送车费 9.00 元 a wagon.
 */
const RATE = { name: '测试运价2026', validFrom: '2026-01-01', baseRate: '16.30', runningRate: '0.098', electrifiedRate: '0.012', constructionFundRate: '0.033', enabled: 1, surcharges: [{ name: '取送车费', basis: 'wagon', rate: '9' }] };

async function requested(wagons = 2): Promise<{ id: string; rev: number; shipmentNo: string }> {
  return must(await admin.send('POST', `${API}/add`, { contractId: contract.id, platformId, toStation: '秦皇岛东', requestedWagons: wagons, rateId, tariffKm: 652, electrifiedKm: 480, lossAllowancePermille: '1.50' }));
}
const detail = async (id: string) => must(await admin.get(`${API}/queryById?id=${id}`));
const step = (s: string, body: object) => admin.send('PUT', `${API}/${s}`, body);

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'rs');
  admin = w.admin;
  platformId = must(await admin.send('POST', '/coal/platform/add', { code: 'RSPF1', name: '大同南装车站台', station: '大同南' })).id;
  rateId = must(await admin.send('POST', '/coal/railRate/add', RATE)).id;
  contract = await w.contract();
});
afterAll(async () => t?.close());

describe('铁路运价', () => {
  it('keeps its surcharge rows, refuses a bad one with the tariff’s message, and is not deleted once used', async () => {
    const r = must(await admin.get(`/coal/railRate/queryById?id=${rateId}`));
    expect(r).toMatchObject({ name: '测试运价2026', baseRate: '16.3000', surcharges: [{ name: '取送车费', basis: 'wagon', rate: '9' }] });
    const bad = await admin.send('POST', '/coal/railRate/add', { ...RATE, name: '错误运价', surcharges: [{ name: '取送车费', basis: 'perKg', rate: '9' }] });
    expect(bad).toMatchObject({ success: false, message: '取送车费：附加费计费方式不正确' });
    const places = await admin.send('POST', '/coal/railRate/add', { ...RATE, name: '错误运价', surcharges: [{ name: '印花税', basis: 'tonne', rate: '0.12345' }] });
    expect(places).toMatchObject({ success: false, message: '印花税必须是不小于0的数字，最多4位小数' });
    expect(must(await admin.get('/coal/railRate/list?name=错误运价')).total).toBe(0);
  });
});

describe('铁路发运：请车 → 批车 → 装车 → 在途 → 到站 → 站存', () => {
  let s: { id: string; rev: number; shipmentNo: string };

  it('requests wagons with a number, the contract’s parties and a first timeline line', async () => {
    s = await requested();
    expect(s.shipmentNo).toMatch(/^TY\d{8}\d{4}$/);
    expect(s).toMatchObject({ status: 'requested', status_dictText: '已请车', contractNo: contract.contractNo, consumerId: w.consumerA, requestedWagons: 2, rev: 1, platformId_dictText: '大同南装车站台', rateId_dictText: '测试运价2026' });
    const d = await detail(s.id);
    expect(d.events.map((e: any) => [e.kind, e.toStatus])).toEqual([['request', 'requested']]);
    expect(d.wagons).toEqual([]);
    const over = await admin.send('POST', `${API}/add`, { platformId, toStation: '秦皇岛东', requestedWagons: 2, rateId, tariffKm: 100, electrifiedKm: 120 });
    expect(over).toMatchObject({ success: false, message: '电气化里程不能大于运价里程' });
  });

  it('approves no more wagons than requested, then exactly as asked', async () => {
    expect(await step('approve', { id: s.id, rev: 1, approvedWagons: 3 })).toMatchObject({ success: false, message: '批准车数不能大于请车数' });
    const r = must(await step('approve', { id: s.id, rev: 1, approvedWagons: 2, remark: '路局批复' }));
    expect(r).toMatchObject({ status: 'approved', approvedWagons: 2, rev: 2 });
  });

  it('loads two wagons and computes their freight by the tariff (one charged at its marked load), refusing bad rows and changing nothing', async () => {
    const w1 = { wagonNo: '1642317', wagonType: 'C70', markedLoadKg: 70000, ticketKg: 68740 };
    const w2 = { wagonNo: '1650288', wagonType: 'C70', markedLoadKg: 70000, ticketKg: 70620 };
    expect(await step('load', { id: s.id, rev: 2, wagons: [w1, { ...w2, ticketKg: 70.62 }] })).toMatchObject({ success: false, message: '第2节车皮：票重必须是不小于0的整数千克' });
    expect(await step('load', { id: s.id, rev: 2, wagons: [w1, w2, { ...w2, wagonNo: '1650289' }] })).toMatchObject({ success: false, message: '装车数不能大于批准车数（2车）' });
    expect(await step('load', { id: s.id, rev: 2, wagons: [w1, { ...w2, wagonNo: '1642317' }] })).toMatchObject({ success: false, message: '车号1642317重复' });
    expect((await detail(s.id)).wagons).toEqual([]);
    const r = must(await step('load', { id: s.id, rev: 2, wagons: [w1, w2] }));
    // Per tonne: 16.30 + 0.098 × 652 (63.896) + 0.012 × 480 (5.76) + 0.033 × 652 (21.516) = 107.4720 元/t.
    // Wagon 1: ticket 68.740 t below its marked 70 t → charged 70 t: 1141.00 + 4472.72 + 403.20 + 1506.12 + 9.00 = 7532.04.
    // Wagon 2: ticket 70.620 t → 71 t: 1157.30 + 4536.62 (4536.616) + 408.96 + 1527.64 (1527.636) + 9.00 = 7639.52.
    // Total 15171.56 元 on 139 360 kg.
    expect(r).toMatchObject({ status: 'loaded', ticketKg: 139360, freightAmount: '15171.56', rev: 3 });
    const d = await detail(s.id);
    expect(d.wagons.map((x: any) => [x.wagonNo, x.chargedKg, x.freightAmount])).toEqual([
      ['1642317', 70000, '7532.04'],
      ['1650288', 71000, '7639.52'],
    ]);
    expect(d.trace.freight).toMatchObject({ ratePerT: '107.4720', total: '15171.56' });
    expect(d.trace.freight.wagons[0]).toMatchObject({ chargedBy: 'minimum', components: [{ name: '发到基价', amount: '1141.00' }, { name: '运行基价', amount: '4472.72' }, { name: '电气化附加费', amount: '403.20' }, { name: '铁路建设基金', amount: '1506.12' }, { name: '取送车费', amount: '9.00' }] });
    expect(d.trace.rate).toMatchObject({ id: rateId, name: '测试运价2026' });
  });

  it('refuses the steps out of order and a stale version, changing nothing', async () => {
    expect(await step('arrive', { id: s.id, rev: 3, wagons: [] })).toMatchObject({ success: false, message: '当前状态为已装车，不能到站（应为在途）' });
    expect(await step('approve', { id: s.id, rev: 3, approvedWagons: 2 })).toMatchObject({ success: false, message: '当前状态为已装车，不能批车（应为已请车）' });
    expect(await step('depart', { id: s.id, rev: 2, trainNo: '85021' })).toMatchObject({ success: false, message: '该发运单已被他人修改，请刷新后重试' });
    expect(await detail(s.id)).toMatchObject({ status: 'loaded', rev: 3, trainNo: null });
    expect(must(await step('depart', { id: s.id, rev: 3, trainNo: '85021', time: '2026-11-20 08:30' }))).toMatchObject({ status: 'inTransit', trainNo: '85021', departTime: '2026-11-20 08:30:00' });
  });

  it('records arrival weights and the transit loss per wagon and in total against the allowance', async () => {
    expect(await step('arrive', { id: s.id, rev: 4, wagons: [{ wagonNo: '1642317', arrivalKg: 68640 }] })).toMatchObject({ success: false, message: '到站重量应逐节对应已装车皮' });
    expect(await step('arrive', { id: s.id, rev: 4, wagons: [{ wagonNo: '1642317', arrivalKg: 68640 }, { wagonNo: '9999999', arrivalKg: 1 }] })).toMatchObject({ success: false, message: '车皮9999999不在本次装车中' });
    const r = must(await step('arrive', { id: s.id, rev: 4, wagons: [{ wagonNo: '1642317', arrivalKg: 68640 }, { wagonNo: '1650288', arrivalKg: 70520 }] }));
    // 100 kg short on each: 200 / 139 360 × 1000 = 1.4351…‰ → 1.44‰, inside 1.50‰; wagon 1: 100 / 68 740 = 1.4547‰ → 1.45.
    expect(r).toMatchObject({ status: 'arrived', arrivalKg: 139160, lossKg: 200, lossPermille: '1.44', lossAllowancePermille: '1.50' });
    const d = await detail(s.id);
    expect(d.trace.loss).toMatchObject({ flagged: false, ratePermille: '1.44', lossT: '0.200', wagons: [{ ratePermille: '1.45', flagged: false }, { ratePermille: '1.42', flagged: false }] });
    expect(d.wagons.map((x: any) => x.arrivalKg)).toEqual([68640, 70520]);
    must(await step('store', { id: s.id, rev: 5 }));
    const done = await detail(s.id);
    expect(done.status).toBe('stored');
    expect(done.events.map((e: any) => e.kind)).toEqual(['request', 'approve', 'load', 'depart', 'arrive', 'store']);
    expect(done.events[1]).toMatchObject({ fromStatus: 'requested', toStatus: 'approved', remark: '批准2车；路局批复', byUsername: 'admin' });
  });

  it('flags a loss over the allowance', async () => {
    const x = await requested(1);
    must(await step('approve', { id: x.id, rev: 1, approvedWagons: 1 }));
    must(await step('load', { id: x.id, rev: 2, wagons: [{ wagonNo: '5000001', wagonType: 'C64', markedLoadKg: 61000, ticketKg: 61480 }] }));
    must(await step('depart', { id: x.id, rev: 3, trainNo: '85023' }));
    // 140 kg of 61 480 = 2.277…‰ → 2.28‰ > 1.50‰.
    const r = must(await step('arrive', { id: x.id, rev: 4, wagons: [{ wagonNo: '5000001', arrivalKg: 61340 }] }));
    expect(r).toMatchObject({ lossKg: 140, lossPermille: '2.28' });
    expect((await detail(x.id)).trace.loss).toMatchObject({ flagged: true, flaggedWagons: ['5000001'] });
  });

  it('of two clerks approving at once, one wins and the other is told', async () => {
    const x = await requested(2);
    const other = callsAs(t, await userWithPerms(t, 'rs_clerk2', ['coal:railShipment:list', 'coal:railShipment:approve']));
    const [a, b] = await Promise.all([step('approve', { id: x.id, rev: 1, approvedWagons: 2 }), other.send('PUT', `${API}/approve`, { id: x.id, rev: 1, approvedWagons: 1 })]);
    expect([a.success, b.success].sort()).toEqual([false, true]);
    const loser = a.success ? b : a;
    expect(loser.message).toMatch(/^该发运单已由.+批车，请勿重复操作$/);
    const d = await detail(x.id);
    expect(d.events.filter((e: any) => e.kind === 'approve')).toHaveLength(1);
    expect(d.rev).toBe(2);
  });
});

describe('who sees a shipment', () => {
  it('another tenant and another customer’s user see nothing; the contract’s customer sees its own and cannot act', async () => {
    const s = await requested(1);
    await secondTenant(t);
    const perms = ['coal:railShipment:list', 'coal:railShipment:approve', 'coal:railRate:list'];
    const t2 = callsAs(t, await userWithPerms(t, 'rs_t2', perms, { tenantId: 2 }));
    const other = callsAs(t, await userWithPerms(t, 'rs_cb', perms, { org: { kind: 'consumer', id: w.consumerB } }));
    const own = callsAs(t, await userWithPerms(t, 'rs_ca', perms, { org: { kind: 'consumer', id: w.consumerA } }));
    for (const u of [t2, other]) {
      expect(must(await u.get(`${API}/list`)).total).toBe(0);
      expect((await u.get(`${API}/queryById?id=${s.id}`)).success).toBe(false);
      expect((await u.send('PUT', `${API}/approve`, { id: s.id, rev: 1, approvedWagons: 1 })).success).toBe(false);
    }
    expect(must(await t2.get('/coal/railRate/list')).total).toBe(0);
    expect(must(await own.get(`${API}/list`)).records.map((r: any) => r.id)).toContain(s.id);
    expect(await own.send('PUT', `${API}/approve`, { id: s.id, rev: 1, approvedWagons: 1 })).toMatchObject({ success: false, message: '铁路发运由本公司调度办理，业务单位用户只能查看' });
    expect((await detail(s.id)).status).toBe('requested');
  });
});
