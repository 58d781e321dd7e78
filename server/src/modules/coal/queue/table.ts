import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, tz } from '../../../core/db/schema/common';

/**
 * 排队记录 (coal-api.md "Queue and weighbridge"): one truck's turn at a yard on a business day. The pickup order's
 * facts (number, plan, contract, car, plate, driver, organisations) are copied in at check-in, so the board and the
 * lists read the ticket alone. A car holds at most one open ticket (the partial unique index decides a race); a
 * queue number is given once per yard and day (the unique index backs the counter).
 */
export const coalQueueTicket = pgTable(
  'coal_queue_ticket',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    yardId: text('yard_id').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    queueNo: integer('queue_no').notNull(),
    pickupOrderId: text('pickup_order_id').notNull(),
    pickupOrderNo: text('pickup_order_no').notNull(),
    planId: text('plan_id').notNull(),
    contractId: text('contract_id').notNull(),
    carId: text('car_id').notNull(),
    plateNo: text('plate_no').notNull(),
    driverName: text('driver_name'),
    carrierId: text('carrier_id').notNull(),
    supplierId: text('supplier_id'),
    consumerId: text('consumer_id'),
    status: text('status').notNull().default('waiting'),
    checkInTime: tz('check_in_time').notNull(),
    calledTime: tz('called_time'),
    calledBy: text('called_by'),
    enteredTime: tz('entered_time'),
    /** When the truck drove out: its completed weighing's 出场 time, written with it; cleared when that weighing is voided or reversed. */
    leftTime: tz('left_time'),
    skipCount: integer('skip_count').notNull().default(0),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    voidedTime: tz('voided_time'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('coal_queue_ticket_yard_day_no_uq').on(t.yardId, t.businessDay, t.queueNo),
    uniqueIndex('coal_queue_ticket_open_car_uq').on(t.carId).where(sql`status not in ('left', 'void')`),
    uniqueIndex('coal_queue_ticket_pickup_uq').on(t.pickupOrderId),
    index('coal_queue_ticket_line_idx').on(t.yardId, t.status, t.businessDay, t.queueNo),
    // INCLUDE (business_day, yard_id, entered_time, left_time) since migration 0017 (drizzle cannot declare it): 排队时长 from the index alone.
    index('coal_queue_ticket_tenant_time_idx').on(t.tenantId, t.checkInTime),
    index('coal_queue_ticket_carrier_idx').on(t.carrierId),
  ],
);

/** The last queue number given per yard and business day: one row, incremented with an upsert that returns it. */
export const coalQueueCounter = pgTable(
  'coal_queue_counter',
  {
    yardId: text('yard_id').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    tenantId: integer('tenant_id'),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.yardId, t.businessDay] })],
);

/**
 * The yard's big-screen board link: one per yard, only the SHA-256 of its random token kept (the link is shown
 * once, when made). Rotating replaces the hash, so the old link and its open sockets stop at once.
 */
export const coalQueueBoard = pgTable(
  'coal_queue_board',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    yardId: text('yard_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_queue_board_yard_uq').on(t.yardId), uniqueIndex('coal_queue_board_token_uq').on(t.tokenHash)],
);
