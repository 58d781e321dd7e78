import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, delFlag, idColumn } from '../../../core/db/schema/common';

/** An online report: a read-only SQL query an administrator defines, run with bound parameters. */
export const onlCgreportHead = pgTable(
  'onl_cgreport_head',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** One SELECT (or WITH) statement; `${name}` marks a named parameter. */
    cgrSql: text('cgr_sql').notNull(),
    content: text('content'),
    delFlag: delFlag(),
    tenantId: integer('tenant_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('onl_cgreport_head_tenant_code_uq').on(t.tenantId, t.code)],
);

/** A column of a report's result; `isQuery` makes it a query field (single value or a range). */
export const onlCgreportItem = pgTable(
  'onl_cgreport_item',
  {
    id: idColumn(),
    headId: text('cgrhead_id').notNull(),
    fieldName: text('field_name').notNull(),
    fieldTxt: text('field_txt').notNull(),
    dictCode: text('dict_code'),
    fieldWidth: integer('field_width'),
    /** 1 the report may be sorted by it. */
    isOrder: smallint('is_order').notNull().default(0),
    /** 1 shown in the table. */
    isShow: smallint('is_show').notNull().default(1),
    isQuery: smallint('is_query').notNull().default(0),
    /** single or range. */
    searchMode: text('search_mode').notNull().default('single'),
    /** '1': an extra condition, behind 更多条件. */
    searchHidden: text('search_hidden').notNull().default('0'),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('onl_cgreport_item_head_idx').on(t.headId), uniqueIndex('onl_cgreport_item_field_uq').on(t.headId, t.fieldName)],
);

/** A named parameter of a report's SQL (`${paramName}`), sent as `self_<paramName>`. */
export const onlCgreportParam = pgTable(
  'onl_cgreport_param',
  {
    id: idColumn(),
    headId: text('cgrhead_id').notNull(),
    paramName: text('param_name').notNull(),
    paramTxt: text('param_txt').notNull(),
    paramValue: text('param_value'),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('onl_cgreport_param_head_idx').on(t.headId), uniqueIndex('onl_cgreport_param_name_uq').on(t.headId, t.paramName)],
);
