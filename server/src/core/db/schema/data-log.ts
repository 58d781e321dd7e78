import { index, integer, text, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { idColumn, tz } from './common';

/** Earlier versions of edited records: the record as it was before each edit, secrets left out. */
export const sysDataLog = pgTable(
  'sys_data_log',
  {
    id: idColumn(),
    dataTable: text('data_table').notNull(),
    dataId: text('data_id').notNull(),
    /** JSON of the record (API field names) before the edit. */
    dataContent: text('data_content').notNull(),
    dataVersion: integer('data_version').notNull(),
    createBy: text('create_by'),
    createTime: tz('create_time').notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('sys_data_log_version_uq').on(t.dataTable, t.dataId, t.dataVersion), index('sys_data_log_time_idx').on(t.createTime)],
);
