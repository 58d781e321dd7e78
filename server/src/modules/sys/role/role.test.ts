import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { seedId } from '../../../core/db/seed-id';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'role_plain', password: 'Plain12345', roles: ['dispatcher'] });
  plain = await t.login('role_plain', 'Plain12345');
});
afterAll(() => t?.close());

const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': token } });
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.call({ method, url: `/api${url}`, headers: { 'x-access-token': token }, payload });

describe('roles', () => {
  it('lists paged and searchable', async () => {
    const r = await get('/sys/role/list?pageNo=1&pageSize=10');
    // admin, dispatcher, the contract clerk and approver, the weighbridge clerk, the lab and quality approver, finance and the four coal business-user roles.
    expect(r.json.result).toMatchObject({ total: 12, current: 1, size: 10 });
    expect(r.json.result.records[0]).toMatchObject({ roleCode: expect.any(String), roleName: expect.any(String), createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect((await get(`/sys/role/list?roleName=${encodeURIComponent('*调度*')}`)).json.result.records.map((x: any) => x.roleCode).sort()).toEqual(['coal_dispatcher', 'dispatcher']);
    expect((await get('/sys/role/list?column=password&order=asc')).json.message).toBe('请注意，将要排序的列字段不存在：password');
  });

  it('adds, checks codes, edits, deletes and refuses the admin role', async () => {
    const add = await send('POST', '/sys/role/add', { roleName: '财务', roleCode: 'finance', description: '财务人员' });
    expect(add.json.success).toBe(true);
    const id = add.json.result.id;
    expect((await send('POST', '/sys/role/add', { roleName: '财务2', roleCode: 'FINANCE' })).json.message).toBe('角色编码已存在');
    expect((await send('POST', '/sys/role/add', { roleName: '坏', roleCode: '1bad code' })).json.message).toBe('角色编码只能包含字母、数字和下划线');
    expect((await send('POST', '/sys/role/add', { roleName: '', roleCode: 'x' })).json.message).toBe('请输入角色名称');
    expect((await get('/sys/role/checkRoleCode?roleCode=finance')).json.success).toBe(false);
    expect((await get(`/sys/role/checkRoleCode?roleCode=finance&id=${id}`)).json.success).toBe(true);
    expect((await get('/sys/role/checkRoleCode?roleCode=newcode')).json.success).toBe(true);
    const edit = await send('PUT', '/sys/role/edit', { id, roleName: '财务部', roleCode: 'finance' });
    expect(edit.json.result.roleName).toBe('财务部');
    expect((await get(`/sys/role/queryById?id=${id}`)).json.result.roleName).toBe('财务部');
    expect((await get('/sys/role/queryall')).json.result.map((r: any) => r.roleCode)).toContain('finance');

    expect((await send('DELETE', `/sys/role/delete?id=${seedId('role:admin')}`)).json.message).toBe('系统管理员角色不能删除');
    expect((await send('DELETE', `/sys/role/deleteBatch?ids=${id},${seedId('role:admin')}`)).json.message).toBe('系统管理员角色不能删除');
    expect((await get(`/sys/role/queryById?id=${id}`)).json.success).toBe(true);
    expect((await send('DELETE', `/sys/role/delete?id=${id}`)).json.success).toBe(true);
    expect((await get(`/sys/role/queryById?id=${id}`)).json.success).toBe(false);
  });

  it('manages the users of a role without returning secrets', async () => {
    const roleId = (await send('POST', '/sys/role/add', { roleName: '司机', roleCode: 'driver' })).json.result.id;
    const u1 = await t.createUser({ username: 'drv1', password: 'Driver1234' });
    const u2 = await t.createUser({ username: 'drv2', password: 'Driver1234' });
    expect((await send('POST', '/sys/user/addSysUserRole', { roleId, userIdList: [u1, u2] })).json.success).toBe(true);
    expect((await send('POST', '/sys/user/addSysUserRole', { roleId, userIdList: ['nobody'] })).json.message).toBe('所选用户不存在或已被删除');
    const list = await get(`/sys/user/userRoleList?roleId=${roleId}&pageNo=1&pageSize=10`);
    expect(list.json.result.total).toBe(2);
    expect(JSON.stringify(list.json.result)).not.toMatch(/password|argon/i);
    expect((await get(`/sys/user/userRoleList?roleId=${roleId}&username=drv2`)).json.result.records.map((u: any) => u.username)).toEqual(['drv2']);
    expect((await send('DELETE', `/sys/user/deleteUserRole?roleId=${roleId}&userId=${u1}`)).json.success).toBe(true);
    expect((await send('DELETE', `/sys/user/deleteUserRoleBatch?roleId=${roleId}&userIds=${u2}`)).json.success).toBe(true);
    expect((await get(`/sys/user/userRoleList?roleId=${roleId}`)).json.result.total).toBe(0);
  });

  it('refuses users lacking the codes with 510', async () => {
    expect((await get('/sys/role/list', plain)).json.code).toBe(510);
    expect((await send('POST', '/sys/role/add', { roleName: 'x', roleCode: 'x' }, plain)).json.code).toBe(510);
    expect((await send('PUT', '/sys/role/edit', { id: 'x', roleName: 'x', roleCode: 'x' }, plain)).json.code).toBe(510);
    expect((await send('DELETE', '/sys/role/delete?id=x', undefined, plain)).json.code).toBe(510);
    expect((await get('/sys/user/userRoleList?roleId=x', plain)).json.code).toBe(510);
    expect((await send('POST', '/sys/user/addSysUserRole', { roleId: 'x', userIdList: ['y'] }, plain)).json.code).toBe(510);
    expect((await get('/sys/role/queryall', plain)).json.success).toBe(true);
  });

  it('applies a data rule chosen for a role to the role list of its users', async () => {
    const roleId = (await send('POST', '/sys/role/add', { roleName: '只看调度', roleCode: 'viewer' })).json.result.id;
    const menuId = seedId('menu:system:role');
    await send('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: [seedId('menu:system'), menuId, seedId('btn:system:role:list')].join(',') });
    const rule = await send('POST', '/sys/permission/addPermissionRule', { permissionId: menuId, ruleName: '仅调度员', ruleColumn: 'role_code', ruleConditions: '=', ruleValue: 'dispatcher' });
    expect((await send('POST', '/sys/permission/saveDataRule', { permissionId: menuId, roleId, dataRuleIds: rule.json.result.id })).json.success).toBe(true);
    const userId = await t.createUser({ username: 'viewer1', password: 'Viewer1234' });
    await send('POST', '/sys/user/addSysUserRole', { roleId, userIdList: [userId] });
    const token = await t.login('viewer1', 'Viewer1234');
    const list = await get('/sys/role/list?pageNo=1&pageSize=50', token);
    expect(list.json.result.records.map((r: any) => r.roleCode)).toEqual(['dispatcher']);
    // The administrator does not hold the rule and still sees every role.
    expect((await get('/sys/role/list?pageNo=1&pageSize=50')).json.result.total).toBeGreaterThan(2);
  });
});
