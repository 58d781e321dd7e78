import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, delFlag, idColumn } from '../../../core/db/schema/common';

/** An online form: an administrator's view of a registered table (shared/src/onlineForm.ts). */
export const onlCgformHead = pgTable(
  'onl_cgform_head',
  {
    id: idColumn(),
    code: text('code').notNull(),
    tableTxt: text('table_txt').notNull(),
    /** The registered table: an entity declaration's name (`coalCar`). */
    tableName: text('table_name').notNull(),
    /** '1' 单表, '2' 主表, '3' 附表. */
    formType: text('form_type').notNull().default('1'),
    listStyle: text('list_style').notNull().default('normal'),
    /** A 主表's 附表: their codes, comma-joined, in tab order. */
    subTables: text('sub_tables'),
    /** A 附表's field holding its master row's id. */
    foreignKey: text('foreign_key'),
    /** JSON: the fields in order with their label, list, query and form switches. */
    fieldConfig: text('field_config').notNull(),
    /** A copy's original form (复制表单), and its number among that form's copies. */
    copyOf: text('copy_of'),
    copyVersion: integer('copy_version'),
    content: text('content'),
    delFlag: delFlag(),
    tenantId: integer('tenant_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('onl_cgform_head_tenant_code_uq').on(t.tenantId, t.code)],
);
