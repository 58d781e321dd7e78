import { scaleMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { scaleEntity } from './entity';

/** 基础数据 > 地磅: `/coal/scale/*`, the truck scales of the yards. */
export const scaleModule: AppModule = {
  name: 'coal-scale',
  routes: async (api: FastifyInstance, ctx: AppContext) => registerCrudRoutes(api, ctx, scaleEntity),
  menus: entityMenu(scaleMeta, { key: 'menu:coal:scale', parent: 'menu:coal:base', name: '地磅', url: '/coal/scale', component: 'coal/scale/ScaleList', componentName: 'ScaleList', icon: 'calculator', sortNo: 16 }),
};
