import { ROUTE_VIEW, type ScreenKey } from '@meiyun/shared';
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
  // §2.1: /test redirects to its one child, the index of the example pages the user's menu holds.
  {
    path: '/test',
    name: 'test',
    kind: 'layout',
    component: ROUTE_VIEW,
    redirect: '/test/home',
    hidden: true,
    meta: { title: '示例' },
    children: [
      {
        path: '/test/home',
        name: 'test-home',
        kind: 'page',
        component: 'test/home/TestHome' satisfies ScreenKey,
        hidden: true,
        meta: { title: '示例首页', icon: 'appstore' },
        children: [],
      },
    ],
  },
  // Any online report by its code, opened from 在线报表 (打开报表); the page names its tab after the report.
  {
    path: '/online/cgreport/:code',
    name: 'online-cgreport-report',
    kind: 'page',
    component: 'online/cgreport/auto/ReportAutoList' satisfies ScreenKey,
    hidden: true,
    meta: { title: '报表', icon: 'table', keepAlive: true, componentName: 'ReportAutoList' },
    children: [],
  },
  // Any online form's records by its code (ONLINE_FORM_PATH of shared, spelled out so the shell does not load the
  // entity declarations it sits with); the page names its tab after the form's 表单名称.
  {
    path: '/online/cgformList/:code',
    name: 'online-cgformList',
    kind: 'page',
    component: 'online/cgform/auto/OnlineFormAutoList' satisfies ScreenKey,
    hidden: true,
    meta: { title: '表单', icon: 'table', keepAlive: true, componentName: 'OnlineFormAutoList' },
    children: [],
  },
];
