import { accountMeta, COAL_ACCOUNT_TYPE_ITEMS } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { accountEntity } from './entity';

/** 基础数据 > 账户: `/coal/account/*` and the 账户类型 dictionary (coal_account_type). */
export const accountModule: AppModule = {
  name: 'coal-account',
  routes: async (api: FastifyInstance, ctx: AppContext) => registerCrudRoutes(api, ctx, accountEntity),
  menus: entityMenu(accountMeta, { key: 'menu:coal:account', parent: 'menu:coal:base', name: '账户', url: '/coal/account', component: 'coal/account/AccountList', componentName: 'AccountList', icon: 'wallet', sortNo: 14 }),
  dicts: [{ code: 'coal_account_type', name: '账户类型', items: COAL_ACCOUNT_TYPE_ITEMS }],
};
