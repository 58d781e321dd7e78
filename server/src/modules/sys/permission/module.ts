import type { AppModule, SeedMenu } from '../../../core/module';
import { permissionRoutes } from './routes';

const btn = (key: string, name: string, perms: string, sortNo: number): SeedMenu => ({
  key: `btn:${perms}`,
  parent: key,
  name,
  menuType: 2,
  sortNo,
  perms,
  permsType: '1',
});

const MENU = 'menu:system:permission';

export const permissionModule: AppModule = {
  name: 'permission',
  routes: permissionRoutes,
  menus: [
    { key: MENU, parent: 'menu:system', name: '菜单管理', url: '/system/permission', component: 'system/permission/PermissionList', componentName: 'PermissionList', icon: 'menu', menuType: 1, sortNo: 3, keepAlive: true, isLeaf: false },
    btn(MENU, '查看菜单', 'system:permission:list', 1),
    btn(MENU, '添加菜单', 'system:permission:add', 2),
    btn(MENU, '编辑菜单', 'system:permission:edit', 3),
    btn(MENU, '删除菜单', 'system:permission:delete', 4),
    btn(MENU, '数据规则', 'system:permission:rule', 5),
  ],
};
