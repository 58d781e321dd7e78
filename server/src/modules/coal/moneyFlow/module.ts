import { MONEY_FLOW_DIRECTION_ITEMS, moneyFlowMeta } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { FINANCE_FOLDER } from '../folders';
import { FINANCE_CLERK } from '../serviceFee/module';
import { MONEY_FLOW_MENU } from './entity';
import { moneyFlowRoutes } from './routes';

/** 财务管理 > 资金流水 (coal-domain.md "Finance", docs/finance.md "收付款单与资金流水"). */
export const moneyFlowModule: AppModule = {
  name: 'coal-money-flow',
  routes: moneyFlowRoutes,
  menus: entityMenu(moneyFlowMeta, { key: MONEY_FLOW_MENU, parent: FINANCE_FOLDER, name: '资金流水', url: '/coal/moneyFlow', component: 'coal/moneyFlow/MoneyFlowList', componentName: 'MoneyFlowList', icon: 'area-chart', sortNo: 12, roles: [FINANCE_CLERK] }),
  dicts: [{ code: 'coal_money_flow_direction', name: '资金收支', items: MONEY_FLOW_DIRECTION_ITEMS }],
};
