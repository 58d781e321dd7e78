import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, tz } from '../../../core/db/schema/common';

/** Quality percentages and MJ/kg: numeric(8,2) (coal-domain.md "Units"). */
const pct = (name: string) => numeric(name, { precision: 8, scale: 2 });

/**
 * 煤质化验 (coal-api.md "Quality"). The batch's contract, plan and coal sort are copied in when the test is
 * registered, so lists and the organisation scope read the row alone. `sample_no` and `prep_no` are never read by
 * the entity kit (secret columns): the lab's user sees the lab code only. Never deleted: voided with a reason.
 */
export const coalQualityTest = pgTable(
  'coal_quality_test',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    /** 采样编码: on the sampler's bag; the sampler's own when sent, else issued. */
    sampleNo: text('sample_no').notNull(),
    /** 制样编码: on the prepared sample, issued. */
    prepNo: text('prep_no').notNull(),
    /** 化验编码: random, so the lab cannot tell whose coal it tests. */
    labNo: text('lab_no').notNull(),
    status: text('status').notNull().default('entered'),
    planId: text('plan_id'),
    planNo: text('plan_no'),
    contractId: text('contract_id').notNull(),
    contractNo: text('contract_no').notNull(),
    materialId: text('material_id'),
    consumerId: text('consumer_id'),
    supplierId: text('supplier_id'),
    weighingCount: integer('weighing_count').notNull(),
    sampledAt: tz('sampled_at'),
    lab: text('lab'),
    mt: pct('mt'),
    mad: pct('mad'),
    aad: pct('aad'),
    vad: pct('vad'),
    stad: pct('stad'),
    qgrAd: pct('qgr_ad'),
    qnetArMj: pct('qnet_ar_mj'),
    hgi: integer('hgi'),
    g: integer('g'),
    ad: pct('ad'),
    vdaf: pct('vdaf'),
    std: pct('std'),
    star: pct('star'),
    fcad: pct('fcad'),
    qnetArKcal: integer('qnet_ar_kcal'),
    /** The plausibility warnings of the stored values, joined by '；' (shown, never refusing). */
    warnings: text('warnings'),
    /** Who last wrote measured values (add, edit, import): may not approve them. */
    enteredBy: text('entered_by'),
    reviewedBy: text('reviewed_by'),
    reviewedTime: tz('reviewed_time'),
    approvedBy: text('approved_by'),
    approvedTime: tz('approved_time'),
    voidReason: text('void_reason'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('coal_quality_test_lab_no_uq').on(t.labNo),
    uniqueIndex('coal_quality_test_tenant_sample_uq').on(t.tenantId, t.sampleNo),
    index('coal_quality_test_tenant_create_idx').on(t.tenantId, t.createTime),
    index('coal_quality_test_contract_idx').on(t.contractId, t.status),
  ],
);

/**
 * The batch: which weighings a test covers, so a settlement finds the results of its weighings. A weighing is in
 * at most one live test (`active`; the partial unique index decides between two clerks registering at once); a
 * voided test's rows stay, inactive, as its history.
 */
export const coalQualityTestWeighing = pgTable(
  'coal_quality_test_weighing',
  {
    testId: text('test_id').notNull(),
    weighingId: text('weighing_id').notNull(),
    tenantId: integer('tenant_id'),
    active: boolean('active').notNull().default(true),
    addedTime: tz('added_time').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.weighingId] }),
    uniqueIndex('coal_quality_test_weighing_live_uq').on(t.weighingId).where(sql`active`),
  ],
);
