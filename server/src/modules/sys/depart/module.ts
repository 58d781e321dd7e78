import type { AppModule, SeedMenu } from '../../../core/module';
import { departRoutes } from './routes';

const MENU = 'menu:system:depart';
const btn = (name: string, perms: string, sortNo: number): SeedMenu => ({ key: `btn:${perms}`, parent: MENU, name, menuType: 2, sortNo, perms, permsType: '1' });

export const departModule: AppModule = {
  name: 'depart',
  routes: departRoutes,
  menus: [
    { key: MENU, parent: 'menu:system', name: '部门管理', url: '/system/depart', component: 'system/depart/DepartList', componentName: 'DepartList', icon: 'apartment', menuType: 1, sortNo: 4, keepAlive: true, isLeaf: false },
    btn('查看部门', 'system:depart:list', 1),
    btn('添加部门', 'system:depart:add', 2),
    btn('编辑部门', 'system:depart:edit', 3),
    btn('删除部门', 'system:depart:delete', 4),
    btn('部门授权', 'system:depart:auth', 5),
    btn('部门用户', 'system:depart:user', 6),
    btn('查看部门角色', 'system:depart:role:list', 7),
    btn('添加部门角色', 'system:depart:role:add', 8),
    btn('编辑部门角色', 'system:depart:role:edit', 9),
    btn('删除部门角色', 'system:depart:role:delete', 10),
    btn('部门角色授权', 'system:depart:role:auth', 11),
    btn('部门角色用户', 'system:depart:role:user', 12),
    btn('导出部门', 'system:depart:exportXls', 13),
    btn('导入部门', 'system:depart:importExcel', 14),
    {
      key: 'menu:system:my-depart',
      parent: 'menu:system',
      name: '我的部门',
      url: '/system/my-depart',
      component: 'system/depart/MyDepart',
      componentName: 'MyDepart',
      icon: 'cluster',
      menuType: 1,
      sortNo: 5,
      keepAlive: true,
      roles: ['dispatcher'],
    },
  ],
};
