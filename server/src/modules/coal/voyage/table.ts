import { integer, jsonb, numeric, pgTable, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { audit, tz } from '../../../core/db/schema/common';
import { money, owned, tonnes } from '../columns';

/**
 * 船运航次 (coal-domain.md "Freight"): a vessel loading our coal at a berth, its time line from the plan to the
 * departure, the quantity by draft survey, the freight, and the laytime statement (shared/src/coal/freight/laytime.ts)
 * with the demurrage or despatch it comes to. The charter's laytime terms (commencement rule, SHINC/SHEX, once on
 * demurrage) and the excepted periods (weather, shifting) are kept as written, so the statement is computed again the
 * same way whenever a time is corrected.
 */
export const coalVoyage = pgTable(
  'coal_voyage',
  {
    ...owned(),
    voyageNo: text('voyage_no').notNull(),
    contractId: text('contract_id'),
    contractNo: text('contract_no'),
    consumerId: text('consumer_id'),
    vesselName: text('vessel_name').notNull(),
    vesselDwt: integer('vessel_dwt'),
    portId: text('port_id').notNull(),
    berthId: text('berth_id'),
    status: text('status').notNull().default('planned'),
    plannedTime: tz('planned_time'),
    arrivalTime: tz('arrival_time'),
    norTime: tz('nor_time'),
    berthingTime: tz('berthing_time'),
    loadStartTime: tz('load_start_time'),
    loadEndTime: tz('load_end_time'),
    departureTime: tz('departure_time'),
    loadedT: tonnes('loaded_t'),
    loadRateT: tonnes('load_rate_t'),
    freightRate: numeric('freight_rate', { precision: 18, scale: 4 }),
    freightAmount: money('freight_amount'),
    demurrageRate: money('demurrage_rate'),
    despatchRate: money('despatch_rate'),
    laytimeTerms: jsonb('laytime_terms').$type<Record<string, unknown>>(),
    exclusions: jsonb('exclusions').$type<Record<string, unknown>[]>(),
    holidays: jsonb('holidays').$type<string[]>(),
    allowedDays: numeric('allowed_days', { precision: 12, scale: 4 }),
    usedDays: numeric('used_days', { precision: 12, scale: 4 }),
    laytimeResult: text('laytime_result'),
    demurrageAmount: money('demurrage_amount'),
    despatchAmount: money('despatch_amount'),
    statement: jsonb('statement').$type<Record<string, unknown>>(),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_voyage_tenant_no_uq').on(t.tenantId, t.voyageNo), index('coal_voyage_tenant_create_idx').on(t.tenantId, t.createTime)],
);
