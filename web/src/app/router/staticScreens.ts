import type { ScreenKey } from '@meiyun/shared';
import type { AppRouteDef } from './menuToRoutes';

/**
 * Screens every signed-in user has whatever the menu says (§2.1), under the main layout and hidden from the menu.
 * They are route definitions like the menu's, so tabs, titles and breadcrumbs treat them alike.
 */
export const STATIC_SCREENS: AppRouteDef[] = [
  {
    path: '/isps/userAnnouncement',
    name: 'isps-userAnnouncement',
    kind: 'page',
    component: 'isps/user-announcement/UserAnnouncement' satisfies ScreenKey,
    hidden: true,
    meta: { title: '我的消息', icon: 'bell' },
    children: [],
  },
];
