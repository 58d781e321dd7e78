import { cgreportHeadMeta } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { CGREPORT_MENU } from './entity';
import { cgreportRoutes } from './routes';
import { seedReports } from './seed';

/** 系统管理 > 在线报表: report definitions (administrators), the report popup's read routes, two example reports. */
export const cgreportModule: AppModule = {
  name: 'cgreport',
  routes: cgreportRoutes,
  menus: [
    ...entityMenu(cgreportHeadMeta, {
      key: CGREPORT_MENU,
      parent: 'menu:system',
      name: '在线报表',
      url: '/system/cgreport',
      component: 'online/cgreport/CgreportList',
      componentName: 'CgreportList',
      icon: 'table',
      sortNo: 20,
    }),
    { key: 'btn:online:cgreport:parse', parent: CGREPORT_MENU, name: '解析SQL', menuType: 2, sortNo: 10, perms: 'online:cgreport:parse', permsType: '1' },
  ],
  seed: seedReports,
};
