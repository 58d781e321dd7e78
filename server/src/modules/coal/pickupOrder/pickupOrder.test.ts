import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { businessToday } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, caller, sheetRows, userWithPerms } from '../../../../test/support/coal-org';
import { dayAfter, dispatchWorld, PICKUP_PERMS, PLAN_PERMS, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { coalDispatchPlan } from '../dispatchPlan/table';
import { coalContract } from '../contract/table';
import { sysQuartzJob } from '../../../core/db/schema/index';
import { expirePickupOrders, pickupExpiryJob } from './expiry';
import { usePickupOrder } from './service';
import { coalPickupOrder } from './table';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
const today = businessToday();
const ymd = today.replaceAll('-', '');
let plates = 0;
/** A fresh plate for each car of the file. */
const plate = () => `晋K${String(10000 + (plates += 1))}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'po');
  admin = w.admin;
});
afterAll(async () => t?.close());

/** An approved plan (of carrier X, a sale to consumer A unless said otherwise) with `trucks` planned trucks. */
async function approvedPlan(trucks = 5, extra: { carrierId?: string; contractId?: string; approve?: boolean } = {}) {
  const contractId = extra.contractId ?? (await w.contract({ quantityT: '10000' })).id;
  const r = await admin.send('POST', '/coal/dispatchPlan/add', { contractId, loadDate: today, carrierId: extra.carrierId ?? w.carrierX, yardId: w.yardId, plannedTrucks: trucks, plannedT: String(trucks * 35) });
  expect(r.success, r.message).toBe(true);
  if (extra.approve !== false) expect((await admin.send('PUT', '/coal/dispatchPlan/approve', { id: r.result.id })).success).toBe(true);
  return r.result as { id: string; planNo: string; contractId: string; contractNo: string };
}
const issue = (planId: string, carId: string, driverId?: string, as: Calls = admin) => as.send('POST', '/coal/pickupOrder/issue', { planId, carId, ...(driverId ? { driverId } : {}) });
const okIssue = async (planId: string, carId: string, driverId?: string, as: Calls = admin) => {
  const r = await issue(planId, carId, driverId, as);
  expect(r.success, r.message).toBe(true);
  return r.result as { id: string; orderNo: string; link: string; status: string; [k: string]: unknown };
};
const order = async (id: string) => (await admin.get(`/coal/pickupOrder/queryById?id=${id}`)).result;

describe('提煤单：开单', () => {
  it('issues an order for a truck of an approved plan: numbered, valid the load day, with the driver’s link', async () => {
    const p = await approvedPlan(2);
    const carId = await w.car(plate(), w.carrierX, w.driverX);
    const o = await okIssue(p.id, carId);
    expect(o.orderNo).toMatch(new RegExp(`^THD${ymd}\\d{5}$`));
    expect(o).toMatchObject({
      planId: p.id,
      planNo: p.planNo,
      contractId: p.contractId,
      contractNo: p.contractNo,
      carId,
      driverId: w.driverX,
      driverName: '王建国',
      driverPhone: '13912345678',
      carrierId: w.carrierX,
      consumerId: w.consumerA,
      yardId: w.yardId,
      materialId: w.materialId,
      loadDate: today,
      validFrom: `${today} 00:00:00`,
      validTo: `${today} 23:59:59`,
      status: 'valid',
      status_dictText: '有效',
      carrierId_dictText: 'po太原顺达物流有限公司',
      yardId_dictText: 'po一号货场',
    });
    // The link holds a random token, never the order's id; nothing the lists show carries it.
    const token = o.link.replace('/driver/pickup/', '');
    expect(o.link).toMatch(/^\/driver\/pickup\/[A-Za-z0-9_-]{32}$/);
    expect(token).not.toContain(o.id);
    const listed = (await admin.get(`/coal/pickupOrder/list?orderNo=${o.orderNo}`)).result.records[0];
    expect(listed.id).toBe(o.id);
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(JSON.stringify(await order(o.id))).not.toContain(token);
    expect((await admin.get(`/coal/pickupOrder/link?id=${o.id}`)).result.link).toBe(o.link);
    const sheet = await sheetRows((await caller(t).get(await t.login(), `/coal/pickupOrder/exportXls?orderNo=${o.orderNo}`)).rawPayload);
    expect(sheet.flat()).toContain(o.orderNo);
    expect(JSON.stringify(sheet)).not.toContain(token);
    // The plan counts its trucks and its timeline says who issued what.
    expect((await admin.get(`/coal/dispatchPlan/queryById?id=${p.id}`)).result.issuedTrucks).toBe(1);
    const events = (await admin.get(`/coal/dispatchPlan/events?id=${p.id}`)).result;
    expect(events.at(-1)).toMatchObject({ kind: 'issue', pickupOrderId: o.id, toStatus: 'valid', byUsername: 'admin' });
    expect(events.at(-1).remark).toContain(o.orderNo);
    // Another driver of the carrier may be named; two orders never share a token.
    const other = await okIssue(p.id, await w.car(plate(), w.carrierX, w.driverX), w.driverX2);
    expect(other).toMatchObject({ driverId: w.driverX2, driverName: '赵志强' });
    expect(other.link).not.toBe(o.link);
  });

  it('refuses what the rules forbid, saying why, and issues nothing', async () => {
    const p = await approvedPlan(1);
    const draft = await approvedPlan(1, { approve: false });
    const closed = await approvedPlan(1);
    await admin.send('PUT', '/coal/dispatchPlan/close', { id: closed.id, remark: '取消' });
    const good = await w.car(plate(), w.carrierX, w.driverX);
    const blackPlate = plate();
    const black = await w.car(blackPlate, w.carrierX, w.driverX, 'blacklisted');
    const offPlate = plate();
    const off = await w.car(offPlate, w.carrierX, w.driverX, 'disabled');
    const yPlate = plate();
    const ofY = await w.car(yPlate, w.carrierY, w.driverY);
    const noDriver = await w.car(plate(), w.carrierX);
    const before = (await admin.get('/coal/pickupOrder/list')).result.total;
    const bad = async (planId: string, carId: string, driverId?: string) => (await issue(planId, carId, driverId)).message;
    expect(await bad(draft.id, good)).toBe('只有已审核或执行中的调度计划可以开提煤单');
    expect(await bad(closed.id, good)).toBe('只有已审核或执行中的调度计划可以开提煤单');
    expect(await bad('no-such-plan', good)).toBe('未找到对应数据');
    expect(await bad(p.id, black)).toBe(`车辆「${blackPlate}」已列入黑名单，不能开提煤单`);
    expect(await bad(p.id, off)).toBe(`车辆「${offPlate}」已停用，不能开提煤单`);
    expect(await bad(p.id, ofY)).toBe(`车辆「${yPlate}」不属于承运单位「po太原顺达物流有限公司」`);
    expect(await bad(p.id, good, w.driverY)).toBe('司机「李卫东」不属于承运单位「po太原顺达物流有限公司」');
    expect(await bad(p.id, noDriver)).toBe('请选择司机');
    expect(await bad(p.id, 'no-such-car')).toBe('车辆不存在或已删除');
    expect(await bad(p.id, good, 'no-such-driver')).toBe('司机不存在或已删除');
    expect((await admin.send('POST', '/coal/pickupOrder/issue', { carId: good })).message).toBe('请选择调度计划');
    expect((await admin.send('POST', '/coal/pickupOrder/issue', { planId: p.id })).message).toBe('请选择车辆');
    expect((await admin.get('/coal/pickupOrder/list')).result.total).toBe(before);
    // The plan's trucks: one planned, one issued, no more.
    const first = await okIssue(p.id, good);
    expect(await bad(p.id, await w.car(plate(), w.carrierX, w.driverX))).toBe('该调度计划的1车提煤单已开满');
    // A car holds one valid order at a time, whichever plan.
    const p2 = await approvedPlan(3);
    expect(await bad(p2.id, good)).toBe(`车辆「${(await order(first.id)).plateNo}」已有有效的提煤单（${first.orderNo}），不能重复开单`);
  });

  it('refuses a plan whose day has passed or whose contract stopped executing', async () => {
    const p = await approvedPlan(3);
    const car = await w.car(plate(), w.carrierX, w.driverX);
    await t.ctx.db.update(coalDispatchPlan).set({ loadDate: dayAfter(-1) }).where(eq(coalDispatchPlan.id, p.id));
    expect((await issue(p.id, car)).message).toBe('调度计划的装车日期已过，不能开提煤单');
    await t.ctx.db.update(coalDispatchPlan).set({ loadDate: today }).where(eq(coalDispatchPlan.id, p.id));
    // A contract no longer executing refuses (its plans are normally closed with it; here the state alone moved).
    await t.ctx.db.update(coalContract).set({ status: 'completed' }).where(eq(coalContract.id, p.contractId));
    expect((await issue(p.id, car)).message).toBe('合同已不在执行中，不能开提煤单');
    await t.ctx.db.update(coalContract).set({ status: 'executing' }).where(eq(coalContract.id, p.contractId));
    // Completed through its action, the contract closes the plan with it.
    expect((await admin.send('PUT', '/coal/contract/complete', { id: p.contractId })).success).toBe(true);
    expect((await issue(p.id, car)).message).toBe('只有已审核或执行中的调度计划可以开提煤单');
  });

  it('of many clerks issuing at once, no more than the planned trucks get an order', async () => {
    const p = await approvedPlan(3);
    const cars = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => w.car(plate(), w.carrierX, w.driverX)));
    const results = await Promise.all(cars.map((c) => issue(p.id, c)));
    expect(results.filter((r) => r.success)).toHaveLength(3);
    expect(results.filter((r) => !r.success).map((r) => r.message)).toEqual(Array(4).fill('该调度计划的3车提煤单已开满'));
    expect((await admin.get(`/coal/pickupOrder/list?planId=${p.id}`)).result.total).toBe(3);
    expect(new Set(results.filter((r) => r.success).map((r) => r.result.orderNo)).size).toBe(3);
  });

  it('of two orders for one car on two plans at once, exactly one is issued', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await approvedPlan(5), await approvedPlan(5)];
      const car = await w.car(plate(), w.carrierX, w.driverX);
      const results = await Promise.all([issue(a.id, car), issue(b.id, car)]);
      expect(results.filter((r) => r.success)).toHaveLength(1);
      expect(results.find((r) => !r.success)?.message).toMatch(/^车辆「晋K\d{5}」已有有效的提煤单(（THD\d{13}）)?，不能重复开单$/);
    }
  });
});

describe('提煤单：作废、使用、关闭计划', () => {
  it('voids a valid order with a reason, once; the truck and the car are free again', async () => {
    const p = await approvedPlan(1);
    const car = await w.car(plate(), w.carrierX, w.driverX);
    const o = await okIssue(p.id, car);
    expect((await admin.send('PUT', '/coal/pickupOrder/void', { id: o.id, reason: '  ' })).message).toBe('请填写作废原因');
    const r = await admin.send('PUT', '/coal/pickupOrder/void', { id: o.id, reason: '司机临时换车' });
    expect(r.success, r.message).toBe(true);
    expect(r.result).toMatchObject({ status: 'void', status_dictText: '已作废', voidReason: '司机临时换车' });
    expect((await admin.send('PUT', '/coal/pickupOrder/void', { id: o.id, reason: '再作废' })).message).toBe('只有有效的提煤单可以作废');
    const again = await okIssue(p.id, car);
    expect(again.orderNo).not.toBe(o.orderNo);
    const events = (await admin.get(`/coal/dispatchPlan/events?id=${p.id}`)).result.filter((e: any) => e.pickupOrderId === o.id);
    expect(events.map((e: any) => [e.kind, e.remark])).toEqual([
      ['issue', expect.stringContaining(o.orderNo)],
      ['void', '司机临时换车'],
    ]);
  });

  it('a used order keeps its truck and is not voided; closing the plan voids only the valid ones', async () => {
    const p = await approvedPlan(2);
    const used = await okIssue(p.id, await w.car(plate(), w.carrierX, w.driverX));
    expect(await usePickupOrder(t.ctx.db, used.id)).toBe(true);
    expect(await usePickupOrder(t.ctx.db, used.id)).toBe(false);
    const valid = await okIssue(p.id, await w.car(plate(), w.carrierX, w.driverX));
    expect((await issue(p.id, await w.car(plate(), w.carrierX, w.driverX))).message).toBe('该调度计划的2车提煤单已开满');
    expect((await admin.send('PUT', '/coal/pickupOrder/void', { id: used.id, reason: 'x' })).message).toBe('只有有效的提煤单可以作废');
    expect((await admin.send('PUT', '/coal/dispatchPlan/close', { id: p.id, remark: '矿上停产' })).success).toBe(true);
    expect(await order(used.id)).toMatchObject({ status: 'used' });
    expect(await order(valid.id)).toMatchObject({ status: 'void', voidReason: '调度计划已关闭：矿上停产' });
  });

  it('a used order is only one within its validity', async () => {
    const p = await approvedPlan(1);
    const o = await okIssue(p.id, await w.car(plate(), w.carrierX, w.driverX));
    expect(await usePickupOrder(t.ctx.db, o.id, new Date(Date.parse(`${dayAfter(1)}T00:00:00+08:00`)))).toBe(false);
    expect((await order(o.id)).status).toBe('valid');
  });

  it('keeps a car with a valid order from being deleted', async () => {
    const p = await approvedPlan(1);
    const plateNo = plate();
    const car = await w.car(plateNo, w.carrierX, w.driverX);
    const o = await okIssue(p.id, car);
    expect((await admin.send('DELETE', `/coal/car/delete?id=${car}`)).message).toBe(`车辆「${plateNo}」有有效的提煤单（${o.orderNo}），不能删除`);
    await admin.send('PUT', '/coal/pickupOrder/void', { id: o.id, reason: '换车' });
    expect((await admin.send('DELETE', `/coal/car/delete?id=${car}`)).success).toBe(true);
    expect((await admin.send('DELETE', `/coal/car/deleteRecycleBin?ids=${car}`)).message).toBe(`车辆「${plateNo}」已有提煤单（${o.orderNo}），不能彻底删除`);
  });
});

describe('提煤单：二维码', () => {
  it('answers a PNG whose QR code reads the driver’s link', async () => {
    const p = await approvedPlan(1);
    const o = await okIssue(p.id, await w.car(plate(), w.carrierX, w.driverX));
    const r = await caller(t).get(await t.login(), `/coal/pickupOrder/qr?id=${o.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    const png = r.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const image = PNG.sync.read(png);
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(code?.data).toMatch(/^https?:\/\/[^/]+\/driver\/pickup\/[A-Za-z0-9_-]{32}$/);
    expect(code!.data.endsWith(o.link)).toBe(true);
    expect((await admin.get('/coal/pickupOrder/qr?id=no-such-order')).message).toBe('未找到对应数据');
  });
});

