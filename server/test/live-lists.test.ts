import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_CHANGE_TYPE, type EntityChangeMessage } from '@meiyun/shared';
import { buildApp, type BuiltApp } from '../src/app';
import { seedId } from '../src/core/db/seed-id';
import { createTestApp, type TestApp } from './helpers';
import { caller, roleWith, userWith, userWithPerms, xlsxOf } from './support/coal-org';
import { listen, openSocket, type TestSocket } from './support/sockets';

/**
 * Live lists (core/realtime/entity-changes.ts): a change made on instance A reaches the notification sockets on
 * instance B of the users who could list the changed records, and no one else. Without PostgreSQL and Redis
 * (TEST_DATABASE_URL, REDIS_URL) A and B are one instance; with them B is a second instance on the same database and
 * Redis, and the message crosses through Redis pub/sub.
 */
const TWO = !!process.env.TEST_DATABASE_URL && !!process.env.REDIS_URL;
/** How long a socket that must hear nothing is watched after the others heard the message. */
const SILENCE_MS = 300;

let a: TestApp;
let b: BuiltApp;
let base: string;
let admin: string;
let c: ReturnType<typeof caller>;
let carrierA: string;
let carrierB: string;
const sockets: TestSocket[] = [];

const ok = (r: { json: any; body: string }) => {
  expect(r.json?.success, r.body).toBe(true);
  return r.json.result;
};

/** The notification socket, on instance B, of a user signed in on A. */
async function socketOf(userId: string, token: string, tenantId?: number): Promise<TestSocket> {
  const s = await openSocket(`${base}/api/websocket/${userId}?token=${token}${tenantId ? `&tenantId=${tenantId}` : ''}`);
  sockets.push(s);
  return s;
}

const changes = (s: TestSocket, entity: string): EntityChangeMessage[] =>
  s.received.map((t) => JSON.parse(t.startsWith('{') ? t : 'null') as EntityChangeMessage | null).filter((m): m is EntityChangeMessage => m?.type === ENTITY_CHANGE_TYPE && m.entity === entity);

/** Resolves with the change of `entity` and `kind` naming `id` (or any, for an import) that the socket hears. */
async function hears(s: TestSocket, entity: string, kind: EntityChangeMessage['kind'], id?: string): Promise<EntityChangeMessage> {
  const text = await s.next((t) => {
    if (!t.startsWith('{')) return false;
    const m = JSON.parse(t) as Partial<EntityChangeMessage>;
    return m.type === ENTITY_CHANGE_TYPE && m.entity === entity && m.kind === kind && (id === undefined || !!m.ids?.includes(id));
  });
  return JSON.parse(text) as EntityChangeMessage;
}

/** After the others have heard it: these sockets heard no change of `entity` at all. */
async function neverHeard(entity: string, ...quiet: TestSocket[]) {
  await new Promise((r) => setTimeout(r, SILENCE_MS));
  for (const s of quiet) expect(changes(s, entity)).toEqual([]);
}

/** A signed-in user with a role of tenant 1 holding `perms`, and their id. */
async function person(name: string, perms: string[], opts: { tenants?: string; org?: { kind: 'carrier'; id: string } } = {}) {
  const role = await roleWith(a, `live_${name}`, 1, perms);
  const token = await userWith(a, name, opts.tenants ?? '1', role, opts.org);
  return { id: seedId(`test-user:${name}`), token };
}

let staff: TestSocket;
let ofCarrierA: TestSocket;
let ofCarrierB: TestSocket;
let otherTenant: TestSocket;
let withoutPermission: TestSocket;
let workingInTenant2: TestSocket;
let carrierAToken: string;

