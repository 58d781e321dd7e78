import { consigneeMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../../core/module';
import type { AppContext } from '../../../core/context';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { consigneeEntity } from './entity';

async function consigneeRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, consigneeEntity);
}

/** 基础数据 > 收货单位: the consumers' receiving units and the `/coal/consignee/*` routes. */
export const consigneeModule: AppModule = {
  name: 'coal-consignee',
  routes: consigneeRoutes,
  menus: entityMenu(consigneeMeta, { key: 'menu:coal:consignee', parent: 'menu:coal:base', name: '收货单位', url: '/coal/consignee', component: 'coal/consignee/ConsigneeList', componentName: 'ConsigneeList', icon: 'inbox', sortNo: 3 }),
};
