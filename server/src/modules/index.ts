import type { AppModule } from '../core/module';
import { loginRoutes } from './sys/login/routes';
import { permissionRoutes } from './sys/permission/routes';
import { announcementModule } from './sys/announcement/module';
import { websocketRoutes } from './sys/websocket/routes';
import { dictRoutes } from './sys/dict/routes';
import { healthRoutes } from './sys/health/routes';
import { signRoutes } from './sys/sign/routes';
import { dashboardModule } from './sys/dashboard/module';
import { userModule } from './sys/user/module';
import { quartzJobModule } from './sys/quartz-job/module';
import { monitorModule } from './monitor/module';
import { cronExampleModule } from './examples/cron/module';

/**
 * Every feature of the server, once. Add a feature with one line here; its routes are registered under the API
 * prefix and its menus, buttons and dictionaries are seeded at start.
 */
export const MODULES: AppModule[] = [
  { name: 'login', routes: loginRoutes },
  { name: 'permission', routes: permissionRoutes },
  announcementModule,
  { name: 'websocket', routes: websocketRoutes },
  { name: 'dict', routes: dictRoutes },
  { name: 'health', routes: healthRoutes },
  { name: 'sign', routes: signRoutes },
  dashboardModule,
  userModule,
  quartzJobModule,
  monitorModule,
  cronExampleModule,
];