beforeAll(async () => {
  a = await createTestApp();
  // The second instance: the same database, secrets, Redis and cache prefix (the bus is per prefix).
  b = TWO ? await buildApp({ config: { ...a.ctx.config } }) : a;
  base = await listen(b.app);
  c = caller(a);
  admin = await a.login();
  carrierA = ok(await c.send(admin, 'POST', '/coal/carrier/add', { name: '太原顺达物流有限公司' })).id;
  carrierB = ok(await c.send(admin, 'POST', '/coal/carrier/add', { name: '大同远通运输有限公司' })).id;

  const s = await person('live_staff', ['coal:car:list']);
  const ca = await person('live_carrier_a', ['coal:car:'], { org: { kind: 'carrier', id: carrierA } });
  const cb = await person('live_carrier_b', ['coal:car:list'], { org: { kind: 'carrier', id: carrierB } });
  const np = await person('live_no_perm', ['coal:driver:list']);
  // Belongs to tenants 1 and 2, and says its client works in tenant 2.
  const t2 = await person('live_in_t2', ['coal:car:list'], { tenants: '1,2' });
  const other = await userWithPerms(a, 'live_tenant2', ['coal:car:list'], { tenantId: 2 });
  carrierAToken = ca.token;

  staff = await socketOf(s.id, s.token);
  ofCarrierA = await socketOf(ca.id, ca.token);
  ofCarrierB = await socketOf(cb.id, cb.token);
  withoutPermission = await socketOf(np.id, np.token);
  workingInTenant2 = await socketOf(t2.id, t2.token, 2);
  otherTenant = await socketOf(seedId('test-user:live_tenant2'), other);
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.ws.close();
  if (TWO) await b?.app.close();
  await a?.close();
});

describe(`live lists: changed on A, heard on ${TWO ? 'a second instance B' : 'the same instance'}`, () => {
  it('an added car reaches the staff and its carrier, not another carrier, tenant or a user without the list permission', async () => {
    const car = ok(await c.send(admin, 'POST', '/coal/car/add', { plateNo: '晋L10001', carrierId: carrierA }));
    // The message names the records, never their contents.
    expect(await hears(staff, 'coalCar', 'add', car.id)).toEqual({ type: ENTITY_CHANGE_TYPE, entity: 'coalCar', kind: 'add', ids: [car.id] });
    await hears(ofCarrierA, 'coalCar', 'add', car.id);
    await neverHeard('coalCar', ofCarrierB, otherTenant, withoutPermission, workingInTenant2);
  });

  it('an edit by a carrier\'s user, a move to another carrier and a delete reach whoever could see the car before or after', async () => {
    const car = ok(await c.send(admin, 'POST', '/coal/car/add', { plateNo: '晋L10002', carrierId: carrierA }));
    ok(await c.send(carrierAToken, 'PUT', '/coal/car/edit', { id: car.id, remark: '换了轮胎' }));
    await hears(staff, 'coalCar', 'edit', car.id);
    await hears(ofCarrierA, 'coalCar', 'edit', car.id);

    ok(await c.send(admin, 'PUT', '/coal/car/edit', { id: car.id, carrierId: carrierB }));
    const moved = (s: TestSocket) => changes(s, 'coalCar').filter((m) => m.kind === 'edit' && m.ids.includes(car.id));
    await expect.poll(() => moved(ofCarrierB).length, { timeout: 3000 }).toBe(1);
    await expect.poll(() => moved(ofCarrierA).length, { timeout: 3000 }).toBe(2);

    ok(await c.send(admin, 'DELETE', `/coal/car/delete?id=${car.id}`));
    await hears(ofCarrierB, 'coalCar', 'delete', car.id);
    await hears(staff, 'coalCar', 'delete', car.id);
    await new Promise((r) => setTimeout(r, SILENCE_MS));
    expect(changes(ofCarrierA, 'coalCar').filter((m) => m.kind === 'delete')).toEqual([]);
    expect(changes(otherTenant, 'coalCar')).toEqual([]);
  });

  it('an import by staff reaches the staff; the new rows\' carriers are not known, so no carrier\'s user hears it', async () => {
    const before = changes(ofCarrierA, 'coalCar').length;
    const r = await c.upload(admin, '/coal/car', '车辆.xlsx', await xlsxOf('车辆', [['车牌号', '承运单位'], ['晋L10003', '太原顺达物流有限公司']]));
    expect(r.json?.success, r.body).toBe(true);
    expect(await hears(staff, 'coalCar', 'import')).toMatchObject({ ids: [] });
    await new Promise((res) => setTimeout(res, SILENCE_MS));
    expect(changes(ofCarrierA, 'coalCar').length).toBe(before);
  });

  it('a feature\'s own write (freezing a user) reaches the holders of the user list', async () => {
    const adminSocket = await socketOf(seedId('user:admin'), admin);
    const victim = await a.createUser({ username: 'live_frozen', password: 'Passw0rd!x' });
    ok(await c.send(admin, 'PUT', '/sys/user/frozenBatch', { ids: victim, status: 2 }));
    await hears(adminSocket, 'sysUser', 'edit', victim);
    await neverHeard('sysUser', staff, ofCarrierA);
  });
});
