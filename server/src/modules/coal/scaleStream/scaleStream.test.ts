import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';
import { listen, openSocket } from '../../../../test/support/sockets';
import { hashToken } from './link';
import { scaleReadings } from './readings';
import { coalScaleLink } from './table';

let t: TestApp;
let ws: string;
let admin: ReturnType<typeof callsAs>;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  ws = await listen(t.app);
  admin = callsAs(t, await t.login());
});
afterAll(async () => t?.close());

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

async function scale(as = admin, divisionKg = 20) {
  n += 1;
  return must(await as.send('POST', '/coal/scale/add', { code: `S${n}`, name: `${n}号地磅`, divisionKg })) as { id: string; code: string };
}
const issue = async (scaleId: string, as = admin) => must(await as.send('POST', '/coal/scale/token', { scaleId })) as { token: string; hasToken: boolean };

/** An agent's connection: the Bearer header, as scale-agent/src/uplink.ts sends it. */
function agent(code: string, token: string | null): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${ws}/api/coal/scale/stream?scale=${encodeURIComponent(code)}`, token === null ? {} : { headers: { Authorization: `Bearer ${token}` } });
    const closed = new Promise<number>((r) => socket.on('close', (c) => r(c)));
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
    socket.on('open', () => resolve({ socket, closed }));
  });
}
const reading = (code: string, weightKg: number, stable = true, at = Date.now()) => JSON.stringify({ type: 'reading', scaleCode: code, weightKg, stable, at });
const until = async (test: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('not in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('接入令牌', () => {
  it('is shown once and stored only as its sha256; rotating replaces it', async () => {
    const s = await scale();
    expect(must(await admin.get(`/coal/scale/link?scaleId=${s.id}`))).toMatchObject({ hasToken: false, holdMs: 2000, online: false });
    const first = await issue(s.id);
    expect(first.token).toMatch(/^msk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.ctx.db.select().from(coalScaleLink).where(eq(coalScaleLink.scaleId, s.id));
    expect(row.tokenHash).toBe(hashToken(first.token));
    expect(JSON.stringify(row)).not.toContain(first.token);
    const info = must(await admin.get(`/coal/scale/link?scaleId=${s.id}`));
    expect(info).toMatchObject({ hasToken: true });
    expect(JSON.stringify(info)).not.toContain(first.token);
    const second = await admin.send('POST', '/coal/scale/token', { scaleId: s.id });
    expect(second.message).toBe('接入令牌已更换，旧令牌已失效');
    expect(second.result.token).not.toBe(first.token);
  });

  it('refuses a hold out of range and keeps the old one', async () => {
    const s = await scale();
    expect((await admin.send('PUT', '/coal/scale/hold', { scaleId: s.id, holdMs: 100 })).message).toBe('稳定判定时长应在500～10000毫秒之间');
    expect(must(await admin.send('PUT', '/coal/scale/hold', { scaleId: s.id, holdMs: 3000 })).holdMs).toBe(3000);
    expect((await admin.send('PUT', '/coal/scale/hold', { scaleId: s.id, holdMs: 'x' })).success).toBe(false);
    expect(must(await admin.get(`/coal/scale/link?scaleId=${s.id}`)).holdMs).toBe(3000);
  });

  it('is the token holder\'s own: another tenant and a user without the permission get nothing', async () => {
    const s = await scale();
    const other = callsAs(t, await userWithPerms(t, 'scale_t2', ['coal:scale:token', 'coal:weighing:station', 'coal:scale:list'], { tenantId: 2 }));
    for (const r of [await other.send('POST', '/coal/scale/token', { scaleId: s.id }), await other.get(`/coal/scale/link?scaleId=${s.id}`), await other.send('PUT', '/coal/scale/hold', { scaleId: s.id, holdMs: 900 }), await other.get(`/coal/scale/reading?scaleId=${s.id}`), await other.get(`/coal/scale/trucks?scaleId=${s.id}`)]) {
      expect(r.success).toBe(false);
      expect(r.message).toBe('地磅不存在或已删除');
    }
    expect(must(await other.get('/coal/scale/stations')).map((x: { id: string }) => x.id)).not.toContain(s.id);
    const reader = callsAs(t, await userWithPerms(t, 'scale_reader', ['coal:scale:list']));
    expect((await reader.send('POST', '/coal/scale/token', { scaleId: s.id })).code).toBe(510);
    expect(must(await admin.get(`/coal/scale/link?scaleId=${s.id}`)).hasToken).toBe(false);
  });
});

describe('the agent stream', () => {
  it('records the readings of an agent with the right token, dated by the server', async () => {
    const s = await scale();
    const { token } = await issue(s.id);
    const a = await agent(s.code, token);
    // An agent clock a day behind: the reading is still recorded, at the server's time.
    const before = Date.now();
    a.socket.send(reading(s.code, 15840, true, before - 86_400_000));
    await until(() => scaleReadings(t.ctx).latest(s.id)?.weightKg === 15840);
    const r = scaleReadings(t.ctx).latest(s.id)!;
    expect(r.at).toBeGreaterThanOrEqual(before);
    expect(r).toMatchObject({ divisionKg: 20, stable: true, holdMs: 2000 });
    // Another scale's code, garbage, a float weight and an unknown type are ignored.
    await sleep(50);
    a.socket.send(reading('OTHER', 1));
    a.socket.send('{not json');
    a.socket.send(JSON.stringify({ type: 'reading', scaleCode: s.code, weightKg: 12.5, stable: true, at: Date.now() }));
    a.socket.send(JSON.stringify({ type: 'hello' }));
    await sleep(150);
    expect(scaleReadings(t.ctx).latest(s.id)!.weightKg).toBe(15840);
    const state = must(await admin.get(`/coal/scale/reading?scaleId=${s.id}`));
    expect(state).toMatchObject({ type: 'scaleState', scaleId: s.id, weightKg: 15840, stable: false, agentStable: true, online: true, holdMs: 2000, divisionKg: 20 });
    expect(must(await admin.get(`/coal/scale/link?scaleId=${s.id}`)).lastSeenAt).not.toBeNull();
    // A new hold reaches the open stream: the next reading carries it, so every capture checks the same hold.
    must(await admin.send('PUT', '/coal/scale/hold', { scaleId: s.id, holdMs: 3000 }));
    await sleep(50);
    a.socket.send(reading(s.code, 15860));
    await until(() => scaleReadings(t.ctx).latest(s.id)?.weightKg === 15860);
    expect(scaleReadings(t.ctx).latest(s.id)!.holdMs).toBe(3000);
    a.socket.close();
    await a.closed;
  });

  it('refuses a missing, wrong or another scale\'s token with HTTP 401 before any socket opens', async () => {
    const s = await scale();
    const s2 = await scale();
    const { token } = await issue(s.id);
    const { token: token2 } = await issue(s2.id);
    await expect(agent(s.code, null)).rejects.toThrow('HTTP 401');
    await expect(agent(s.code, 'msk_wrong')).rejects.toThrow('HTTP 401');
    await expect(agent(s.code, token2)).rejects.toThrow('HTTP 401');
    await expect(agent('NOSUCH', token)).rejects.toThrow('HTTP 401');
    // A deleted scale's token is dead too.
    must(await admin.send('DELETE', `/coal/scale/delete?id=${s2.id}`));
    await expect(agent(s2.code, token2)).rejects.toThrow('HTTP 401');
  });

  it('cuts the old agent off when the token is rotated, and refuses it afterwards', async () => {
    const s = await scale();
    const { token: old } = await issue(s.id);
    const a = await agent(s.code, old);
    await issue(s.id);
    expect(await a.closed).toBe(1008);
    await expect(agent(s.code, old)).rejects.toThrow('HTTP 401');
  });

  it('follows the scale list: a new division from the next reading, the agent cut off when the scale is deleted or renamed', async () => {
    const s = await scale();
    const { token } = await issue(s.id);
    const a = await agent(s.code, token);
    must(await admin.send('PUT', '/coal/scale/edit', { id: s.id, divisionKg: 10 }));
    await sleep(50);
    a.socket.send(reading(s.code, 15850));
    await until(() => scaleReadings(t.ctx).latest(s.id)?.weightKg === 15850);
    expect(scaleReadings(t.ctx).latest(s.id)!.divisionKg).toBe(10);
    must(await admin.send('PUT', '/coal/scale/edit', { id: s.id, code: `${s.code}X` }));
    expect(await a.closed).toBe(1008);
    await expect(agent(s.code, token)).rejects.toThrow('HTTP 401');
    const b = await agent(`${s.code}X`, token);
    must(await admin.send('DELETE', `/coal/scale/delete?id=${s.id}`));
    expect(await b.closed).toBe(1008);
    await expect(agent(`${s.code}X`, token)).rejects.toThrow('HTTP 401');
  });

  it('keeps one agent per scale: a newer connection replaces the older', async () => {
    const s = await scale();
    const { token } = await issue(s.id);
    const a = await agent(s.code, token);
    const b = await agent(s.code, token);
    expect(await a.closed).toBe(1008);
    b.socket.send(reading(s.code, 100));
    await until(() => scaleReadings(t.ctx).latest(s.id)?.weightKg === 100);
    b.socket.close();
  });

  it('cannot feed another tenant\'s scale of the same code', async () => {
    const mine = await scale();
    const other = callsAs(t, await userWithPerms(t, 'scale_t2b', ['coal:scale:add', 'coal:scale:token'], { tenantId: 2 }));
    const theirs = must(await other.send('POST', '/coal/scale/add', { code: mine.code, name: '二号租户的秤' }));
    const { token: theirToken } = await issue(theirs.id, other);
    // Their token names their scale only, though the codes agree.
    const a = await agent(mine.code, theirToken);
    a.socket.send(reading(mine.code, 777));
    await until(() => scaleReadings(t.ctx).latest(theirs.id)?.weightKg === 777);
    expect(scaleReadings(t.ctx).latest(mine.id)).toBeUndefined();
    a.socket.close();
  });
});

describe('the station socket', () => {
  const station = (token: string, scaleId: string, tenantId = '') => openSocket(`${ws}/api/coal/scale/live?scaleId=${scaleId}&token=${token}${tenantId ? `&tenantId=${tenantId}` : ''}`);

  it('pushes the scale\'s state, at most ten times a second, and says when it goes silent', async () => {
    const s = await scale();
    const sock = await station(await t.login(), s.id);
    const first = JSON.parse(await sock.next(() => true));
    expect(first).toMatchObject({ type: 'scaleState', scaleId: s.id, weightKg: null, online: false, stable: false, holdMs: 2000 });
    const store = scaleReadings(t.ctx);
    const start = Date.now();
    // 100 readings in ~500 ms (what a flood would be): the screen hears at most one per 100 ms.
    for (let i = 0; i < 100; i += 1) {
      await store.record({ scaleId: s.id, weightKg: 20_000 + i * 20, stable: false, at: Date.now(), divisionKg: 20 });
      await sleep(5);
    }
    await sleep(150);
    const states = sock.received.map((x) => JSON.parse(x)).slice(1);
    const elapsed = Date.now() - start;
    expect(states.length).toBeGreaterThan(2);
    expect(states.length).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 1);
    // The latest state arrives: nothing is lost to the throttle but the intermediate ones.
    expect(states.at(-1)).toMatchObject({ weightKg: 20_000 + 99 * 20, online: true, stable: false });
    // A stable run: green only once it has held for the scale's hold (here 500 ms), on the server's clock.
    must(await admin.send('PUT', '/coal/scale/hold', { scaleId: s.id, holdMs: 500 }));
    const runStart = Date.now();
    for (let i = 0; i < 8; i += 1) {
      await store.record({ scaleId: s.id, weightKg: i % 2 ? 48960 : 48980, stable: true, at: Date.now(), divisionKg: 20, holdMs: 500 });
      await sleep(100);
    }
    const states2 = sock.received.map((x) => JSON.parse(x));
    const firstGreen = states2.find((x) => x.stable);
    expect(firstGreen).toMatchObject({ weightKg: expect.any(Number), stable: true, agentStable: true, online: true, holdMs: 500 });
    expect(firstGreen.heldMs).toBeGreaterThanOrEqual(500);
    expect(firstGreen.runSince).toBeGreaterThanOrEqual(runStart);
    expect(states2.filter((x) => x.weightKg >= 48960 && !x.stable).every((x) => x.heldMs < 500)).toBe(true);
    // Silence: within the freshness limit plus a check, the screen is told the scale is offline.
    const silent = JSON.parse(await sock.next((x) => JSON.parse(x).online === false && JSON.parse(x).weightKg === 48960, 3000));
    expect(silent).toMatchObject({ stable: false, stableSince: null, runSince: null, heldMs: 0 });
    sock.ws.close();
  });

  it('refuses another tenant\'s user, a user without the permission and an unknown scale', async () => {
    const s = await scale();
    const t2 = await userWithPerms(t, 'station_t2', ['coal:weighing:station'], { tenantId: 2 });
    await expect(station(t2, s.id)).rejects.toThrow();
    // Naming tenant 1 does not help a user who is not of it.
    await expect(station(t2, s.id, '1')).rejects.toThrow();
    const noPerm = await userWithPerms(t, 'station_noperm', ['coal:scale:list']);
    await expect(station(noPerm, s.id)).rejects.toThrow();
    await expect(station(await t.login(), 'no-such-scale')).rejects.toThrow();
    await expect(openSocket(`${ws}/api/coal/scale/live?scaleId=${s.id}`)).rejects.toThrow('HTTP 401');
    const clerk = await userWithPerms(t, 'station_clerk', ['coal:weighing:station']);
    const ok = await station(clerk, s.id);
    expect(JSON.parse(await ok.next(() => true)).scaleId).toBe(s.id);
    ok.ws.close();
  });
});
