import type { AppModule } from '../../../core/module';
import { dashboardRoutes } from './routes';

export const HOME_MENU_KEY = 'menu:home';

export const dashboardModule: AppModule = {
  name: 'dashboard',
  routes: dashboardRoutes,
  menus: [
    { key: HOME_MENU_KEY, parent: null, name: '首页', url: '/dashboard/analysis', component: 'dashboard/analysis/Analysis', icon: 'home', menuType: 0, sortNo: 0, roles: ['dispatcher'] },
  ],
};
