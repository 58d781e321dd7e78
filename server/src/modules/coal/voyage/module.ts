import { LAYTIME_RESULT_ITEMS, VOYAGE_STATUS_ITEMS, voyageMeta, type FillRulePart } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import type { Db } from '../../../core/db/client';
import { entityMenu } from '../../../core/crud/index';
import { sysFillRule } from '../../sys/fill-rule/table';
import { DISPATCH_FOLDER } from '../dispatchPlan/module';
import { VOYAGE_MENU } from './entity';
import { voyageRoutes } from './routes';
import { VOYAGE_NO_RULE } from './service';

/** The voyage number: HC + yyyyMMdd + 3 digits, reset daily (sys fill rules, editable by the administrator). */
const NUMBER_RULE: FillRulePart[] = [
  { type: 'text', value: 'HC' },
  { type: 'date', pattern: 'yyyyMMdd' },
  { type: 'seq', width: 3, reset: 'day' },
];

async function seedVoyage(db: Db): Promise<void> {
  await db.insert(sysFillRule).values({ ruleCode: VOYAGE_NO_RULE, ruleName: '船运航次编号', ruleParts: JSON.stringify(NUMBER_RULE), description: 'HC+年月日+3位流水号，每日重置', createBy: 'system' }).onConflictDoNothing();
}

/** 调度管理 > 船运航次 (coal-domain.md "Freight", docs/freight.md "船运航次"); the dispatcher keeps the voyages. */
export const voyageModule: AppModule = {
  name: 'coal-voyage',
  routes: voyageRoutes,
  menus: entityMenu(voyageMeta, { key: VOYAGE_MENU, parent: DISPATCH_FOLDER, name: '船运航次', url: '/coal/voyage', component: 'coal/voyage/VoyageList', componentName: 'VoyageList', icon: 'rocket', sortNo: 6, roles: ['dispatcher'] }),
  dicts: [
    { code: 'coal_voyage_status', name: '航次状态', items: VOYAGE_STATUS_ITEMS },
    { code: 'coal_laytime_result', name: '装卸时间结果', items: LAYTIME_RESULT_ITEMS },
  ],
  seed: seedVoyage,
};
