import { checkClauses, CLAUSE_MODE_LABELS, clauseTitle, dec, money, parseDecimal, plain, round4, settleClauses, type ClauseMode, type QualityValues } from '@meiyun/shared';

/**
 * The form's 质价预览: the clauses being typed, a quality and a quantity → one line per clause and the totals,
 * computed in the browser with the shared engine the settlement runs on the server (no server call). Rows that do
 * not pass the shared check give its message instead, so the preview never counts a clause the server would refuse.
 */
export interface PreviewLine {
  key: number;
  title: string;
  mode: ClauseMode;
  modeLabel: string;
  /** The measured value as typed, or null when that indicator was left empty (the clause then counts nothing). */
  value: string | null;
  /** Steps counted, at most 4 places (prorata steps may be a long fraction). */
  steps: string;
  /** 元/t, 4 places, signed. */
  perT: string;
  /** Tonnes a tonnage clause deducts, 3 places. */
  deductT: string;
  amount: string;
  rejected: boolean;
}

export interface PreviewTotals {
  weighedT: string;
  /** After the tonnage clauses' deductions. */
  quantityT: string;
  /** Σ 元/t of the price clauses. */
  perT: string;
  clauseAmount: string;
  /** Quantity × unit price; null without a unit price. */
  baseAmount: string | null;
  /** Base amount plus the adjustments; null without a unit price. */
  total: string | null;
  /** Titles of the reject clauses the quality falls into. */
  rejectedBy: string[];
}

export type Preview = { error: string } | { lines: PreviewLine[]; totals: PreviewTotals };

export interface PreviewInput {
  /** The clause rows as the table holds them (not yet checked). */
  rows: readonly unknown[];
  quality: QualityValues;
  /** Tonnes; empty counts as 0. */
  quantityT: string | number | null | undefined;
  unitPrice?: string | number | null;
}

/** Steps for reading: whole steps as they are, a fraction to 4 places without trailing zeros. */
export const stepsText = (steps: string): string => plain(round4(dec(steps)));

/** 元/t with its sign: a bonus reads +2.0000, a penalty -3.0000, nothing 0.0000. */
export const signedPerT = (v: string): string => (v.startsWith('-') || /^0(\.0*)?$/.test(v) ? v : `+${v}`);

export function buildPreview({ rows, quality, quantityT, unitPrice }: PreviewInput): Preview {
  const checked = checkClauses(rows);
  if ('error' in checked) return { error: checked.error };
  const weighed = parseDecimal(quantityT) ?? dec(0);
  const price = parseDecimal(unitPrice);
  const s = settleClauses({ clauses: checked.clauses, quality, weighedT: plain(weighed), unitPrice: price ? plain(price) : null });
  const lines = s.lines.map((l, i) => ({
    key: i,
    title: clauseTitle(checked.clauses[i]),
    mode: l.mode,
    modeLabel: CLAUSE_MODE_LABELS[l.mode],
    value: l.value,
    steps: stepsText(l.steps),
    perT: l.perT,
    deductT: l.deductT,
    amount: l.amount,
    rejected: l.rejected,
  }));
  const total = s.baseAmount === null ? null : money(dec(s.baseAmount).plus(dec(s.clauseAmount)));
  return {
    lines,
    totals: {
      weighedT: s.weighedT,
      quantityT: s.quantityT,
      perT: s.perT,
      clauseAmount: s.clauseAmount,
      baseAmount: s.baseAmount,
      total,
      rejectedBy: lines.filter((l) => l.rejected).map((l) => l.title),
    },
  };
}
