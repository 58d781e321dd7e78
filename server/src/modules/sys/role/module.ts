import type { AppModule, SeedMenu } from '../../../core/module';
import { roleRoutes } from './routes';

const MENU = 'menu:system:role';
const btn = (name: string, perms: string, sortNo: number): SeedMenu => ({ key: `btn:${perms}`, parent: MENU, name, menuType: 2, sortNo, perms, permsType: '1' });

export const roleModule: AppModule = {
  name: 'role',
  routes: roleRoutes,
  menus: [
    { key: MENU, parent: 'menu:system', name: '角色管理', url: '/system/role', component: 'system/role/RoleList', componentName: 'RoleList', icon: 'team', menuType: 1, sortNo: 2, keepAlive: true, isLeaf: false },
    btn('查看角色', 'system:role:list', 1),
    btn('添加角色', 'system:role:add', 2),
    btn('编辑角色', 'system:role:edit', 3),
    btn('删除角色', 'system:role:delete', 4),
    btn('角色授权', 'system:role:auth', 5),
    btn('角色用户', 'system:role:user', 6),
  ],
};
