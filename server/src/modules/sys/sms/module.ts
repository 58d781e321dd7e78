import type { AppModule } from '../../../core/module';
import { SmsPerm, smsRoutes } from './routes';

/** SMS codes for the phone flows, and 短信发件箱 for the platform administrator while the development sender is on. */
export const smsModule: AppModule = {
  name: 'sms',
  routes: smsRoutes,
  menus: [
    { key: 'menu:monitor:sms', parent: 'menu:monitor', name: '短信发件箱', url: '/monitor/sms', component: 'monitor/sms/SmsOutbox', icon: 'mobile', menuType: 1, sortNo: 6 },
    { key: 'btn:monitor:sms:outbox', parent: 'menu:monitor:sms', name: '查看', menuType: 2, sortNo: 1, perms: SmsPerm.outbox, permsType: '1' },
  ],
};
