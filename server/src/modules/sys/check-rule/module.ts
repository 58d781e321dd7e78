import type { AppModule } from '../../../core/module';
import { sysCheckRule } from './table';
import { checkRuleRoutes } from './routes';
import { SEED_CHECK_RULES } from './rules';
import { checkRuleMeta } from '@meiyun/shared';
import { entityMenu } from '../../../core/crud/index';

export const checkRuleModule: AppModule = {
  name: 'checkRule',
  routes: checkRuleRoutes,
  menus: entityMenu(checkRuleMeta, { key: 'menu:system:checkRule', parent: 'menu:system', name: '校验规则', url: '/system/checkRule', component: 'system/check-rule/CheckRuleList', icon: 'check-square', sortNo: 33 }),
  async seed(db) {
    for (const r of SEED_CHECK_RULES) {
      await db
        .insert(sysCheckRule)
        .values({ ruleCode: r.ruleCode, ruleName: r.ruleName, ruleJson: JSON.stringify(r.items), ruleDescription: r.description, createBy: 'system' })
        .onConflictDoNothing();
    }
  },
};
