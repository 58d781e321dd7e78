import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContractClause, ContractTerms } from '@meiyun/shared';
import { audit, idColumn, timelineColumns, tz } from '../../../core/db/schema/common';
import { owned, tonnes } from '../columns';

/**
 * 合同 (coal-api.md "Contracts"). The clauses live in the row as JSON (they are part of the contract's terms and
 * are read and replaced with it); `rev` changes with every write, so an edit made on a stale copy is refused.
 */
export const coalContract = pgTable(
  'coal_contract',
  {
    ...owned(),
    contractNo: text('contract_no').notNull(),
    direction: text('direction').notNull(),
    mode: text('mode').notNull(),
    counterpartyId: text('counterparty_id').notNull(),
    /** The counterparty's name as signed. */
    counterpartyName: text('counterparty_name').notNull(),
    /** The counterparty again, by kind: what scopes the contract to a supplier's or a consumer's users. */
    supplierId: text('supplier_id'),
    consumerId: text('consumer_id'),
    materialId: text('material_id').notNull(),
    quantityT: tonnes('quantity_t').notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    baseQnetArKcal: integer('base_qnet_ar_kcal'),
    signDate: date('sign_date', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    deliveryPlace: text('delivery_place'),
    deliveryTerms: text('delivery_terms'),
    weighingBasis: text('weighing_basis'),
    qualityBasis: text('quality_basis'),
    settlementCycle: text('settlement_cycle'),
    deposit: numeric('deposit', { precision: 18, scale: 2 }),
    ownerId: text('owner_id'),
    attachments: text('attachments'),
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    rev: integer('rev').notNull().default(1),
    clauses: jsonb('clauses').$type<ContractClause[]>().notNull().default(sql`'[]'::jsonb`),
    /** The smallest number of days before the end of which the owner was warned (30, then 7); null: not yet. */
    expiryWarnedDays: integer('expiry_warned_days'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('coal_contract_tenant_no_uq').on(t.tenantId, t.contractNo),
    index('coal_contract_tenant_status_idx').on(t.tenantId, t.status, t.endDate),
    index('coal_contract_tenant_create_idx').on(t.tenantId, t.createTime),
  ],
);

/** The timeline: every write and transition of a contract, with who and why. Never changed once written. */
export const coalContractEvent = pgTable(
  'coal_contract_event',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    contractId: text('contract_id').notNull(),
    supplementId: text('supplement_id'),
    version: integer('version').notNull(),
    ...timelineColumns(),
  },
  (t) => [index('coal_contract_event_contract_idx').on(t.contractId, t.time)],
);

/**
 * 补充协议: a change of an executing contract's terms with its own approval. At most one is pending per contract
 * (the partial unique index decides between two clerks proposing at once); once approved it keeps the terms it
 * replaced, so every earlier version can be read back.
 */
export const coalContractSupplement = pgTable(
  'coal_contract_supplement',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    contractId: text('contract_id').notNull(),
    version: integer('version').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('approving'),
    changes: jsonb('changes').$type<ContractTerms>().notNull(),
    previous: jsonb('previous').$type<ContractTerms>(),
    decidedBy: text('decided_by'),
    decidedTime: tz('decided_time'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [
    index('coal_contract_supplement_contract_idx').on(t.contractId, t.version),
    uniqueIndex('coal_contract_supplement_pending_uq').on(t.contractId).where(sql`status = 'approving'`),
  ],
);
