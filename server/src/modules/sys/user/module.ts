import type { AppModule } from '../../../core/module';
import { ORG_KIND_ITEMS, USER_TYPE_ITEMS, userMeta } from '@meiyun/shared';
import { entityMenu } from '../../../core/crud/index';
import { userRoutes } from './routes';
import { userAdminRoutes, UserExtraPerms } from './admin-routes';

export const userModule: AppModule = {
  name: 'user',
  routes: async (app, ctx) => {
    await userRoutes(app, ctx);
    await userAdminRoutes(app, ctx);
  },
  dicts: [
    { code: 'sys_user_type', name: '用户类型', items: USER_TYPE_ITEMS },
    { code: 'sys_org_kind', name: '单位类型', items: ORG_KIND_ITEMS },
  ],
  menus: [
    ...entityMenu(userMeta, { key: 'menu:system:user', parent: 'menu:system', name: '用户管理', url: '/system/user', component: 'system/user/UserList', icon: 'user', sortNo: 1 }),
    { key: 'btn:system:user:frozen', parent: 'menu:system:user', name: '冻结/解冻', menuType: 2, sortNo: 20, perms: 'system:user:frozen', permsType: '1' },
    { key: 'btn:system:user:resetPassword', parent: 'menu:system:user', name: '重置密码', menuType: 2, sortNo: 21, perms: UserExtraPerms.resetPassword, permsType: '1' },
    { key: 'menu:account:center', parent: 'menu:account', name: '个人中心', url: '/account/center', component: 'account/center/AccountCenter', icon: 'solution', menuType: 1, sortNo: 1, keepAlive: true },
    { key: 'menu:account:settings', parent: 'menu:account', name: '个人设置', url: '/account/settings', component: 'account/settings/AccountSettings', icon: 'control', menuType: 1, sortNo: 2, keepAlive: true },
  ],
};
