import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessToday } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';
import { dayAfter, dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { QUEUE_PERMS } from '../../../../test/support/queue';
import { coalCar } from '../car/table';
import { coalPickupOrder } from '../pickupOrder/table';
import { coalQueueTicket } from './table';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
const today = businessToday();
let plates = 0;
const plate = () => `晋Q${String(20000 + (plates += 1))}`;
let yardN = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'qu');
  admin = w.admin;
});
afterAll(async () => t?.close());

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

/** A fresh yard (its own queue) and an approved plan there of carrier X with `trucks` trucks. */
async function yardPlan(trucks = 20, carrierId = () => w.carrierX) {
  const yardId = must(await admin.send('POST', '/coal/freightYard/add', { code: `qyard${(yardN += 1)}`, name: `qu${yardN}号货场` })).id as string;
  const c = await w.contract({ quantityT: '100000' });
  const plan = must(await admin.send('POST', '/coal/dispatchPlan/add', { contractId: c.id, loadDate: today, carrierId: carrierId(), yardId, plannedTrucks: trucks, plannedT: String(trucks * 35) }));
  must(await admin.send('PUT', '/coal/dispatchPlan/approve', { id: plan.id }));
  return { yardId, planId: plan.id as string };
}
/** A car of carrier X (or the given one) with a pickup order issued on the plan. */
async function truck(planId: string, carrierId = w.carrierX, driverId = w.driverX) {
  const plateNo = plate();
  const carId = await w.car(plateNo, carrierId, driverId);
  const order = must(await admin.send('POST', '/coal/pickupOrder/issue', { planId, carId }));
  return { plateNo, carId, orderId: order.id as string, orderNo: order.orderNo as string };
}
const checkIn = (body: object, as: Calls = admin) => as.send('POST', '/coal/queue/checkIn', body);
const ticket = async (id: string) => must(await admin.get(`/coal/queue/queryById?id=${id}`));
const board = async (yardId: string, as: Calls = admin) => must(await as.get(`/coal/queue/board?yardId=${yardId}`));

