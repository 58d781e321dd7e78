import { fillRuleMeta, type FillRulePart } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { sysFillRule } from './table';
import { FillRulePerm, fillRuleRoutes } from './routes';

const daily = (prefix: string, width = 4): FillRulePart[] => [
  { type: 'text', value: prefix },
  { type: 'date', pattern: 'yyyyMMdd' },
  { type: 'seq', width, reset: 'day' },
];

/** The numbering rules the coal screens use. */
export const SEED_FILL_RULES: { ruleCode: string; ruleName: string; parts: FillRulePart[]; description: string }[] = [
  { ruleCode: 'contract_no', ruleName: '合同编号', parts: daily('HT'), description: 'HT+年月日+4位流水号，每日重置' },
  { ruleCode: 'weigh_bill_no', ruleName: '磅单编号', parts: daily('BD', 5), description: 'BD+年月日+5位流水号，每日重置' },
  { ruleCode: 'coal_ticket_no', ruleName: '煤票编号', parts: daily('MP', 5), description: 'MP+年月日+5位流水号，每日重置' },
  { ruleCode: 'dispatch_plan_no', ruleName: '调度计划编号', parts: daily('DD'), description: 'DD+年月日+4位流水号，每日重置' },
  { ruleCode: 'pickup_order_no', ruleName: '提煤单编号', parts: daily('THD', 5), description: 'THD+年月日+5位流水号，每日重置' },
];

export const fillRuleModule: AppModule = {
  name: 'fillRule',
  routes: fillRuleRoutes,
  menus: [
    ...entityMenu(fillRuleMeta, { key: 'menu:system:fillRule', parent: 'menu:system', name: '填值规则', url: '/system/fillRule', component: 'system/fill-rule/FillRuleList', icon: 'ordered-list', sortNo: 32 }),
    { key: 'btn:system:fillRule:test', parent: 'menu:system:fillRule', name: '测试', menuType: 2, sortNo: 10, perms: FillRulePerm.test, permsType: '1' },
  ],
  async seed(db) {
    for (const r of SEED_FILL_RULES) {
      await db
        .insert(sysFillRule)
        .values({ ruleCode: r.ruleCode, ruleName: r.ruleName, ruleParts: JSON.stringify(r.parts), description: r.description, createBy: 'system' })
        .onConflictDoNothing();
    }
  },
};
