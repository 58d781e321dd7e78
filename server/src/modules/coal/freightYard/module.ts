import { freightYardMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { freightYardEntity } from './entity';

/** 基础数据 > 货场: `/coal/freightYard/*`; the screen opens each yard's 垛位 beside it. */
export const freightYardModule: AppModule = {
  name: 'coal-freight-yard',
  routes: async (api: FastifyInstance, ctx: AppContext) => registerCrudRoutes(api, ctx, freightYardEntity),
  menus: entityMenu(freightYardMeta, { key: 'menu:coal:freightYard', parent: 'menu:coal:base', name: '货场', url: '/coal/freightYard', component: 'coal/freightYard/FreightYardList', componentName: 'FreightYardList', icon: 'block', sortNo: 8 }),
};
