import type { AppModule } from '../../../core/module';
import { dataSourceMeta } from '@meiyun/shared';
import { entityMenu } from '../../../core/crud/index';
import { DATA_SOURCE_TEST_PERM, dataSourceRoutes } from './routes';

export const dataSourceModule: AppModule = {
  name: 'dataSource',
  routes: dataSourceRoutes,
  menus: [
    ...entityMenu(dataSourceMeta, { key: 'menu:system:dataSource', parent: 'menu:system', name: '数据源管理', url: '/system/data-source', component: 'system/data-source/DataSourceList', icon: 'database', sortNo: 9 }),
    { key: `btn:${DATA_SOURCE_TEST_PERM}`, parent: 'menu:system:dataSource', name: '测试连接', menuType: 2, sortNo: 20, perms: DATA_SOURCE_TEST_PERM, permsType: '1' },
  ],
  dicts: [{ code: 'data_source_kind', name: '数据库类型', items: [['postgresql', 'PostgreSQL']] }],
};
