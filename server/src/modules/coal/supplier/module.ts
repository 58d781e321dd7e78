import { supplierMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../../core/module';
import type { AppContext } from '../../../core/context';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { supplierEntity } from './entity';

async function supplierRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, supplierEntity);
}

/** 基础数据 > 供应商: the coal suppliers (煤矿) and the `/coal/supplier/*` routes. */
export const supplierModule: AppModule = {
  name: 'coal-supplier',
  routes: supplierRoutes,
  menus: entityMenu(supplierMeta, { key: 'menu:coal:supplier', parent: 'menu:coal:base', name: '供应商', url: '/coal/supplier', component: 'coal/supplier/SupplierList', componentName: 'SupplierList', icon: 'shop', sortNo: 1 }),
};