describe('提煤单：过期', () => {
  it('the daily job marks valid orders past their day as expired, once, and nothing else', async () => {
    const p = await approvedPlan(3);
    const valid = await okIssue(p.id, await w.car(plate(), w.carrierX, w.driverX));
    const used = await okIssue(p.id, await w.car(plate(), w.carrierX, w.driverX));
    await usePickupOrder(t.ctx.db, used.id);
    const voided = await okIssue(p.id, await w.car(plate(), w.carrierX, w.driverX));
    await admin.send('PUT', '/coal/pickupOrder/void', { id: voided.id, reason: '取消' });
    // Still within the load day: nothing expires.
    expect(await expirePickupOrders(t.ctx, new Date(Date.parse(`${today}T23:59:00+08:00`)))).toBe(0);
    const tomorrow = new Date(Date.parse(`${dayAfter(1)}T00:05:00+08:00`));
    const ran = await pickupExpiryJob.run({ app: t.ctx, jobId: 'test', scheduledAt: tomorrow, signal: new AbortController().signal, log: t.app.log }, undefined);
    expect(ran).toMatch(/^已过期\d+张提煤单$/);
    expect(await order(valid.id)).toMatchObject({ status: 'expired', status_dictText: '已过期' });
    expect((await order(used.id)).status).toBe('used');
    expect((await order(voided.id)).status).toBe('void');
    expect(await expirePickupOrders(t.ctx, tomorrow)).toBe(0);
    expect((await admin.get(`/coal/dispatchPlan/events?id=${p.id}`)).result.filter((e: any) => e.kind === 'expire').map((e: any) => [e.pickupOrderId, e.byUsername])).toEqual([[valid.id, 'system']]);
    // The expired order no longer holds a truck of the plan nor its car.
    expect((await admin.get(`/coal/dispatchPlan/queryById?id=${p.id}`)).result.issuedTrucks).toBe(1);
    const rows = await t.ctx.db.select({ status: coalPickupOrder.status }).from(coalPickupOrder).where(eq(coalPickupOrder.id, valid.id));
    expect(rows).toEqual([{ status: 'expired' }]);
  });

  it('is scheduled daily in a fresh database', async () => {
    const [job] = await t.ctx.db.select().from(sysQuartzJob).where(eq(sysQuartzJob.handlerKey, 'coalPickupExpiry'));
    expect(job).toMatchObject({ cronExpression: '0 5 0 * * ?', status: 0 });
  });
});

