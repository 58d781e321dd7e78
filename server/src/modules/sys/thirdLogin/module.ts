import { THIRD_TYPE_ITEMS, thirdAccountMeta } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { thirdLoginRoutes } from './routes';

/** OIDC and CAS sign-in, the page's ticket calls, and 系统管理 › 第三方账号 (docs/single-sign-on.md). */
export const thirdLoginModule: AppModule = {
  name: 'thirdLogin',
  routes: thirdLoginRoutes,
  menus: entityMenu(thirdAccountMeta, { key: 'menu:system:thirdAccount', parent: 'menu:system', name: '第三方账号', url: '/system/thirdAccount', component: 'system/thirdAccount/ThirdAccountList', componentName: 'ThirdAccountList', icon: 'key', sortNo: 14 }),
  dicts: [{ code: 'third_type', name: '第三方登录方式', items: THIRD_TYPE_ITEMS.map((i) => [i.value, i.text] as [string, string]) }],
};
