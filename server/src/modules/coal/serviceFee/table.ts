import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, tz } from '../../../core/db/schema/common';

/**
 * 服务费规则 (coal-domain.md "Service fees"): who pays (货主 / 承运单位, one named organisation or all), per tonne,
 * per coal bill or per trip, at a rate, between two dates. Deleted only while no bill line names it.
 */
export const coalServiceFeeRule = pgTable(
  'coal_service_fee_rule',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    name: text('name').notNull(),
    payerKind: text('payer_kind').notNull(),
    payerOrg: text('payer_org'),
    payerId: text('payer_id'),
    payerName: text('payer_name'),
    basis: text('basis').notNull(),
    rate: numeric('rate', { precision: 18, scale: 4 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    enabled: boolean('enabled').notNull().default(true),
    carrierId: text('carrier_id'),
    consumerId: text('consumer_id'),
    supplierId: text('supplier_id'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('coal_service_fee_rule_tenant_idx').on(t.tenantId, t.createTime)],
);

/**
 * 服务费账单: one payer's fees of one month. Never edited or deleted: 草稿 → 已确认 | 已作废 (with a reason). One
 * live (not voided) bill per payer and month: the partial unique index settles two runs writing the same month.
 */
export const coalServiceFeeBill = pgTable(
  'coal_service_fee_bill',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    billNo: text('bill_no').notNull(),
    month: text('month').notNull(),
    payerKind: text('payer_kind').notNull(),
    payerOrg: text('payer_org').notNull(),
    payerId: text('payer_id').notNull(),
    payerName: text('payer_name').notNull(),
    weighingCount: integer('weighing_count').notNull(),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull(),
    status: text('status').notNull().default('draft'),
    confirmedBy: text('confirmed_by'),
    confirmedTime: tz('confirmed_time'),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    voidedTime: tz('voided_time'),
    carrierId: text('carrier_id'),
    consumerId: text('consumer_id'),
    supplierId: text('supplier_id'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('coal_service_fee_bill_tenant_no_uq').on(t.tenantId, t.billNo),
    uniqueIndex('coal_service_fee_bill_live_uq').on(t.tenantId, t.month, t.payerOrg, t.payerId).where(sql`status <> 'void'`),
    index('coal_service_fee_bill_tenant_month_idx').on(t.tenantId, t.month),
  ],
);

/** A bill's line: one rule's fee over the weighings it counted (their ids kept, so the detail shows them). Never changed. */
export const coalServiceFeeBillLine = pgTable(
  'coal_service_fee_bill_line',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    billId: text('bill_id').notNull(),
    seq: integer('seq').notNull(),
    ruleId: text('rule_id').notNull(),
    ruleName: text('rule_name').notNull(),
    basis: text('basis').notNull(),
    rate: numeric('rate', { precision: 18, scale: 4 }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    weighingIds: jsonb('weighing_ids').$type<string[]>().notNull(),
  },
  (t) => [index('coal_service_fee_bill_line_bill_idx').on(t.billId, t.seq), index('coal_service_fee_bill_line_rule_idx').on(t.ruleId)],
);
