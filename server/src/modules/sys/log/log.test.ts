import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysLog } from '../../../core/db/schema/index';

let t: TestApp;
let admin: string;
let plain: string;
const h = (token: string) => ({ 'x-access-token': token });
const get = (url: string, token = admin) => t.call({ method: 'GET', url, headers: h(token) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'bob', password: 'Bob@2024xx' });
  plain = await t.login('bob', 'Bob@2024xx');
  await t.ctx.db.insert(sysLog).values([
    { logType: 2, logContent: '添加合同 HT001', operateType: 2, username: 'admin', createTime: new Date('2026-01-05T02:00:00Z') },
    { logType: 2, logContent: '删除磅单 BD009', operateType: 4, username: 'disp', createTime: new Date('2026-01-06T02:00:00Z') },
    { logType: 2, logContent: '很久以前的操作', operateType: 1, username: 'admin', createTime: sql`now() - interval '400 days'` as never },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('system logs (系统日志)', () => {
  it('the sign-in tab lists sign-ins only', async () => {
    const res = await get('/api/sys/log/list?logType=1');
    expect(res.json.result.total).toBeGreaterThanOrEqual(2);
    expect(res.json.result.records.every((r: any) => r.logType === 1)).toBe(true);
  });

  it('filters operations by type, keyword, user and time range, sorted by time', async () => {
    const byType = await get('/api/sys/log/list?logType=2&operateType=4');
    expect(byType.json.result.records.map((r: any) => r.logContent)).toEqual(['删除磅单 BD009']);
    expect(byType.json.result.records[0].operateType_dictText).toBe('删除');
    const byWord = await get(`/api/sys/log/list?logType=2&logContent=${encodeURIComponent('*合同*')}`);
    expect(byWord.json.result.records.map((r: any) => r.logContent)).toEqual(['添加合同 HT001']);
    const byUser = await get('/api/sys/log/list?logType=2&username=*disp*');
    expect(byUser.json.result.records).toHaveLength(1);
    const range = await get('/api/sys/log/list?logType=2&createTime_begin=2026-01-05&createTime_end=2026-01-06&column=createTime&order=asc');
    expect(range.json.result.records.map((r: any) => r.logContent)).toEqual(['添加合同 HT001', '删除磅单 BD009']);
  });

  it('is read-only: no add, edit or delete routes', async () => {
    for (const [method, url] of [['POST', '/api/sys/log/add'], ['PUT', '/api/sys/log/edit'], ['DELETE', '/api/sys/log/delete?id=x']] as const) {
      const res = await t.call({ method, url, headers: h(admin), payload: method === 'DELETE' ? undefined : {} });
      expect(res.json?.success ?? false, url).toBe(false);
    }
  });

  it('exports to a spreadsheet', async () => {
    const res = await get('/api/sys/log/exportXls?logType=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('purges logs older than N days (at least 7), after checking the number', async () => {
    expect((await t.call({ method: 'DELETE', url: '/api/sys/log/purge?days=3', headers: h(admin) })).json).toMatchObject({ success: false, message: '保留天数不能少于7天' });
    expect((await t.call({ method: 'DELETE', url: '/api/sys/log/purge?days=abc', headers: h(admin) })).json.success).toBe(false);
    const res = await t.call({ method: 'DELETE', url: '/api/sys/log/purge?days=365', headers: h(admin) });
    expect(res.json).toMatchObject({ success: true, message: '已清理1条365天前的日志' });
    const left = await get(`/api/sys/log/list?logType=2&logContent=${encodeURIComponent('*很久以前*')}`);
    expect(left.json.result.total).toBe(0);
  });

  it('each call needs its permission (510)', async () => {
    expect((await get('/api/sys/log/list?logType=1', plain)).json.code).toBe(510);
    expect((await get('/api/sys/log/exportXls', plain)).json.code).toBe(510);
    expect((await t.call({ method: 'DELETE', url: '/api/sys/log/purge?days=30', headers: h(plain) })).json.code).toBe(510);
  });
});
