import type { MenuIconName, ScreenKey } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../core/module';
import { MonitorPerm, monitorRoutes } from './routes';

const screens: { key: keyof typeof MonitorPerm; name: string; icon: MenuIconName; component: ScreenKey }[] = [
  { key: 'runtime', name: 'Node.js 运行时', icon: 'monitor', component: 'monitor/runtime/Runtime' },
  { key: 'http', name: 'HTTP 服务', icon: 'line-chart', component: 'monitor/http/Http' },
  { key: 'trace', name: '请求追踪', icon: 'profile', component: 'monitor/trace/Trace' },
  { key: 'disk', name: '磁盘监控', icon: 'hdd', component: 'monitor/disk/Disk' },
  { key: 'redis', name: 'Redis 监控', icon: 'cloud-server', component: 'monitor/redis/Redis' },
];

/** 系统监控: administrators only (no other role is given these menus or codes). */
export const monitorModule: AppModule = {
  name: 'monitor',
  routes: monitorRoutes,
  menus: screens.flatMap((s, i): SeedMenu[] => [
    { key: `menu:monitor:${s.key}`, parent: 'menu:monitor', name: s.name, url: `/monitor/${s.key}`, component: s.component, icon: s.icon, menuType: 1, sortNo: i + 1 },
    { key: `btn:monitor:${s.key}:view`, parent: `menu:monitor:${s.key}`, name: '查看', menuType: 2, sortNo: 1, perms: MonitorPerm[s.key], permsType: '1' },
  ]),
};
