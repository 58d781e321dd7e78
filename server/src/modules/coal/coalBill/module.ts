import { COAL_BILL_ACTION_LABELS, COAL_BILL_ACTIONS, COAL_BILL_STATUS_ITEMS, coalBillActionPerm, coalBillMeta } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import { entityButtons } from '../../../core/crud/index';
import { WEIGHBRIDGE_FOLDER } from '../folders';
import { WEIGHBRIDGE_CLERK } from '../weighing/module';
import { coalBillRoutes } from './routes';

/** The menu key of the coal bill list; its data rules apply to the list (entity.ts). */
export const COAL_BILL_MENU = 'menu:coal:coalBill';

export const coalBillButtons = (parent: string = COAL_BILL_MENU): SeedMenu[] => [
  ...entityButtons(coalBillMeta, parent, { roles: [WEIGHBRIDGE_CLERK] }),
  ...COAL_BILL_ACTIONS.map((a, i): SeedMenu => ({ key: `btn:${coalBillActionPerm(a)}`, parent, name: COAL_BILL_ACTION_LABELS[a], menuType: 2, sortNo: 20 + i, perms: coalBillActionPerm(a), permsType: '1', roles: [WEIGHBRIDGE_CLERK] })),
];

/** 过磅管理 > 电子煤票 (coal-api.md "Electronic coal bills", docs/weighing.md). */
export const coalBillModule: AppModule = {
  name: 'coal-bill',
  routes: coalBillRoutes,
  menus: [
    { key: COAL_BILL_MENU, parent: WEIGHBRIDGE_FOLDER, name: '电子煤票', url: '/coal/coalBill', component: 'coal/coalBill/CoalBillList', componentName: 'CoalBillList', icon: 'qrcode', menuType: 1, keepAlive: true, sortNo: 3, roles: [WEIGHBRIDGE_CLERK] },
    ...coalBillButtons(COAL_BILL_MENU),
  ],
  dicts: [{ code: 'coal_bill_status', name: '煤票状态', items: COAL_BILL_STATUS_ITEMS }],
};
