import { Dec, dec, parseDecimal, plain, tonnes } from '../decimal';
import { CLAUSE_INDICATORS, INDICATORS, type ClauseIndicator, type QualityValues } from '../clauses/types';

/** A weighing as the settlement sees it: its id and its settle weight (结算重量) in whole kilograms. */
export interface SettlementWeighing {
  id: string;
  settleKg: number;
}

/**
 * An approved quality result (已批准的化验结果) and the weighings its batch covers, with the values of the clause
 * indicators as the quality test stores them ("5180", "16.40"); a missing or blank one was not measured. The caller
 * passes approved results only.
 */
export type SettlementQualityResult = {
  id: string;
  /** The sample code the settlement clerk sees (采样编号); messages and the trace name the batch by it. */
  sampleNo?: string | null;
  weighingIds: readonly string[];
} & QualityValues;

/** One result used for one indicator: the settlement's weighings it covers and what it weighs. */
export interface QualityTraceResult {
  id: string;
  sampleNo: string | null;
  /** The included weighings this result covers (a result's weighings outside the settlement are left out). */
  weighingIds: string[];
  /** Σ settleKg of those weighings / 1000, exact, 3 places. */
  weightT: string;
  /** The result's value as measured. */
  value: string;
  /** weightT × value, exact. */
  product: string;
}

/** How one indicator's mean came about, for the screen's "click a quality value": mean = sumProduct / sumT, rounded. */
export interface QualityTrace {
  indicator: ClauseIndicator;
  /** The mean rounded half up to the indicator's places (kcal/kg, HGI, G to the unit; percentages to 2). */
  value: string;
  sumT: string;
  sumProduct: string;
  results: QualityTraceResult[];
}

export interface WeightedQuality {
  /** indicator → mean, for the indicators some result measured; the others are absent. */
  quality: Partial<Record<ClauseIndicator, string>>;
  trace: Partial<Record<ClauseIndicator, QualityTrace>>;
}

/** Ids in a fixed order whatever order the rows came in: numeric ids by value, others as text after them. */
export function compareIds(a: string, b: string): number {
  const na = /^\d+$/.test(a);
  const nb = /^\d+$/.test(b);
  if (na && nb) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (na !== nb) return na ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The included weighings by id; a weight that is not a whole, non-negative number of kilograms is a caller's bug. */
export function weighingIndex(weighings: readonly SettlementWeighing[]): Map<string, number> {
  const byId = new Map<string, number>();
  for (const w of weighings) {
    if (!Number.isSafeInteger(w.settleKg) || w.settleKg < 0) throw new Error(`weighing ${w.id}: settleKg must be a whole number of kilograms ≥ 0, got ${w.settleKg}`);
    if (byId.has(w.id)) throw new Error(`weighing ${w.id} is listed twice`);
    byId.set(w.id, w.settleKg);
  }
  return byId;
}

/** A result's included weighings (each once, in id order) and their Σ settleKg. */
export function coverage(result: SettlementQualityResult, byId: Map<string, number>): { weighingIds: string[]; kg: number } {
  const ids = [...new Set(result.weighingIds)].filter((id) => byId.has(id)).sort(compareIds);
  return { weighingIds: ids, kg: ids.reduce((s, id) => s + byId.get(id)!, 0) };
}

export const qualityValueOf = (result: QualityValues, indicator: ClauseIndicator): Dec | null => {
  const raw = result[indicator];
  return raw === null || raw === undefined || raw === '' ? null : parseDecimal(raw);
};

/**
 * Quality of a settlement (coal-api.md "Settlement"): for each indicator, the tonnage-weighted mean of the approved
 * results over the included weighings. A result weighs the settle weight of the included weighings it covers: one
 * that also covers weighings outside the settlement counts only its included ones, and a weighing covered by two
 * results (a re-test, a second lab) weighs in each of them, as the spec's "weight = settleKg of the weighings each
 * result covers" reads. The mean is exact until it is rounded half up to the indicator's places; an indicator no
 * result measured (or whose results cover no included tonnage) is absent.
 */
export function weightedQuality(weighings: readonly SettlementWeighing[], results: readonly SettlementQualityResult[]): WeightedQuality {
  const byId = weighingIndex(weighings);
  const covered = results
    .map((r) => ({ result: r, ...coverage(r, byId) }))
    .filter((c) => c.kg > 0)
    .sort((a, b) => compareIds(a.result.id, b.result.id));
  const quality: WeightedQuality['quality'] = {};
  const trace: WeightedQuality['trace'] = {};
  for (const indicator of CLAUSE_INDICATORS) {
    const used = covered.flatMap((c) => {
      const v = qualityValueOf(c.result, indicator);
      return v === null ? [] : [{ ...c, value: v, t: dec(c.kg).div(1000) }];
    });
    if (used.length === 0) continue;
    const sumT = used.reduce((s, u) => s.plus(u.t), dec(0));
    const sumProduct = used.reduce((s, u) => s.plus(u.t.times(u.value)), dec(0));
    const places = INDICATORS[indicator].scale;
    const mean = sumProduct.div(sumT).toDecimalPlaces(places, Dec.ROUND_HALF_UP);
    quality[indicator] = (mean.isZero() ? dec(0) : mean).toFixed(places);
    trace[indicator] = {
      indicator,
      value: quality[indicator]!,
      sumT: tonnes(sumT),
      sumProduct: plain(sumProduct),
      results: used.map((u) => ({
        id: u.result.id,
        sampleNo: u.result.sampleNo ?? null,
        weighingIds: u.weighingIds,
        weightT: tonnes(u.t),
        value: plain(u.value),
        product: plain(u.t.times(u.value)),
      })),
    };
  }
  return { quality, trace };
}
