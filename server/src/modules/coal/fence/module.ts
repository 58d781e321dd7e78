import { COAL_FENCE_SHAPE_ITEMS, COAL_PLACE_KIND_ITEMS, fenceMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { fenceEntity } from './entity';

/** 基础数据 > 电子围栏: `/coal/fence/*` and its shape and place-kind dictionaries. */
export const fenceModule: AppModule = {
  name: 'coal-fence',
  routes: async (api: FastifyInstance, ctx: AppContext) => registerCrudRoutes(api, ctx, fenceEntity),
  menus: entityMenu(fenceMeta, { key: 'menu:coal:fence', parent: 'menu:coal:base', name: '电子围栏', url: '/coal/fence', component: 'coal/fence/FenceList', componentName: 'FenceList', icon: 'aim', sortNo: 15 }),
  dicts: [
    { code: 'coal_fence_shape', name: '围栏形状', items: COAL_FENCE_SHAPE_ITEMS },
    { code: 'coal_place_kind', name: '场所类型', items: COAL_PLACE_KIND_ITEMS },
  ],
};
