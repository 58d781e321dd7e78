import { carrierMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../../core/module';
import type { AppContext } from '../../../core/context';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { carrierEntity } from './entity';

async function carrierRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, carrierEntity);
}

/** 基础数据 > 承运单位: the hauliers and the `/coal/carrier/*` routes. */
export const carrierModule: AppModule = {
  name: 'coal-carrier',
  routes: carrierRoutes,
  menus: entityMenu(carrierMeta, { key: 'menu:coal:carrier', parent: 'menu:coal:base', name: '承运单位', url: '/coal/carrier', component: 'coal/carrier/CarrierList', componentName: 'CarrierList', icon: 'truck', sortNo: 4 }),
};
