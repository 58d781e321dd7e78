import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { seedId } from '../../../core/db/seed-id';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'perm_plain', password: 'Plain12345', roles: ['dispatcher'], orgCodes: ['A01A01'] });
  plain = await t.login('perm_plain', 'Plain12345');
});
afterAll(() => t?.close());

const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': token } });
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.call({ method, url: `/api${url}`, headers: { 'x-access-token': token }, payload });

const find = (nodes: any[], pred: (n: any) => boolean): any => {
  for (const n of nodes) {
    if (pred(n)) return n;
    const c = n.children ? find(n.children, pred) : undefined;
    if (c) return c;
  }
};

describe('menu tree', () => {
  it('lists the whole tree sorted with every field, buttons included', async () => {
    const r = await get('/sys/permission/list');
    expect(r.json.success).toBe(true);
    const sys = r.json.result.find((n: any) => n.url === '/system');
    expect(sys).toMatchObject({ name: '系统管理', menuType: 0, isLeaf: false, key: sys.id, title: '系统管理' });
    const names = sys.children.map((c: any) => c.name);
    expect(names.indexOf('角色管理')).toBeLessThan(names.indexOf('菜单管理'));
    const menu = sys.children.find((c: any) => c.url === '/system/permission');
    expect(menu).toMatchObject({ component: 'system/permission/PermissionList', componentName: 'PermissionList', keepAlive: true, route: '1' });
    expect(menu.children.map((b: any) => b.perms)).toContain('system:permission:add');
    expect(menu.children.every((b: any) => b.menuType === 2)).toBe(true);
  });

  it('answers the top menus and sub-menus by parent', async () => {
    const top = await get('/sys/permission/getSystemMenuList');
    expect(top.json.result.every((n: any) => n.parentId === null)).toBe(true);
    const sysId = seedId('menu:system');
    const sub = await get(`/sys/permission/getSystemSubmenu?parentId=${sysId}`);
    expect(sub.json.result.map((n: any) => n.url)).toEqual(expect.arrayContaining(['/system/role', '/system/permission', '/system/depart']));
    const batch = await get(`/sys/permission/getSystemSubmenuBatch?parentIds=${sysId},${seedId('menu:account')}`);
    expect(Object.keys(batch.json.result).sort()).toEqual([sysId, seedId('menu:account')].sort());
    expect(batch.json.result[seedId('menu:account')].map((n: any) => n.url)).toEqual(['/account/center', '/account/settings']);
  });

  it('refuses a user without the permission code with 510', async () => {
    for (const url of ['/sys/permission/list', '/sys/permission/getSystemMenuList', '/sys/permission/queryTreeList']) {
      const r = await get(url, plain);
      expect(r.json.code).toBe(510);
    }
    const r = await send('POST', '/sys/permission/add', { menuType: 0, name: 'x', url: '/x' }, plain);
    expect(r.json.code).toBe(510);
    expect((await send('DELETE', '/sys/permission/delete?id=x', undefined, plain)).json.code).toBe(510);
  });
});

describe('menu add, edit, delete', () => {
  it('validates fields', async () => {
    expect((await send('POST', '/sys/permission/add', { menuType: 0, name: '', url: '/a' })).json.message).toBe('请输入菜单名称');
    expect((await send('POST', '/sys/permission/add', { menuType: 0, name: 'A' })).json.message).toBe('请输入菜单路径');
    expect((await send('POST', '/sys/permission/add', { menuType: 1, name: 'A', url: '/a' })).json.message).toBe('子菜单必须选择上级菜单');
    const parentId = seedId('menu:system:role');
    expect((await send('POST', '/sys/permission/add', { menuType: 2, name: '按钮', parentId })).json.message).toBe('按钮必须填写授权标识');
    expect((await send('POST', '/sys/permission/add', { menuType: 1, name: '重复', parentId: seedId('menu:system'), url: '/system/role' })).json.message).toBe('菜单路径已存在');
  });

  it('adds a menu tree, keeps is_leaf right, refuses a cycle and deletes the subtree', async () => {
    const top = await send('POST', '/sys/permission/add', { menuType: 0, name: '测试目录', url: '/t', component: 'layouts/RouteView', sortNo: 50 });
    expect(top.json.success).toBe(true);
    const topId = top.json.result.id;
    expect(top.json.result.isLeaf).toBe(true);
    const child = await send('POST', '/sys/permission/add', { menuType: 1, name: '测试页', parentId: topId, url: '/t/page', component: 'account/center/AccountCenter' });
    const childId = child.json.result.id;
    const button = await send('POST', '/sys/permission/add', { menuType: 2, name: '测试按钮', parentId: childId, perms: 'test:page:add', permsType: '2' });
    expect(button.json.success).toBe(true);
    const tree = (await get('/sys/permission/list')).json.result;
    expect(find(tree, (n) => n.id === topId).isLeaf).toBe(false);
    expect(find(tree, (n) => n.id === childId).children[0].perms).toBe('test:page:add');

    const cycle = await send('PUT', '/sys/permission/edit', { id: topId, menuType: 1, name: '测试目录', url: '/t', parentId: childId });
    expect(cycle.json.message).toBe('上级菜单不能是自己或自己的下级');

    const edit = await send('PUT', '/sys/permission/edit', { id: childId, menuType: 1, name: '测试页改', parentId: topId, url: '/t/page2', icon: 'user', hidden: true });
    expect(edit.json.result).toMatchObject({ name: '测试页改', url: '/t/page2', icon: 'user', hidden: true });

    // The administrator holds new menus at once.
    const menu = (await get('/sys/permission/getUserPermissionByToken')).json.result.menu;
    expect(find(menu, (n) => n.path === '/t/page2')).toBeTruthy();

    const del = await send('DELETE', `/sys/permission/delete?id=${topId}`);
    expect(del.json.success).toBe(true);
    const after = (await get('/sys/permission/list')).json.result;
    expect(find(after, (n) => n.id === topId || n.id === childId || n.id === button.json.result.id)).toBeUndefined();
    // The url is free again among live menus.
    const again = await send('POST', '/sys/permission/add', { menuType: 0, name: '测试目录', url: '/t' });
    expect(again.json.success).toBe(true);
    expect((await send('DELETE', `/sys/permission/deleteBatch?ids=${again.json.result.id}`)).json.success).toBe(true);
  });
});