describe('提煤单：租户与单位隔离', () => {
  let ofX: { id: string; orderNo: string };
  let ofY: { id: string; orderNo: string };
  let planX: { id: string };
  let planY: { id: string };
  let carrierX: Calls;
  let carrierY: Calls;
  beforeAll(async () => {
    planX = await approvedPlan(5);
    const salesB = await w.contract({ counterpartyId: w.consumerB, quantityT: '10000' });
    planY = await approvedPlan(5, { carrierId: w.carrierY, contractId: salesB.id });
    ofX = await okIssue(planX.id, await w.car(plate(), w.carrierX, w.driverX));
    ofY = await okIssue(planY.id, await w.car(plate(), w.carrierY, w.driverY));
    carrierX = callsAs(t, await userWithPerms(t, 'po_carrier_x', [...PICKUP_PERMS, 'coal:dispatchPlan:list'], { org: { kind: 'carrier', id: w.carrierX } }));
    carrierY = callsAs(t, await userWithPerms(t, 'po_carrier_y', [...PICKUP_PERMS, 'coal:dispatchPlan:list'], { org: { kind: 'carrier', id: w.carrierY } }));
  });

  const ids = async (as: Calls, query = '') => ((await as.get(`/coal/pickupOrder/list?pageSize=1000${query}`)).result.records as any[]).map((r) => r.id);

  it('a carrier’s user sees, voids and prints only its own orders, whatever the query', async () => {
    const x = await ids(carrierX);
    expect(x).toContain(ofX.id);
    expect(x).not.toContain(ofY.id);
    expect(await ids(carrierX, `&carrierId=${w.carrierY}`)).toEqual([]);
    expect(await ids(carrierX, `&planId=${planY.id}`)).toEqual([]);
    expect((await carrierX.get(`/coal/pickupOrder/queryById?id=${ofY.id}`)).message).toBe('未找到对应数据');
    expect((await carrierX.get(`/coal/pickupOrder/link?id=${ofY.id}`)).message).toBe('未找到对应数据');
    expect((await carrierX.get(`/coal/pickupOrder/qr?id=${ofY.id}`)).message).toBe('未找到对应数据');
    expect((await carrierX.send('PUT', '/coal/pickupOrder/void', { id: ofY.id, reason: '恶意作废' })).message).toBe('未找到对应数据');
    expect((await order(ofY.id)).status).toBe('valid');
    const sheet = await sheetRows((await caller(t).get(await t.login('po_carrier_x', 'Passw0rd!x'), '/coal/pickupOrder/exportXls')).rawPayload);
    expect(sheet.flat()).toContain(ofX.orderNo);
    expect(sheet.flat()).not.toContain(ofY.orderNo);
  });

  it('a carrier’s user issues orders on its carrier’s plans for its own cars, and on no other plan', async () => {
    const mine = await okIssue(planX.id, await w.car(plate(), w.carrierX, w.driverX), undefined, carrierX);
    expect(mine.carrierId).toBe(w.carrierX);
    expect((await issue(planY.id, await w.car(plate(), w.carrierY, w.driverY), undefined, carrierX)).message).toBe('未找到对应数据');
    // Another carrier's car on its own plan is still another carrier's car.
    expect((await issue(planX.id, await w.car(plate(), w.carrierY, w.driverY), undefined, carrierX)).message).toMatch(/^车辆「晋K\d{5}」不属于承运单位/);
    expect((await carrierX.send('PUT', '/coal/pickupOrder/void', { id: mine.id, reason: '换车' })).success).toBe(true);
    expect((await ids(carrierY))).not.toContain(mine.id);
  });

  it('a customer’s user sees the orders of its plans and issues none', async () => {
    const consumerA = callsAs(t, await userWithPerms(t, 'po_consumer_a', PICKUP_PERMS, { org: { kind: 'consumer', id: w.consumerA } }));
    const consumerB = callsAs(t, await userWithPerms(t, 'po_consumer_b', PICKUP_PERMS, { org: { kind: 'consumer', id: w.consumerB } }));
    const supplier = callsAs(t, await userWithPerms(t, 'po_supplier', PICKUP_PERMS, { org: { kind: 'supplier', id: w.supplierS } }));
    expect(await ids(consumerA)).toContain(ofX.id);
    expect(await ids(consumerA)).not.toContain(ofY.id);
    expect(await ids(consumerB)).toContain(ofY.id);
    expect(await ids(consumerB)).not.toContain(ofX.id);
    expect(await ids(supplier)).toEqual([]);
    expect((await issue(planX.id, await w.car(plate(), w.carrierX, w.driverX), undefined, consumerA)).message).toBe('提煤单由本公司调度人员或承运单位办理');
    expect((await consumerA.send('PUT', '/coal/pickupOrder/void', { id: ofX.id, reason: 'x' })).message).toBe('提煤单由本公司调度人员或承运单位办理');
  });

  it('shows another tenant nothing and lets it change nothing', async () => {
    const other = callsAs(t, await userWithPerms(t, 'po_tenant2', [...PICKUP_PERMS, ...PLAN_PERMS], { tenantId: 2 }));
    expect((await other.get('/coal/pickupOrder/list')).result.total).toBe(0);
    for (const url of ['queryById', 'link', 'qr']) expect((await other.get(`/coal/pickupOrder/${url}?id=${ofX.id}`)).message, url).toBe('未找到对应数据');
    expect((await other.send('PUT', '/coal/pickupOrder/void', { id: ofX.id, reason: 'x' })).message).toBe('未找到对应数据');
    expect((await issue(planX.id, 'x', undefined, other)).message).toBe('未找到对应数据');
    expect((await order(ofX.id)).status).toBe('valid');
    const exported = await sheetRows((await caller(t).get(await t.login('po_tenant2', 'Passw0rd!x'), '/coal/pickupOrder/exportXls')).rawPayload);
    expect(exported.flat()).not.toContain(ofX.orderNo);
  });

  it('without the permission, no issue and no void', async () => {
    const reader = callsAs(t, await userWithPerms(t, 'po_reader', ['coal:pickupOrder:list']));
    expect((await issue(planX.id, 'x', undefined, reader)).code).toBe(510);
    expect((await reader.send('PUT', '/coal/pickupOrder/void', { id: ofX.id, reason: 'x' })).code).toBe(510);
    expect((await reader.get(`/coal/pickupOrder/queryById?id=${ofX.id}`)).result.status).toBe('valid');
  });
});

