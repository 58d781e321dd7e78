import { RECEIVABLE_AGEING_PERM } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { FINANCE_FOLDER } from '../folders';
import { FINANCE_CLERK } from '../serviceFee/module';
import { ageingRoutes } from './routes';

const MENU = 'menu:coal:receivableAgeing';

/** 财务管理 > 应收账龄 (coal-domain.md "Finance", docs/finance.md): the report, its drill-down and its xlsx. */
export const ageingModule: AppModule = {
  name: 'coal-receivable-ageing',
  routes: ageingRoutes,
  menus: [
    { key: MENU, parent: FINANCE_FOLDER, name: '应收账龄', url: '/coal/report/receivableAgeing', component: 'coal/ageing/ReceivableAgeing', componentName: 'ReceivableAgeing', icon: 'bar-chart', menuType: 1, sortNo: 40, roles: [FINANCE_CLERK] },
    { key: `btn:${RECEIVABLE_AGEING_PERM}`, parent: MENU, name: '查看应收账龄', menuType: 2, sortNo: 1, perms: RECEIVABLE_AGEING_PERM, permsType: '1', roles: [FINANCE_CLERK] },
  ],
};
