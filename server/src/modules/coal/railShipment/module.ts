import { RAIL_STATUS_ITEMS, RAIL_STEP_INFO, RAIL_STEPS, railRateMeta, railShipmentMeta, railStepPerm, type FillRulePart } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import type { Db } from '../../../core/db/client';
import { entityMenu } from '../../../core/crud/index';
import { sysFillRule } from '../../sys/fill-rule/table';
import { DISPATCH_FOLDER } from '../dispatchPlan/module';
import { RAIL_RATE_MENU, RAIL_SHIPMENT_MENU } from './entity';
import { railShipmentRoutes } from './routes';
import { RAIL_NO_RULE } from './service';

/** The 调度员 role (seed/data.ts) requests wagons and records every step; the rates are its settings too. */
const ROLES = ['dispatcher'];

const stepButtons: SeedMenu[] = RAIL_STEPS.map((s, i) => ({ key: `btn:${railStepPerm(s)}`, parent: RAIL_SHIPMENT_MENU, name: RAIL_STEP_INFO[s].label, menuType: 2, sortNo: 20 + i, perms: railStepPerm(s), permsType: '1', roles: ROLES }));

/** TY + 年月日 + 4位流水号, reset daily, inserted where missing (an administrator's change to it is kept). */
async function seedNumbering(db: Db): Promise<void> {
  const parts: FillRulePart[] = [
    { type: 'text', value: 'TY' },
    { type: 'date', pattern: 'yyyyMMdd' },
    { type: 'seq', width: 4, reset: 'day' },
  ];
  await db.insert(sysFillRule).values({ ruleCode: RAIL_NO_RULE, ruleName: '铁路发运单编号', ruleParts: JSON.stringify(parts), description: 'TY+年月日+4位流水号，每日重置', createBy: 'system' }).onConflictDoNothing();
}

/** 调度管理 > 铁路发运, 铁路运价 (coal-domain.md "Freight", docs/freight.md "铁路发运"). */
export const railShipmentModule: AppModule = {
  name: 'coal-rail-shipment',
  routes: railShipmentRoutes,
  menus: [
    ...entityMenu(railShipmentMeta, { key: RAIL_SHIPMENT_MENU, parent: DISPATCH_FOLDER, name: '铁路发运', url: '/coal/railShipment', component: 'coal/railShipment/RailShipmentList', componentName: 'RailShipmentList', icon: 'link', sortNo: 20, roles: ROLES }),
    ...stepButtons,
    ...entityMenu(railRateMeta, { key: RAIL_RATE_MENU, parent: DISPATCH_FOLDER, name: '铁路运价', url: '/coal/railRate', component: 'coal/railShipment/RailRateList', componentName: 'RailRateList', icon: 'tag', sortNo: 21, roles: ROLES }),
  ],
  dicts: [{ code: 'coal_rail_status', name: '铁路发运状态', items: RAIL_STATUS_ITEMS.map(([v, l]): [string, string] => [v, l]) }],
  seed: seedNumbering,
};
