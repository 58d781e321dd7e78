import { COAL_CATEGORY_ITEMS, materialMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { materialEntity } from './entity';

/** 基础数据 > 煤种: `/coal/material/*` and the 煤种类别 dictionary (coal_category). */
export const materialModule: AppModule = {
  name: 'coal-material',
  routes: async (api: FastifyInstance, ctx: AppContext) => registerCrudRoutes(api, ctx, materialEntity),
  menus: entityMenu(materialMeta, { key: 'menu:coal:material', parent: 'menu:coal:base', name: '煤种', url: '/coal/material', component: 'coal/material/MaterialList', componentName: 'MaterialList', icon: 'experiment', sortNo: 7 }),
  dicts: [{ code: 'coal_category', name: '煤种类别', items: COAL_CATEGORY_ITEMS }],
};
