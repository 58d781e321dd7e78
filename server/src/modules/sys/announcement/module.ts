import { announcementMeta } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { AnnouncementPerm, announcementRoutes } from './routes';

/** Announcements: the bell's calls, the 系统通告 list (generic CRUD of drafts), publishing and revoking. */
export const announcementModule: AppModule = {
  name: 'announcement',
  routes: announcementRoutes,
  menus: [
    ...entityMenu(announcementMeta, { key: 'menu:system:announcement', parent: 'menu:system', name: '系统通告', url: '/system/annountCement', component: 'system/announcement/AnnouncementList', icon: 'notification', sortNo: 30 }),
    { key: 'btn:system:annountCement:release', parent: 'menu:system:announcement', name: '发布', menuType: 2, sortNo: 21, perms: AnnouncementPerm.release, permsType: '1' },
    { key: 'btn:system:annountCement:revoke', parent: 'menu:system:announcement', name: '撤销', menuType: 2, sortNo: 22, perms: AnnouncementPerm.revoke, permsType: '1' },
  ],
  dicts: [
    { code: 'msg_type', name: '通告对象类型', items: [['ALL', '全体用户'], ['USER', '指定用户']] },
    { code: 'open_type', name: '打开方式', items: [['url', '系统页面'], ['component', '业务单据']] },
  ],
};
