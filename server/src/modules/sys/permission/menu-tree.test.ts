import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { buildMenuTree, buildPermissionResult, type MenuRow } from './menu-tree';

const row = (r: Partial<MenuRow> & Pick<MenuRow, 'id' | 'name'>): MenuRow => ({
  parentId: null,
  url: null,
  component: null,
  componentName: null,
  redirect: null,
  menuType: 0,
  perms: null,
  permsType: '1',
  sortNo: 0,
  alwaysShow: false,
  icon: null,
  isRoute: true,
  keepAlive: false,
  hidden: false,
  status: '1',
  internalOrExternal: false,
  ...r,
});

describe('buildMenuTree', () => {
  const rows = [
    row({ id: 'sys', name: '系统管理', url: '/system', component: 'layouts/RouteView', sortNo: 5, alwaysShow: true }),
    row({ id: 'user', parentId: 'sys', name: '用户管理', url: '/system/user', component: 'system/UserList', menuType: 1, sortNo: 2 }),
    row({ id: 'role', parentId: 'sys', name: '角色管理', url: '/system/role', component: 'system/RoleList', componentName: 'RoleList', menuType: 1, sortNo: 1, keepAlive: true }),
    row({ id: 'home', name: '首页', url: '/dashboard/analysis', component: 'dashboard/analysis/Analysis', sortNo: 9 }),
    row({ id: 'secret', name: '隐藏父', url: '/hidden', component: 'layouts/RouteView', sortNo: 1 }),
    row({ id: 'h1', parentId: 'secret', name: 'h1', url: '/hidden/a', menuType: 1, hidden: true }),
    row({ id: 'h2', parentId: 'secret', name: 'h2', url: '/hidden/b', menuType: 1, hidden: true }),
    row({ id: 'ext', name: '百度', url: 'https://www.baidu.com', component: 'layouts/IframePageView', sortNo: 7, internalOrExternal: true, isRoute: false }),
    row({ id: 'btn', parentId: 'user', name: '添加用户', menuType: 2, perms: 'system:user:add', permsType: '2' }),
  ];
  const tree = buildMenuTree(rows);

  it('puts home first whatever its sort number', () => {
    expect(tree[0].path).toBe('/dashboard/analysis');
    expect(tree.map((n) => n.id)).toEqual(['home', 'secret', 'sys', 'ext']);
  });

  it('sorts children by sort_no and derives names', () => {
    const sys = tree.find((n) => n.id === 'sys')!;
    expect(sys.children!.map((c) => c.id)).toEqual(['role', 'user']);
    expect(sys.children![0].name).toBe('RoleList');
    expect(sys.children![1].name).toBe('system-user');
    expect(sys.name).toBe('system');
    expect(sys.alwaysShow).toBe(true);
    expect(sys.children![0].meta).toMatchObject({ title: '角色管理', keepAlive: true, componentName: 'RoleList' });
  });

  it('hides a parent whose children are all hidden', () => {
    expect(tree.find((n) => n.id === 'secret')!.hidden).toBe(true);
    expect(tree.find((n) => n.id === 'sys')!.hidden).toBe(false);
  });

  it('gives an external link a hashed path and its address in meta.url', () => {
    const ext = tree.find((n) => n.id === 'ext')!;
    expect(ext.path).toBe(createHash('md5').update('https://www.baidu.com').digest('hex'));
    expect(ext.meta.url).toBe('https://www.baidu.com');
    expect(ext.route).toBe('0');
    expect(ext.meta.internalOrExternal).toBe(true);
  });

  it('keeps buttons out of the menu', () => {
    const user = tree.find((n) => n.id === 'sys')!.children!.find((c) => c.id === 'user')!;
    expect(user.children).toBeUndefined();
  });

  it('adds the home entry when the user lacks it', () => {
    const t = buildMenuTree([row({ id: 'x', name: 'X', url: '/x' })]);
    expect(t[0]).toMatchObject({ path: '/dashboard/analysis', component: 'dashboard/analysis/Analysis', meta: { title: '首页' } });
  });

  it('answers the user buttons in auth and every button in allAuth', () => {
    const other = row({ id: 'b2', name: '删除用户', menuType: 2, perms: 'system:user:delete', permsType: '2', status: '0' });
    const r = buildPermissionResult(rows, [rows[8], other]);
    expect(r.auth).toEqual([{ action: 'system:user:add', type: '2', describe: '添加用户' }]);
    expect(r.allAuth).toEqual([
      { action: 'system:user:add', type: '2', describe: '添加用户', status: '1' },
      { action: 'system:user:delete', type: '2', describe: '删除用户', status: '0' },
    ]);
  });
});
