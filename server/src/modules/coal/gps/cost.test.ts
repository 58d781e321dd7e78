import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs } from '../../../../test/support/coal-org';

/**
 * The ingest path stays lean whatever the batch holds: statements per batch depend on the thousands of points and
 * cars, never on each point (docs/tracking.md "Gateways and ingest").
 */
let t: TestApp;
let token: string;
let statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, [], [], { onStatement: (sql) => statements.push(sql) });
  const admin = callsAs(t, await t.login());
  for (let i = 0; i < 5; i++) await admin.send('POST', '/coal/car/add', { plateNo: `晋A2000${i}` });
  await admin.send('POST', '/coal/fence/add', { name: '一号货场围栏', shape: 'circle', centerLng: 110, centerLat: 39, radiusM: 1000, alarmEnter: true, alarmLeave: true });
  const { id } = (await admin.send('POST', '/coal/gpsGateway/add', { name: '网关' })).result;
  token = (await admin.send('POST', '/coal/gpsGateway/rotateToken', { id })).result.token;
});
afterAll(async () => t?.close());

/** 2 500 points: 250 cars × 10 fixes a minute apart, along 39° N near the fence (none crosses it). */
const batch = (hour: number) =>
  Array.from({ length: 250 }, (_, c) =>
    Array.from({ length: 10 }, (_, k) => ({ plateNo: `晋A2${String(c).padStart(4, '0')}`, time: `2025-06-01 ${String(hour).padStart(2, '0')}:0${k}:00`, lng: 110.05 + c * 0.0001, lat: 39, speed: 1 })),
  ).flat();

const statementsOf = async (points: unknown[]) => {
  statements = [];
  const r = await t.call({ method: 'POST', url: '/api/coal/gps/points', headers: { 'x-gateway-token': token }, payload: { points } });
  expect(r.json.result.accepted).toBe(points.length);
  return statements.filter((s) => !/^\s*(begin|commit|rollback|savepoint|release)/i.test(s));
};

describe('statements per batch', () => {
  it('2 500 points of 250 cars with a fence: a fixed handful, none per point, per car or per thousand points', async () => {
    await statementsOf(batch(1)); // the first batch reads the tenant's fences
    const sql = await statementsOf(batch(2));
    // The gateway by its token; the plates' cars; one INSERT of all the points (arrays through unnest); the cars'
    // fence states made when missing, locked and written back (3); nothing else (no alarm, the fences kept, 最近上报时间
    // written ≤ every 30 s).
    expect(sql).toHaveLength(6);
    expect(sql.filter((s) => /insert into "coal_gps_point"/i.test(s))).toHaveLength(1);
  });
});
