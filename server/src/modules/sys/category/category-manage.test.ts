import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { levelCode, levelIndex } from './manage';

let t: TestApp;
let admin: string;
let plain: string;
const h = (token: string) => ({ 'x-access-token': token });
const add = (payload: Record<string, unknown>, token = admin) => t.call({ method: 'POST', url: '/api/sys/category/add', headers: h(token), payload });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'erin', password: 'Erin@2024xx' });
  plain = await t.login('erin', 'Erin@2024xx');
});
afterAll(async () => {
  await t?.close();
});

describe('category management (分类字典)', () => {
  it('level codes run A01…A99, B01…', () => {
    expect([0, 1, 98, 99, 100].map(levelCode)).toEqual(['A01', 'A02', 'A99', 'B01', 'B02']);
    expect(levelIndex('B01')).toBe(99);
    expect(levelIndex('A00')).toBe(-1);
  });

  it('a new top category and its children get the next codes of their level', async () => {
    const top = await add({ name: '煤矿' });
    expect(top.json).toMatchObject({ success: true, message: '添加成功！', result: { code: 'A03', pid: '0', hasChild: '0' } });
    const c1 = await add({ pid: top.json.result.id, name: '国有煤矿' });
    const c2 = await add({ pid: top.json.result.id, name: '地方煤矿' });
    expect([c1.json.result.code, c2.json.result.code]).toEqual(['A03A01', 'A03A02']);
    const parent = await t.call({ method: 'GET', url: `/api/sys/category/loadOne?field=id&val=${top.json.result.id}`, headers: h(admin) });
    expect(parent.json.result.hasChild).toBe('1');
    // Under an existing seeded branch: 煤种 (A01) has A01A01 … A01A05.
    const kinds = await t.call({ method: 'GET', url: '/api/sys/category/loadOne?field=code&val=A01', headers: h(admin) });
    expect((await add({ pid: kinds.json.result.id, name: '褐煤' })).json.result.code).toBe('A01A06');
    expect((await add({ pid: top.json.result.id, name: '国有煤矿' })).json).toMatchObject({ success: false, message: '同级下已有同名分类' });
    expect((await add({ pid: 'missing', name: 'x' })).json).toMatchObject({ success: false, message: '上级分类不存在' });
    expect((await add({ name: '' })).json).toMatchObject({ success: false, message: '请输入分类名称' });
  });

  it('concurrent adds under one parent get different codes', async () => {
    const top = await add({ name: '港口' });
    const res = await Promise.all(Array.from({ length: 8 }, (_, i) => add({ pid: top.json.result.id, name: `港口${i}` })));
    expect(new Set(res.map((r) => r.json.result.code)).size).toBe(8);
  });

  it('renames, refuses deleting a category with children, and makes the parent a leaf after its last child goes', async () => {
    const top = await add({ name: '站台' });
    const child = await add({ pid: top.json.result.id, name: '一号站台' });
    const edit = await t.call({ method: 'PUT', url: '/api/sys/category/edit', headers: h(admin), payload: { id: child.json.result.id, name: '1号站台' } });
    expect(edit.json).toMatchObject({ success: true, result: { name: '1号站台', code: child.json.result.code } });
    const refused = await t.call({ method: 'DELETE', url: `/api/sys/category/delete?id=${top.json.result.id}`, headers: h(admin) });
    expect(refused.json).toMatchObject({ success: false, message: '该分类下有子分类，请先删除子分类' });
    expect((await t.call({ method: 'DELETE', url: `/api/sys/category/delete?id=${child.json.result.id}`, headers: h(admin) })).json.success).toBe(true);
    const parent = await t.call({ method: 'GET', url: `/api/sys/category/loadOne?field=id&val=${top.json.result.id}`, headers: h(admin) });
    expect(parent.json.result.hasChild).toBe('0');
  });

  it('writes need their permission (510); reads only a session', async () => {
    expect((await add({ name: 'x' }, plain)).json.code).toBe(510);
    expect((await t.call({ method: 'PUT', url: '/api/sys/category/edit', headers: h(plain), payload: { id: 'x', name: 'y' } })).json.code).toBe(510);
    expect((await t.call({ method: 'DELETE', url: '/api/sys/category/delete?id=x', headers: h(plain) })).json.code).toBe(510);
    expect((await t.call({ method: 'GET', url: '/api/sys/category/rootList', headers: h(plain) })).json.success).toBe(true);
  });
});
