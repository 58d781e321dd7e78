import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { idColumn, tz } from '../../../core/db/schema/common';

/**
 * The weighings a carrier's freight payment bill paid for, written in the bill's own transaction: a weighing is in
 * at most one live bill (the partial unique index), so a period billed twice, or two clerks billing it at once,
 * cannot pay a trip twice. Voiding or reversing the bill marks its rows not live, and the trips may be billed again.
 */
export const coalTruckFreightItem = pgTable(
  'coal_truck_freight_item',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    billId: text('bill_id').notNull(),
    weighingId: text('weighing_id').notNull(),
    live: boolean('live').notNull().default(true),
    createTime: tz('create_time'),
  },
  (t) => [
    uniqueIndex('coal_truck_freight_item_live_uq').on(t.weighingId).where(sql`live`),
    index('coal_truck_freight_item_bill_idx').on(t.billId),
  ],
);
