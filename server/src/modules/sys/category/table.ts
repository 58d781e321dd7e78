import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn } from '../../../core/db/schema/common';

/** The root marker of `pid`: a category at the top of the tree. */
export const CATEGORY_ROOT_PID = '0';

/**
 * Classification tree (煤种 and its kinds, ...). `code` is hierarchical, three characters a level (A01, A01A02),
 * so a whole branch is one `code like 'A01%'`.
 */
export const sysCategory = pgTable(
  'sys_category',
  {
    id: idColumn(),
    pid: text('pid').notNull().default(CATEGORY_ROOT_PID),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** '1' when the category has children, '0' for a leaf; kept by every write of a child. */
    hasChild: text('has_child').notNull().default('0'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_category_code_uq').on(t.code), index('sys_category_pid_idx').on(t.pid)],
);
