import { roleMeta } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { roleRoutes } from './routes';

const MENU = 'menu:system:role';
const btn = (name: string, perms: string, sortNo: number): SeedMenu => ({ key: `btn:${perms}`, parent: MENU, name, menuType: 2, sortNo, perms, permsType: '1' });

export const roleModule: AppModule = {
  name: 'role',
  routes: roleRoutes,
  menus: [
    ...entityMenu(roleMeta, { key: MENU, parent: 'menu:system', name: '角色管理', url: '/system/role', component: 'system/role/RoleList', componentName: 'RoleList', icon: 'team', sortNo: 2, isLeaf: false }),
    btn('角色授权', 'system:role:auth', 20),
    btn('角色用户', 'system:role:user', 21),
  ],
};
