import type { AppModule } from '../../../core/module';
import { CategoryPerm, categoryRoutes } from './routes';
import { seedCategories } from './seed';

export const categoryModule: AppModule = {
  name: 'category',
  routes: categoryRoutes,
  seed: seedCategories,
  menus: [
    { key: 'menu:system:category', parent: 'menu:system', name: '分类字典', url: '/system/category', component: 'system/category/CategoryList', icon: 'partition', menuType: 1, keepAlive: true, sortNo: 34 },
    { key: 'btn:system:category:list', parent: 'menu:system:category', name: '查询', menuType: 2, sortNo: 0, perms: CategoryPerm.list, permsType: '1' },
    { key: 'btn:system:category:add', parent: 'menu:system:category', name: '添加', menuType: 2, sortNo: 1, perms: CategoryPerm.add, permsType: '1' },
    { key: 'btn:system:category:edit', parent: 'menu:system:category', name: '编辑', menuType: 2, sortNo: 2, perms: CategoryPerm.edit, permsType: '1' },
    { key: 'btn:system:category:delete', parent: 'menu:system:category', name: '删除', menuType: 2, sortNo: 3, perms: CategoryPerm.delete, permsType: '1' },
    { key: 'btn:system:category:exportXls', parent: 'menu:system:category', name: '导出', menuType: 2, sortNo: 4, perms: CategoryPerm.exportXls, permsType: '1' },
  ],
};
