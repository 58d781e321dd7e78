/**
 * Quality–price clauses of a contract (coal-api.md "Contracts", coal-domain.md "Contracts"): one row each, sent and
 * returned inside the contract. Numbers are decimal strings on the wire; kcal/kg, HGI and G are whole numbers.
 */
export const CLAUSE_INDICATORS = ['qnetArKcal', 'mt', 'ad', 'std', 'vdaf', 'hgi', 'g'] as const;
export type ClauseIndicator = (typeof CLAUSE_INDICATORS)[number];

export interface IndicatorInfo {
  label: string;
  /** The short symbol of the standards (GB/T 483), as clerks write it. */
  symbol: string;
  unit: string;
  /** Decimal places of a measured value: 0 for kcal/kg and the indices, 2 for percentages. */
  scale: 0 | 2;
  min: number;
  max: number;
}

export const INDICATORS: Record<ClauseIndicator, IndicatorInfo> = {
  qnetArKcal: { label: '收到基低位发热量', symbol: 'Qnet,ar', unit: 'kcal/kg', scale: 0, min: 0, max: 9000 },
  mt: { label: '全水分', symbol: 'Mt', unit: '%', scale: 2, min: 0, max: 100 },
  ad: { label: '干燥基灰分', symbol: 'Ad', unit: '%', scale: 2, min: 0, max: 100 },
  std: { label: '干燥基全硫', symbol: 'St,d', unit: '%', scale: 2, min: 0, max: 100 },
  vdaf: { label: '干燥无灰基挥发分', symbol: 'Vdaf', unit: '%', scale: 2, min: 0, max: 100 },
  hgi: { label: '哈氏可磨性指数', symbol: 'HGI', unit: '', scale: 0, min: 0, max: 150 },
  g: { label: '粘结指数', symbol: 'G', unit: '', scale: 0, min: 0, max: 120 },
};

export const CLAUSE_DIRECTIONS = ['above', 'below'] as const;
export type ClauseDirection = (typeof CLAUSE_DIRECTIONS)[number];
export const CLAUSE_DIRECTION_LABELS: Record<ClauseDirection, string> = { above: '高于', below: '低于' };

/** `full`: whole steps only (floor); `prorata`: the exact fraction of a step. */
export const CLAUSE_STEPPINGS = ['full', 'prorata'] as const;
export type ClauseStepping = (typeof CLAUSE_STEPPINGS)[number];
export const CLAUSE_STEPPING_LABELS: Record<ClauseStepping, string> = { full: '整档计', prorata: '按比例计' };

/** `price`: 元/t per step (+ bonus, − penalty); `tonnage`: per step, a percentage of the quantity deducted; `reject`: a value in the band rejects the batch. */
export const CLAUSE_MODES = ['price', 'tonnage', 'reject'] as const;
export type ClauseMode = (typeof CLAUSE_MODES)[number];
export const CLAUSE_MODE_LABELS: Record<ClauseMode, string> = { price: '调价', tonnage: '扣吨', reject: '拒收' };

export interface ContractClause {
  indicator: ClauseIndicator;
  direction: ClauseDirection;
  from: string;
  to: string;
  /** Width of one step in the indicator's unit; null for `reject`. */
  step: string | null;
  /** `price`: 元/t per step, signed; `tonnage`: percent of the quantity per step (positive); null for `reject`. */
  amountPerStep: string | null;
  stepping: ClauseStepping;
  /** `price`: the adjustment per tonne stays within ±capPerT; `tonnage`: the deducted percentage stays within it. */
  capPerT: string | null;
  mode: ClauseMode;
}

/** Measured quality by indicator, decimal strings as typed or sent ("5180", "16.4"); a missing one counts as not measured. */
export type QualityValues = Partial<Record<ClauseIndicator, string | number | null>>;

/** `Qnet,ar 高于 5000–5500 kcal/kg`: how a clause is named in messages and on the settlement sheet. */
export function clauseTitle(c: Pick<ContractClause, 'indicator' | 'direction' | 'from' | 'to' | 'mode'>): string {
  const info = INDICATORS[c.indicator];
  const band = `${c.from}–${c.to}${info.unit ? ` ${info.unit}` : ''}`;
  return c.mode === 'reject' ? `${info.symbol} 在 ${band} 拒收` : `${info.symbol} ${CLAUSE_DIRECTION_LABELS[c.direction]} ${band}`;
}
