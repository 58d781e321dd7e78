import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, timelineColumns, tz } from '../../../core/db/schema/common';
import { money } from '../columns';

/**
 * 付款单 and 收款单 (coal-api.md "Finance": `/coal/paymentBill`, `/coal/collectionBill`): one table, `kind` `payment`
 * or `collection`, since both are the same record with the money going the other way. 草稿 → 已审核 → 已付/已收
 * (`done`); the money moves (a `coal_money_flow` line on the account) in the transaction that marks it done.
 * Never deleted: a draft or reviewed bill is voided with a reason; a done bill is reversed (冲销) with a reason,
 * which writes the opposite flow line and takes its amounts back off the settlements.
 */
export const coalMoneyBill = pgTable(
  'coal_money_bill',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    kind: text('kind').notNull(),
    billNo: text('bill_no').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    counterpartyKind: text('counterparty_kind').notNull(),
    counterpartyId: text('counterparty_id').notNull(),
    counterpartyName: text('counterparty_name').notNull(),
    supplierId: text('supplier_id'),
    consumerId: text('consumer_id'),
    carrierId: text('carrier_id'),
    accountId: text('account_id').notNull(),
    amount: money('amount').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull().default('draft'),
    rev: integer('rev').notNull().default(1),
    reviewedBy: text('reviewed_by'),
    reviewedTime: tz('reviewed_time'),
    doneBy: text('done_by'),
    doneTime: tz('done_time'),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    voidedTime: tz('voided_time'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('coal_money_bill_tenant_no_uq').on(t.tenantId, t.billNo),
    index('coal_money_bill_tenant_kind_idx').on(t.tenantId, t.kind, t.createTime),
    index('coal_money_bill_counterparty_idx').on(t.tenantId, t.counterpartyId),
  ],
);

/** How much of a bill goes to each settlement it names (`settlementIds` on the wire); the sum is at most the bill's amount. */
export const coalMoneyBillSettlement = pgTable(
  'coal_money_bill_settlement',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    billId: text('bill_id').notNull(),
    settlementId: text('settlement_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('coal_money_bill_settlement_uq').on(t.billId, t.settlementId), index('coal_money_bill_settlement_settlement_idx').on(t.settlementId)],
);

/** The timeline of a money bill. Never changed. */
export const coalMoneyBillEvent = pgTable(
  'coal_money_bill_event',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    billId: text('bill_id').notNull(),
    ...timelineColumns(),
    seq: integer('seq').generatedAlwaysAsIdentity(),
  },
  (t) => [index('coal_money_bill_event_bill_idx').on(t.billId, t.seq)],
);

