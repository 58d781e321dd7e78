import { consumerMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../../core/module';
import type { AppContext } from '../../../core/context';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { consumerEntity } from './entity';

async function consumerRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, consumerEntity);
}

/** 基础数据 > 客户: the buyers of coal and the `/coal/consumer/*` routes. */
export const consumerModule: AppModule = {
  name: 'coal-consumer',
  routes: consumerRoutes,
  menus: entityMenu(consumerMeta, { key: 'menu:coal:consumer', parent: 'menu:coal:base', name: '客户', url: '/coal/consumer', component: 'coal/consumer/ConsumerList', componentName: 'ConsumerList', icon: 'shopping-cart', sortNo: 2 }),
};
