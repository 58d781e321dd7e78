import { defineEntity } from '../../entity/meta';
import type { RailChargeBasis, RailRateTable, RailSurcharge } from '../../coal/freight/railTariff';
import { createTimeField, remarkField } from './fields';

/** A rate's bounds: numeric(18,4) and numeric(18,6) columns, at most 4 places (railTariff.ts takes no more). */
const RATE_MAX = 1_000_000;
const rate = <Name extends string>(name: Name, label: string, required: boolean, placeholder: string) =>
  ({ name, label, type: 'decimal', scale: 4, min: 0, max: RATE_MAX, required, list: { width: 120 }, form: { span: 12, placeholder } }) as const;

/** How a surcharge row is charged (railTariff.ts `RailChargeBasis`), in the words of the rate screen. */
export const RAIL_CHARGE_BASIS_ITEMS: readonly (readonly [RailChargeBasis, string])[] = [
  ['tonneKm', '元/吨·公里（运价里程）'],
  ['electrifiedTonneKm', '元/吨·公里（电气化里程）'],
  ['tonne', '元/吨'],
  ['wagon', '元/车'],
];

/** One row of a rate's `surcharges` (取送车费, 印花税 …), as stored in coal_rail_rate.surcharges and sent by the form. */
export interface RailRateSurchargeRow {
  name: string;
  basis: RailChargeBasis;
  rate: string;
}

/** The rate as stored, or as the form holds it: its own columns and the surcharge rows. */
export interface RailRateValues {
  baseRate: string | number;
  runningRate: string | number;
  electrifiedRate?: string | number | null;
  constructionFundRate?: string | number | null;
  surcharges?: readonly RailRateSurchargeRow[] | null;
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * The rate table railTariff.ts reads: 电气化附加费 (per t·km over the electrified km) and 铁路建设基金 (per t·km over the
 * tariff km) from their own columns when set, then the rows. The server computes a shipment's freight with it and
 * the 装车 dialog its live preview, so both get the same figure.
 */
export function railRateTable(r: RailRateValues): RailRateTable {
  const surcharges: RailSurcharge[] = [];
  if (!blank(r.electrifiedRate)) surcharges.push({ code: 'electrification', name: '电气化附加费', basis: 'electrifiedTonneKm', rate: String(r.electrifiedRate) });
  if (!blank(r.constructionFundRate)) surcharges.push({ code: 'constructionFund', name: '铁路建设基金', basis: 'tonneKm', rate: String(r.constructionFundRate) });
  for (const [i, s] of (r.surcharges ?? []).entries()) surcharges.push({ code: `s${i + 1}`, name: s.name, basis: s.basis, rate: String(s.rate) });
  return { baseRate: String(r.baseRate), runningRate: String(r.runningRate), surcharges };
}

/**
 * 铁路运价 (coal-domain.md "Freight", docs/freight.md "铁路发运"): the rates a rail shipment's freight is computed
 * from, valid from a day — 发到基价, 运行基价, 电气化附加费, 铁路建设基金 and other surcharges as rows of
 * { name, basis, rate }. A plain setting of the list kit; the surcharge rows are a list, not one value: `surcharges`
 * is read beside the row (the server's `decorate`) and written by the feature's own add and edit.
 */
export const railRateMeta = defineEntity({
  name: 'coalRailRate',
  title: '铁路运价',
  api: '/coal/railRate',
  perm: 'coal:railRate',
  tenantScoped: true,
  defaultSort: { field: 'validFrom', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'exportXls'],
  fields: [
    { name: 'name', label: '运价名称', type: 'string', required: true, maxLength: 100, query: true, sortable: true, list: { width: 180 }, form: { span: 12 } },
    { name: 'validFrom', label: '生效日期', type: 'date', required: true, query: 'range', sortable: true, list: { width: 110 }, form: { span: 12 } },
    rate('baseRate', '发到基价(元/吨)', true, '如 16.3'),
    rate('runningRate', '运行基价(元/吨·公里)', true, '如 0.098'),
    rate('electrifiedRate', '电气化附加费(元/吨·公里)', false, '按电气化里程计，如 0.012'),
    rate('constructionFundRate', '铁路建设基金(元/吨·公里)', false, '按运价里程计，如 0.033'),
    { name: 'surcharges', label: '其他附加费', type: 'string', readonly: true, form: false, exportable: false, list: { width: 240 } },
    { name: 'enabled', label: '启用', type: 'int', dict: 'valid_status', defaultValue: 1, query: true, list: { width: 70 }, form: { widget: 'switch', span: 12 } },
    remarkField,
    createTimeField,
  ],
});
