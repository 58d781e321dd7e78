import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, tz } from '../../../core/db/schema/common';

/**
 * 提煤单 (coal-api.md "Dispatch"): never edited or deleted, only used, expired or voided. `token` is the secret of
 * the driver's link (`/driver/pickup/<token>`), random and unique, never the id and never listed. A car holds at
 * most one valid order at a time (the partial unique index decides between two clerks issuing at once), so a plate
 * read at the gate names one order.
 */
export const coalPickupOrder = pgTable(
  'coal_pickup_order',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    orderNo: text('order_no').notNull(),
    token: text('token').notNull(),
    planId: text('plan_id').notNull(),
    planNo: text('plan_no').notNull(),
    contractId: text('contract_id').notNull(),
    contractNo: text('contract_no').notNull(),
    carId: text('car_id').notNull(),
    plateNo: text('plate_no').notNull(),
    driverId: text('driver_id').notNull(),
    driverName: text('driver_name').notNull(),
    driverPhone: text('driver_phone'),
    carrierId: text('carrier_id').notNull(),
    supplierId: text('supplier_id'),
    consumerId: text('consumer_id'),
    yardId: text('yard_id').notNull(),
    materialId: text('material_id').notNull(),
    loadDate: date('load_date', { mode: 'string' }).notNull(),
    validFrom: tz('valid_from').notNull(),
    validTo: tz('valid_to').notNull(),
    status: text('status').notNull().default('valid'),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    voidedTime: tz('voided_time'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('coal_pickup_order_tenant_no_uq').on(t.tenantId, t.orderNo),
    uniqueIndex('coal_pickup_order_token_uq').on(t.token),
    uniqueIndex('coal_pickup_order_valid_car_uq').on(t.carId).where(sql`status = 'valid'`),
    index('coal_pickup_order_plan_idx').on(t.planId, t.status),
    index('coal_pickup_order_expiry_idx').on(t.validTo).where(sql`status = 'valid'`),
    index('coal_pickup_order_tenant_create_idx').on(t.tenantId, t.createTime),
    index('coal_pickup_order_carrier_idx').on(t.carrierId),
  ],
);
