import { PICKUP_ACTIONS, PICKUP_STATUS_ITEMS, pickupActionPerm, pickupOrderMeta } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import { entityButtons } from '../../../core/crud/index';
import { addInUseCheck } from '../in-use';
import { DISPATCH_FOLDER } from '../dispatchPlan/module';
import { pickupExpiryJob } from './expiry';
import { pickupOrdersOfCar } from './in-use';
import { PICKUP_PRINT_PERM } from './print';
import { pickupOrderRoutes } from './routes';

/** The menu key of the pickup order screen; its data rules apply to the list (entity.ts). */
export const PICKUP_ORDER_MENU = 'menu:coal:pickupOrder';

const ACTION_LABELS: Record<(typeof PICKUP_ACTIONS)[number], string> = { issue: '开提煤单', void: '作废' };

/** The permissions of the pickup orders, as buttons under the screen's menu entry: list, export, 开提煤单, 作废 and 打印, held by the 调度员 role. */
export const pickupOrderButtons = (parent: string = PICKUP_ORDER_MENU): SeedMenu[] => [
  ...entityButtons(pickupOrderMeta, parent, { roles: ['dispatcher'] }),
  ...PICKUP_ACTIONS.map((a, i): SeedMenu => ({ key: `btn:${pickupActionPerm(a)}`, parent, name: ACTION_LABELS[a], menuType: 2, sortNo: 20 + i, perms: pickupActionPerm(a), permsType: '1', roles: ['dispatcher'] })),
  { key: `btn:${PICKUP_PRINT_PERM}`, parent, name: '打印', menuType: 2, sortNo: 20 + PICKUP_ACTIONS.length, perms: PICKUP_PRINT_PERM, permsType: '1', roles: ['dispatcher'] },
];

addInUseCheck('car', { name: '提煤单', refusal: pickupOrdersOfCar });

/** 调度管理 > 提煤单 (coal-api.md "Dispatch"): routes, the status dictionary, the daily expiry job. */
export const pickupOrderModule: AppModule = {
  name: 'coal-pickup-order',
  routes: pickupOrderRoutes,
  menus: [
    { key: PICKUP_ORDER_MENU, parent: DISPATCH_FOLDER, name: '提煤单', url: '/coal/pickupOrder', component: 'coal/pickupOrder/PickupOrderList', componentName: 'PickupOrderList', icon: 'carry-out', menuType: 1, keepAlive: true, sortNo: 2, roles: ['dispatcher'] },
    ...pickupOrderButtons(PICKUP_ORDER_MENU),
  ],
  dicts: [{ code: 'coal_pickup_status', name: '提煤单状态', items: PICKUP_STATUS_ITEMS }],
  jobs: [pickupExpiryJob],
  seedJobs: [
    { key: 'coalPickupExpiry', jobName: '提煤单过期', handlerKey: pickupExpiryJob.key, cronExpression: '0 5 0 * * ?', description: '每天 00:05 把有效期已过的有效提煤单标记为已过期', status: 0 },
  ],
};
