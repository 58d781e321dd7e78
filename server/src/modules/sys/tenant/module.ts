import type { AppModule } from '../../../core/module';
import { tenantMeta } from '@meiyun/shared';
import { entityMenu } from '../../../core/crud/index';
import { TENANT_FROZEN_PERM, tenantRoutes } from './routes';

export const tenantModule: AppModule = {
  name: 'tenant',
  routes: tenantRoutes,
  menus: [
    ...entityMenu(tenantMeta, { key: 'menu:system:tenant', parent: 'menu:system', name: '租户管理', url: '/system/tenant', component: 'system/tenant/TenantList', icon: 'bank', sortNo: 8 }),
    { key: `btn:${TENANT_FROZEN_PERM}`, parent: 'menu:system:tenant', name: '冻结/解冻', menuType: 2, sortNo: 20, perms: TENANT_FROZEN_PERM, permsType: '1' },
  ],
  dicts: [{ code: 'tenant_status', name: '租户状态', items: [['1', '正常'], ['0', '冻结']] }],
};
