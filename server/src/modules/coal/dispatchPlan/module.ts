import { dispatchPlanMeta, LOAD_SLOT_ITEMS, PLAN_ACTIONS, PLAN_STATUS_ITEMS, PLAN_TRANSITIONS, planActionPerm } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import { entityButtons } from '../../../core/crud/index';
import { addInUseCheck } from '../in-use';
import { plansOfCarrier } from './in-use';
import { grantDispatcherReads } from './reads';
import { registerPlanProgress } from './progress';
import { onContractEnd } from '../contract/ends';
import { closePlansOfEndedContract } from './contract-end';
import { dispatchPlanRoutes } from './routes';

/** The menu key of the dispatch plan screen; its data rules apply to the list (entity.ts). */
export const DISPATCH_PLAN_MENU = 'menu:coal:dispatchPlan';
/** 调度管理: the folder of the plan and pickup-order screens (the pickup-order module hangs its entry here too). */
export const DISPATCH_FOLDER = 'menu:coal:dispatch';

/** The permissions of the plans, as buttons under the plan screen's menu entry: the kit's actions and 审核, 关闭, held by the 调度员 role. */
export const dispatchPlanButtons = (parent: string = DISPATCH_PLAN_MENU): SeedMenu[] => [
  ...entityButtons(dispatchPlanMeta, parent, { roles: ['dispatcher'] }),
  ...PLAN_ACTIONS.map((a, i): SeedMenu => ({ key: `btn:${planActionPerm(a)}`, parent, name: PLAN_TRANSITIONS[a].label, menuType: 2, sortNo: 20 + i, perms: planActionPerm(a), permsType: '1', roles: ['dispatcher'] })),
];

registerPlanProgress();
onContractEnd('调度计划', closePlansOfEndedContract);
addInUseCheck('carrier', { name: '调度计划', refusal: plansOfCarrier });

/** 调度管理 > 调度计划 (coal-api.md "Dispatch"): routes, dictionaries, the contract progress it feeds. */
export const dispatchPlanModule: AppModule = {
  name: 'coal-dispatch-plan',
  routes: dispatchPlanRoutes,
  menus: [
    { key: DISPATCH_FOLDER, parent: null, name: '调度管理', url: '/coal/dispatch', component: 'layouts/RouteView', icon: 'deployment-unit', menuType: 0, sortNo: 13, isLeaf: false },
    { key: DISPATCH_PLAN_MENU, parent: DISPATCH_FOLDER, name: '调度计划', url: '/coal/dispatchPlan', component: 'coal/dispatchPlan/DispatchPlanList', componentName: 'DispatchPlanList', icon: 'calendar', menuType: 1, keepAlive: true, sortNo: 1, roles: ['dispatcher'] },
    ...dispatchPlanButtons(DISPATCH_PLAN_MENU),
  ],
  dicts: [
    { code: 'coal_plan_status', name: '调度计划状态', items: PLAN_STATUS_ITEMS },
    { code: 'coal_load_slot', name: '装车时段', items: LOAD_SLOT_ITEMS },
  ],
  seed: grantDispatcherReads,
};
