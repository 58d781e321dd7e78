import type { AppModule } from '../../../core/module';
import { FINANCE_FOLDER } from '../folders';
import { FINANCE_CLERK } from '../serviceFee/module';
import { truckFreightRoutes } from './routes';

export const TRUCK_FREIGHT_MENU = 'menu:coal:truckFreight';

/** 财务管理 > 汽运运费: a carrier's freight for a period, and its draft payment bill (finance's). */
export const truckFreightModule: AppModule = {
  name: 'coal-truck-freight',
  routes: truckFreightRoutes,
  menus: [
    { key: TRUCK_FREIGHT_MENU, parent: FINANCE_FOLDER, name: '汽运运费', url: '/coal/truckFreight', component: 'coal/truckFreight/TruckFreight', componentName: 'TruckFreight', icon: 'global', menuType: 1, keepAlive: true, sortNo: 12, roles: [FINANCE_CLERK] },
    { key: 'btn:coal:truckFreight:list', parent: TRUCK_FREIGHT_MENU, name: '查看', menuType: 2, sortNo: 1, perms: 'coal:truckFreight:list', permsType: '1', roles: [FINANCE_CLERK] },
    { key: 'btn:coal:truckFreight:bill', parent: TRUCK_FREIGHT_MENU, name: '生成付款单', menuType: 2, sortNo: 2, perms: 'coal:truckFreight:bill', permsType: '1', roles: [FINANCE_CLERK] },
  ],
};
