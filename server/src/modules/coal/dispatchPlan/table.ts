import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, timelineColumns, tz } from '../../../core/db/schema/common';
import { owned, tonnes } from '../columns';

/**
 * 调度计划 (coal-api.md "Dispatch"). The contract's number, direction and organisations are copied in when the plan
 * is written (an executing contract no longer changes them), so lists, exports and the organisation scope read the
 * plan alone.
 */
export const coalDispatchPlan = pgTable(
  'coal_dispatch_plan',
  {
    ...owned(),
    planNo: text('plan_no').notNull(),
    contractId: text('contract_id').notNull(),
    contractNo: text('contract_no').notNull(),
    direction: text('direction').notNull(),
    loadDate: date('load_date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull().default('allDay'),
    carrierId: text('carrier_id').notNull(),
    consigneeId: text('consignee_id'),
    supplierId: text('supplier_id'),
    consumerId: text('consumer_id'),
    materialId: text('material_id').notNull(),
    yardId: text('yard_id').notNull(),
    plannedTrucks: integer('planned_trucks').notNull(),
    plannedT: tonnes('planned_t').notNull(),
    status: text('status').notNull().default('draft'),
    approvedBy: text('approved_by'),
    approvedTime: tz('approved_time'),
    closedBy: text('closed_by'),
    closedTime: tz('closed_time'),
    closeReason: text('close_reason'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('coal_dispatch_plan_tenant_no_uq').on(t.tenantId, t.planNo),
    index('coal_dispatch_plan_contract_idx').on(t.contractId, t.status),
    index('coal_dispatch_plan_tenant_date_idx').on(t.tenantId, t.loadDate),
    index('coal_dispatch_plan_tenant_create_idx').on(t.tenantId, t.createTime),
    index('coal_dispatch_plan_carrier_idx').on(t.carrierId),
  ],
);

/** The timeline of a plan and its pickup orders: who did what and why. Never changed once written. */
export const coalDispatchEvent = pgTable(
  'coal_dispatch_event',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    planId: text('plan_id').notNull(),
    pickupOrderId: text('pickup_order_id'),
    ...timelineColumns(),
  },
  (t) => [index('coal_dispatch_event_plan_idx').on(t.planId, t.time)],
);
