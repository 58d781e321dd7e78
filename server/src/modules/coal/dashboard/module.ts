import { dashboardPerm } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import { HOME_MENU_KEY } from '../../sys/dashboard/module';
import { dashboardRoutes } from './routes';

const MONITOR_MENU = 'menu:dashboard:monitor';
const WORKPLACE_MENU = 'menu:dashboard:workplace';

/** Staff roles of the seed (server/src/seed/data.ts); admin holds everything. */
const STAFF = ['dispatcher', 'contract_clerk', 'weighbridge_clerk', 'contract_approver', 'quality_lab', 'quality_approver', 'finance_clerk'];

const button = (parent: string, name: 'analysis' | 'monitor' | 'workplace', label: string, roles: string[]): SeedMenu => ({
  key: `btn:${dashboardPerm(name)}`,
  parent,
  name: label,
  menuType: 2,
  sortNo: 1,
  perms: dashboardPerm(name),
  permsType: '1',
  roles,
});

/**
 * 仪表盘 (docs/dashboards.md): the business figures on 首页 (a permission under the shell's 首页 menu: whoever holds
 * it sees 经营概况 there, others the sign-in figures as before), 监控页 and 工作台 beside it at the top of the menu.
 */
export const coalDashboardModule: AppModule = {
  name: 'coal-dashboard',
  routes: dashboardRoutes,
  menus: [
    button(HOME_MENU_KEY, 'analysis', '查看经营概况', ['dispatcher', 'finance_clerk', 'contract_approver']),
    { key: MONITOR_MENU, parent: null, name: '监控页', url: '/dashboard/monitor', component: 'dashboard/monitor/Monitor', componentName: 'Monitor', icon: 'desktop', menuType: 0, sortNo: 1, roles: ['dispatcher', 'weighbridge_clerk'] },
    button(MONITOR_MENU, 'monitor', '查看监控页', ['dispatcher', 'weighbridge_clerk']),
    { key: WORKPLACE_MENU, parent: null, name: '工作台', url: '/dashboard/workplace', component: 'dashboard/workplace/Workplace', componentName: 'Workplace', icon: 'tool', menuType: 0, sortNo: 2, roles: STAFF },
    button(WORKPLACE_MENU, 'workplace', '查看工作台', STAFF),
  ],
};
