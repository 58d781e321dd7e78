import { Dec, dec, money, parseDecimal, perTonne, plain, round2, round3, round4, tonnes, type Dec as DecT } from '../decimal';
import type { ClauseDirection, ClauseIndicator, ClauseMode, ContractClause, QualityValues } from './types';

/**
 * The clause engine of coal-api.md "Contracts", the one both sides run: the contract form previews with it, the
 * settlement computes with it. For a clause and a measured value v:
 * - `above`: d = clamp(v, from, to) − from; `below`: d = to − clamp(v, from, to);
 * - steps = d / step, floored when stepping is `full`, exact when `prorata`;
 * - `price`: 元/t = steps × amountPerStep within ±capPerT, rounded half up to 4 places (the only rounding here);
 * - `tonnage`: the percentage deducted = steps × amountPerStep within capPerT, the tonnes deducted rounded to 3
 *   places by `settleClauses`;
 * - `reject`: a value inside [from, to] (edges included) rejects the batch.
 */
export interface ClauseResult {
  indicator: ClauseIndicator;
  direction: ClauseDirection;
  mode: ClauseMode;
  from: string;
  to: string;
  /** The measured value, or null when it was not measured (the clause then counts nothing). */
  value: string | null;
  /** Steps counted, exact (`prorata` may give a long fraction: the 元/t is computed from it unrounded). */
  steps: string;
  /** `price`: the adjustment per tonne, 4 places, signed ("2.0000", "-3.0000"); else "0.0000". */
  perT: string;
  /** `tonnage`: the percentage of the quantity deducted; else "0". */
  deductPct: string;
  /** `reject`: the value lies in the band. */
  rejected: boolean;
}

interface Exact {
  steps: DecT;
  /** 元/t before rounding within the cap (`price`), else 0. */
  perT: DecT;
  /** The percentage deducted within the cap (`tonnage`), else 0. */
  deductPct: DecT;
  /**
   * The capped adjustment as a fraction num / den (den > 0): `full` counts whole steps, so den = 1; `prorata` keeps
   * d × amountPerStep / step undivided, so that the division is the last operation before a figure is rounded and
   * a tie (…5 in the first dropped place) stays a tie. Dividing first (d / step = 0.333… cut at 40 digits) and then
   * multiplying could land a hair below the tie and round it down.
   */
  num: DecT;
  den: DecT;
  rejected: boolean;
}

function exact(c: ContractClause, v: DecT | null): Exact {
  const none = { steps: dec(0), perT: dec(0), deductPct: dec(0), num: dec(0), den: dec(1), rejected: false };
  if (v === null) return none;
  const from = dec(c.from);
  const to = dec(c.to);
  if (c.mode === 'reject') return { ...none, rejected: v.gte(from) && v.lte(to) };
  const clamped = Dec.min(Dec.max(v, from), to);
  const d = c.direction === 'above' ? clamped.minus(from) : to.minus(clamped);
  const step = dec(c.step ?? 0);
  if (step.lte(0)) return none;
  const amount = dec(c.amountPerStep ?? 0);
  // d ≥ 0, so the truncating integer division is the floor, and it is exact.
  const full = c.stepping === 'full';
  const steps = full ? d.divToInt(step) : d.div(step);
  let num = full ? steps.times(amount) : d.times(amount);
  let den = full ? dec(1) : step;
  const cap = c.capPerT === null || c.capPerT === undefined || c.capPerT === '' ? null : dec(c.capPerT).abs();
  if (cap !== null && num.abs().gt(cap.times(den))) {
    num = num.isNeg() ? cap.neg() : cap;
    den = dec(1);
  }
  const adjusted = num.div(den);
  return c.mode === 'price' ? { ...none, steps, perT: adjusted, num, den } : { ...none, steps, deductPct: adjusted, num, den };
}

const valueOf = (quality: QualityValues, indicator: ClauseIndicator): DecT | null => {
  const raw = quality[indicator];
  return raw === null || raw === undefined || raw === '' ? null : parseDecimal(raw);
};

/** One clause against one measured value. */
export function evaluateClause(clause: ContractClause, quality: QualityValues): ClauseResult {
  const v = valueOf(quality, clause.indicator);
  const r = exact(clause, v);
  return {
    indicator: clause.indicator,
    direction: clause.direction,
    mode: clause.mode,
    from: clause.from,
    to: clause.to,
    value: v === null ? null : plain(v),
    steps: plain(r.steps),
    perT: perTonne(r.perT),
    deductPct: plain(r.deductPct),
    rejected: r.rejected,
  };
}

export interface SettledLine extends ClauseResult {
  /** `tonnage`: the tonnes this clause deducts, 3 places; else "0.000". */
  deductT: string;
  /** `price`: round2(quantityT × perT); else "0.00". */
  amount: string;
}

export interface ClauseSettlement {
  weighedT: string;
  /** weighedT less the tonnage clauses' deductions. */
  quantityT: string;
  lines: SettledLine[];
  /** Σ perT of the price clauses (4 places): the adjustment per tonne the preview shows. */
  perT: string;
  /** Σ of the lines' amounts. */
  clauseAmount: string;
  /** round2(quantityT × unitPrice), when a unit price is given. */
  baseAmount: string | null;
  /** The reject clauses the quality falls into: the batch is refused. */
  rejectedBy: SettledLine[];
}

/**
 * The clause part of a settlement (coal-api.md "Settlement"), also the form's preview for a quantity: each tonnage
 * clause deducts round3(weighedT × steps × amountPerStep / 100) tonnes (its percentage within the cap);
 * quantityT = weighedT − Σ deductions; each price clause's amount = round2(quantityT × perT) with perT already 4 places.
 */
export function settleClauses(input: { clauses: readonly ContractClause[]; quality: QualityValues; weighedT: string | number; unitPrice?: string | number | null }): ClauseSettlement {
  // Tonnes carry 3 places on the wire; a longer typed quantity is taken as shown (weighedT), so that every figure
  // below is computed from the tonnes the sheet prints.
  const weighed = round3(parseDecimal(input.weighedT) ?? dec(0));
  const evaluated = input.clauses.map((c) => ({ clause: c, result: evaluateClause(c, input.quality), exact: exact(c, valueOf(input.quality, c.indicator)) }));
  // weighedT × pct / 100 with pct = num / den: one division, last, then round3 (see Exact).
  const deductions = evaluated.map(({ clause, exact: e }) => (clause.mode === 'tonnage' ? round3(weighed.times(e.num).div(e.den.times(100))) : dec(0)));
  const quantity = deductions.reduce((q, d) => q.minus(d), weighed);
  const lines: SettledLine[] = evaluated.map(({ clause, result }, i) => ({
    ...result,
    deductT: tonnes(deductions[i]),
    amount: clause.mode === 'price' ? money(round2(quantity.times(dec(result.perT)))) : money(dec(0)),
  }));
  const perT = lines.filter((l) => l.mode === 'price').reduce((s, l) => s.plus(dec(l.perT)), dec(0));
  const clauseAmount = lines.reduce((s, l) => s.plus(dec(l.amount)), dec(0));
  const price = input.unitPrice === null || input.unitPrice === undefined || input.unitPrice === '' ? null : parseDecimal(input.unitPrice);
  return {
    weighedT: tonnes(weighed),
    quantityT: tonnes(quantity),
    lines,
    perT: perTonne(round4(perT)),
    clauseAmount: money(clauseAmount),
    baseAmount: price === null ? null : money(round2(quantity.times(price))),
    rejectedBy: lines.filter((l) => l.rejected),
  };
}
