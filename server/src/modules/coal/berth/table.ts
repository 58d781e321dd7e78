import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { owned, tonnes } from '../columns';

/** 泊位: a berth of a port. */
export const coalBerth = pgTable(
  'coal_berth',
  {
    ...owned(),
    portId: text('port_id').notNull(),
    name: text('name').notNull(),
    /** The largest ship the berth takes, in tonnes (吨级). */
    tonnageT: tonnes('tonnage_t'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('coal_berth_port_idx').on(t.portId)],
);
