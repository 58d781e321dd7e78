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
  // One's own account: reached from the user menu by everyone, whatever roles they hold.
  {
    path: '/account/center',
    name: 'account-center',
    kind: 'page',
    component: 'account/center/AccountCenter' satisfies ScreenKey,
    hidden: true,
    meta: { title: '个人中心', icon: 'solution' },
    children: [],
  },
  {
    path: '/account/settings',
    name: 'account-settings',
    kind: 'page',
    component: 'account/settings/AccountSettings' satisfies ScreenKey,
    hidden: true,
    meta: { title: '个人设置', icon: 'control' },
    children: [],
  },
];
