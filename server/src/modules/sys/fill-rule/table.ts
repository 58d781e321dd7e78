import { integer, primaryKey, text, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import { audit, idColumn } from '../../../core/db/schema/common';

/** Numbering rules (`/sys/fillRule/executeRuleByCode/{ruleCode}`): `rule_parts` is the JSON list of parts. */
export const sysFillRule = pgTable(
  'sys_fill_rule',
  {
    id: idColumn(),
    ruleName: text('rule_name').notNull(),
    ruleCode: text('rule_code').notNull(),
    ruleParts: text('rule_parts').notNull(),
    description: text('description'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_fill_rule_code_uq').on(t.ruleCode)],
);

/** The last number issued per rule and period ('' when the sequence never resets). */
export const sysFillRuleCounter = pgTable(
  'sys_fill_rule_counter',
  {
    ruleCode: text('rule_code').notNull(),
    period: text('period').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleCode, t.period] })],
);
