import { carMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../../core/module';
import type { AppContext } from '../../../core/context';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { carEntity } from './entity';

async function carRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, carEntity);
}

/** 基础数据 > 车辆: the trucks, their dictionaries and the `/coal/car/*` routes. */
export const carModule: AppModule = {
  name: 'coal-car',
  routes: carRoutes,
  menus: entityMenu(carMeta, { key: 'menu:coal:car', parent: 'menu:coal:base', name: '车辆', url: '/coal/car', component: 'coal/car/CarList', componentName: 'CarList', icon: 'car', sortNo: 5 }),
  dicts: [
    {
      code: 'coal_vehicle_type',
      name: '车辆类型',
      items: [
        ['tractor', '重型半挂牵引车'],
        ['dump', '重型自卸货车'],
        ['van', '重型厢式货车'],
        ['heavy', '重型普通货车'],
        ['medium', '中型货车'],
        ['light', '轻型货车'],
      ],
    },
    { code: 'coal_emission', name: '排放标准', items: [['cn3', '国三'], ['cn4', '国四'], ['cn5', '国五'], ['cn6', '国六'], ['nev', '新能源']] },
    { code: 'coal_car_status', name: '车辆状态', items: [['enabled', '启用'], ['disabled', '停用'], ['blacklisted', '黑名单']] },
  ],
};
