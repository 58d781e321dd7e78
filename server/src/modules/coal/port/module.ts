import { portMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { portEntity } from './entity';

/** 基础数据 > 港口: `/coal/port/*`; the screen opens each port's 泊位 beside it. */
export const portModule: AppModule = {
  name: 'coal-port',
  routes: async (api: FastifyInstance, ctx: AppContext) => registerCrudRoutes(api, ctx, portEntity),
  menus: entityMenu(portMeta, { key: 'menu:coal:port', parent: 'menu:coal:base', name: '港口', url: '/coal/port', component: 'coal/port/PortList', componentName: 'PortList', icon: 'compass', sortNo: 10 }),
};
