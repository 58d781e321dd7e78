import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysDepart, sysPermission, sysRolePermission, sysUser, sysUserDepart, sysUserRole } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';

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

const h = (token: string) => ({ 'x-access-token': token });
const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, headers: h(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) => t.call({ method, url: `/api${url}`, headers: h(token), payload });
const dispatcher = seedId('role:dispatcher');
const centre = seedId('depart:A01A01');
const finance = seedId('depart:A01A02');

describe('the user form: roles, departments and tenants saved with the user', () => {
  let id: string;
  it('adds a user with roles, departments and tenants in one write, and answers them for the edit form', async () => {
    const r = await send('POST', '/sys/user/add', { username: 'li0001', realname: '李一', password: 'Li123456', selectedroles: dispatcher, selecteddeparts: `${centre},${finance}`, relTenantIds: '1' });
    expect(r.json).toMatchObject({ success: true });
    id = r.json.result.id;
    expect((await t.ctx.db.select().from(sysUserRole).where(eq(sysUserRole.userId, id))).map((x) => x.roleId)).toEqual([dispatcher]);
    expect((await t.ctx.db.select().from(sysUserDepart).where(eq(sysUserDepart.userId, id))).map((x) => x.depId).sort()).toEqual([centre, finance].sort());
    const one = (await get(`/sys/user/queryById?id=${id}`)).json.result;
    expect(one).toMatchObject({ selectedroles: dispatcher, relTenantIds: '1' });
    expect(one.selecteddeparts.split(',').sort()).toEqual([centre, finance].sort());
    expect((await get(`/sys/user/queryUserRole?userid=${id}`)).json.result).toEqual([dispatcher]);
  });

  it('edits replace the relations sent and keep those not sent; unknown roles change nothing', async () => {
    expect((await send('PUT', '/sys/user/edit', { id, selectedroles: 'nosuchrole' })).json.message).toBe('角色的值不在可选范围内');
    expect((await get(`/sys/user/queryUserRole?userid=${id}`)).json.result).toEqual([dispatcher]);
    await send('PUT', '/sys/user/edit', { id, selecteddeparts: finance });
    expect((await t.ctx.db.select().from(sysUserDepart).where(eq(sysUserDepart.userId, id))).map((x) => x.depId)).toEqual([finance]);
    expect((await get(`/sys/user/queryUserRole?userid=${id}`)).json.result).toEqual([dispatcher]);
    await send('PUT', '/sys/user/edit', { id, selectedroles: '' });
    expect((await get(`/sys/user/queryUserRole?userid=${id}`)).json.result).toEqual([]);
  });

  it('checkOnlyUser tells taken user names, phones and emails apart, the user being edited may keep theirs', async () => {
    await send('PUT', '/sys/user/edit', { id, phone: '13900000009', email: 'li@example.com' });
    expect((await get('/sys/user/checkOnlyUser?username=li0001')).json).toMatchObject({ success: false, message: '用户账号已存在' });
    expect((await get('/sys/user/checkOnlyUser?username=free0001')).json).toMatchObject({ success: true });
    expect((await get('/sys/user/checkOnlyUser?phone=13900000009')).json.message).toBe('手机号已存在');
    expect((await get(`/sys/user/checkOnlyUser?phone=13900000009&id=${id}`)).json.success).toBe(true);
    expect((await get('/sys/user/checkOnlyUser?email=li@example.com')).json.message).toBe('邮箱已存在');
    expect((await get('/sys/user/checkOnlyUser')).json.message).toBe('请指定要校验的用户账号、手机号或邮箱');
  });

  it('refuses the extra calls without their permission codes (510)', async () => {
    expect((await get(`/sys/user/queryUserRole?userid=${id}`, plain)).json.code).toBe(510);
    expect((await get('/sys/user/checkOnlyUser?username=x', plain)).json.code).toBe(510);
    expect((await send('PUT', '/sys/user/resetPassword', { id, password: 'New12345a' }, plain)).json.code).toBe(510);
  });
});

