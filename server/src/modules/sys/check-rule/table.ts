import { text, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import { audit, idColumn } from '../../../core/db/schema/common';

/** Named value checks (`/sys/checkRule/checkByCode`): `rule_json` holds the list of rule items. */
export const sysCheckRule = pgTable(
  'sys_check_rule',
  {
    id: idColumn(),
    ruleCode: text('rule_code').notNull(),
    ruleName: text('rule_name').notNull(),
    ruleJson: text('rule_json').notNull(),
    ruleDescription: text('rule_description'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_check_rule_code_uq').on(t.ruleCode)],
);
