/**
 * The queue's public pages (docs/queue.md "Public pages"): the yard's board link (made, rotated, refused to others),
 * the board by its token over HTTP and its socket, and the driver's phone page with its check-in inside the yard's
 * fence. What a page without sign-in answers carries no id, driver name or phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { businessToday } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';
import { dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { QUEUE_PERMS } from '../../../../test/support/queue';
import { scaleOf, steady } from '../../../../test/support/weighing';
import { coalFence } from '../fence/table';
import { coalPickupOrder } from '../pickupOrder/table';
import { eq } from 'drizzle-orm';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
let wsBase = '';
const today = businessToday();
let n = 0;
let ip = 0;
/** Each test its own address, so the throttle of one never refuses another. */
const nextIp = () => `10.77.${Math.floor((ip += 1) / 250)}.${ip % 250}`;
const sockets: WebSocket[] = [];

// 柳林集运站: a circle of 800 m around (110.8895, 37.4312).
const CENTER = { lng: 110.8895, lat: 37.4312 };
const INSIDE = { lng: 110.8921, lat: 37.4335 };
const OUTSIDE = { lng: 110.9300, lat: 37.4312 };

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'qp');
  admin = w.admin;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  wsBase = `ws://127.0.0.1:${addr.port}/api`;
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await t?.close();
});

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};
const pub = async (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = nextIp()) => (await t.call({ method, url: `/api/coal/queue/public${url}`, payload, remoteAddress })).json;

/** A yard (with a fence of 800 m unless told otherwise), an approved plan there and `trucks` pickup orders with their links. */
async function yard(opts: { fence?: boolean; trucks?: number } = {}) {
  n += 1;
  const yardId = must(await admin.send('POST', '/coal/freightYard/add', { code: `qpyard${n}`, name: `qp${n}号货场` })).id as string;
  if (opts.fence !== false) must(await admin.send('POST', '/coal/fence/add', { name: `qp${n}号货场围栏`, shape: 'circle', placeKind: 'yard', placeId: yardId, centerLng: CENTER.lng, centerLat: CENTER.lat, radiusM: 800, enabled: true }));
  const c = await w.contract({ quantityT: '100000' });
  const plan = must(await admin.send('POST', '/coal/dispatchPlan/add', { contractId: c.id, loadDate: today, carrierId: w.carrierX, yardId, plannedTrucks: 20, plannedT: '700' }));
  must(await admin.send('PUT', '/coal/dispatchPlan/approve', { id: plan.id }));
  const orders: { id: string; plateNo: string; token: string }[] = [];
  for (let i = 0; i < (opts.trucks ?? 2); i++) {
    const plateNo = `晋P${String(30000 + n * 10 + i)}`;
    const carId = await w.car(plateNo, w.carrierX, w.driverX);
    const o = must(await admin.send('POST', '/coal/pickupOrder/issue', { planId: plan.id, carId }));
    orders.push({ id: o.id, plateNo, token: String(o.link).replace('/driver/pickup/', '') });
  }
  return { yardId, orders };
}

