import type { AppModule } from '../../../core/module';
import { userRoutes } from './routes';

export const userModule: AppModule = {
  name: 'user',
  routes: userRoutes,
  menus: [
    { key: 'menu:account:center', parent: 'menu:account', name: '个人中心', url: '/account/center', component: 'account/center/AccountCenter', menuType: 1, sortNo: 1, keepAlive: true },
    { key: 'menu:account:settings', parent: 'menu:account', name: '个人设置', url: '/account/settings', component: 'account/settings/AccountSettings', menuType: 1, sortNo: 2, keepAlive: true },
  ],
};
