import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, timelineColumns, tz } from '../../../core/db/schema/common';
import { money, owned } from '../columns';

/**
 * 铁路发运 (coal-domain.md "Freight"): a request for wagons at a loading platform through its arrival, 请车 → 批车 →
 * 装车 → 在途 → 到站 → 站存, with its wagons, the freight from the tariff (shared/src/coal/freight/railTariff.ts, the
 * rates a setting table below) and the transit loss on arrival (transitLoss.ts). The figures are kept beside their
 * trace, computed again on every change of a wagon or of the route.
 */
export const coalRailShipment = pgTable(
  'coal_rail_shipment',
  {
    ...owned(),
    shipmentNo: text('shipment_no').notNull(),
    contractId: text('contract_id'),
    contractNo: text('contract_no'),
    consumerId: text('consumer_id'),
    supplierId: text('supplier_id'),
    platformId: text('platform_id').notNull(),
    toStation: text('to_station').notNull(),
    trainNo: text('train_no'),
    status: text('status').notNull().default('requested'),
    requestedWagons: integer('requested_wagons').notNull(),
    approvedWagons: integer('approved_wagons'),
    rateId: text('rate_id'),
    tariffKm: integer('tariff_km'),
    electrifiedKm: integer('electrified_km'),
    requestTime: tz('request_time'),
    approvedTime: tz('approved_time'),
    loadedTime: tz('loaded_time'),
    departTime: tz('depart_time'),
    arrivalTime: tz('arrival_time'),
    ticketKg: integer('ticket_kg'),
    arrivalKg: integer('arrival_kg'),
    lossKg: integer('loss_kg'),
    lossPermille: numeric('loss_permille', { precision: 8, scale: 2 }),
    lossAllowancePermille: numeric('loss_allowance_permille', { precision: 8, scale: 2 }),
    freightAmount: money('freight_amount'),
    trace: jsonb('trace').$type<Record<string, unknown>>(),
    rev: integer('rev').notNull().default(1),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_rail_shipment_tenant_no_uq').on(t.tenantId, t.shipmentNo), index('coal_rail_shipment_tenant_create_idx').on(t.tenantId, t.createTime)],
);

/** A wagon of a shipment: its number and type, marked load, ticket and arrival weights, charged weight and freight. */
export const coalRailWagon = pgTable(
  'coal_rail_wagon',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    shipmentId: text('shipment_id').notNull(),
    seq: integer('seq').notNull(),
    wagonNo: text('wagon_no').notNull(),
    wagonType: text('wagon_type'),
    markedLoadKg: integer('marked_load_kg'),
    ticketKg: integer('ticket_kg'),
    arrivalKg: integer('arrival_kg'),
    chargedKg: integer('charged_kg'),
    freightAmount: money('freight_amount'),
  },
  (t) => [uniqueIndex('coal_rail_wagon_shipment_no_uq').on(t.shipmentId, t.wagonNo), index('coal_rail_wagon_shipment_idx').on(t.shipmentId, t.seq)],
);

/** The timeline of a shipment: each step of 请车 … 站存 with who and when. Never changed. */
export const coalRailEvent = pgTable(
  'coal_rail_event',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    shipmentId: text('shipment_id').notNull(),
    ...timelineColumns(),
    seq: integer('seq').generatedAlwaysAsIdentity(),
  },
  (t) => [index('coal_rail_event_shipment_idx').on(t.shipmentId, t.seq)],
);

/**
 * 铁路运价 (a setting table): the rates a shipment's freight is computed from, valid from a day: 发到基价 (元/t),
 * 运行基价 (元/t·km), 电气化附加费 (元/t·km over electrified km), 建设基金 (元/t·km), and other surcharges as rows of
 * { name, basis, rate }.
 */
export const coalRailRate = pgTable(
  'coal_rail_rate',
  {
    ...owned(),
    name: text('name').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    baseRate: numeric('base_rate', { precision: 18, scale: 4 }).notNull(),
    runningRate: numeric('running_rate', { precision: 18, scale: 6 }).notNull(),
    electrifiedRate: numeric('electrified_rate', { precision: 18, scale: 6 }),
    constructionFundRate: numeric('construction_fund_rate', { precision: 18, scale: 6 }),
    surcharges: jsonb('surcharges').$type<Record<string, unknown>[]>(),
    enabled: integer('enabled').notNull().default(1),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('coal_rail_rate_tenant_idx').on(t.tenantId, t.validFrom)],
);