describe('合同结束时', () => {
  it('closes the contract’s open plans and voids their valid pickup orders, on the timeline, in the same change', async () => {
    const contract = await w.contract({ quantityT: '10000' });
    const approved = await approvedPlan(2, { contractId: contract.id });
    const draft = await approvedPlan(1, { contractId: contract.id, approve: false });
    const o = await okIssue(approved.id, await w.car(plate(), w.carrierX, w.driverX));
    const other = await approvedPlan(1);
    const untouched = await okIssue(other.id, await w.car(plate(), w.carrierX, w.driverX));
    const r = await admin.send('PUT', '/coal/contract/terminate', { id: contract.id, remark: '客户违约' });
    expect(r.success, r.message).toBe(true);
    const reason = `合同${contract.contractNo}已终止：客户违约`;
    for (const p of [approved, draft]) expect((await admin.get(`/coal/dispatchPlan/queryById?id=${p.id}`)).result).toMatchObject({ status: 'closed', closeReason: reason });
    expect(await order(o.id)).toMatchObject({ status: 'void', voidReason: reason });
    // Another contract's plan and order go on.
    expect((await admin.get(`/coal/dispatchPlan/queryById?id=${other.id}`)).result.status).toBe('approved');
    expect((await order(untouched.id)).status).toBe('valid');
    const events = (await admin.get(`/coal/dispatchPlan/events?id=${approved.id}`)).result.map((e: any) => [e.kind, e.fromStatus, e.toStatus, e.remark]);
    expect(events).toEqual(expect.arrayContaining([['close', 'approved', 'closed', reason], ['void', 'valid', 'void', reason]]));
  });
});
