import { parseDecimal, type ContractProgress } from '@meiyun/shared';

/**
 * Contract progress (coal-api.md `progress`) as bars: each figure against the contract's quantity or amount.
 * The figures come from the server, rolled up from dispatch, weighing, settlement and finance as those screens
 * land; until then they are zero and the bars empty (never made up here).
 */
export interface ProgressLine {
  key: keyof ContractProgress;
  label: string;
  value: string;
  /** What the bar measures against. */
  of: string;
  unit: 't' | '元';
  /** 0–100, one decimal; over 100 when more was shipped than contracted (the bar caps, the figure does not). */
  percent: number;
}

/** part / whole in percent to one decimal; 0 when there is no whole. */
export function percentOf(part: unknown, whole: unknown): number {
  const p = parseDecimal(part);
  const w = parseDecimal(whole);
  if (!p || !w || w.lte(0)) return 0;
  return p.div(w).times(100).toDecimalPlaces(1).toNumber();
}

const ZERO: ContractProgress = {
  contractedT: '0.000',
  dispatchedT: '0.000',
  shippedT: '0.000',
  settledT: '0.000',
  contractAmount: '0.00',
  settledAmount: '0.00',
  invoicedAmount: '0.00',
  paidAmount: '0.00',
};

/** The bars of the detail: tonnes against the contracted quantity, money against the contract amount. */
export function progressLines(progress: Partial<ContractProgress> | null | undefined, direction: unknown): ProgressLine[] {
  const p = { ...ZERO, ...(progress ?? {}) };
  const t = (key: keyof ContractProgress, label: string): ProgressLine => ({ key, label, value: p[key], of: p.contractedT, unit: 't', percent: percentOf(p[key], p.contractedT) });
  const m = (key: keyof ContractProgress, label: string): ProgressLine => ({ key, label, value: p[key], of: p.contractAmount, unit: '元', percent: percentOf(p[key], p.contractAmount) });
  return [
    t('contractedT', '合同量'),
    t('dispatchedT', '已调度'),
    t('shippedT', '已发运'),
    t('settledT', '已结算量'),
    m('settledAmount', '已结算额'),
    m('invoicedAmount', '已开票'),
    m('paidAmount', direction === 'sales' ? '已收款' : '已付款'),
  ];
}
