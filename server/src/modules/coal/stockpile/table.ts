import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { owned, tonnes } from '../columns';

/** 垛位: a pile inside a yard. */
export const coalStockpile = pgTable(
  'coal_stockpile',
  {
    ...owned(),
    yardId: text('yard_id').notNull(),
    name: text('name').notNull(),
    capacityT: tonnes('capacity_t'),
    stockT: tonnes('stock_t').notNull().default('0'),
    materialId: text('material_id'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('coal_stockpile_yard_idx').on(t.yardId)],
);
