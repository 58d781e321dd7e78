import { GPS_ALARM_KIND_ITEMS, GPS_ALARM_PERM, GPS_GATEWAY_TOKEN_PERM, GPS_TRACK_PERM, gpsGatewayMeta } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { gpsRoutes } from './routes';
import { purgeGpsPointsJob } from './retention';

const GATEWAY_MENU = 'menu:coal:gpsGateway';
const TRACK_MENU = 'menu:coal:gpsTrack';
const ALARM_MENU = 'menu:coal:gpsAlarm';

const button = (parent: string, perms: string, name: string, sortNo: number, roles?: string[]): SeedMenu => ({ key: `btn:${perms}`, parent, name, menuType: 2, sortNo, perms, permsType: '1', roles });

/**
 * 基础数据 > 定位网关 (administrators only: it hands out tokens), the gateways' points, and the permissions of the
 * track and alarm calls, held by 调度员 too (docs/tracking.md).
 */
export const gpsModule: AppModule = {
  name: 'coal-gps',
  routes: gpsRoutes,
  menus: [
    ...entityMenu(gpsGatewayMeta, { key: GATEWAY_MENU, parent: 'menu:coal:base', name: '定位网关', url: '/coal/gpsGateway', component: 'coal/gpsGateway/GpsGatewayList', componentName: 'GpsGatewayList', icon: 'api', sortNo: 17 }),
    button(GATEWAY_MENU, GPS_GATEWAY_TOKEN_PERM, '更换令牌', 20),
    // 调度管理 > 车辆轨迹 and 围栏报警 (web/src/features/coal/tracking); the permissions hang under their own screens.
    { key: TRACK_MENU, parent: 'menu:coal:dispatch', name: '车辆轨迹', url: '/coal/gpsTrack', component: 'coal/tracking/GpsTrack', componentName: 'GpsTrack', icon: 'history', menuType: 1, sortNo: 4, roles: ['dispatcher'] },
    { key: ALARM_MENU, parent: 'menu:coal:dispatch', name: '围栏报警', url: '/coal/gpsAlarm', component: 'coal/tracking/GpsAlarmList', componentName: 'GpsAlarmList', icon: 'alert', menuType: 1, sortNo: 5, roles: ['dispatcher'] },
    button(TRACK_MENU, GPS_TRACK_PERM, '查看车辆轨迹', 30, ['dispatcher']),
    button(ALARM_MENU, GPS_ALARM_PERM, '查看围栏报警', 31, ['dispatcher']),
  ],
  dicts: [{ code: 'coal_gps_alarm_kind', name: '围栏报警类型', items: GPS_ALARM_KIND_ITEMS }],
  jobs: [purgeGpsPointsJob],
  seedJobs: [
    { key: 'coalGpsRetention', jobName: '清理历史定位点', handlerKey: purgeGpsPointsJob.key, cronExpression: '0 30 3 * * ?', parameter: '{"days": 180}', description: '每天 03:30 删除180天以前的车辆定位点（围栏报警保留）', status: 0 },
  ],
};
