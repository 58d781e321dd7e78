import { bigint, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from '../../../core/db/schema/common';

/**
 * The weighings summed by business day, direction, counterparty, coal, carrier and car: what the tonnage, trips and
 * carrier reports read, so a month's report reads a few thousand rows instead of every weighing. Kept current by the
 * weighing writes themselves (a completion adds, a void or 冲红 subtracts) in their own transaction, so the sums can
 * never drift from the weighings; `reports/rebuild` recomputes them from the weighings when asked (and the tests
 * compare the two).
 */
export const coalWeighingDaily = pgTable(
  'coal_weighing_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    direction: text('direction').notNull(),
    counterpartyId: text('counterparty_id').notNull(),
    materialId: text('material_id').notNull(),
    carrierId: text('carrier_id').notNull(),
    carId: text('car_id').notNull(),
    /** The driver's name as weighed ('' when none): weighings carry the name, not a driver record. */
    driverName: text('driver_name').notNull().default(''),
    trips: integer('trips').notNull().default(0),
    netKg: bigint('net_kg', { mode: 'number' }).notNull().default(0),
    settleKg: bigint('settle_kg', { mode: 'number' }).notNull().default(0),
    updateTime: tz('update_time'),
  },
  (t) => [
    uniqueIndex('coal_weighing_daily_key_uq').on(t.tenantId, t.day, t.direction, t.counterpartyId, t.materialId, t.carrierId, t.carId, t.driverName),
    index('coal_weighing_daily_tenant_day_idx').on(t.tenantId, t.day),
  ],
);
