import { stockpileMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { stockpileEntity } from './entity';

/** 基础数据 > 垛位: `/coal/stockpile/*`, every yard's piles in one list (the yard screen shows one yard's). */
export const stockpileModule: AppModule = {
  name: 'coal-stockpile',
  routes: async (api: FastifyInstance, ctx: AppContext) => registerCrudRoutes(api, ctx, stockpileEntity),
  menus: entityMenu(stockpileMeta, { key: 'menu:coal:stockpile', parent: 'menu:coal:base', name: '垛位', url: '/coal/stockpile', component: 'coal/stockpile/StockpileList', componentName: 'StockpileList', icon: 'layout', sortNo: 9 }),
};
