import type { AppModule } from '../../../core/module';
import { FilePerm, fileRoutes } from './routes';

/** 文件管理 under 系统管理: the tenant's uploads wherever they are stored (local disk or S3). */
export const fileModule: AppModule = {
  name: 'file',
  routes: fileRoutes,
  menus: [
    { key: 'menu:system:file', parent: 'menu:system', name: '文件管理', url: '/system/file', component: 'system/file/FileManager', icon: 'folder', menuType: 1, sortNo: 41, keepAlive: true },
    { key: 'btn:system:file:list', parent: 'menu:system:file', name: '查看', menuType: 2, sortNo: 1, perms: FilePerm.list, permsType: '1' },
    { key: 'btn:system:file:delete', parent: 'menu:system:file', name: '删除', menuType: 2, sortNo: 2, perms: FilePerm.delete, permsType: '1' },
  ],
};
