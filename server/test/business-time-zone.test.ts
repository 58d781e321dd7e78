import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessTimeZone } from '@meiyun/shared';
import { createTestApp, type TestApp } from './helpers';
import { sysLog } from '../src/core/db/schema/index';

// One deployment whose business zone is not the default: every reply, day boundary and the web's zone follow it.
let t: TestApp;
let admin: string;
const get = (url: string) => t.call({ method: 'GET', url, headers: { 'x-access-token': admin } });

beforeAll(async () => {
  t = await createTestApp({ businessTimeZone: 'America/New_York' });
  admin = await t.login();
  await t.ctx.db.insert(sysLog).values([
    // 2026-01-04 21:00 in New York (2026-01-05 10:00 in Shanghai)
    { logType: 2, logContent: '甲', operateType: 2, username: 'admin', createTime: new Date('2026-01-05T02:00:00Z') },
    // 2026-01-05 23:30 in New York (2026-01-06 12:30 in Shanghai)
    { logType: 2, logContent: '乙', operateType: 2, username: 'admin', createTime: new Date('2026-01-06T04:30:00Z') },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('BUSINESS_TIME_ZONE', () => {
  it('is the zone of the process and goes to the web with the permissions', async () => {
    expect(businessTimeZone()).toBe('America/New_York');
    const perm = await get('/api/sys/permission/getUserPermissionByToken');
    expect(perm.json.result.timeZone).toBe('America/New_York');
    expect(Array.isArray(perm.json.result.menu)).toBe(true);
  });

  it('writes reply timestamps in that zone', async () => {
    const res = await get('/api/sys/log/list?logType=2&username=admin&column=createTime&order=asc');
    const rows = res.json.result.records.filter((r: { logContent: string }) => ['甲', '乙'].includes(r.logContent));
    expect(rows.map((r: { createTime: string }) => r.createTime)).toEqual(['2026-01-04 21:00:00', '2026-01-05 23:30:00']);
  });

  it('reads a query day from that zone’s midnight to the next', async () => {
    const res = await get('/api/sys/log/list?logType=2&createTime_begin=2026-01-05&createTime_end=2026-01-05');
    expect(res.json.result.records.map((r: { logContent: string }) => r.logContent)).toEqual(['乙']);
    const at = await get(`/api/sys/log/list?logType=2&createTime_begin=${encodeURIComponent('2026-01-04 21:00:00')}&createTime_end=${encodeURIComponent('2026-01-04 21:00:00')}`);
    expect(at.json.result.records.map((r: { logContent: string }) => r.logContent)).toEqual(['甲']);
  });
});
