import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'plain01', password: 'Plain12345', roles: ['dispatcher'] });
  plain = await t.login('plain01', 'Plain12345');
});
afterAll(async () => {
  await t?.close();
});

const h = (token: string, tenant?: number) => ({ 'x-access-token': token, ...(tenant === undefined ? {} : { 'tenant-id': String(tenant) }) });
const get = (url: string, token = admin, tenant?: number) => t.call({ method: 'GET', url: `/api${url}`, headers: h(token, tenant) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, token = admin) => t.call({ method, url: `/api${url}`, headers: h(token), payload });

describe('tenants', () => {
  it('adds with a chosen or the next free number, edits, lists, and refuses bad input', async () => {
    const chosen = await send('POST', '/sys/tenant/add', { id: 20, name: '晋北煤运', beginDate: '2026-01-01', endDate: '2026-12-31' });
    expect(chosen.json).toMatchObject({ success: true, result: { name: '晋北煤运', status: 1, beginDate: '2026-01-01' } });
    expect(String(chosen.json.result.id)).toBe('20');
    const next = await send('POST', '/sys/tenant/add', { name: '鄂尔多斯物流' });
    expect(String(next.json.result.id)).toBe('21');
    expect((await send('POST', '/sys/tenant/add', { id: 20, name: '重复' })).json.message).toBe('租户编号「20」已存在');
    expect((await send('POST', '/sys/tenant/add', { name: '晋北煤运' })).json.success).toBe(false);
    expect((await send('POST', '/sys/tenant/add', { name: '日期错', beginDate: '2026-05-01', endDate: '2026-01-01' })).json.message).toBe('结束时间不能早于开始时间');
    expect((await send('POST', '/sys/tenant/add', { name: '' })).json.message).toBe('请输入租户名称');
    const edit = await send('PUT', '/sys/tenant/edit', { id: '21', name: '鄂尔多斯煤炭物流', status: 0 });
    expect(edit.json.result).toMatchObject({ name: '鄂尔多斯煤炭物流', status: 1 });
    const list = (await get('/sys/tenant/list?column=id&order=asc')).json.result;
    expect(list.records.map((r: { id: string }) => r.id)).toEqual(['1', '20', '21']);
    expect(list.records[1].status_dictText).toBe('正常');
  });

  it('needs its permission codes (510)', async () => {
    expect((await get('/sys/tenant/list', plain)).json.code).toBe(510);
    expect((await send('POST', '/sys/tenant/add', { name: '无权' }, plain)).json.code).toBe(510);
    expect((await send('PUT', '/sys/tenant/edit', { id: '20', name: '无权' }, plain)).json.code).toBe(510);
    expect((await send('PUT', '/sys/tenant/frozenBatch', { ids: '20', status: 0 }, plain)).json.code).toBe(510);
  });

  it('a frozen tenant refuses its users at sign-in and as tenant-id, and lets them back in when unfrozen', async () => {
    await t.createUser({ username: 'north01', password: 'North1234', roles: ['dispatcher'], tenants: '20' });
    await t.createUser({ username: 'both01', password: 'Both12345', roles: ['dispatcher'], tenants: '20,1' });
    const north = await t.login('north01', 'North1234');
    const both = await t.login('both01', 'Both12345');
    expect((await get('/sys/user/profile', both, 20)).statusCode).toBe(200);

    const r = await send('PUT', '/sys/tenant/frozenBatch', { ids: '20', status: 0 });
    expect(r.json).toMatchObject({ success: true, message: '冻结成功!' });
    expect((await get('/sys/tenant/queryById?id=20')).json.result).toMatchObject({ id: '20', status: 0, status_dictText: '冻结' });
    // Its only tenant frozen: the session is over, and signing in is refused.
    expect((await get('/sys/user/profile', north)).statusCode).toBe(401);
    const login = await t.call({ method: 'POST', url: '/api/sys/login', payload: { username: 'north01', password: 'North1234' } });
    expect(login.json).toMatchObject({ success: false, message: '该用户所属租户已冻结' });
    // With another tenant the user signs in there; the frozen one is refused as tenant-id.
    const both2 = await t.login('both01', 'Both12345');
    const info = await get('/sys/user/profile', both2);
    expect(info.json.result.userInfo.loginTenantId).toBe(1);
    const refused = await get('/sys/user/profile', both2, 20);
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe('该租户已冻结');
    expect((await send('PUT', '/sys/tenant/frozenBatch', { ids: '1', status: 0 })).json.message).toBe('不能冻结当前登录的租户');

    expect((await send('PUT', '/sys/tenant/frozenBatch', { ids: '20', status: 1 })).json.message).toBe('解冻成功!');
    await t.login('north01', 'North1234');
    expect((await get('/sys/user/profile', both2, 20)).statusCode).toBe(200);
  });

  it('tenant-scoped data of one tenant is invisible from another, whatever tenant-id is sent', async () => {
    await t.createUser({ username: 'other01', password: 'Other1234', roles: ['dispatcher'], tenants: '21' });
    const other = await t.login('other01', 'Other1234');
    const mine = (await get('/sys/sysDepart/queryTreeList', admin)).json.result;
    expect(mine.length).toBeGreaterThan(0);
    expect((await get('/sys/sysDepart/queryTreeList', other)).json.result).toEqual([]);
    expect((await get('/sys/sysDepart/listAll', other)).json.result).toEqual([]);
    const asked = await get('/sys/sysDepart/queryTreeList', other, 1);
    expect(asked.statusCode).toBe(403);
    expect(asked.json.message).toBe('无权访问该租户');
    // A user of both tenants sees tenant 1's departments only while working in tenant 1.
    const both = await t.login('both01', 'Both12345');
    expect((await get('/sys/sysDepart/listAll', both, 20)).json.result).toEqual([]);
    expect((await get('/sys/sysDepart/listAll', both, 1)).json.result.length).toBe((await get('/sys/sysDepart/listAll', admin)).json.result.length);
  });
});

describe('tenant ids that are not numbers', () => {
  it('are refused with a message, not a database error', async () => {
    for (const url of ['/sys/tenant/queryById?id=abc', '/sys/tenant/list?id=abc']) {
      const r = await get(url);
      expect(r.statusCode).toBe(200);
      expect(r.json.success).toBe(false);
    }
    const edit = await send('PUT', '/sys/tenant/edit', { id: 'abc', name: 'x' });
    expect(edit.json.success).toBe(false);
    expect(edit.statusCode).toBe(200);
  });
});
