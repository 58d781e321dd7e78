import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysTenant } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'dep_plain', password: 'Plain12345', roles: ['dispatcher'], orgCodes: ['A01A01'] });
  plain = await t.login('dep_plain', 'Plain12345');
});
afterAll(() => t?.close());

const get = (url: string, token = admin, headers: Record<string, string> = {}) => t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': token, ...headers } });
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = admin, headers: Record<string, string> = {}) =>
  t.call({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, payload });
const add = async (departName: string, parentId?: string, token = admin, headers: Record<string, string> = {}) => (await send('POST', '/sys/sysDepart/add', { departName, parentId, orgCategory: '2' }, token, headers)).json;

describe('department trees', () => {
  it('answers the whole tree with node fields', async () => {
    const tree = (await get('/sys/sysDepart/queryTreeList')).json.result;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: seedId('depart:A01'), key: seedId('depart:A01'), value: seedId('depart:A01'), title: '煤运集团', orgCode: 'A01', orgCategory: '1', parentId: null, isLeaf: false, departOrder: 0 });
    expect(tree[0].children.map((c: any) => c.orgCode)).toEqual(['A01A01', 'A01A02', 'A01A03']);
    expect(tree[0].children[0].isLeaf).toBe(true);
  });

  it('loads one level, the id tree, a search, the flat list and my departments', async () => {
    const roots = (await get('/sys/sysDepart/queryDepartTreeSync')).json.result;
    expect(roots.map((r: any) => [r.orgCode, r.isLeaf])).toEqual([['A01', false]]);
    const kids = (await get(`/sys/sysDepart/queryDepartTreeSync?pid=${roots[0].id}`)).json.result;
    expect(kids.map((r: any) => r.title)).toEqual(['调度中心', '财务部', '信息中心']);
    const ids = (await get('/sys/sysDepart/queryIdTree')).json.result;
    expect(Object.keys(ids[0]).sort()).toEqual(['children', 'key', 'title', 'value']);
    const found = (await get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('财务')}`)).json.result;
    expect(found[0].title).toBe('煤运集团');
    expect(found[0].children.map((c: any) => c.title)).toEqual(['财务部']);
    expect((await get('/sys/sysDepart/listAll')).json.result).toHaveLength(4);
    const mine = (await get('/sys/sysDepart/queryMyDeptTreeList', plain)).json.result;
    expect(mine.map((d: any) => d.title)).toEqual(['调度中心']);
  });
});

describe('org codes', () => {
  it('generates codes for roots and children, never reusing a deleted one', async () => {
    const root = await add('第二公司');
    expect(root.result.orgCode).toBe('A02');
    const c1 = await add('一部', root.result.id);
    const c2 = await add('二部', root.result.id);
    expect([c1.result.orgCode, c2.result.orgCode]).toEqual(['A02A01', 'A02A02']);
    const g = await add('一组', c1.result.id);
    expect(g.result.orgCode).toBe('A02A01A01');
    expect((await send('DELETE', `/sys/sysDepart/delete?id=${c2.result.id}`)).json.success).toBe(true);
    expect((await add('三部', root.result.id)).result.orgCode).toBe('A02A03');
  });

  it('stays unique under concurrent additions', async () => {
    const parent = (await add('并发公司')).result;
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => add(`并发${i}`, parent.id)));
    expect(made.every((m) => m.success)).toBe(true);
    const codes = made.map((m) => m.result.orgCode).sort();
    expect(new Set(codes).size).toBe(12);
    expect(codes[0]).toBe(`${parent.orgCode}A01`);
    expect(codes[11]).toBe(`${parent.orgCode}A12`);
  });
});

describe('department edit and delete', () => {
  it('edits fields, refuses a move, keeps the org code', async () => {
    const d = (await add('临时部门', seedId('depart:A01'))).result;
    const e = await send('PUT', '/sys/sysDepart/edit', { id: d.id, departName: '正式部门', parentId: seedId('depart:A01'), orgCategory: '3', departOrder: 9, mobile: '0351-1234567' });
    expect(e.json.result).toMatchObject({ departName: '正式部门', orgCategory: '3', departOrder: 9, orgCode: d.orgCode });
    expect((await send('PUT', '/sys/sysDepart/edit', { id: d.id, departName: 'x', parentId: seedId('depart:A01A01') })).json.message).toBe('不支持修改上级部门');
    expect((await send('PUT', '/sys/sysDepart/edit', { id: d.id, departName: '' })).json.message).toBe('请输入机构名称');
  });

  it('refuses a department with children or users, with a Chinese message', async () => {
    expect((await send('DELETE', `/sys/sysDepart/delete?id=${seedId('depart:A01')}`)).json.message).toBe('部门“煤运集团”下还有下级部门，不能删除');
    expect((await send('DELETE', `/sys/sysDepart/delete?id=${seedId('depart:A01A01')}`)).json.message).toBe('部门“调度中心”下还有用户，不能删除');
    const a = (await add('甲')).result;
    const b = (await add('乙')).result;
    // A batch is all or nothing.
    const r = await send('DELETE', `/sys/sysDepart/deleteBatch?ids=${a.id},${seedId('depart:A01A01')}`);
    expect(r.json.success).toBe(false);
    expect((await get('/sys/sysDepart/listAll')).json.result.some((d: any) => d.id === a.id)).toBe(true);
    expect((await send('DELETE', `/sys/sysDepart/deleteBatch?ids=${a.id},${b.id}`)).json.success).toBe(true);
    expect((await get('/sys/sysDepart/listAll')).json.result.some((d: any) => d.id === a.id || d.id === b.id)).toBe(false);
  });

  it('refuses users lacking the codes with 510', async () => {
    expect((await send('POST', '/sys/sysDepart/add', { departName: 'x' }, plain)).json.code).toBe(510);
    expect((await send('PUT', '/sys/sysDepart/edit', { id: 'x', departName: 'x' }, plain)).json.code).toBe(510);
    expect((await send('DELETE', '/sys/sysDepart/delete?id=x', undefined, plain)).json.code).toBe(510);
    expect((await get('/sys/sysDepartRole/list?deptId=x', plain)).json.code).toBe(510);
    expect((await send('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: 'x', departId: 'y', newRoleId: '' }, plain)).json.code).toBe(510);
  });
});

describe('tenants', () => {
  it('shows and changes only the session tenant’s departments', async () => {
    await t.ctx.db.insert(sysTenant).values({ id: 2, name: '第二租户' }).onConflictDoNothing();
    await t.createUser({ username: 'two', password: 'TwoTwo1234', roles: ['admin'], tenants: '1,2' });
    const two = await t.login('two', 'TwoTwo1234');
    const h = { 'tenant-id': '2' };
    expect((await get('/sys/sysDepart/queryTreeList', two, h)).json.result).toEqual([]);
    const root = await add('租户二公司', undefined, two, h);
    expect(root.success).toBe(true);
    expect((await get('/sys/sysDepart/queryTreeList', two, h)).json.result.map((d: any) => d.title)).toEqual(['租户二公司']);
    expect((await get('/sys/sysDepart/listAll')).json.result.some((d: any) => d.title === '租户二公司')).toBe(false);
    expect((await send('DELETE', `/sys/sysDepart/delete?id=${root.result.id}`)).json.message).toBe('部门不存在或已被删除');
    expect((await send('POST', '/sys/sysDepart/add', { departName: 'x', parentId: root.result.id })).json.message).toBe('部门不存在或已被删除');
    expect((await get(`/sys/sysDepartRole/list?deptId=${root.result.id}`)).json.message).toBe('部门不存在或已被删除');
    expect(await t.ctx.db.select().from(sysTenant).where(eq(sysTenant.id, 2))).toHaveLength(1);
  });
});

describe('department roles and users', () => {
  it('CRUD of department roles and user pickers', async () => {
    const departId = seedId('depart:A01A03');
    const r = await send('POST', '/sys/sysDepartRole/add', { departId, roleName: '运维', roleCode: 'ops' });
    expect(r.json.success).toBe(true);
    expect((await send('POST', '/sys/sysDepartRole/add', { departId, roleName: '运维2', roleCode: 'ops' })).json.message).toBe('该部门下已存在此角色编码');
    const list = (await get(`/sys/sysDepartRole/list?deptId=${departId}&pageNo=1&pageSize=10`)).json.result;
    expect(list.records.map((x: any) => x.roleCode)).toEqual(['ops']);
    expect((await send('PUT', '/sys/sysDepartRole/edit', { id: r.json.result.id, departId, roleName: '运维组', roleCode: 'ops' })).json.result.roleName).toBe('运维组');

    const u = await t.createUser({ username: 'it1', password: 'ItItIt1234', orgCodes: ['A01A03'] });
    const outsider = await t.createUser({ username: 'it2', password: 'ItItIt1234', orgCodes: ['A01A01'] });
    expect((await send('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: outsider, departId, newRoleId: r.json.result.id })).json.message).toBe('该用户不属于此部门');
    expect((await send('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: u, departId, newRoleId: r.json.result.id })).json.success).toBe(true);

    const users = (await get(`/sys/user/queryUserComponentData?departId=${seedId('depart:A01')}&pageNo=1&pageSize=50`)).json.result;
    expect(users.records.map((x: any) => x.username)).toEqual(expect.arrayContaining(['admin', 'it1', 'it2']));
    expect(JSON.stringify(users)).not.toMatch(/password|argon/i);
    const itOnly = (await get(`/sys/user/queryUserComponentData?departId=${departId}&username=it`)).json.result;
    expect(itOnly.records.map((x: any) => x.username)).toEqual(['it1']);
    expect((await get(`/sys/user/queryUserComponentData?column=passwordHash`)).json.success).toBe(false);
    expect((await get(`/sys/user/queryUserByDepId?id=${departId}`)).json.result.map((x: any) => x.username)).toEqual(['it1']);

    expect((await send('POST', '/sys/user/editSysDepartWithUser', { depId: departId, userIdList: [outsider] })).json.success).toBe(true);
    expect((await get(`/sys/user/queryUserByDepId?id=${departId}`)).json.result).toHaveLength(2);
    expect((await send('DELETE', `/sys/user/deleteUserInDepartBatch?depId=${departId}&userIds=${u}`)).json.success).toBe(true);
    expect((await get(`/sys/sysDepartRole/getDeptRoleByUserId?userId=${u}&departId=${departId}`)).json.result).toEqual([]);

    expect((await send('DELETE', `/sys/sysDepartRole/delete?id=${r.json.result.id}`)).json.success).toBe(true);
    expect((await get(`/sys/sysDepartRole/list?deptId=${departId}`)).json.result.total).toBe(0);
  });
});