describe('the user form: one department field with its current department, positions from 职务管理', () => {
  const info = seedId('depart:A01A03');
  const departsOf = async (id: string) => (await t.ctx.db.select().from(sysUserDepart).where(eq(sysUserDepart.userId, id))).map((x) => x.depId).sort();
  const orgCodeOf = async (id: string) => (await t.ctx.db.select({ orgCode: sysUser.orgCode }).from(sysUser).where(eq(sysUser.id, id)))[0].orgCode;

  it('saves two departments and the current one together, and answers them for the edit form', async () => {
    const r = await send('POST', '/sys/user/add', { username: 'dep0001', realname: '部门一', password: 'Dep123456', selecteddeparts: `${centre},${finance}`, orgCode: 'A01A02', post: 'GM,DISPATCH' });
    expect(r.json).toMatchObject({ success: true });
    const id = r.json.result.id;
    expect(await departsOf(id)).toEqual([centre, finance].sort());
    expect(await orgCodeOf(id)).toBe('A01A02');
    const one = (await get(`/sys/user/queryById?id=${id}`)).json.result;
    expect(one).toMatchObject({ orgCode: 'A01A02', post: 'GM,DISPATCH', post_dictText: '总经理,调度主管' });
    // Another current one among them; then the current one dropped from the departments: the first chosen follows.
    expect((await send('PUT', '/sys/user/edit', { id, selecteddeparts: `${centre},${finance}`, orgCode: 'A01A01' })).json.success).toBe(true);
    expect(await orgCodeOf(id)).toBe('A01A01');
    expect((await send('PUT', '/sys/user/edit', { id, selecteddeparts: `${info},${finance}` })).json.success).toBe(true);
    expect(await departsOf(id)).toEqual([info, finance].sort());
    expect(await orgCodeOf(id)).toBe('A01A03');
    // No departments: no current department.
    expect((await send('PUT', '/sys/user/edit', { id, selecteddeparts: '', orgCode: '' })).json.success).toBe(true);
    expect(await departsOf(id)).toEqual([]);
    expect(await orgCodeOf(id)).toBeNull();
  });

  it('takes the first department as current when none is marked', async () => {
    const r = await send('POST', '/sys/user/add', { username: 'dep0002', realname: '部门二', password: 'Dep123456', selecteddeparts: `${finance},${centre}` });
    expect(await orgCodeOf(r.json.result.id)).toBe('A01A02');
  });

  it('refuses a current department outside the chosen ones, another tenant’s department and an unknown position, writing nothing', async () => {
    const other = seedId('depart:B01');
    await t.ctx.db.insert(sysDepart).values({ id: other, departName: '二号公司', orgCode: 'B01', orgCategory: '1', orgType: '1', tenantId: 2 }).onConflictDoNothing();
    const base = { realname: '部门三', password: 'Dep123456' };
    const notChosen = await send('POST', '/sys/user/add', { ...base, username: 'dep0003', selecteddeparts: centre, orgCode: 'A01A02' });
    expect(notChosen.json).toMatchObject({ success: false, message: '当前部门必须是所选部门之一' });
    const foreign = await send('POST', '/sys/user/add', { ...base, username: 'dep0003', selecteddeparts: `${centre},${other}` });
    expect(foreign.json).toMatchObject({ success: false, message: '部门的值不在可选范围内' });
    const foreignCurrent = await send('POST', '/sys/user/add', { ...base, username: 'dep0003', selecteddeparts: centre, orgCode: 'B01' });
    expect(foreignCurrent.json.success).toBe(false);
    const noPost = await send('POST', '/sys/user/add', { ...base, username: 'dep0003', selecteddeparts: centre, post: 'GM,NOSUCH' });
    expect(noPost.json).toMatchObject({ success: false, message: '职务的值不在可选范围内' });
    expect((await get('/sys/user/list?username=dep0003')).json.result.total).toBe(0);
    // An edit refused keeps the user as they were.
    const id = (await get('/sys/user/list?username=dep0002')).json.result.records[0].id;
    expect((await send('PUT', '/sys/user/edit', { id, selecteddeparts: centre, orgCode: 'A01A02' })).json.message).toBe('当前部门必须是所选部门之一');
    expect(await departsOf(id)).toEqual([centre, finance].sort());
    expect(await orgCodeOf(id)).toBe('A01A02');
  });
});

