import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, roleWith, secondTenant, userWith, userWithPerms } from '../../../../test/support/coal-org';
import { hashToken } from './gateway';
import { coalGpsGateway, coalGpsPoint } from './table';

let t: TestApp;
let admin: ReturnType<typeof callsAs>;
let t2: ReturnType<typeof callsAs>; // an administrator-like user of tenant 2: gateways, cars, track and alarms
let carrierA: string;
let carrierB: string;
let carOfA: string; // 晋A11111 of carrier A

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

/** A posted batch as a gateway sends it: the token in X-Gateway-Token, no session. */
const post = (token: string | null, payload: unknown, header = 'X-Gateway-Token') =>
  t.call({ method: 'POST', url: '/api/coal/gps/points', headers: token === null ? {} : { [header]: token }, payload: payload as object });

let n = 0;
async function gateway(as = admin, name = `网关${++n}`): Promise<{ id: string; token: string }> {
  const { id } = must(await as.send('POST', '/coal/gpsGateway/add', { name }));
  const issued = must(await as.send('POST', '/coal/gpsGateway/rotateToken', { id }));
  return { id, token: issued.token };
}

const pt = (plateNo: string, time: string, lng: number, lat: number, speed: number | null = 30) => ({ plateNo, time, lng, lat, speed });

beforeAll(async () => {
  t = await createTestApp();
  admin = callsAs(t, await t.login());
  carrierA = must(await admin.send('POST', '/coal/carrier/add', { name: '太原顺达物流有限公司' })).id;
  carrierB = must(await admin.send('POST', '/coal/carrier/add', { name: '大同远通运输有限公司' })).id;
  carOfA = must(await admin.send('POST', '/coal/car/add', { plateNo: '晋A11111', carrierId: carrierA })).id;
  must(await admin.send('POST', '/coal/car/add', { plateNo: '晋B22222', carrierId: carrierB }));
  await secondTenant(t);
  t2 = callsAs(t, await userWith(t, 'gps_t2', '2', await roleWith(t, 'gps-t2', 2, ['coal:gpsGateway:', 'coal:gps:', 'coal:gpsAlarm:', 'coal:car:'])));
});
afterAll(async () => t?.close());

describe('定位网关令牌', () => {
  it('refuses a batch without a token, with an unknown one, and before a token is issued', async () => {
    for (const token of [null, '', 'mgt_nope']) {
      const r = await post(token, [pt('晋A11111', '2025-06-01 08:00:00', 110, 39)]);
      expect(r.statusCode).toBe(401);
      expect(r.json).toMatchObject({ success: false, code: 401, message: '定位网关令牌无效或网关已停用' });
    }
    expect(await t.ctx.db.select().from(coalGpsPoint)).toEqual([]);
  });

  it('shows the token once, keeps its sha256 and last four characters, lists neither the hash nor the token', async () => {
    const g = await gateway(admin, '北斗平台');
    expect(g.token).toMatch(/^mgt_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.ctx.db.select().from(coalGpsGateway).where(eq(coalGpsGateway.id, g.id));
    expect(row.tokenHash).toBe(hashToken(g.token));
    expect(row.tokenHint).toBe(g.token.slice(-4));
    const listed = must(await admin.get('/coal/gpsGateway/list?name=北斗平台')).records;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: '北斗平台', enabled: true, tokenHint: g.token.slice(-4), lastSeenTime: null });
    expect(JSON.stringify(listed)).not.toContain(row.tokenHash!);
    expect(Object.keys(listed[0])).not.toContain('tokenHash');
  });

  it('accepts the token in any letter case of the header, notes when the gateway was seen, refuses the old token after rotation', async () => {
    const g = await gateway();
    const r = await post(g.token, [pt('晋A11111', '2025-06-01 07:00:00', 110, 39)], 'x-GATEWAY-token');
    expect(must(r.json)).toMatchObject({ accepted: 1, duplicates: 0, rejected: [] });
    const [seen] = await t.ctx.db.select({ at: coalGpsGateway.lastSeenTime }).from(coalGpsGateway).where(eq(coalGpsGateway.id, g.id));
    expect(seen.at).not.toBeNull();

    const rotated = must(await admin.send('POST', '/coal/gpsGateway/rotateToken', { id: g.id }));
    expect(rotated.token).not.toBe(g.token);
    expect((await post(g.token, [pt('晋A11111', '2025-06-01 07:00:01', 110, 39)])).statusCode).toBe(401);
    expect(must((await post(rotated.token, [pt('晋A11111', '2025-06-01 07:00:01', 110, 39)])).json).accepted).toBe(1);
  });

  it('refuses a disabled gateway', async () => {
    const g = await gateway();
    must(await admin.send('PUT', '/coal/gpsGateway/edit', { id: g.id, name: `网关${n}`, enabled: false }));
    expect((await post(g.token, [pt('晋A11111', '2025-06-01 06:00:00', 110, 39)])).statusCode).toBe(401);
  });

  it('keeps gateways and their tokens to their tenant and to staff', async () => {
    const g = await gateway();
    expect(must(await t2.get('/coal/gpsGateway/list')).records).toEqual([]);
    expect(await t2.send('POST', '/coal/gpsGateway/rotateToken', { id: g.id })).toMatchObject({ success: false, message: '定位网关不存在或已删除' });
    const carrierUser = callsAs(t, await userWithPerms(t, 'gps_carrier_gw', ['coal:gpsGateway:list', 'coal:gpsGateway:rotateToken'], { org: { kind: 'carrier', id: carrierA } }));
    expect(must(await carrierUser.get('/coal/gpsGateway/list')).records).toEqual([]);
    expect(await carrierUser.send('POST', '/coal/gpsGateway/rotateToken', { id: g.id })).toMatchObject({ success: false, message: '定位网关由本公司人员管理' });
    // The token still works: nothing above changed it.
    expect(must((await post(g.token, [pt('晋A11111', '2025-06-01 05:00:00', 110, 39)])).json).accepted).toBe(1);
  });
});

