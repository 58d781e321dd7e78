import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { normalisePath } from '../../core/metrics/index';
import { parseRedisInfo } from './redisInfo';

let t: TestApp;
let admin: string;
let worker: string;
const get = (url: string, token: string) => t.call({ method: 'GET', url: `/api/monitor/${url}`, headers: { 'x-access-token': token } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'watcher', password: 'Watcher@2024' });
  worker = await t.login('watcher', 'Watcher@2024');
});
afterAll(async () => {
  await t?.close();
});

describe('monitoring', () => {
  it('is for administrators only: 510 for anyone else', async () => {
    for (const url of ['disk', 'runtime', 'http', 'redis', 'trace']) {
      const res = await get(url, worker);
      expect(res.json.code, url).toBe(510);
    }
  });

  it('disk: the DATA_DIR volume', async () => {
    const { result } = (await get('disk', admin)).json;
    expect(result.path).toBe(t.ctx.config.dataDir);
    expect(result.total).toBeGreaterThan(0);
    expect(result.used + result.free).toBeLessThanOrEqual(result.total);
    expect(result.usedPercent).toBeGreaterThanOrEqual(0);
    expect(result.usedPercent).toBeLessThanOrEqual(100);
  });

  it('runtime: memory, CPU, event-loop delay, versions', async () => {
    const { result } = (await get('runtime', admin)).json;
    expect(result.node).toBe(process.version);
    expect(result.memory.heapUsed).toBeGreaterThan(0);
    expect(result.memory.rss).toBeGreaterThanOrEqual(result.memory.heapTotal);
    expect(result.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(result.eventLoopDelayMs.p50);
    expect(result.cpuPercent).toBeGreaterThanOrEqual(0);
    expect(result.uptimeSec).toBeGreaterThanOrEqual(0);
  });

  it('http: counts requests and errors, with response-time percentiles', async () => {
    const before = (await get('http', admin)).json.result;
    await t.call({ method: 'GET', url: '/api/no/such/route', headers: { 'x-access-token': admin } });
    await t.call({ method: 'GET', url: '/api/health' });
    const after = (await get('http', admin)).json.result;
    // the two calls plus the first snapshot request itself
    expect(after.total - before.total).toBe(3);
    expect(after.byStatus['4xx'] - before.byStatus['4xx']).toBe(1);
    expect(after.errors).toBeGreaterThanOrEqual(1);
    expect(after.inFlight).toBe(1); // this very request
    expect(after.responseMs.p99).toBeGreaterThanOrEqual(after.responseMs.p50);
    expect(after.responseMs.max).toBeGreaterThan(0);
    expect(after.websockets).toBe(0);
  });

  it('trace: the last requests, newest first, with the user and never a token or query value', async () => {
    await t.call({ method: 'GET', url: `/api/sys/annountCement/listByUser?token=${admin}&_t=123`, headers: { 'x-access-token': admin } });
    const { result } = (await get('trace', admin)).json;
    const entry = result.find((e: any) => e.path.startsWith('/api/sys/annountCement/listByUser'));
    expect(entry).toMatchObject({ method: 'GET', path: '/api/sys/annountCement/listByUser?_t', status: 200, username: 'admin' });
    expect(JSON.stringify(result)).not.toContain(admin);
    expect(result[0].time).toBeGreaterThanOrEqual(result[result.length - 1].time);
    for (let i = 0; i < 120; i++) await t.call({ method: 'GET', url: '/api/health' });
    expect((await get('trace', admin)).json.result).toHaveLength(100);
  });

  it('redis: says it is not configured when it is not', async () => {
    const { result } = (await get('redis', admin)).json;
    if (process.env.REDIS_URL) {
      expect(result.configured).toBe(true);
      expect(result.version).toMatch(/^\d+\./);
      expect(result.connectedClients).toBeGreaterThan(0);
    } else {
      expect(result).toEqual({ configured: false, message: '未配置 Redis' });
    }
  });
});

describe('helpers', () => {
  it('normalises a path: query names kept, values and secret names dropped', () => {
    expect(normalisePath('/api/a?pageNo=1&pageSize=10&token=abc&pageNo=2')).toBe('/api/a?pageNo&pageSize');
    expect(normalisePath('/api/a?token=x')).toBe('/api/a');
    expect(normalisePath('/api/a')).toBe('/api/a');
  });

  it('parses Redis INFO', () => {
    const info = parseRedisInfo('# Server\r\nredis_version:7.2.4\r\nuptime_in_seconds:100\r\n# Clients\r\nconnected_clients:3\r\n# Memory\r\nused_memory:1048576\r\n# Keyspace\r\ndb0:keys=5,expires=2,avg_ttl=0\r\ndb1:keys=1,expires=0,avg_ttl=0\r\n');
    expect(info).toMatchObject({ version: '7.2.4', uptimeSec: 100, connectedClients: 3, usedMemory: 1048576, keys: 6, expires: 2 });
    expect(info.keyspace).toEqual([{ db: 'db0', keys: 5, expires: 2 }, { db: 'db1', keys: 1, expires: 0 }]);
    expect(info.sections[0]).toEqual({ section: 'Server', key: 'redis_version', value: '7.2.4' });
  });
});
