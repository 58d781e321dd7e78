import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, timelineColumns, tz } from '../../../core/db/schema/common';
import { money } from '../columns';

/**
 * 发票 (coal-api.md "Finance": `/coal/invoice`): 增值税专用发票 (`special`) or 普通发票 (`normal`), 进项 (`in`, from a
 * supplier) or 销项 (`out`, to a customer). The tax arithmetic is checked on entry: total = amountExclTax + tax to the
 * fen, and tax = round2(amountExclTax × taxRate) within the fen a tax office's rounding may differ by. Code + number
 * identify a paper or electronic invoice: one live row per code and number. Never deleted: voided (作废) with a reason,
 * which takes its amounts back off the settlements.
 */
export const coalInvoice = pgTable(
  'coal_invoice',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    kind: text('kind').notNull(),
    direction: text('direction').notNull(),
    invoiceCode: text('invoice_code'),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    counterpartyKind: text('counterparty_kind').notNull(),
    counterpartyId: text('counterparty_id').notNull(),
    counterpartyName: text('counterparty_name').notNull(),
    supplierId: text('supplier_id'),
    consumerId: text('consumer_id'),
    carrierId: text('carrier_id'),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    amountExclTax: money('amount_excl_tax').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    status: text('status').notNull().default('normal'),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    voidedTime: tz('voided_time'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [
    index('coal_invoice_tenant_create_idx').on(t.tenantId, t.createTime),
    uniqueIndex('coal_invoice_live_number_uq').on(t.tenantId, t.invoiceNumber, sql`coalesce(invoice_code, '')`).where(sql`status <> 'void'`),
    index('coal_invoice_counterparty_idx').on(t.tenantId, t.counterpartyId),
  ],
);

/** How much of an invoice's total goes to each settlement it names (`settlementIds` on the wire). */
export const coalInvoiceSettlement = pgTable(
  'coal_invoice_settlement',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    invoiceId: text('invoice_id').notNull(),
    settlementId: text('settlement_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('coal_invoice_settlement_uq').on(t.invoiceId, t.settlementId), index('coal_invoice_settlement_settlement_idx').on(t.settlementId)],
);

/** The timeline of an invoice (entered, voided). Never changed. */
export const coalInvoiceEvent = pgTable(
  'coal_invoice_event',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    invoiceId: text('invoice_id').notNull(),
    ...timelineColumns(),
    seq: integer('seq').generatedAlwaysAsIdentity(),
  },
  (t) => [index('coal_invoice_event_invoice_idx').on(t.invoiceId, t.seq)],
);