function openSocket(path: string): Promise<{ ws: WebSocket; frames: any[]; next(pred: (f: any) => boolean): Promise<any>; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsBase}${path}`);
    sockets.push(ws);
    const frames: any[] = [];
    const waiters: { pred: (f: any) => boolean; done: (f: any) => void }[] = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (raw) => {
      const f = JSON.parse(String(raw));
      frames.push(f);
      for (const wt of [...waiters]) if (wt.pred(f)) (waiters.splice(waiters.indexOf(wt), 1), wt.done(f));
    });
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        next: (pred) => new Promise((done, fail) => {
          const seen = frames.find(pred);
          if (seen) return done(seen);
          waiters.push({ pred, done });
          setTimeout(() => fail(new Error('no such frame')), 5000);
        }),
      }),
    );
    ws.on('unexpected-response', (_req, res) => {
      res.resume();
      res.socket.destroy();
      reject(new Error(`refused ${res.statusCode}`));
    });
    ws.on('error', reject);
  });
}

describe('the yard board link', () => {
  it('is made by the staff, shown once, stored hashed; rotating kills the old link', async () => {
    const { yardId, orders } = await yard();
    must(await admin.send('POST', '/coal/queue/checkIn', { pickupOrderId: orders[0].id }));
    expect(must(await admin.get(`/coal/queue/boardLink?yardId=${yardId}`))).toMatchObject({ issued: false, issuedTime: null });
    const first = must(await admin.send('POST', '/coal/queue/boardLink', { yardId }));
    expect(first.link).toMatch(/^\/board\/queue\/[A-Za-z0-9_-]{32}$/);
    const token = first.link.split('/').pop();
    expect(must(await admin.get(`/coal/queue/boardLink?yardId=${yardId}`))).toMatchObject({ issued: true, issuedBy: 'admin' });
    // Only the hash is kept.
    const stored = JSON.stringify((await t.ctx.db.execute(`select * from coal_queue_board where yard_id = '${yardId}'`) as unknown as { rows: unknown[] }).rows);
    expect(stored).not.toContain(token);

    const board = must(await pub('GET', `/board/${token}`));
    expect(board).toMatchObject({ yardName: `qp${n}号货场`, called: [], waiting: [{ queueNo: 1, plateNo: orders[0].plateNo, status: 'waiting', position: 1, calledTime: null }] });
    expect(Object.keys(board.waiting[0]).sort()).toEqual(['calledTime', 'checkInTime', 'plateNo', 'position', 'queueNo', 'status']);
    expect(JSON.stringify(board)).not.toMatch(/王建国|13912345678/);

    const second = must(await admin.send('POST', '/coal/queue/boardLink', { yardId }));
    const token2 = second.link.split('/').pop();
    expect(token2).not.toBe(token);
    expect((await pub('GET', `/board/${token}`)).message).toBe('看板链接无效或已失效');
    expect(must(await pub('GET', `/board/${token2}`)).waiting).toHaveLength(1);
  });

  it('answers 看板链接无效或已失效 to a bad or unknown token', async () => {
    for (const bad of ['x', 'A'.repeat(32), 'a'.repeat(90), 'a+b%20c'.repeat(4)]) {
      const r = await pub('GET', `/board/${bad}`);
      expect([r.success, r.message], bad).toEqual([false, '看板链接无效或已失效']);
    }
    // A path dressed as a token leaves the public route: the guard asks for a session.
    expect((await pub('GET', '/board/..%2F..%2F..%2Fsys%2Fuser%2Flist')).success).toBe(false);
  });

  it('is refused to another tenant, an organisation user and a user without the permission', async () => {
    const { yardId } = await yard({ fence: false, trucks: 0 });
    const t2 = callsAs(t, await userWithPerms(t, 'qp_tenant2', QUEUE_PERMS, { tenantId: 2 }));
    const carrier = callsAs(t, await userWithPerms(t, 'qp_carrier', QUEUE_PERMS, { org: { kind: 'carrier', id: w.carrierX } }));
    const noBoard = callsAs(t, await userWithPerms(t, 'qp_noboard', ['coal:queue:list', 'coal:queue:call']));
    expect((await t2.send('POST', '/coal/queue/boardLink', { yardId })).message).toBe('货场不存在或已删除');
    expect((await t2.get(`/coal/queue/boardLink?yardId=${yardId}`)).message).toBe('货场不存在或已删除');
    expect((await carrier.send('POST', '/coal/queue/boardLink', { yardId })).message).toBe('排队看板链接由本公司人员管理');
    expect((await noBoard.send('POST', '/coal/queue/boardLink', { yardId })).success).toBe(false);
    expect(must(await admin.get(`/coal/queue/boardLink?yardId=${yardId}`)).issued).toBe(false);
  });

  it('pushes the yard over its socket on every change, and closes it when the link is rotated', async () => {
    const { yardId, orders } = await yard();
    const token = must(await admin.send('POST', '/coal/queue/boardLink', { yardId })).link.split('/').pop();
    const s = await openSocket(`/coal/queue/public/board/${token}/socket`);
    await s.next((f) => f.type === 'board' && f.board.waiting.length === 0);
    must(await admin.send('POST', '/coal/queue/checkIn', { pickupOrderId: orders[0].id }));
    await s.next((f) => f.board.waiting.length === 1 && f.board.waiting[0].plateNo === orders[0].plateNo);
    must(await admin.send('PUT', '/coal/queue/call', { yardId }));
    const called = await s.next((f) => f.board.called.length === 1);
    expect(called.board.called[0]).toMatchObject({ queueNo: 1, plateNo: orders[0].plateNo, status: 'called', position: null });
    expect(JSON.stringify(s.frames)).not.toMatch(/王建国|13912345678|"id"/);

    // Inside the yard the weighbridge moves the truck on, and every step shows on the board at once.
    const ticketId = must(await admin.get(`/coal/queue/board?yardId=${yardId}`)).called[0].id as string;
    must(await admin.send('PUT', '/coal/queue/enter', { id: ticketId }));
    await s.next((f) => f.board.called.length === 0 && f.board.inYard[0]?.status === 'entered');
    // The in-scale weighs the tare, the out-scale the gross (each scale's readings move forward in time).
    const [inScale, outScale] = [await scaleOf(admin, yardId), await scaleOf(admin, yardId)];
    await steady(t, inScale, 15000);
    const tare = must(await admin.send('POST', '/coal/weighing/tare', { queueId: ticketId, scaleId: inScale, weightKg: 15000 }));
    await s.next((f) => f.board.inYard[0]?.status === 'tared');
    await steady(t, outScale, 46000);
    must(await admin.send('POST', '/coal/weighing/gross', { id: tare.id, scaleId: outScale, weightKg: 46000 }));
    const billed = await s.next((f) => f.board.inYard[0]?.status === 'billed');
    expect(billed.board.inYard[0]).toMatchObject({ queueNo: 1, plateNo: orders[0].plateNo, position: null });

    must(await admin.send('POST', '/coal/queue/boardLink', { yardId }));
    expect(await s.closed).toBe(4004);
    await expect(openSocket(`/coal/queue/public/board/${token}/socket`)).rejects.toThrow('refused');
  });
});

describe("the driver's phone page", () => {
  it('shows the order, checks in inside the fence, refuses outside and a second time, and follows the call', async () => {
    const { yardId, orders } = await yard();
    const [a, b] = orders;
    const view = must(await pub('GET', `/pickup/${a.token}`));
    expect(view).toMatchObject({ plateNo: a.plateNo, yardName: `qp${n}号货场`, loadDate: today, status: 'valid', statusText: '有效', fenced: true, ticket: null });
    expect(JSON.stringify(view)).not.toMatch(/王建国|13912345678/);

    expect((await pub('POST', `/pickup/${a.token}/checkIn`, OUTSIDE)).message).toMatch(/^您不在货场范围内（距货场约 2\.\d 公里），请到达货场后再签到$/);
    expect((await pub('POST', `/pickup/${a.token}/checkIn`, {})).message).toBe('请允许获取位置后再签到');
    expect(must(await pub('GET', `/pickup/${a.token}`)).ticket).toBeNull();

    const s = await openSocket(`/coal/queue/public/pickup/${b.token}/socket`);
    await s.next((f) => f.type === 'pickup' && f.view.ticket === null);
    const done = await pub('POST', `/pickup/${a.token}/checkIn`, INSIDE);
    expect(done.message).toBe('签到成功，排队号1');
    expect(done.result.ticket).toMatchObject({ queueNo: 1, status: 'waiting', statusText: '排队中', position: 1 });
    expect((await pub('POST', `/pickup/${a.token}/checkIn`, INSIDE)).message).toBe('提煤单已使用，不能重复排队');
    // The clerk's list shows the phone's check-in like any other.
    const listed = must(await admin.get(`/coal/queue/list?yardId=${yardId}`)).records;
    expect(listed).toMatchObject([{ plateNo: a.plateNo, queueNo: 1, status: 'waiting', createBy: 'driver' }]);

    must(await pub('POST', `/pickup/${b.token}/checkIn`, CENTER));
    await s.next((f) => f.view.ticket?.queueNo === 2 && f.view.ticket.position === 2);
    must(await admin.send('PUT', '/coal/queue/call', { yardId }));
    await s.next((f) => f.view.ticket?.position === 1);
    must(await admin.send('PUT', '/coal/queue/call', { yardId }));
    const called = await s.next((f) => f.view.ticket?.status === 'called');
    expect(called.view.ticket).toMatchObject({ queueNo: 2, statusText: '已叫号', position: null });
    expect(called.view.ticket.calledTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('refuses a yard without a fence, and a fence of another tenant bound to the yard counts for nothing', async () => {
    const { yardId, orders } = await yard({ fence: false, trucks: 1 });
    expect(must(await pub('GET', `/pickup/${orders[0].token}`)).fenced).toBe(false);
    expect((await pub('POST', `/pickup/${orders[0].token}/checkIn`, CENTER)).message).toBe('该货场未设置电子围栏，不能在手机上签到，请到货场窗口签到');
    await t.ctx.db.insert(coalFence).values({ tenantId: 2, name: 'qp他人围栏', shape: 'circle', centerLng: String(CENTER.lng), centerLat: String(CENTER.lat), radiusM: 5000, placeKind: 'yard', placeId: yardId, enabled: true });
    expect((await pub('POST', `/pickup/${orders[0].token}/checkIn`, CENTER)).message).toBe('该货场未设置电子围栏，不能在手机上签到，请到货场窗口签到');
    expect(must(await pub('GET', `/pickup/${orders[0].token}`)).ticket).toBeNull();
  });

  it("answers 提煤单链接无效或已失效 to a bad token, refuses a voided order, and reaches no other tenant's order", async () => {
    for (const bad of ['x', 'B'.repeat(32)]) {
      expect((await pub('GET', `/pickup/${bad}`)).message).toBe('提煤单链接无效或已失效');
      expect((await pub('POST', `/pickup/${bad}/checkIn`, CENTER)).message).toBe('提煤单链接无效或已失效');
    }
    const { orders } = await yard({ trucks: 2 });
    must(await admin.send('PUT', '/coal/pickupOrder/void', { id: orders[0].id, reason: '车辆故障' }));
    expect((await pub('POST', `/pickup/${orders[0].token}/checkIn`, CENTER)).message).toBe('提煤单已作废');
    // An order moved to tenant 2 (as if issued there) is checked in tenant 2 only: tenant 1's fence does not admit it.
    await t.ctx.db.update(coalPickupOrder).set({ tenantId: 2 }).where(eq(coalPickupOrder.id, orders[1].id));
    expect((await pub('POST', `/pickup/${orders[1].token}/checkIn`, CENTER)).message).toBe('该货场未设置电子围栏，不能在手机上签到，请到货场窗口签到');
    await t.ctx.db.update(coalPickupOrder).set({ tenantId: 1 }).where(eq(coalPickupOrder.id, orders[1].id));
  });

  it('throttles check-in per address and per link', async () => {
    const { orders } = await yard({ trucks: 1 });
    const from = nextIp();
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) answers.push((await pub('POST', `/pickup/${orders[0].token}/checkIn`, OUTSIDE, from)).message);
    expect(answers.slice(0, 5).every((m) => m.startsWith('您不在货场范围内'))).toBe(true);
    expect(answers.slice(5)).toEqual(['操作太频繁，请稍后再试', '操作太频繁，请稍后再试']);
    // Another address is refused too: the link itself has had its five tries this minute.
    expect((await pub('POST', `/pickup/${orders[0].token}/checkIn`, CENTER)).message).toBe('操作太频繁，请稍后再试');
  });
});
