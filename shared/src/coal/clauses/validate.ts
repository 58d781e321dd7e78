import { Dec, dec, parseDecimal, plain } from '../decimal';
import { CLAUSE_DIRECTIONS, CLAUSE_INDICATORS, CLAUSE_MODES, CLAUSE_STEPPINGS, INDICATORS, type ContractClause } from './types';

export const MAX_CLAUSES = 30;

export const ClauseTexts = {
  tooMany: `质价条款最多${MAX_CLAUSES}行`,
  notList: '质价条款格式不正确',
  indicator: '请选择指标',
  direction: '请选择方向',
  stepping: '请选择计档方式',
  mode: '请选择条款类型',
  from: '请输入区间下限',
  to: '请输入区间上限',
  order: '区间下限必须小于上限',
  orderReject: '区间下限不能大于上限',
  step: '每档幅度必须大于0',
  stepWide: '每档幅度不能大于区间宽度',
  places4: '最多4位小数',
  amount: '请输入每档金额且不能为0',
  amountMax: '每档金额的绝对值不能超过100000',
  tonnagePct: '扣吨比例必须大于0且不超过100(%)',
  tonnageMax: '整个区间的扣吨比例合计不能超过100(%)，请调整区间、每档比例或封顶值',
  cap: '封顶值不能小于0',
  capMax: '封顶值不能超过100000',
  number: '必须是数字',
} as const;

const row = (i: number, msg: string) => `质价条款第${i + 1}行：${msg}`;

/** One field of a row: a decimal within the indicator's range and places, normalised ("05180" → "5180"). */
function bound(raw: unknown, i: number, label: string, missing: string, info: { min: number; max: number; scale: number }): string | { error: string } {
  if (raw === null || raw === undefined || raw === '') return { error: row(i, missing) };
  const v = parseDecimal(raw);
  if (!v) return { error: row(i, `${label}${ClauseTexts.number}`) };
  if (v.lt(info.min) || v.gt(info.max)) return { error: row(i, `${label}应在${info.min}到${info.max}之间`) };
  if (v.decimalPlaces() > info.scale) return { error: row(i, info.scale === 0 ? `${label}必须是整数` : `${label}最多${info.scale}位小数`) };
  return plain(v);
}

const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

/**
 * Checks the clause rows a client sent and returns them normalised (decimal strings without stray zeros, nulls where
 * a mode has no use for a field), or the first refusal with its row number. Both sides run it: the form before it
 * sends, the server before it writes.
 */
export function checkClauses(raw: unknown): { clauses: ContractClause[] } | { error: string } {
  if (raw === undefined || raw === null) return { clauses: [] };
  if (!Array.isArray(raw)) return { error: ClauseTexts.notList };
  if (raw.length > MAX_CLAUSES) return { error: ClauseTexts.tooMany };
  const out: ContractClause[] = [];
  for (const [i, r] of raw.entries()) {
    if (!r || typeof r !== 'object') return { error: row(i, ClauseTexts.notList) };
    const c = r as Record<string, unknown>;
    if (!oneOf(CLAUSE_INDICATORS, c.indicator)) return { error: row(i, ClauseTexts.indicator) };
    const mode = c.mode === undefined || c.mode === null || c.mode === '' ? 'price' : c.mode;
    if (!oneOf(CLAUSE_MODES, mode)) return { error: row(i, ClauseTexts.mode) };
    const direction = mode === 'reject' && !c.direction ? 'above' : c.direction;
    if (!oneOf(CLAUSE_DIRECTIONS, direction)) return { error: row(i, ClauseTexts.direction) };
    const stepping = c.stepping === undefined || c.stepping === null || c.stepping === '' ? 'full' : c.stepping;
    if (!oneOf(CLAUSE_STEPPINGS, stepping)) return { error: row(i, ClauseTexts.stepping) };
    const info = INDICATORS[c.indicator];
    const from = bound(c.from, i, '区间下限', ClauseTexts.from, info);
    if (typeof from !== 'string') return from;
    const to = bound(c.to, i, '区间上限', ClauseTexts.to, info);
    if (typeof to !== 'string') return to;
    if (mode === 'reject') {
      if (dec(from).gt(dec(to))) return { error: row(i, ClauseTexts.orderReject) };
      out.push({ indicator: c.indicator, direction, from, to, step: null, amountPerStep: null, stepping, capPerT: null, mode });
      continue;
    }
    if (!dec(from).lt(dec(to))) return { error: row(i, ClauseTexts.order) };
    const step = parseDecimal(c.step);
    if (!step || step.lte(0)) return { error: row(i, ClauseTexts.step) };
    if (step.decimalPlaces() > 4) return { error: row(i, `每档幅度${ClauseTexts.places4}`) };
    const width = dec(to).minus(dec(from));
    if (step.gt(width)) return { error: row(i, ClauseTexts.stepWide) };
    const amount = parseDecimal(c.amountPerStep);
    if (!amount || amount.isZero()) return { error: row(i, ClauseTexts.amount) };
    if (amount.abs().gt(100000)) return { error: row(i, ClauseTexts.amountMax) };
    if (amount.decimalPlaces() > 4) return { error: row(i, `每档金额${ClauseTexts.places4}`) };
    if (mode === 'tonnage' && (amount.lte(0) || amount.gt(100))) return { error: row(i, ClauseTexts.tonnagePct) };
    let cap: string | null = null;
    if (c.capPerT !== undefined && c.capPerT !== null && c.capPerT !== '') {
      const v = parseDecimal(c.capPerT);
      if (!v) return { error: row(i, `封顶值${ClauseTexts.number}`) };
      if (v.lt(0)) return { error: row(i, ClauseTexts.cap) };
      if (v.gt(100000)) return { error: row(i, ClauseTexts.capMax) };
      if (v.decimalPlaces() > 4) return { error: row(i, `封顶值${ClauseTexts.places4}`) };
      cap = plain(v);
    }
    if (mode === 'tonnage') {
      // The most a value can deduct: the whole band counted (floored for `full`), within the cap. Over 100 % the
      // quantity would turn negative.
      const most = stepping === 'full' ? width.divToInt(step).times(amount) : width.times(amount).div(step);
      const limited = cap === null ? most : Dec.min(most, dec(cap));
      if (limited.gt(100)) return { error: row(i, ClauseTexts.tonnageMax) };
    }
    out.push({ indicator: c.indicator, direction, from, to, step: plain(step), amountPerStep: plain(amount), stepping, capPerT: cap, mode });
  }
  return { clauses: out };
}
