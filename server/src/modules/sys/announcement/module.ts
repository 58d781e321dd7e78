import type { AppModule } from '../../../core/module';
import { AnnouncementPerm, announcementRoutes } from './routes';

/**
 * Announcements: the bell's calls, publishing and revoking. The list screen (系统通告, add/edit with the rich-text
 * editor) comes with the list kit; its publish and revoke buttons are seeded here under that menu.
 */
export const announcementModule: AppModule = {
  name: 'announcement',
  routes: announcementRoutes,
  menus: [
    { key: 'menu:system:announcement', parent: 'menu:system', name: '系统通告', url: '/system/annountCement', component: 'system/announcement/AnnouncementList', icon: 'notification', menuType: 1, sortNo: 30, hidden: true, isRoute: false },
    { key: 'btn:system:annountCement:release', parent: 'menu:system:announcement', name: '发布', menuType: 2, sortNo: 1, perms: AnnouncementPerm.release, permsType: '1' },
    { key: 'btn:system:annountCement:revoke', parent: 'menu:system:announcement', name: '撤销', menuType: 2, sortNo: 2, perms: AnnouncementPerm.revoke, permsType: '1' },
  ],
};
