import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, roleWith, secondTenant, userWith, userWithPerms } from '../../../../test/support/coal-org';
import { sysUser } from '../../../core/db/schema/index';
import { sysAnnouncement, sysAnnouncementSend } from '../../sys/announcement/table';
import { coalGpsAlarm, coalGpsFenceState } from './table';

/**
 * Fence alarms as points arrive. The fences are circles of 1 000 m like the demo's yard fences. Along the parallel of
 * 39° N one thousandth of a degree of longitude is 6 371 008.8 m × π/180 × cos 39° / 1000 = 111 195 m × 0.777146 /
 * 1000 = 86.41 m, so the car at longitude 109.970 + 0.001·k is (30 − k) × 86.41 m from a centre at 110.000, 39.000.
 */
let t: TestApp;
let admin: ReturnType<typeof callsAs>;
let adminId: string;
let token: string;
let fenceId: string;
let carrierA: string;
let carrierB: string;
const M_PER_MILLIDEGREE = 86.41;
const FENCE = '柳林集运站围栏';

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};
const post = async (points: unknown[]) => must((await t.call({ method: 'POST', url: '/api/coal/gps/points', headers: { 'x-gateway-token': token }, payload: { points } })).json);

/** `2025-08-01 10:00:00` plus `s` seconds, as a tracker writes it. */
const at = (s: number) => {
  const h = 10 + Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  return `2025-08-01 ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
/** The k-th fix of a car driving east along 39° N every 10 s. */
const drive = (plateNo: string, k: number) => ({ plateNo, time: at(k * 10), lng: Number((109.97 + 0.001 * k).toFixed(3)), lat: 39, speed: 31 });
/** A fix `d` metres east of the centre, at the `s`-th second. */
const east = (plateNo: string, s: number, d: number) => ({ plateNo, time: at(s), lng: 110 + d / (M_PER_MILLIDEGREE * 1000), lat: 39, speed: 0 });

const alarms = (query = '', who = admin) => who.get(`/report/zoomewell/alarmRangeObjlist?${query}`);
const messagesTo = async (userId: string) =>
  (
    await t.ctx.db
      .select({ title: sysAnnouncement.titile, content: sysAnnouncement.msgContent, busType: sysAnnouncement.busType })
      .from(sysAnnouncementSend)
      .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
      .where(and(eq(sysAnnouncementSend.userId, userId), eq(sysAnnouncement.busType, 'coal_gps_alarm')))
  ).map((m) => m.title);

beforeAll(async () => {
  t = await createTestApp();
  admin = callsAs(t, await t.login());
  [{ id: adminId }] = await t.ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin'));
  carrierA = must(await admin.send('POST', '/coal/carrier/add', { name: '太原顺达物流有限公司' })).id;
  carrierB = must(await admin.send('POST', '/coal/carrier/add', { name: '大同远通运输有限公司' })).id;
  must(await admin.send('POST', '/coal/car/add', { plateNo: '晋A12345', carrierId: carrierA }));
  must(await admin.send('POST', '/coal/car/add', { plateNo: '晋B22222', carrierId: carrierB }));
  fenceId = must(await admin.send('POST', '/coal/fence/add', { name: FENCE, shape: 'circle', centerLng: 110, centerLat: 39, radiusM: 1000, alarmEnter: true, alarmLeave: true })).id;
  // A fence that alarms on nothing is not watched.
  must(await admin.send('POST', '/coal/fence/add', { name: '不报警围栏', shape: 'circle', centerLng: 110, centerLat: 39, radiusM: 500 }));
  const { id } = must(await admin.send('POST', '/coal/gpsGateway/add', { name: '北斗平台' }));
  token = must(await admin.send('POST', '/coal/gpsGateway/rotateToken', { id })).token;
});
afterAll(async () => t?.close());

describe('围栏报警', () => {
  let ofA: ReturnType<typeof callsAs>;
  let ofAId: string;
  let ofBId: string;

  beforeAll(async () => {
    ofA = callsAs(t, await userWithPerms(t, 'alarm_a', ['coal:gpsAlarm:list'], { org: { kind: 'carrier', id: carrierA } }));
    await userWithPerms(t, 'alarm_b', ['coal:gpsAlarm:list'], { org: { kind: 'carrier', id: carrierB } });
    const rows = await t.ctx.db.select({ id: sysUser.id, username: sysUser.username }).from(sysUser).where(inArray(sysUser.username, ['alarm_a', 'alarm_b']));
    ofAId = rows.find((r) => r.username === 'alarm_a')!.id;
    ofBId = rows.find((r) => r.username === 'alarm_b')!.id;
  });

  it('a car driving through the fence raises one enter and one leave, over batches split anywhere, each told once in the bell', async () => {
    const car = (ks: number[]) => ks.map((k) => drive('晋A12345', k));
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    // k = 0 is 2 592 m out: where the car stands is settled, nobody saw it cross.
    expect(await post(car(range(0, 19)))).toMatchObject({ accepted: 20, alarms: 0 });
    // 20 m inside the edge is 980 m from the centre: (30 − k) × 86.41 ≤ 980 first at k = 19 (950 m); the third fix
    // in a row (k = 21, in this batch) confirms it, and the alarm carries k = 19: 10:03:10 at 109.989.
    expect(await post(car(range(20, 30)))).toMatchObject({ accepted: 11, alarms: 1 });
    expect(await messagesTo(adminId)).toEqual([`车辆进入围栏：晋A12345 进入 ${FENCE}`]);
    // 30 m outside is 1 030 m: (k − 30) × 86.41 ≥ 1 030 first at k = 42 (1 037 m), 10:07:00 at 110.012.
    expect(await post(car(range(31, 60)))).toMatchObject({ accepted: 30, alarms: 1 });
    // A retry stores nothing and rings nothing.
    expect(await post(car(range(31, 60)))).toMatchObject({ accepted: 0, duplicates: 30, alarms: 0 });

    const page = must(await alarms('plateNo=晋A12345'));
    expect(page).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    expect(page.records.map((r: any) => [r.kind, r.kind_dictText, r.time, r.lng, r.lat, r.fenceId, r.fenceName, r.carrierId])).toEqual([
      ['leave', '离开围栏', '2025-08-01 10:07:00', 110.012, 39, fenceId, FENCE, carrierA],
      ['enter', '进入围栏', '2025-08-01 10:03:10', 109.989, 39, fenceId, FENCE, carrierA],
    ]);
    expect((await messagesTo(adminId)).sort()).toEqual([`车辆离开围栏：晋A12345 离开 ${FENCE}`, `车辆进入围栏：晋A12345 进入 ${FENCE}`].sort());
    // The carrier's user holding the permission is told of its own car; another carrier's user is not.
    expect(await messagesTo(ofAId)).toHaveLength(2);
    expect(await messagesTo(ofBId)).toEqual([]);
  });

  it('one message per car and fence when a batch holds both crossings', async () => {
    const before = (await messagesTo(adminId)).length;
    // Another car drives the same road later in the day, all in one batch.
    const pts = Array.from({ length: 61 }, (_, k) => ({ ...drive('晋C55555', k), time: at(3600 + k * 10) }));
    expect(await post(pts)).toMatchObject({ accepted: 61, alarms: 2 });
    const after = await messagesTo(adminId);
    expect(after).toHaveLength(before + 1);
    expect(after).toContain(`车辆离开围栏：晋C55555 离开 ${FENCE}`);
  });

  it('a car parked on the edge with the usual wander does not flap; a clear move in still counts', async () => {
    const wander = [990, 1010, 1025, 985, 1000, 1020, 995, 1015];
    // Outside first (1 040 m), then a minute and more of fixes within ±20 m of the edge.
    const outside = [east('晋B22222', 0, 1040), ...Array.from({ length: 40 }, (_, i) => east('晋B22222', 10 * (i + 1), wander[i % wander.length]))];
    // Inside first (950 m), the same wander.
    const inside = [east('晋D66666', 0, 950), ...Array.from({ length: 40 }, (_, i) => east('晋D66666', 10 * (i + 1), wander[i % wander.length]))];
    expect(await post([...outside, ...inside])).toMatchObject({ accepted: 82, alarms: 0 });
    expect(must(await alarms('plateNo=晋B22222')).total).toBe(0);
    expect(must(await alarms('plateNo=晋D66666')).total).toBe(0);
    const states = await t.ctx.db.select({ plateNo: coalGpsFenceState.plateNo, state: coalGpsFenceState.state }).from(coalGpsFenceState).where(inArray(coalGpsFenceState.plateNo, ['晋B22222', '晋D66666']));
    expect(Object.fromEntries(states.map((s) => [s.plateNo, (s.state as any).fences[fenceId].status]))).toEqual({ 晋B22222: 'outside', 晋D66666: 'inside' });
    // Then 晋B22222 drives 100 m in and stays: entered at its first fix there.
    expect(await post([410, 420, 430].map((s) => east('晋B22222', s, 900)))).toMatchObject({ alarms: 1 });
    expect(must(await alarms('plateNo=晋B22222')).records.map((r: any) => [r.kind, r.time])).toEqual([['enter', '2025-08-01 10:06:50']]);
  });

  it('a fence added while points flow is watched from the next batch', async () => {
    const second = must(await admin.send('POST', '/coal/fence/add', { name: '神木北站台围栏', shape: 'polygon', points: '[[111.0,38.0],[111.02,38.0],[111.02,38.02],[111.0,38.02]]', alarmEnter: true })).id;
    // The fences read by the batches above are still kept (30 s); the add's live-list message drops them, through
    // Redis a moment after the reply.
    await new Promise((r) => setTimeout(r, 100));
    const pts = [0, 1, 2, 3, 4, 5].map((i) => ({ plateNo: '晋A12345', time: at(7200 + i * 20), lng: 110.99 + i * 0.003, lat: 38.01, speed: 40 }));
    // Settled outside at 110.990; 111.002 is 0.002° × 87.6 m (at 38.01° N) = 175 m inside the west edge, and the next
    // fix 20 s later confirms it: entered at 111.002, 12:01:20.
    expect(await post(pts)).toMatchObject({ accepted: 6, alarms: 1 });
    expect(must(await alarms(`fenceId=${second}`)).records.map((r: any) => [r.plateNo, r.kind, r.time])).toEqual([['晋A12345', 'enter', '2025-08-01 12:01:20']]);
  });

  it('the same batch posted twice at once is stored and rings once', async () => {
    const pts = Array.from({ length: 61 }, (_, k) => ({ ...drive('晋E77777', k), time: at(5400 + k * 10) }));
    const [a, b] = await Promise.all([post(pts), post(pts)]);
    expect([a.accepted + b.accepted, a.duplicates + b.duplicates, a.alarms + b.alarms]).toEqual([61, 61, 2]);
    expect(must(await alarms('plateNo=晋E77777')).records.map((r: any) => [r.kind, r.time])).toEqual([
      ['leave', '2025-08-01 11:37:00'],
      ['enter', '2025-08-01 11:33:10'],
    ]);
  });

  it('filters and pages the alarms; a carrier sees its own cars, another tenant none', async () => {
    const all = must(await alarms('pageSize=100'));
    expect(all.total).toBe(8);
    expect(must(await alarms('kind=enter&pageSize=100')).total).toBe(5);
    expect(must(await alarms(`fenceId=${fenceId}&kind=leave`)).records.map((r: any) => r.plateNo).sort()).toEqual(['晋A12345', '晋C55555', '晋E77777']);
    expect(must(await alarms('begin=2025-08-01 10:05:00&end=2025-08-01 10:59:59')).records.map((r: any) => [r.plateNo, r.kind])).toEqual([
      ['晋A12345', 'leave'],
      ['晋B22222', 'enter'],
    ]);
    const p2 = must(await alarms('plateNo=晋A12345&pageSize=2&pageNo=2'));
    expect(p2).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(p2.records.map((r: any) => r.time)).toEqual(['2025-08-01 10:03:10']);
    expect(await alarms('begin=2025-08-02 00:00:00&end=2025-08-01 00:00:00')).toMatchObject({ success: false, message: '结束时间不能早于开始时间' });

    expect(must(await alarms('pageSize=100', ofA)).records.map((r: any) => r.plateNo)).toEqual(['晋A12345', '晋A12345', '晋A12345']);
    await secondTenant(t);
    const t2 = callsAs(t, await userWith(t, 'alarm_t2', '2', await roleWith(t, 'alarm-t2', 2, ['coal:gpsAlarm:'])));
    expect(must(await alarms('', t2))).toMatchObject({ total: 0, records: [] });
    const consumerUser = callsAs(t, await userWithPerms(t, 'alarm_consumer', ['coal:gpsAlarm:list'], { org: { kind: 'consumer', id: 'x' } }));
    expect(must(await alarms('', consumerUser)).total).toBe(0);
    expect(await t.ctx.db.select({ id: coalGpsAlarm.id }).from(coalGpsAlarm)).toHaveLength(8);
  });
});
