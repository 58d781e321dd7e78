import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { isCmd, listen, openSocket } from '../../../test/support/sockets';
import { createRedisBus, type Bus } from './bus';

const REDIS_URL = process.env.REDIS_URL;

// Two app instances sharing one Redis (same prefix), as two servers behind a load balancer.
describe.skipIf(!REDIS_URL)('across instances through Redis', () => {
  const prefix = `meiyun:t:${randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp({ cachePrefix: prefix }), createTestApp({ cachePrefix: prefix })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('a notice published on instance A reaches a socket on instance B', async () => {
    expect(a.ctx.bus.kind).toBe('redis');
    // The seeded ids are derived from the user name, so carol is the same user on both instances.
    const carolA = await a.createUser({ username: 'carol', password: 'Carol@2024x' });
    const carolB = await b.createUser({ username: 'carol', password: 'Carol@2024x' });
    expect(carolA).toBe(carolB);
    const tokenB = await b.login('carol', 'Carol@2024x');
    const wsB = await openSocket(`${await listen(b.app)}/api/websocket/${carolB}?token=${tokenB}`);

    // A draft for carol, written by its table's name: core/ knows no feature's table (server/test/layers.test.ts).
    const row = { id: randomBytes(16).toString('hex') };
    await a.ctx.db.execute(
      sql`insert into sys_announcement (id, titile, msg_type, user_ids, send_status, tenant_id) values (${row.id}, '跨实例通知', 'USER', ${carolA}, '0', 1)`,
    );
    const adminA = await a.login();
    const res = await a.call({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${row.id}`, headers: { 'x-access-token': adminA } });
    expect(res.json.success).toBe(true);
    expect(JSON.parse(await wsB.next(isCmd('user', row.id)))).toEqual({ cmd: 'user', msgId: row.id, msgTxt: '跨实例通知' });
    wsB.ws.close();
  });

  it('delivers each message once to every subscriber, the publisher included, and not across prefixes', async () => {
    const p = `meiyun:t:${randomBytes(4).toString('hex')}:`;
    const buses: Bus[] = await Promise.all([createRedisBus(REDIS_URL!, p), createRedisBus(REDIS_URL!, p), createRedisBus(REDIS_URL!, `${p}other:`)]);
    const heard: string[] = [];
    buses.forEach((bus, i) => bus.subscribe('c', (m) => heard.push(`${i}:${(m as { n: number }).n}`)));
    await buses[1].publish('c', { n: 0 }); // waits for its own subscription only
    await buses[0].publish('c', { n: 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.filter((h) => h.endsWith(':1')).sort()).toEqual(['0:1', '1:1']);
    await Promise.all(buses.map((x) => x.close()));
  });
});
