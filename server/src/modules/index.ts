import type { AppModule } from '../core/module';
import { loginRoutes } from './sys/login/routes';
import { permissionModule } from './sys/permission/module';
import { roleModule } from './sys/role/module';
import { departModule } from './sys/depart/module';
import { dictModule } from './sys/dict/module';
import { announcementModule } from './sys/announcement/module';
import { websocketRoutes } from './sys/websocket/routes';
import { healthRoutes } from './sys/health/routes';
import { signRoutes } from './sys/sign/routes';
import { dashboardModule } from './sys/dashboard/module';
import { userModule } from './sys/user/module';
import { categoryModule } from './sys/category/module';
import { examplesFormsModule } from './examples/forms/module';
import { commonModule } from './sys/common/module';
import { checkRuleModule } from './sys/check-rule/module';
import { logModule } from './sys/log/module';
import { fillRuleModule } from './sys/fill-rule/module';
import { quartzJobModule } from './sys/quartz-job/module';
import { monitorModule } from './monitor/module';
import { cronExampleModule } from './examples/cron/module';
import { widgetExamplesModule } from './examples/widgets/module';
import { tableSyncModule } from './sys/table-sync/module';
import { editableTableExampleModule } from './examples/editable-table/module';
import { onlineModule } from './sys/online-users/module';
import { tenantModule } from './sys/tenant/module';
import { dataSourceModule } from './sys/data-source/module';
import { positionModule } from './sys/position/module';
import { userPickerModule } from './sys/user-picker/module';
import { mpopupModule } from './sys/mpopup/module';
import { cgreportModule } from './online-report/cgreport/module';
import { cgformModule } from './online-form/cgform/module';
import { pickersExampleModule } from './examples/pickers/module';
import { smsModule } from './sys/sms/module';
import { fileModule } from './sys/file/module';
import { thirdLoginModule } from './sys/thirdLogin/module';
import { messageModule } from './sys/message/module';
import { registerRoutes } from './sys/register/routes';
import { COAL_MODULES } from './coal/index';

/**
 * Every feature of the server, once. Add a feature with one line here; its routes are registered under the API
 * prefix and its menus, buttons and dictionaries are seeded at start.
 */
export const MODULES: AppModule[] = [
  { name: 'login', routes: loginRoutes },
  smsModule,
  thirdLoginModule,
  messageModule,
  { name: 'register', routes: registerRoutes },
  permissionModule,
  roleModule,
  departModule,
  dictModule,
  announcementModule,
  { name: 'websocket', routes: websocketRoutes },
  { name: 'health', routes: healthRoutes },
  { name: 'sign', routes: signRoutes },
  dashboardModule,
  userModule,
  categoryModule,
  examplesFormsModule,
  commonModule,
  fileModule,
  checkRuleModule,
  logModule,
  fillRuleModule,
  quartzJobModule,
  monitorModule,
  cronExampleModule,
  widgetExamplesModule,
  tableSyncModule,
  editableTableExampleModule,
  onlineModule,
  tenantModule,
  dataSourceModule,
  positionModule,
  userPickerModule,
  mpopupModule,
  cgreportModule,
  cgformModule,
  pickersExampleModule,
  ...COAL_MODULES,
];
