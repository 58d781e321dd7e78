import { logMeta } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { LogPerm, logRoutes } from './routes';

export const logModule: AppModule = {
  name: 'log',
  routes: logRoutes,
  menus: [
    ...entityMenu(logMeta, { key: 'menu:system:log', parent: 'menu:system', name: '系统日志', url: '/system/log', component: 'system/log/LogList', icon: 'file-search', sortNo: 31 }),
    { key: 'btn:system:log:purge', parent: 'menu:system:log', name: '清理日志', menuType: 2, sortNo: 10, perms: LogPerm.purge, permsType: '1' },
  ],
};
