import { DEDUCTION_KIND_ITEMS, WEIGHING_ACTION_LABELS, WEIGHING_ACTIONS, WEIGHING_STATUS_ITEMS, weighingActionPerm, weighingMeta } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import { entityButtons } from '../../../core/crud/index';
import { WEIGHBRIDGE_FOLDER } from '../folders';
import { registerWeighingProgress } from './progress';
import { weighingRoutes } from './routes';

/** The menu key of the weighing list; its data rules apply to the list (entity.ts). */
export const WEIGHING_MENU = 'menu:coal:weighing';
/** 司磅员: the role of the weighbridge clerk, seeded in seed/data.ts. */
export const WEIGHBRIDGE_CLERK = 'weighbridge_clerk';

/** The weighing permissions as buttons under the list: the kit's list and export, and tare, gross, deduct, void, reverse, manual entry, exit. */
export const weighingButtons = (parent: string = WEIGHING_MENU): SeedMenu[] => [
  ...entityButtons(weighingMeta, parent, { roles: [WEIGHBRIDGE_CLERK] }),
  ...WEIGHING_ACTIONS.map((a, i): SeedMenu => ({ key: `btn:${weighingActionPerm(a)}`, parent, name: WEIGHING_ACTION_LABELS[a], menuType: 2, sortNo: 20 + i, perms: weighingActionPerm(a), permsType: '1', roles: [WEIGHBRIDGE_CLERK] })),
];

registerWeighingProgress();

/** 过磅管理 > 磅单管理 (coal-api.md "Queue and weighbridge", docs/weighing.md). */
export const weighingModule: AppModule = {
  name: 'coal-weighing',
  routes: weighingRoutes,
  menus: [
    { key: WEIGHING_MENU, parent: WEIGHBRIDGE_FOLDER, name: '磅单管理', url: '/coal/weighing', component: 'coal/weighing/WeighingList', componentName: 'WeighingList', icon: 'printer', menuType: 1, keepAlive: true, sortNo: 2, roles: [WEIGHBRIDGE_CLERK] },
    ...weighingButtons(WEIGHING_MENU),
  ],
  dicts: [
    { code: 'coal_weighing_status', name: '磅单状态', items: WEIGHING_STATUS_ITEMS },
    { code: 'coal_deduction_kind', name: '扣重类型', items: DEDUCTION_KIND_ITEMS },
  ],
};
