import { driverMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../../core/module';
import type { AppContext } from '../../../core/context';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { driverEntity } from './entity';

async function driverRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, driverEntity);
}

/** 基础数据 > 司机: the drivers and the `/coal/driver/*` routes. */
export const driverModule: AppModule = {
  name: 'coal-driver',
  routes: driverRoutes,
  menus: entityMenu(driverMeta, { key: 'menu:coal:driver', parent: 'menu:coal:base', name: '司机', url: '/coal/driver', component: 'coal/driver/DriverList', componentName: 'DriverList', icon: 'safety-certificate', sortNo: 6 }),
};
