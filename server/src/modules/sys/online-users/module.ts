import type { AppModule } from '../../../core/module';
import { OnlinePerms, onlineRoutes } from './routes';

const MENU = 'menu:monitor:online';

export const onlineModule: AppModule = {
  name: 'online',
  routes: onlineRoutes,
  menus: [
    { key: MENU, parent: 'menu:monitor', name: '在线用户', url: '/monitor/online', component: 'monitor/online/OnlineUserList', componentName: 'OnlineUserList', icon: 'wifi', menuType: 1, sortNo: 1, keepAlive: true },
    { key: `btn:${OnlinePerms.list}`, parent: MENU, name: '查看在线用户', menuType: 2, sortNo: 1, perms: OnlinePerms.list, permsType: '1' },
    { key: `btn:${OnlinePerms.forceLogout}`, parent: MENU, name: '强制退出', menuType: 2, sortNo: 2, perms: OnlinePerms.forceLogout, permsType: '1' },
  ],
};
