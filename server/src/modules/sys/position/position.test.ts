import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'pos_plain', password: 'Plain12345', roles: ['dispatcher'] });
  plain = await t.login('pos_plain', 'Plain12345');
});
afterAll(async () => t?.close());

const h = (token: string) => ({ 'x-access-token': token });
const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, headers: h(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) => t.call({ method, url: `/api${url}`, headers: h(token), payload });

describe('positions', () => {
  it('lists the seeded positions with their rank text', async () => {
    const r = (await get('/sys/position/list?column=code&order=asc')).json.result;
    expect(r.records.map((p: any) => p.code)).toEqual(['DISPATCH', 'GM', 'WEIGHER']);
    expect(r.records.find((p: any) => p.code === 'GM').rank_dictText).toBe('正高级');
  });

  it('needs the system:position codes', async () => {
    expect((await get('/sys/position/list', plain)).json.code).toBe(510);
    expect((await send('POST', '/sys/position/add', { code: 'X1', name: 'x', rank: '1' }, plain)).json.code).toBe(510);
    expect((await send('DELETE', '/sys/position/delete?id=x', undefined, plain)).json.code).toBe(510);
  });

  it('adds, refuses a duplicate code and a bad rank, edits and deletes', async () => {
    const add = (await send('POST', '/sys/position/add', { code: 'CLERK', name: '统计员', rank: '4' })).json;
    expect(add).toMatchObject({ success: true, message: '添加成功！' });
    expect((await send('POST', '/sys/position/add', { code: 'CLERK', name: '统计员二', rank: '4' })).json.success).toBe(false);
    expect((await send('POST', '/sys/position/add', { code: 'BAD', name: '坏', rank: '9' })).json.success).toBe(false);
    expect((await send('PUT', '/sys/position/edit', { id: add.result.id, name: '统计主管' })).json.success).toBe(true);
    expect((await send('DELETE', `/sys/position/delete?id=${add.result.id}`)).json.success).toBe(true);
    expect((await get('/sys/position/list?code=CLERK')).json.result.total).toBe(0);
  });
});
