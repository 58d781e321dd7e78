import { platformMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { platformEntity } from './entity';

/** 基础数据 > 站台: `/coal/platform/*`, the railway loading platforms. */
export const platformModule: AppModule = {
  name: 'coal-platform',
  routes: async (api: FastifyInstance, ctx: AppContext) => registerCrudRoutes(api, ctx, platformEntity),
  menus: entityMenu(platformMeta, { key: 'menu:coal:platform', parent: 'menu:coal:base', name: '站台', url: '/coal/platform', component: 'coal/platform/PlatformList', componentName: 'PlatformList', icon: 'node-index', sortNo: 12 }),
};
