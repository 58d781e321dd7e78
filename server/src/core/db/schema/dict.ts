import { doublePrecision, index, integer, smallint, text, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import { audit, delFlag, idColumn } from './common';

export const sysDict = pgTable(
  'sys_dict',
  {
    id: idColumn(),
    dictName: text('dict_name').notNull(),
    dictCode: text('dict_code').notNull(),
    description: text('description'),
    delFlag: delFlag(),
    /** 0 string values, 1 number values. */
    type: smallint('type').notNull().default(0),
    tenantId: integer('tenant_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_dict_code_uq').on(t.dictCode)],
);

export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    id: idColumn(),
    dictId: text('dict_id').notNull(),
    itemText: text('item_text').notNull(),
    itemValue: text('item_value').notNull(),
    description: text('description'),
    sortOrder: doublePrecision('sort_order').notNull().default(0),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    ...audit(),
  },
  (t) => [index('sys_dict_item_dict_idx').on(t.dictId), uniqueIndex('sys_dict_item_value_uq').on(t.dictId, t.itemValue)],
);
