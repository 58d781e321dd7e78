import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, timelineColumns, tz } from '../../../core/db/schema/common';

/**
 * 磅单 (coal-api.md "Queue and weighbridge"): one truck trip over the scale. The pickup order's facts are copied in
 * at the first weighing, so lists and the organisation scope read the record alone. Never deleted: voided or
 * reversed with a reason (`status`, `void_reason`). A pickup order has at most one live record (the partial unique
 * index decides between two clerks capturing the first weighing of one truck at once).
 */
export const coalWeighing = pgTable(
  'coal_weighing',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    weighNo: text('weigh_no').notNull(),
    direction: text('direction').notNull(),
    queueId: text('queue_id'),
    pickupOrderId: text('pickup_order_id').notNull(),
    pickupOrderNo: text('pickup_order_no').notNull(),
    planId: text('plan_id').notNull(),
    contractId: text('contract_id').notNull(),
    contractNo: text('contract_no').notNull(),
    carId: text('car_id').notNull(),
    plateNo: text('plate_no').notNull(),
    driverName: text('driver_name'),
    carrierId: text('carrier_id').notNull(),
    supplierId: text('supplier_id'),
    consumerId: text('consumer_id'),
    consigneeId: text('consignee_id'),
    yardId: text('yard_id').notNull(),
    materialId: text('material_id').notNull(),
    tareKg: integer('tare_kg'),
    tareTime: tz('tare_time'),
    tareScaleId: text('tare_scale_id'),
    tareBy: text('tare_by'),
    tareManual: boolean('tare_manual').notNull().default(false),
    grossKg: integer('gross_kg'),
    grossTime: tz('gross_time'),
    grossScaleId: text('gross_scale_id'),
    grossBy: text('gross_by'),
    grossManual: boolean('gross_manual').notNull().default(false),
    netKg: integer('net_kg'),
    deductKg: integer('deduct_kg').notNull().default(0),
    settleKg: integer('settle_kg'),
    ticketKg: integer('ticket_kg'),
    profitLossKg: integer('profit_loss_kg'),
    abnormal: boolean('abnormal').notNull().default(false),
    abnormalReason: text('abnormal_reason'),
    manual: boolean('manual').notNull().default(false),
    status: text('status').notNull(),
    printCount: integer('print_count').notNull().default(0),
    settlementId: text('settlement_id'),
    billId: text('bill_id'),
    leftTime: tz('left_time'),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    voidedTime: tz('voided_time'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('coal_weighing_tenant_no_uq').on(t.tenantId, t.weighNo),
    uniqueIndex('coal_weighing_live_order_uq').on(t.pickupOrderId).where(sql`status not in ('void', 'reversed')`),
    // INCLUDE (settle_kg) since migration 0016 (drizzle cannot declare it): the contracts' shipped tonnes from the index alone.
    index('coal_weighing_contract_idx').on(t.contractId, t.status),
    index('coal_weighing_plan_idx').on(t.planId, t.status),
    index('coal_weighing_tenant_create_idx').on(t.tenantId, t.createTime),
    // 磅房日报 and the reports' day ranges read by the gross weighing's time, not the creation time.
    index('coal_weighing_tenant_gross_idx').on(t.tenantId, t.grossTime),
    index('coal_weighing_carrier_idx').on(t.carrierId),
  ],
);

/** 扣重: child rows of a weighing (自动/扣水/扣杂/手工); the weighing's `deduct_kg` is their sum. Never changed. */
export const coalWeighingDeduction = pgTable(
  'coal_weighing_deduction',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    weighingId: text('weighing_id').notNull(),
    kind: text('kind').notNull(),
    kg: integer('kg').notNull(),
    remark: text('remark'),
    byUsername: text('by_username').notNull(),
    byRealname: text('by_realname'),
    time: tz('time').notNull().default(sql`now()`),
  },
  (t) => [index('coal_weighing_deduction_weighing_idx').on(t.weighingId)],
);

/** The timeline of a weighing and its coal bill: who weighed, deducted, voided, reversed and why. Never changed. */
export const coalWeighingEvent = pgTable(
  'coal_weighing_event',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    weighingId: text('weighing_id').notNull(),
    billId: text('bill_id'),
    ...timelineColumns(),
    /** Insertion order: lines written in one instant (one statement, a coarse clock) keep the order they were written in. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
  },
  (t) => [index('coal_weighing_event_weighing_idx').on(t.weighingId, t.seq)],
);
