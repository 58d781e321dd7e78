import type { AppModule } from '../core/module';
import { loginRoutes } from './sys/login/routes';
import { permissionModule } from './sys/permission/module';
import { roleModule } from './sys/role/module';
import { departModule } from './sys/depart/module';
import { announcementRoutes } from './sys/announcement/routes';
import { dictModule } from './sys/dict/module';
import { healthRoutes } from './sys/health/routes';
import { signRoutes } from './sys/sign/routes';
import { dashboardModule } from './sys/dashboard/module';
import { userModule } from './sys/user/module';
import { categoryModule } from './sys/category/module';
import { examplesFormsModule } from './examples/forms/module';
import { commonModule } from './sys/common/module';
import { checkRuleModule } from './sys/check-rule/module';
import { cronExampleModule } from './examples/cron/module';
import { widgetExamplesModule } from './examples/widgets/module';
import { positionModule } from './sys/position/module';
import { userPickerModule } from './sys/user-picker/module';
import { mpopupModule } from './sys/mpopup/module';
import { cgreportModule } from './online/cgreport/module';
import { pickersExampleModule } from './examples/pickers/module';

/**
 * Every feature of the server, once. Add a feature with one line here; its routes are registered under the API
 * prefix and its menus, buttons and dictionaries are seeded at start.
 */
export const MODULES: AppModule[] = [
  { name: 'login', routes: loginRoutes },
  permissionModule,
  roleModule,
  departModule,
  { name: 'announcement', routes: announcementRoutes },
  dictModule,
  { name: 'health', routes: healthRoutes },
  { name: 'sign', routes: signRoutes },
  dashboardModule,
  userModule,
  categoryModule,
  examplesFormsModule,
  commonModule,
  checkRuleModule,
  cronExampleModule,
  widgetExamplesModule,
  positionModule,
  userPickerModule,
  mpopupModule,
  cgreportModule,
  pickersExampleModule,
];
