import { berthMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { berthEntity } from './entity';

/** 基础数据 > 泊位: `/coal/berth/*`, every port's berths in one list. */
export const berthModule: AppModule = {
  name: 'coal-berth',
  routes: async (api: FastifyInstance, ctx: AppContext) => registerCrudRoutes(api, ctx, berthEntity),
  menus: entityMenu(berthMeta, { key: 'menu:coal:berth', parent: 'menu:coal:base', name: '泊位', url: '/coal/berth', component: 'coal/berth/BerthList', componentName: 'BerthList', icon: 'flag', sortNo: 11 }),
};