describe('granting the administrator role', () => {
  it('is only for administrators, even for a user manager', async () => {
    const manager = await t.createUser({ username: 'manager01', password: 'Manager123', roles: ['dispatcher'] });
    // A role that may add and edit users, but is no administrator.
    const perms = await t.ctx.db.select({ id: sysPermission.id, perms: sysPermission.perms }).from(sysPermission);
    const wanted = perms.filter((p) => p.perms === 'system:user:add' || p.perms === 'system:user:edit');
    expect(wanted).toHaveLength(2);
    for (const p of wanted) await t.ctx.db.insert(sysRolePermission).values({ roleId: dispatcher, permissionId: p.id }).onConflictDoNothing();
    await t.ctx.identity.grantsChanged(); // written straight to the database, past the product's writes
    const token = await t.login('manager01', 'Manager123');
    const adminRole = seedId('role:admin');
    const r = await send('POST', '/sys/user/add', { username: 'sneaky01', realname: '越权', password: 'Sneaky123', selectedroles: adminRole }, token);
    expect(r.json).toMatchObject({ success: false, message: '只有系统管理员可以授予或移除系统管理员角色' });
    expect((await get('/sys/user/list?username=sneaky01')).json.result.total).toBe(0);
    expect((await send('PUT', '/sys/user/edit', { id: manager, selectedroles: `${dispatcher},${adminRole}` }, token)).json.message).toBe('只有系统管理员可以授予或移除系统管理员角色');
    expect((await send('POST', '/sys/user/add', { username: 'helper01', realname: '助手', password: 'Helper123', selectedroles: dispatcher }, token)).json.success).toBe(true);
    // The admin may.
    expect((await send('POST', '/sys/user/add', { username: 'second01', realname: '副管理员', password: 'Second123', selectedroles: adminRole })).json.success).toBe(true);
  });
});

describe('password reset by an administrator', () => {
  it('applies the §5 rule, ends every session of the user at once and makes them change it at sign-in', async () => {
    await t.createUser({ username: 'reset01', password: 'Reset1234' });
    const before = await t.login('reset01', 'Reset1234');
    const id = seedId('test-user:reset01');
    expect((await send('PUT', '/sys/user/resetPassword', { id, password: 'short' })).json.message).toBe('密码由8-16位数字、大小写字母组成!');
    expect((await get('/sys/user/profile', before)).json.success).toBe(true);
    const r = await send('PUT', '/sys/user/resetPassword', { id, password: 'Fresh1234' });
    expect(r.json).toMatchObject({ success: true, message: '密码重置成功！' });
    expect(JSON.stringify(r.json)).not.toContain('Fresh1234');
    expect((await get('/sys/user/profile', before)).statusCode).toBe(401);
    await expect(t.login('reset01', 'Reset1234')).rejects.toThrow();
    await t.login('reset01', 'Fresh1234');
    const [row] = await t.ctx.db.select({ reason: sysUser.pwdChangeReason }).from(sysUser).where(eq(sysUser.id, id));
    expect(row.reason).toBe('adminSet');
    expect((await send('PUT', '/sys/user/resetPassword', { id: 'nobody', password: 'Fresh1234' })).json.message).toBe('未找到对应数据');
  });

  it('a frozen user’s token stops working at once', async () => {
    await t.createUser({ username: 'froz01', password: 'Froz12345' });
    const token = await t.login('froz01', 'Froz12345');
    expect((await get('/sys/user/profile', token)).statusCode).toBe(200);
    expect((await send('PUT', '/sys/user/frozenBatch', { ids: seedId('test-user:froz01'), status: 2 })).json.success).toBe(true);
    expect((await get('/sys/user/profile', token)).statusCode).toBe(401);
  });
});