describe('排队签到', () => {
  it('checks a truck in by pickup order or by plate: numbered per yard and day, the order used, on the board', async () => {
    const { yardId, planId } = await yardPlan();
    const a = await truck(planId);
    const b = await truck(planId);
    const ta = must(await checkIn({ pickupOrderId: a.orderId }));
    expect(ta).toMatchObject({ queueNo: 1, status: 'waiting', status_dictText: '排队中', plateNo: a.plateNo, pickupOrderId: a.orderId, pickupOrderNo: a.orderNo, yardId, businessDay: today, carrierId: w.carrierX, consumerId: w.consumerA, driverName: '王建国' });
    const tb = must(await checkIn({ plateNo: b.plateNo }));
    expect(tb).toMatchObject({ queueNo: 2, status: 'waiting', pickupOrderId: b.orderId });
    const order = must(await admin.get(`/coal/pickupOrder/queryById?id=${a.orderId}`));
    expect(order.status).toBe('used');
    // Another yard counts from 1.
    const other = await yardPlan();
    expect(must(await checkIn({ plateNo: (await truck(other.planId)).plateNo })).queueNo).toBe(1);
    const bd = await board(yardId);
    expect(bd.called).toEqual([]);
    expect(bd.waiting.map((l: any) => [l.position, l.queueNo, l.plateNo, l.status])).toEqual([
      [1, 1, a.plateNo, 'waiting'],
      [2, 2, b.plateNo, 'waiting'],
    ]);
    const listed = must(await admin.get(`/coal/queue/list?yardId=${yardId}`));
    expect(listed.total).toBe(2);
  });

  it('refuses what the rules forbid, saying why, and changes nothing', async () => {
    const { yardId, planId } = await yardPlan();
    const bad = async (body: object) => (await checkIn(body)).message;
    expect(await bad({})).toBe('请扫描提煤单或输入车牌号');
    expect(await bad({ pickupOrderId: 'no-such' })).toBe('提煤单不存在');
    expect(await bad({ plateNo: '晋Z99999' })).toBe('该车辆没有今天有效的提煤单');
    const black = await truck(planId);
    await t.ctx.db.update(coalCar).set({ status: 'blacklisted' }).where(eq(coalCar.id, black.carId));
    expect(await bad({ pickupOrderId: black.orderId })).toBe(`车辆「${black.plateNo}」已列入黑名单，不能排队`);
    const off = await truck(planId);
    await t.ctx.db.update(coalCar).set({ status: 'disabled' }).where(eq(coalCar.id, off.carId));
    expect(await bad({ plateNo: off.plateNo })).toBe(`车辆「${off.plateNo}」已停用，不能排队`);
    const voided = await truck(planId);
    must(await admin.send('PUT', '/coal/pickupOrder/void', { id: voided.orderId, reason: '司机换车' }));
    expect(await bad({ pickupOrderId: voided.orderId })).toBe('提煤单已作废');
    expect(await bad({ plateNo: voided.plateNo })).toBe('该车辆没有今天有效的提煤单');
    const expired = await truck(planId);
    await t.ctx.db.update(coalPickupOrder).set({ status: 'expired' }).where(eq(coalPickupOrder.id, expired.orderId));
    expect(await bad({ pickupOrderId: expired.orderId })).toBe('提煤单已过期');
    const tomorrow = await truck(planId);
    await t.ctx.db.update(coalPickupOrder).set({ loadDate: dayAfter(1) }).where(eq(coalPickupOrder.id, tomorrow.orderId));
    expect(await bad({ pickupOrderId: tomorrow.orderId })).toBe('提煤单不是今天的，不能排队');
    expect(await bad({ plateNo: tomorrow.plateNo })).toBe('该车辆没有今天有效的提煤单');
    // The order of a ticket cannot check in again; the car holds one open ticket whatever its orders.
    const good = await truck(planId);
    const first = must(await checkIn({ pickupOrderId: good.orderId }));
    expect(await bad({ pickupOrderId: good.orderId })).toBe('提煤单已使用，不能重复排队');
    const second = await truck(planId); // another car; then give the first car a second order
    must(await admin.send('POST', '/coal/pickupOrder/issue', { planId, carId: good.carId }));
    expect(await bad({ plateNo: good.plateNo })).toBe(`车辆「${good.plateNo}」已在排队中（${first.queueNo}号），不能重复排队`);
    expect(must(await admin.get(`/coal/queue/list?yardId=${yardId}`)).total).toBe(1);
    for (const o of [black, off, tomorrow]) expect(must(await admin.get(`/coal/pickupOrder/queryById?id=${o.orderId}`)).status).toBe('valid');
    expect(must(await checkIn({ plateNo: second.plateNo })).queueNo).toBe(first.queueNo + 1);
  });

  it('of many check-ins at once, each gets its own number', async () => {
    const { yardId, planId } = await yardPlan();
    const trucks = [];
    for (let i = 0; i < 8; i++) trucks.push(await truck(planId));
    const results = await Promise.all(trucks.map((x) => checkIn({ pickupOrderId: x.orderId })));
    for (const r of results) expect(r.success, r.message).toBe(true);
    expect(results.map((r) => r.result.queueNo).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The same order checked in twice at once: one ticket.
    const x = await truck(planId);
    const twice = await Promise.all([checkIn({ pickupOrderId: x.orderId }), checkIn({ plateNo: x.plateNo })]);
    expect(twice.filter((r) => r.success)).toHaveLength(1);
    expect(must(await admin.get(`/coal/queue/list?yardId=${yardId}&pageSize=100`)).total).toBe(9);
  });
});

describe('叫号、进场、过号、作废', () => {
  it('calls the oldest number, lets it enter, sends a missed one to the back, voids with a reason', async () => {
    const { yardId, planId } = await yardPlan();
    const ts = [];
    for (let i = 0; i < 3; i++) ts.push(must(await checkIn({ pickupOrderId: (await truck(planId)).orderId })));
    const call = async () => admin.send('PUT', '/coal/queue/call', { yardId });
    const c1 = must(await call());
    expect(c1).toMatchObject({ id: ts[0].id, status: 'called', status_dictText: '已叫号' });
    expect(c1.calledTime).toBeTruthy();
    let bd = await board(yardId);
    expect(bd.called.map((l: any) => l.id)).toEqual([ts[0].id]);
    expect(bd.waiting.map((l: any) => [l.position, l.id])).toEqual([
      [1, ts[1].id],
      [2, ts[2].id],
    ]);
    // Enter: only a called ticket, once.
    expect((await admin.send('PUT', '/coal/queue/enter', { id: ts[1].id })).message).toBe('只有已叫号的车辆可以进场');
    expect(must(await admin.send('PUT', '/coal/queue/enter', { id: ts[0].id }))).toMatchObject({ status: 'entered', status_dictText: '已进场' });
    expect((await admin.send('PUT', '/coal/queue/enter', { id: ts[0].id })).message).toBe('只有已叫号的车辆可以进场');
    // Skip: only a called ticket; it goes to the back with a new number.
    expect((await admin.send('PUT', '/coal/queue/skip', { id: ts[2].id })).message).toBe('只有已叫号的车辆可以过号');
    const c2 = must(await call());
    expect(c2.id).toBe(ts[1].id);
    const skipped = must(await admin.send('PUT', '/coal/queue/skip', { id: ts[1].id }));
    expect(skipped).toMatchObject({ status: 'skipped', status_dictText: '过号', queueNo: 4, skipCount: 1, calledTime: null });
    bd = await board(yardId);
    expect(bd.called).toEqual([]);
    expect(bd.waiting.map((l: any) => [l.position, l.queueNo, l.status])).toEqual([
      [1, 3, 'waiting'],
      [2, 4, 'skipped'],
    ]);
    expect(must(await call()).id).toBe(ts[2].id);
    expect(must(await call()).id).toBe(ts[1].id);
    expect((await call()).message).toBe('当前没有排队的车辆');
    // Void: a reason, a ticket not yet weighed, once.
    expect((await admin.send('PUT', '/coal/queue/void', { id: ts[2].id })).message).toBe('请填写作废原因');
    expect((await admin.send('PUT', '/coal/queue/void', { id: ts[2].id, reason: '  ' })).message).toBe('请填写作废原因');
    expect(must(await admin.send('PUT', '/coal/queue/void', { id: ts[2].id, reason: '司机离场' }))).toMatchObject({ status: 'void', voidReason: '司机离场', status_dictText: '作废' });
    expect((await admin.send('PUT', '/coal/queue/void', { id: ts[2].id, reason: '再次' })).message).toBe('只有未过磅的排队记录可以作废');
    await t.ctx.db.update(coalQueueTicket).set({ status: 'tared' }).where(eq(coalQueueTicket.id, ts[0].id));
    expect((await admin.send('PUT', '/coal/queue/void', { id: ts[0].id, reason: '过磅后' })).message).toBe('只有未过磅的排队记录可以作废');
    // A voided ticket frees its car: a new order checks in again.
    const car = (await ticket(ts[2].id)).carId;
    must(await admin.send('POST', '/coal/pickupOrder/issue', { planId, carId: car }));
    expect(must(await checkIn({ plateNo: (await ticket(ts[2].id)).plateNo })).queueNo).toBe(5);
    // Unknown ids and yards.
    expect((await admin.send('PUT', '/coal/queue/enter', { id: 'no-such' })).message).toBe('未找到对应数据');
    expect((await admin.send('PUT', '/coal/queue/call', { yardId: 'no-such' })).message).toBe('货场不存在或已删除');
    expect((await admin.send('PUT', '/coal/queue/call', {})).message).toBe('请选择货场');
  });

  it('of clerks calling at once, each calls a different truck', async () => {
    const { yardId, planId } = await yardPlan();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(must(await checkIn({ pickupOrderId: (await truck(planId)).orderId })).id);
    const calls = await Promise.all([0, 1, 2, 3].map(() => admin.send('PUT', '/coal/queue/call', { yardId })));
    for (const r of calls) expect(r.success, r.message).toBe(true);
    const called = calls.map((r) => r.result.id);
    expect(new Set(called).size).toBe(4);
    expect([...called].sort()).toEqual([...ids.slice(0, 4)].sort());
    // Two at once for the last one: exactly one wins.
    const last = await Promise.all([0, 1].map(() => admin.send('PUT', '/coal/queue/call', { yardId })));
    expect(last.filter((r) => r.success).map((r) => r.result.id)).toEqual([ids[4]]);
    expect(last.find((r) => !r.success)?.message).toBe('当前没有排队的车辆');
    // Two clerks entering or skipping one called ticket at once: one wins.
    const both = await Promise.all([admin.send('PUT', '/coal/queue/enter', { id: ids[0] }), admin.send('PUT', '/coal/queue/skip', { id: ids[0] })]);
    expect(both.filter((r) => r.success)).toHaveLength(1);
  });

  it('publishes each change to open lists and boards', async () => {
    const { yardId, planId } = await yardPlan();
    const seen: unknown[] = [];
    const bus = t.ctx.bus as unknown as { publish: (...a: unknown[]) => unknown };
    const original = bus.publish.bind(bus);
    bus.publish = (...a: unknown[]) => {
      seen.push(a);
      return original(...a);
    };
    try {
      const tk = must(await checkIn({ pickupOrderId: (await truck(planId)).orderId }));
      must(await admin.send('PUT', '/coal/queue/call', { yardId }));
      must(await admin.send('PUT', '/coal/queue/enter', { id: tk.id }));
      const text = JSON.stringify(seen);
      expect(text).toContain('coalQueueTicket');
      expect(text.split(tk.id).length - 1).toBeGreaterThanOrEqual(3);
    } finally {
      bus.publish = original;
    }
  });
});

describe('排队签到 by what the gate scans', () => {
  it("takes the order number or the QR code's link, in the caller's tenant only", async () => {
    const { planId } = await yardPlan();
    const a = await truck(planId);
    const b = await truck(planId);
    expect(must(await checkIn({ orderNo: a.orderNo.toLowerCase() }))).toMatchObject({ pickupOrderId: a.orderId, queueNo: 1 });
    const link = must(await admin.get(`/coal/pickupOrder/link?id=${b.orderId}`)).link as string;
    const token = link.replace('/driver/pickup/', '');
    const t2 = callsAs(t, await userWithPerms(t, 'qu_scan_t2', QUEUE_PERMS, { tenantId: 2 }));
    expect((await checkIn({ token }, t2)).message).toBe('提煤单不存在');
    expect((await checkIn({ orderNo: b.orderNo }, t2)).message).toBe('提煤单不存在');
    expect(must(await checkIn({ token }))).toMatchObject({ pickupOrderId: b.orderId, queueNo: 2 });
    expect((await checkIn({ orderNo: 'THD000' })).message).toBe('提煤单不存在');
  });
});

describe('调度员', () => {
  it('has 调度管理 > 排队叫号 with its buttons, and works the queue with them', async () => {
    const { yardId, planId } = await yardPlan();
    const a = await truck(planId);
    await t.createUser({ username: 'qu_dispatcher', password: 'Dispatch@2026', roles: ['dispatcher'] });
    const d = callsAs(t, await t.login('qu_dispatcher', 'Dispatch@2026'));
    const perms = must(await d.get('/sys/permission/getUserPermissionByToken'));
    const all = (nodes: any[]): any[] => nodes.flatMap((m) => [m, ...all(m.children ?? [])]);
    const folder = all(perms.menu).find((m) => m.meta?.title === '调度管理');
    expect(folder.children.find((m: any) => m.path === '/coal/queue')).toMatchObject({ component: 'coal/queue/QueueList', meta: { title: '排队叫号' } });
    expect(perms.auth.map((x: any) => x.action)).toEqual(expect.arrayContaining(QUEUE_PERMS));
    const tk = must(await d.send('POST', '/coal/queue/checkIn', { plateNo: a.plateNo }));
    expect(must(await d.send('PUT', '/coal/queue/call', { yardId })).id).toBe(tk.id);
    must(await d.send('PUT', '/coal/queue/enter', { id: tk.id }));
    expect(must(await d.send('POST', '/coal/queue/boardLink', { yardId })).link).toMatch(/^\/board\/queue\//);
  });
});

describe('who sees and changes what', () => {
  it("another carrier's user and tenant 2 see and change nothing of carrier X's queue", async () => {
    const { yardId, planId } = await yardPlan();
    const x = await truck(planId);
    const tk = must(await checkIn({ pickupOrderId: x.orderId }));
    const y = callsAs(t, await userWithPerms(t, 'qu_carrier_y', QUEUE_PERMS, { org: { kind: 'carrier', id: w.carrierY } }));
    const xUser = callsAs(t, await userWithPerms(t, 'qu_carrier_x', QUEUE_PERMS, { org: { kind: 'carrier', id: w.carrierX } }));
    const t2 = callsAs(t, await userWithPerms(t, 'qu_tenant2', QUEUE_PERMS, { tenantId: 2 }));
    // Carrier X's user sees its truck on the list and the board, but does not call.
    expect(must(await xUser.get(`/coal/queue/list?yardId=${yardId}`)).records.map((r: any) => r.id)).toEqual([tk.id]);
    expect((await board(yardId, xUser)).waiting.map((l: any) => l.id)).toEqual([tk.id]);
    expect((await xUser.send('PUT', '/coal/queue/call', { yardId })).message).toBe('叫号、进场、过号和作废由本公司人员办理');
    for (const who of [y, t2]) {
      const list = await who.get(`/coal/queue/list?pageSize=1000`);
      expect(list.success).toBe(true);
      expect(list.result.records.map((r: any) => r.id)).not.toContain(tk.id);
      expect((await who.get(`/coal/queue/queryById?id=${tk.id}`)).success).toBe(false);
      for (const [path, body] of [
        ['enter', { id: tk.id }],
        ['skip', { id: tk.id }],
        ['void', { id: tk.id, reason: '恶意' }],
        ['call', { yardId }],
      ] as const) expect((await who.send('PUT', `/coal/queue/${path}`, body)).success, path).toBe(false);
      expect((await who.send('POST', '/coal/queue/checkIn', { pickupOrderId: x.orderId })).success).toBe(false);
    }
    expect((await board(yardId, y)).waiting).toEqual([]);
    expect((await t2.get(`/coal/queue/board?yardId=${yardId}`)).message).toBe('货场不存在或已删除');
    // Carrier Y's user cannot check in carrier X's truck by plate either.
    const x2 = await truck(planId);
    expect((await checkIn({ plateNo: x2.plateNo }, y)).message).toBe('该车辆没有今天有效的提煤单');
    expect((await checkIn({ plateNo: x2.plateNo }, t2)).message).toBe('该车辆没有今天有效的提煤单');
    expect(await ticket(tk.id)).toMatchObject({ status: 'waiting', queueNo: tk.queueNo });
    // Without the permissions: refused.
    const none = callsAs(t, await userWithPerms(t, 'qu_none', ['coal:queue:list']));
    expect((await none.send('PUT', '/coal/queue/call', { yardId })).success).toBe(false);
    expect((await none.send('POST', '/coal/queue/checkIn', { plateNo: x2.plateNo })).success).toBe(false);
  });
});