describe('role authorisation', () => {
  it('answers the tree with all ids, saves grants in one go and the user sees the menu at the next fetch', async () => {
    const tree = (await get('/sys/permission/queryTreeList')).json.result;
    expect(tree.ids.length).toBeGreaterThan(10);
    const sys = tree.treeList.find((n: any) => n.title === '系统管理');
    expect(sys).toMatchObject({ key: expect.any(String), slotTitle: '系统管理', isLeaf: false, ruleFlag: 0 });

    const role = await send('POST', '/sys/role/add', { roleName: '授权测试', roleCode: 'grant_test' });
    const roleId = role.json.result.id;
    const userId = await t.createUser({ username: 'grantee', password: 'Grantee123' });
    await send('POST', '/sys/user/addSysUserRole', { roleId, userIdList: [userId] });
    const token = await t.login('grantee', 'Grantee123');
    const before = (await get('/sys/permission/getUserPermissionByToken', token)).json.result.menu;
    expect(find(before, (n) => n.path === '/account/center')).toBeUndefined();

    const ids = [seedId('menu:account'), seedId('menu:account:center')];
    const save = await send('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: ids.join(','), lastpermissionIds: '' });
    expect(save.json.success).toBe(true);
    expect((await get(`/sys/permission/queryRolePermission?roleId=${roleId}`)).json.result.sort()).toEqual(ids.sort());
    const after = (await get('/sys/permission/getUserPermissionByToken', token)).json.result.menu;
    expect(find(after, (n) => n.path === '/account/center')).toBeTruthy();

    // Taking it away again shows at the next fetch too.
    await send('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: seedId('menu:account'), lastpermissionIds: ids.join(',') });
    const gone = (await get('/sys/permission/getUserPermissionByToken', token)).json.result.menu;
    expect(find(gone, (n) => n.path === '/account/center')).toBeUndefined();

    const bad = await send('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: 'nope' });
    expect(bad.json.success).toBe(false);
    expect((await get(`/sys/permission/queryRolePermission?roleId=${roleId}`)).json.result).toEqual([seedId('menu:account')]);
  });
});

describe('data rules', () => {
  const permissionId = seedId('menu:account:center');

  it('refuses SQL rules, odd columns and unknown conditions', async () => {
    const base = { permissionId, ruleName: '本部门', ruleColumn: 'sys_org_code', ruleConditions: '=', ruleValue: '#{sys_org_code}' };
    expect((await send('POST', '/sys/permission/addPermissionRule', { ...base, ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' })).json.message).toBe('条件规则不正确，不支持SQL规则');
    expect((await send('POST', '/sys/permission/addPermissionRule', { ...base, ruleColumn: 'a; drop table x' })).json.message).toBe('规则字段只能是字母、数字和下划线组成的字段名');
    expect((await send('POST', '/sys/permission/addPermissionRule', { ...base, ruleValue: "1' or '1'='1" })).json.message).toBe('规则值不能包含SQL语句或特殊字符');
    expect((await get(`/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`)).json.result).toEqual([]);
  });

  it('adds, lists, filters, edits, grants to a role and deletes rules', async () => {
    const a = await send('POST', '/sys/permission/addPermissionRule', { permissionId, ruleName: '本部门', ruleColumn: 'sys_org_code', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}' });
    expect(a.json.success).toBe(true);
    const b = await send('POST', '/sys/permission/addPermissionRule', { permissionId, ruleName: '本人', ruleColumn: 'create_by', ruleConditions: '=', ruleValue: '#{sys_user_code}' });
    const tree = (await get('/sys/permission/queryTreeList')).json.result;
    expect(find(tree.treeList, (n) => n.key === permissionId).ruleFlag).toBe(1);
    expect((await get(`/sys/permission/queryPermissionRule?permissionId=${permissionId}&ruleColumn=create`)).json.result.map((r: any) => r.ruleName)).toEqual(['本人']);
    const e = await send('PUT', '/sys/permission/editPermissionRule', { id: b.json.result.id, permissionId, ruleName: '本人创建', ruleColumn: 'create_by', ruleConditions: '=', ruleValue: '#{sys_user_code}' });
    expect(e.json.result.ruleName).toBe('本人创建');

    const roleId = seedId('role:dispatcher');
    const notGranted = await send('POST', '/sys/permission/saveDataRule', { permissionId, roleId, dataRuleIds: a.json.result.id });
    expect(notGranted.json.message).toBe('请先授权该菜单，再选择数据规则');
    await send('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: `${seedId('menu:account')},${permissionId}` });
    const ok = await send('POST', '/sys/permission/saveDataRule', { permissionId, roleId, dataRuleIds: `${a.json.result.id},${b.json.result.id}` });
    expect(ok.json.success).toBe(true);
    const q = (await get(`/sys/permission/queryDataRule/${permissionId}/${roleId}`)).json.result;
    expect(q.datarule).toHaveLength(2);
    expect(q.drChecked.split(',').sort()).toEqual([a.json.result.id, b.json.result.id].sort());

    expect((await send('DELETE', `/sys/permission/deletePermissionRule?id=${a.json.result.id}`)).json.success).toBe(true);
    const q2 = (await get(`/sys/permission/queryDataRule/${permissionId}/${roleId}`)).json.result;
    expect(q2.drChecked).toBe(b.json.result.id);
    await send('DELETE', `/sys/permission/deletePermissionRule?id=${b.json.result.id}`);
    expect(find((await get('/sys/permission/queryTreeList')).json.result.treeList, (n) => n.key === permissionId).ruleFlag).toBe(0);
  });

  it('refuses a user lacking the rule permission', async () => {
    expect((await get(`/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`, plain)).json.code).toBe(510);
    expect((await send('POST', '/sys/permission/saveDataRule', { permissionId, roleId: 'x', dataRuleIds: '' }, plain)).json.code).toBe(510);
  });
});

describe('department authorisation', () => {
  it('limits department roles to what the department holds', async () => {
    const departId = seedId('depart:A01A02');
    const perms = [seedId('menu:account'), seedId('menu:account:center')];
    expect((await send('POST', '/sys/permission/saveDepartPermission', { departId, permissionIds: perms.join(',') })).json.success).toBe(true);
    expect((await get(`/sys/permission/queryDepartPermission?departId=${departId}`)).json.result.sort()).toEqual(perms.sort());
    const whole = (await get('/sys/permission/queryTreeListForDepart')).json.result;
    expect(whole.ids.length).toBe((await get('/sys/permission/queryTreeList')).json.result.ids.length);
    const tree = (await get(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${departId}`)).json.result;
    expect(tree.treeList.map((n: any) => n.title)).toEqual(['个人页']);
    expect(tree.treeList[0].children.map((n: any) => n.title)).toEqual(['个人中心']);

    const role = await send('POST', '/sys/sysDepartRole/add', { departId, roleName: '财务专员', roleCode: 'fin_clerk' });
    const roleId = role.json.result.id;
    const tooMuch = await send('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: seedId('menu:system') });
    expect(tooMuch.json.message).toBe('部门角色的权限不能超出所在部门的权限范围');
    expect((await send('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: perms.join(',') })).json.success).toBe(true);
    expect((await get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`)).json.result.sort()).toEqual(perms.sort());

    // A user holding the department role sees the menu (union of roles and department roles).
    const userId = await t.createUser({ username: 'fin1', password: 'Finance123', orgCodes: ['A01A02'] });
    expect((await send('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId, departId, newRoleId: roleId })).json.success).toBe(true);
    expect((await get(`/sys/sysDepartRole/getDeptRoleByUserId?userId=${userId}&departId=${departId}`)).json.result.map((r: any) => r.droleId)).toEqual([roleId]);
    const token = await t.login('fin1', 'Finance123');
    expect(find((await get('/sys/permission/getUserPermissionByToken', token)).json.result.menu, (n) => n.path === '/account/center')).toBeTruthy();

    // Taking the permission from the department takes it from its roles.
    await send('POST', '/sys/permission/saveDepartPermission', { departId, permissionIds: seedId('menu:account') });
    expect((await get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`)).json.result).toEqual([seedId('menu:account')]);
    expect(find((await get('/sys/permission/getUserPermissionByToken', token)).json.result.menu, (n) => n.path === '/account/center')).toBeUndefined();
  });

  it('refuses users lacking the codes', async () => {
    expect((await get(`/sys/permission/queryDepartPermission?departId=x`, plain)).json.code).toBe(510);
    expect((await get('/sys/permission/queryTreeListForDepart', plain)).json.code).toBe(510);
    expect((await get(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=x`, plain)).json.code).toBe(510);
    expect((await send('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId: 'x', permissionIds: '' }, plain)).json.code).toBe(510);
  });
});
