import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, tz } from '../../../core/db/schema/common';

/**
 * 电子煤票 (coal-api.md "Electronic coal bills"): one per completed sale weighing (unique), written in the
 * weighing's transaction, never edited or deleted; `qr_code` is the signed code (the signature covers the facts
 * stored beside it).
 */
export const coalBill = pgTable(
  'coal_bill',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    billNo: text('bill_no').notNull(),
    weighingId: text('weighing_id').notNull(),
    weighNo: text('weigh_no').notNull(),
    pickupOrderId: text('pickup_order_id').notNull(),
    contractId: text('contract_id').notNull(),
    contractNo: text('contract_no').notNull(),
    shipper: text('shipper').notNull(),
    consigneeId: text('consignee_id'),
    plateNo: text('plate_no').notNull(),
    driverName: text('driver_name'),
    materialId: text('material_id').notNull(),
    grossKg: integer('gross_kg').notNull(),
    tareKg: integer('tare_kg').notNull(),
    netKg: integer('net_kg').notNull(),
    issuedAt: tz('issued_at').notNull(),
    validUntil: tz('valid_until').notNull(),
    qrCode: text('qr_code').notNull(),
    status: text('status').notNull().default('issued'),
    carrierId: text('carrier_id').notNull(),
    supplierId: text('supplier_id'),
    consumerId: text('consumer_id'),
    receivedBy: text('received_by'),
    receivedTime: tz('received_time'),
    voidReason: text('void_reason'),
    voidedTime: tz('voided_time'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('coal_bill_tenant_no_uq').on(t.tenantId, t.billNo),
    uniqueIndex('coal_bill_weighing_uq').on(t.weighingId),
    index('coal_bill_tenant_issued_idx').on(t.tenantId, t.issuedAt),
    index('coal_bill_carrier_idx').on(t.carrierId),
  ],
);
