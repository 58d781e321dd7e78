import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContractClause, OtherDeduction, QualityTrace, SettlementLine } from '@meiyun/shared';
import { audit, idColumn, timelineColumns, tz } from '../../../core/db/schema/common';
import { money, tonnes } from '../columns';

/**
 * 结算单 (coal-api.md "Settlement"): one contract's weighings of a period, priced by its clauses. Everything the sheet
 * was computed from is kept in the row (the contract's price, tax rate and clauses, the results' trace), so a later
 * supplementary agreement or a re-approved lab result never changes a sheet an accountant signed. The weighings point
 * back through `coal_weighing.settlement_id`, set only where it is null: that is what keeps a weighing in one
 * settlement when two drafts race. Never deleted: voided with a reason, which frees the weighings.
 * `invoicedAmount` and `paidAmount` are kept by finance's invoices and money bills (settlement/money.ts) in their
 * own transactions; the statuses after 财务审核 follow from them.
 */
export const coalSettlement = pgTable(
  'coal_settlement',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    settlementNo: text('settlement_no').notNull(),
    contractId: text('contract_id').notNull(),
    contractNo: text('contract_no').notNull(),
    contractVersion: integer('contract_version').notNull(),
    direction: text('direction').notNull(),
    counterpartyId: text('counterparty_id').notNull(),
    counterpartyName: text('counterparty_name').notNull(),
    supplierId: text('supplier_id'),
    consumerId: text('consumer_id'),
    materialId: text('material_id').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    clauses: jsonb('clauses').$type<ContractClause[]>().notNull(),
    weighingIds: jsonb('weighing_ids').$type<string[]>().notNull(),
    weighingCount: integer('weighing_count').notNull(),
    weighedT: tonnes('weighed_t').notNull(),
    quantityT: tonnes('quantity_t').notNull(),
    quality: jsonb('quality').$type<Record<string, string>>().notNull(),
    qualityTrace: jsonb('quality_trace').$type<QualityTrace[]>().notNull(),
    lines: jsonb('lines').$type<SettlementLine[]>().notNull(),
    otherDeductions: jsonb('other_deductions').$type<OtherDeduction[]>().notNull(),
    baseAmount: money('base_amount').notNull(),
    totalAmount: money('total_amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    amountExclTax: money('amount_excl_tax').notNull(),
    invoicedAmount: money('invoiced_amount').notNull().default('0'),
    paidAmount: money('paid_amount').notNull().default('0'),
    status: text('status').notNull().default('draft'),
    /** The day 财务审核 passed: a receivable (sales) or payable (purchase) from then on; the ageing counts from it. */
    financeReviewedDate: date('finance_reviewed_date', { mode: 'string' }),
    /** Changes with every write: an action taken on a stale copy is refused. */
    rev: integer('rev').notNull().default(1),
    printCount: integer('print_count').notNull().default(0),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    voidedTime: tz('voided_time'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('coal_settlement_tenant_no_uq').on(t.tenantId, t.settlementNo),
    index('coal_settlement_tenant_create_idx').on(t.tenantId, t.createTime),
    index('coal_settlement_contract_idx').on(t.contractId, t.status),
    index('coal_settlement_counterparty_idx').on(t.tenantId, t.counterpartyId, t.status),
  ],
);

/** The timeline of a settlement: drafted, each review, deductions changed, invoiced, paid, voided. Never changed. */
export const coalSettlementEvent = pgTable(
  'coal_settlement_event',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    settlementId: text('settlement_id').notNull(),
    ...timelineColumns(),
    seq: integer('seq').generatedAlwaysAsIdentity(),
  },
  (t) => [index('coal_settlement_event_settlement_idx').on(t.settlementId, t.seq)],
);

