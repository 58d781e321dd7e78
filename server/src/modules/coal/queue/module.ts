import { QUEUE_ACTIONS, QUEUE_ACTION_LABELS, QUEUE_BOARD_PERM, QUEUE_STATUS_ITEMS, queueActionPerm, queueTicketMeta } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import { entityButtons } from '../../../core/crud/index';
import { DISPATCH_FOLDER } from '../dispatchPlan/module';
import { queueRoutes } from './routes';

/** The menu key of the queue screen. */
export const QUEUE_MENU = 'menu:coal:queue';

/**
 * The permissions of the queue, as buttons under the screen's menu entry: the kit's list and export, 排队签到, 叫号,
 * 进场, 过号, 作废 and 看板链接 (making the yard's big-screen link), held by the 调度员 role (the administrator holds all).
 */
export const queueButtons = (parent: string = QUEUE_MENU): SeedMenu[] => [
  ...entityButtons(queueTicketMeta, parent, { roles: ['dispatcher'] }),
  ...QUEUE_ACTIONS.map((a, i): SeedMenu => ({ key: `btn:${queueActionPerm(a)}`, parent, name: QUEUE_ACTION_LABELS[a], menuType: 2, sortNo: 20 + i, perms: queueActionPerm(a), permsType: '1', roles: ['dispatcher'] })),
  { key: `btn:${QUEUE_BOARD_PERM}`, parent, name: '看板链接', menuType: 2, sortNo: 30, perms: QUEUE_BOARD_PERM, permsType: '1', roles: ['dispatcher'] },
];

/**
 * 调度管理 > 排队叫号 (coal-api.md "Queue and weighbridge"): check-in, call, enter, skip, void, the live board, the
 * yard's public big-screen board and the driver's phone page (docs/queue.md).
 */
export const queueModule: AppModule = {
  name: 'coal-queue',
  routes: queueRoutes,
  menus: [
    { key: QUEUE_MENU, parent: DISPATCH_FOLDER, name: '排队叫号', url: '/coal/queue', component: 'coal/queue/QueueList', componentName: 'QueueList', icon: 'sound', menuType: 1, keepAlive: true, sortNo: 3, roles: ['dispatcher'] },
    ...queueButtons(QUEUE_MENU),
  ],
  dicts: [{ code: 'coal_queue_status', name: '排队状态', items: QUEUE_STATUS_ITEMS }],
};
