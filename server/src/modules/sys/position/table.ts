import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn } from '../../../core/db/schema/common';

/** Positions (职务); `rank` holds a `position_rank` dictionary value. */
export const sysPosition = pgTable(
  'sys_position',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    rank: text('post_rank').notNull(),
    companyId: text('company_id'),
    departId: text('depart_id'),
    tenantId: integer('tenant_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_position_tenant_code_uq').on(t.tenantId, t.code)],
);
