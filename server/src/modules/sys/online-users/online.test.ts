import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { describeUserAgent } from './user-agent';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
});

const h = (token: string) => ({ 'x-access-token': token });
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('online users', () => {
  it('lists live sessions with user, address, browser and times, searchable by user name, without tokens', async () => {
    await t.createUser({ username: 'online01', password: 'Online1234', roles: ['dispatcher'] });
    const res = await t.call({ method: 'POST', url: '/api/sys/login', payload: { username: 'online01', password: 'Online1234' }, remoteAddress: '10.0.0.7', headers: { 'user-agent': CHROME } });
    const token = res.json.result.token as string;
    const page = (await t.call({ method: 'GET', url: '/api/sys/online/list?username=online&pageNo=1&pageSize=10', headers: h(admin) })).json.result;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ username: 'online01', realname: '测试online01', ip: '10.0.0.7', browser: 'Chrome 120 / Windows', loginTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(JSON.stringify(page)).not.toContain(token);
    const all = (await t.call({ method: 'GET', url: '/api/sys/online/list', headers: h(admin) })).json.result;
    expect(all.total).toBe(2);
    expect((await t.call({ method: 'GET', url: '/api/sys/online/list?pageSize=999', headers: h(admin) })).json.message).toBe('每页条数不能超过200');

    // Without the codes: 510.
    expect((await t.call({ method: 'GET', url: '/api/sys/online/list', headers: h(token) })).json.code).toBe(510);
    const sessionId = page.records[0].id;
    expect((await t.call({ method: 'POST', url: '/api/sys/online/forceLogout', headers: h(token), payload: { sessionId } })).json.code).toBe(510);

    // Force logout ends that session at once.
    const r = await t.call({ method: 'POST', url: '/api/sys/online/forceLogout', headers: h(admin), payload: { sessionId } });
    expect(r.json).toMatchObject({ success: true, message: '强制退出成功！' });
    expect((await t.call({ method: 'GET', url: '/api/sys/user/profile', headers: h(token) })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/sys/online/list?username=online01', headers: h(admin) })).json.result.total).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/sys/online/forceLogout', headers: h(admin), payload: { sessionId } })).json.message).toBe('会话不存在或已结束');
  });

  it('refuses to end the session making the call', async () => {
    const mine = (await t.call({ method: 'GET', url: '/api/sys/online/list?username=admin', headers: h(admin) })).json.result.records;
    const results = await Promise.all(mine.map((s: { id: string }) => t.call({ method: 'POST', url: '/api/sys/online/forceLogout', headers: h(admin), payload: { sessionId: s.id } })));
    expect(results.some((r) => r.json.message === '不能强制退出当前会话')).toBe(true);
  });

  it('names browsers and systems shortly', () => {
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari 17 / iOS');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox 121 / Linux');
    expect(describeUserAgent('')).toBe('');
  });
});
