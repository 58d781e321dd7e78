import { SCALE_TOKEN_PERM, WEIGHING_STATION_PERM } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { WEIGHBRIDGE_FOLDER } from '../folders';
import { scaleStreamRoutes } from './routes';

export const WEIGHBRIDGE_STATION_MENU = 'menu:coal:weighbridge:station';
const SCALE_MENU = 'menu:coal:scale';
/** 司磅员 (seeded in seed/data.ts): the station is theirs. */
const CLERK = 'weighbridge_clerk';

/**
 * 过磅管理 > 磅房作业 and the scale link (docs/weighbridge.md): the agents' stream, the station screen's live socket,
 * and 接入令牌 on the scale list (a button of 基础数据 > 地磅).
 */
export const scaleStreamModule: AppModule = {
  name: 'coal-scale-stream',
  routes: scaleStreamRoutes,
  menus: [
    { key: WEIGHBRIDGE_STATION_MENU, parent: WEIGHBRIDGE_FOLDER, name: '磅房作业', url: '/coal/weighbridge/station', component: 'coal/weighbridge/WeighbridgeStation', componentName: 'WeighbridgeStation', icon: 'thunderbolt', menuType: 1, keepAlive: true, sortNo: 1, roles: [CLERK] },
    { key: `btn:${WEIGHING_STATION_PERM}`, parent: WEIGHBRIDGE_STATION_MENU, name: '磅房作业', menuType: 2, sortNo: 1, perms: WEIGHING_STATION_PERM, permsType: '1', roles: [CLERK] },
    { key: `btn:${SCALE_TOKEN_PERM}`, parent: SCALE_MENU, name: '接入令牌', menuType: 2, sortNo: 30, perms: SCALE_TOKEN_PERM, permsType: '1' },
  ],
};
