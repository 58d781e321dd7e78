import { petrolStationMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { petrolStationEntity } from './entity';

/** 基础数据 > 加油站: `/coal/petrolStation/*`, the partners' stations and their fuel prices. */
export const petrolStationModule: AppModule = {
  name: 'coal-petrolStation',
  routes: async (api: FastifyInstance, ctx: AppContext) => registerCrudRoutes(api, ctx, petrolStationEntity),
  menus: entityMenu(petrolStationMeta, { key: 'menu:coal:petrolStation', parent: 'menu:coal:base', name: '加油站', url: '/coal/petrolStation', component: 'coal/petrolStation/PetrolStationList', componentName: 'PetrolStationList', icon: 'fire', sortNo: 13 }),
};