describe('上报定位点', () => {
  it('stores the good points, skips and counts the bad and the repeated ones, and a retry stores nothing new', async () => {
    const g = await gateway();
    const batch = {
      points: [
        pt('晋A11111', '2025-06-02 08:00:00', 111.5, 38.5, 42.5),
        pt('ABC123', '2025-06-02 08:00:00', 111.5, 38.5),
        { plateNo: ' 晋c 33333 ', time: '2025-06-02 08:00:05', lng: '111.6', lat: '38.6', speed: '45.5' },
        pt('晋A11111', '2025/06/02 08:00:10', 111.5, 38.5),
        pt('晋A11111', '2025-06-02 08:00:15', 10, 38.5),
        pt('晋A11111', '2025-06-02 08:00:20', 111.5, 38.5, -1),
        pt('晋A11111', '2025-06-02 08:00:00', 111.5, 38.5, 42.5),
        { plateNo: '晋A11111', time: '2025-06-02 08:00:30', lng: 111.52, lat: 38.51 },
        'x',
        pt('晋A11111', '2099-01-01 00:00:00', 111.5, 38.5),
        pt('晋A11111', '2025-02-30 08:00:00', 111.5, 38.5),
      ],
    };
    const first = must((await post(g.token, batch)).json);
    expect(first).toEqual({
      accepted: 3,
      duplicates: 1,
      rejectedCount: 7,
      alarms: 0,
      rejected: [
        { index: 1, reason: '车牌号格式不正确' },
        { index: 3, reason: '时间格式应为 yyyy-MM-dd HH:mm:ss' },
        { index: 4, reason: '经纬度不在中国境内' },
        { index: 5, reason: '速度应为0到400之间的数字(km/h)' },
        { index: 8, reason: '定位点格式不正确' },
        { index: 9, reason: '定位时间晚于当前时间' },
        { index: 10, reason: '时间格式应为 yyyy-MM-dd HH:mm:ss' },
      ],
    });
    const rows = await t.ctx.db
      .select({ plateNo: coalGpsPoint.plateNo, time: coalGpsPoint.time, lng: coalGpsPoint.lng, lat: coalGpsPoint.lat, speed: coalGpsPoint.speed, carId: coalGpsPoint.carId, gatewayId: coalGpsPoint.gatewayId, tenantId: coalGpsPoint.tenantId })
      .from(coalGpsPoint)
      .where(eq(coalGpsPoint.gatewayId, g.id))
      .orderBy(asc(coalGpsPoint.time));
    // 08:00:00 China time is 00:00:00 UTC; a plate outside the tenant's cars is kept without a car.
    expect(rows).toEqual([
      { plateNo: '晋A11111', time: new Date('2025-06-02T00:00:00Z'), lng: 111.5, lat: 38.5, speed: 42.5, carId: carOfA, gatewayId: g.id, tenantId: 1 },
      { plateNo: '晋C33333', time: new Date('2025-06-02T00:00:05Z'), lng: 111.6, lat: 38.6, speed: 45.5, carId: null, gatewayId: g.id, tenantId: 1 },
      { plateNo: '晋A11111', time: new Date('2025-06-02T00:00:30Z'), lng: 111.52, lat: 38.51, speed: null, carId: carOfA, gatewayId: g.id, tenantId: 1 },
    ]);

    const retry = must((await post(g.token, batch)).json);
    expect(retry).toMatchObject({ accepted: 0, duplicates: 4, rejectedCount: 7 });
    expect(await t.ctx.db.select({ plateNo: coalGpsPoint.plateNo }).from(coalGpsPoint).where(eq(coalGpsPoint.gatewayId, g.id))).toHaveLength(3);
  });

  it('takes a bare array, refuses a body of neither shape and a batch over 5 000 points whole', async () => {
    const g = await gateway();
    expect(must((await post(g.token, [pt('晋A11111', '2025-06-03 08:00:00', 111, 38)])).json).accepted).toBe(1);
    expect((await post(g.token, { point: [] })).json).toMatchObject({ success: false, message: '请求体应为 { points: [...] } 或定位点数组' });
    const big = Array.from({ length: 5001 }, (_, i) => pt('晋A11111', `2025-06-04 0${Math.floor(i / 3600)}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`, 111, 38));
    expect((await post(g.token, big)).json).toMatchObject({ success: false, message: '每批最多5000个定位点，本批5001个，请分批上报' });
    expect(await t.ctx.db.select({ p: coalGpsPoint.plateNo }).from(coalGpsPoint).where(and(eq(coalGpsPoint.gatewayId, g.id)))).toHaveLength(1);
    // 5 000 exactly is one batch of five INSERTs of a thousand.
    expect(must((await post(g.token, big.slice(0, 5000))).json)).toMatchObject({ accepted: 5000, duplicates: 0 });
  });

  it("stores a gateway's points in its own tenant only", async () => {
    const g2 = await gateway(t2, '二号租户网关');
    must(await t2.send('POST', '/coal/car/add', { plateNo: '晋A11111' }));
    expect(must((await post(g2.token, [pt('晋A11111', '2025-06-05 09:00:00', 112, 37)])).json).accepted).toBe(1);
    const rows = await t.ctx.db.select({ tenantId: coalGpsPoint.tenantId, carId: coalGpsPoint.carId }).from(coalGpsPoint).where(eq(coalGpsPoint.gatewayId, g2.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tenantId).toBe(2);
    expect(rows[0].carId).not.toBe(carOfA);
    expect(rows[0].carId).not.toBeNull();
  });
});

describe('车辆轨迹', () => {
  const track = (who: ReturnType<typeof callsAs>, plate: string, begin: string, end: string) =>
    who.get(`/report/zoomewell/historicalGPSObj?plateNo=${encodeURIComponent(plate)}&begin=${encodeURIComponent(begin)}&end=${encodeURIComponent(end)}`);

  beforeAll(async () => {
    const g = await gateway();
    // Sent out of order, over two batches, with a point of the day before and of the day after.
    must((await post(g.token, [pt('晋B22222', '2025-07-01 12:00:00', 112.2, 37.2, 31.3), pt('晋B22222', '2025-07-01 06:30:00', 112.1, 37.1, 0), pt('晋B22222', '2025-06-30 23:59:59', 112, 37)])).json);
    must((await post(g.token, [pt('晋B22222', '2025-07-02 00:00:00', 112.4, 37.4), pt('晋B22222', '2025-07-01 18:15:30', 112.3, 37.3, null)])).json);
  });

  it("answers the car's points of the span in time order", async () => {
    expect(must(await track(admin, '晋b22222', '2025-07-01 00:00:00', '2025-07-01 23:59:59'))).toEqual([
      { plateNo: '晋B22222', time: '2025-07-01 06:30:00', lng: 112.1, lat: 37.1, speed: 0 },
      { plateNo: '晋B22222', time: '2025-07-01 12:00:00', lng: 112.2, lat: 37.2, speed: 31.3 },
      { plateNo: '晋B22222', time: '2025-07-01 18:15:30', lng: 112.3, lat: 37.3, speed: null },
    ]);
  });

  it('refuses a span over 7 days, an end before the begin, a bad time or plate', async () => {
    expect(await track(admin, '晋B22222', '2025-07-01 00:00:00', '2025-07-11 00:00:00')).toMatchObject({ success: false, message: '查询时间段不能超过7天' });
    expect(must(await track(admin, '晋B22222', '2025-06-24 23:59:59', '2025-07-01 23:59:59'))).toHaveLength(4);
    expect(await track(admin, '晋B22222', '2025-07-02 00:00:00', '2025-07-01 00:00:00')).toMatchObject({ success: false, message: '结束时间不能早于开始时间' });
    expect(await track(admin, '晋B22222', '2025-07-01', '2025-07-01 23:59:59')).toMatchObject({ success: false, message: '时间格式应为 yyyy-MM-dd HH:mm:ss' });
    expect(await track(admin, 'B22222', '2025-07-01 00:00:00', '2025-07-01 23:59:59')).toMatchObject({ success: false, message: '车牌号格式不正确' });
  });

  it("answers nothing of another tenant's points, nor of another carrier's car to a carrier's user", async () => {
    expect(must(await track(t2, '晋B22222', '2025-07-01 00:00:00', '2025-07-01 23:59:59'))).toEqual([]);
    // Tenant 2's own point of 晋A11111 is its own; tenant 1's points of that plate are not.
    expect(must(await track(t2, '晋A11111', '2025-06-01 00:00:00', '2025-06-07 23:59:59'))).toEqual([{ plateNo: '晋A11111', time: '2025-06-05 09:00:00', lng: 112, lat: 37, speed: 30 }]);
    const ofA = callsAs(t, await userWithPerms(t, 'gps_track_a', ['coal:gps:track'], { org: { kind: 'carrier', id: carrierA } }));
    const ofB = callsAs(t, await userWithPerms(t, 'gps_track_b', ['coal:gps:track'], { org: { kind: 'carrier', id: carrierB } }));
    expect(must(await track(ofA, '晋B22222', '2025-07-01 00:00:00', '2025-07-01 23:59:59'))).toEqual([]);
    expect(must(await track(ofB, '晋B22222', '2025-07-01 00:00:00', '2025-07-01 23:59:59'))).toHaveLength(3);
    const plain = callsAs(t, await userWithPerms(t, 'gps_no_track', ['coal:gpsAlarm:list']));
    expect(await track(plain, '晋B22222', '2025-07-01 00:00:00', '2025-07-01 23:59:59')).toMatchObject({ success: false, code: 510 });
  });
});

describe('上报限流', () => {
  it('slows down an address trying wrong tokens', async () => {
    const tries = await Promise.all(Array.from({ length: 31 }, () => post('mgt_guess', [], 'x-gateway-token')));
    const codes = tries.map((r) => r.statusCode);
    // The tests above tried 5 wrong tokens from this address within the minute (none, empty, unknown, rotated,
    // disabled): 30 in all are answered 401, the rest 429.
    expect(codes.filter((c) => c === 401)).toHaveLength(30 - 5);
    expect(codes.filter((c) => c === 429)).toHaveLength(31 - 25);
    expect(tries.find((r) => r.statusCode === 429)!.json).toMatchObject({ success: false, message: '上报过于频繁，请稍后再试' });
  });
});
