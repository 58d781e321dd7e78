import type { AppModule } from '../../../core/module';
import { sysCheckRule } from '../../../core/db/schema/index';
import { checkRuleRoutes } from './routes';
import { SEED_CHECK_RULES } from './rules';

export const checkRuleModule: AppModule = {
  name: 'checkRule',
  routes: checkRuleRoutes,
  async seed(db) {
    for (const r of SEED_CHECK_RULES) {
      await db
        .insert(sysCheckRule)
        .values({ ruleCode: r.ruleCode, ruleName: r.ruleName, ruleJson: JSON.stringify(r.items), ruleDescription: r.description, createBy: 'system' })
        .onConflictDoNothing();
    }
  },
};
