import { dec, money, parseDecimal, round2, tonnes, type Dec } from '../decimal';
import { evaluateClause, settleClauses } from '../clauses/engine';
import { clauseTitle, INDICATORS, type ClauseDirection, type ClauseIndicator, type ClauseMode, type ContractClause } from '../clauses/types';
import { compareIds, coverage, qualityValueOf, weightedQuality, weighingIndex, type SettlementQualityResult, type SettlementWeighing } from './quality';

/** A manual deduction line (其他扣款) of a settlement: a name and a positive amount in 元, 2 places. */
export interface OtherDeduction {
  name: string;
  amount: string;
}

export interface SettlementInput {
  contract: {
    /** 元/t, tax included. */
    unitPrice: string | number;
    /** "0.13" */
    taxRate: string | number;
    clauses: readonly ContractClause[];
  };
  /** The included weighings (completed, not voided, in the period, in no other settlement): the server's choice. */
  weighings: readonly SettlementWeighing[];
  /** The approved results; those covering none of the weighings weigh nothing. */
  results: readonly SettlementQualityResult[];
  otherDeductions?: readonly { name: string; amount: string | number }[];
}

/** One clause of the settlement, the fields of coal-api.md's `lines`. */
export interface SettlementLine {
  indicator: ClauseIndicator;
  direction: ClauseDirection;
  mode: ClauseMode;
  from: string;
  to: string;
  /** The settlement's (weighted) value of the indicator, as in `quality`; null when no result measured it. */
  value: string | null;
  steps: string;
  perT: string;
  deductT: string;
  amount: string;
}

/** The computed fields of a settlement's reply (coal-api.md "Settlement"), every figure a wire string. */
export interface SettlementFigures {
  /** The included weighings, in id order. */
  weighingIds: string[];
  weighedT: string;
  quantityT: string;
  quality: Partial<Record<ClauseIndicator, string>>;
  baseAmount: string;
  lines: SettlementLine[];
  otherDeductions: OtherDeduction[];
  totalAmount: string;
  taxAmount: string;
  amountExclTax: string;
}

function need(raw: string | number, what: string): Dec {
  const v = parseDecimal(raw);
  if (v === null) throw new Error(`${what} is not a decimal: ${String(raw)}`);
  return v;
}

/**
 * A settlement's figures, exactly as coal-api.md "Settlement" computes them:
 * - weighedT = Σ settleKg / 1000 (kilograms are whole, so this is exact at 3 places);
 * - quality: the tonnage-weighted means of `weightedQuality`;
 * - the tonnage deductions, quantityT, baseAmount and each clause's line: the clause engine (`settleClauses`);
 * - totalAmount = baseAmount + Σ clause amounts − Σ other deductions (all already in fen: no rounding);
 * - taxAmount = round2(totalAmount × taxRate / (1 + taxRate)), amountExclTax = totalAmount − taxAmount.
 * The figures are computed even when a reject clause applies; `settlementRefusals` says whether the draft may stand.
 */
export function computeSettlement(input: SettlementInput): SettlementFigures {
  const byId = weighingIndex(input.weighings);
  const kg = [...byId.values()].reduce((s, v) => s + v, 0);
  const weighed = dec(kg).div(1000);
  const { quality } = weightedQuality(input.weighings, input.results);
  const unitPrice = need(input.contract.unitPrice, 'unitPrice');
  const taxRate = need(input.contract.taxRate, 'taxRate');
  const clauses = settleClauses({ clauses: input.contract.clauses, quality, weighedT: tonnes(weighed), unitPrice: unitPrice.toFixed() });
  const lines: SettlementLine[] = clauses.lines.map((l) => ({
    indicator: l.indicator,
    direction: l.direction,
    mode: l.mode,
    from: l.from,
    to: l.to,
    // the engine writes the value without trailing zeros ("16.4"); the sheet prints it as `quality` does ("16.40")
    value: quality[l.indicator] ?? null,
    steps: l.steps,
    perT: l.perT,
    deductT: l.deductT,
    amount: l.amount,
  }));
  const otherDeductions = (input.otherDeductions ?? []).map((d, i) => {
    const amount = need(d.amount, `otherDeductions[${i}].amount`);
    if (amount.decimalPlaces() > 2) throw new Error(`otherDeductions[${i}].amount has more than 2 places: ${String(d.amount)}`);
    return { name: d.name, amount };
  });
  const base = dec(clauses.baseAmount!);
  const total = lines.reduce((s, l) => s.plus(dec(l.amount)), base).minus(otherDeductions.reduce((s, d) => s.plus(d.amount), dec(0)));
  const tax = round2(total.times(taxRate).div(taxRate.plus(1)));
  return {
    weighingIds: [...byId.keys()].sort(compareIds),
    weighedT: clauses.weighedT,
    quantityT: clauses.quantityT,
    quality,
    baseAmount: clauses.baseAmount!,
    lines,
    otherDeductions: otherDeductions.map((d) => ({ name: d.name, amount: money(d.amount) })),
    totalAmount: money(total),
    taxAmount: money(tax),
    amountExclTax: money(total.minus(tax)),
  };
}

/** A reason the settlement may not stand as drafted: a reject clause whose band a batch (or the mean) falls into. */
export interface SettlementRefusal {
  indicator: ClauseIndicator;
  from: string;
  to: string;
  /** The batch, or null when it is the settlement's weighted mean that falls into the band. */
  resultId: string | null;
  sampleNo: string | null;
  value: string;
  message: string;
}

/**
 * The reject clauses (拒收) of coal-api.md: "a value inside the band rejects the batch (the settlement refuses it and
 * names the batch)". A batch is a quality result: each result covering an included weighing is checked with its own
 * value, so a bad batch is named even when a good one averages it out; the weighted mean is checked too (a mean may
 * fall into a band in the middle of the range that no batch is in). Empty: nothing refuses.
 */
export function settlementRefusals(input: Pick<SettlementInput, 'weighings' | 'results'> & { clauses: readonly ContractClause[] }): SettlementRefusal[] {
  const byId = weighingIndex(input.weighings);
  const rejects = input.clauses.filter((c) => c.mode === 'reject');
  if (rejects.length === 0) return [];
  const batches = input.results.filter((r) => coverage(r, byId).kg > 0).sort((a, b) => compareIds(a.id, b.id));
  const { quality } = weightedQuality(input.weighings, input.results);
  const out: SettlementRefusal[] = [];
  for (const c of rejects) {
    const info = INDICATORS[c.indicator];
    const unit = info.unit ? ` ${info.unit}` : '';
    const inBand = (v: Dec | string) => evaluateClause(c, { [c.indicator]: typeof v === 'string' ? v : v.toFixed() }).rejected;
    for (const r of batches) {
      const v = qualityValueOf(r, c.indicator);
      if (v === null || !inBand(v)) continue;
      const name = r.sampleNo || r.id;
      out.push({ indicator: c.indicator, from: c.from, to: c.to, resultId: r.id, sampleNo: r.sampleNo ?? null, value: v.toFixed(), message: `化验批次 ${name} 的 ${info.symbol} 为 ${v.toFixed()}${unit}，按条款「${clauseTitle(c)}」拒收` });
    }
    const mean = quality[c.indicator];
    if (mean !== undefined && inBand(mean)) {
      out.push({ indicator: c.indicator, from: c.from, to: c.to, resultId: null, sampleNo: null, value: mean, message: `加权平均 ${info.symbol} 为 ${mean}${unit}，按条款「${clauseTitle(c)}」拒收` });
    }
  }
  return out;
}
