import { dec, money, parseDecimal } from '../decimal';
import type { OtherDeduction } from './compute';

/** The longest settlement period, in days counted inclusively: a whole leap year. */
export const MAX_SETTLEMENT_DAYS = 366;
export const MAX_OTHER_DEDUCTIONS = 50;
export const MAX_DEDUCTION_NAME = 50;
/** numeric(18,2) holds at most 16 digits before the point. */
const MAX_AMOUNT = dec('9999999999999999.99');

export const SettlementTexts = {
  fromMissing: '请选择结算开始日期',
  toMissing: '请选择结算截止日期',
  fromBad: '结算开始日期格式不正确（应为yyyy-MM-dd）',
  toBad: '结算截止日期格式不正确（应为yyyy-MM-dd）',
  order: '结算开始日期不能晚于截止日期',
  tooLong: `结算期间最长${MAX_SETTLEMENT_DAYS}天`,
  deductionsNotList: '其他扣款格式不正确',
  tooManyDeductions: `其他扣款最多${MAX_OTHER_DEDUCTIONS}行`,
  name: '请输入扣款名称',
  nameLong: `扣款名称最多${MAX_DEDUCTION_NAME}个字`,
  amountMissing: '请输入扣款金额',
  amountNumber: '扣款金额必须是数字',
  amountPositive: '扣款金额必须大于0',
  amountPlaces: '扣款金额最多2位小数',
  amountMax: '扣款金额超出范围',
} as const;

/** Days since 1970-01-01 of a real calendar date written yyyy-MM-dd, or null ("2026-02-30" is not one). */
function dayNumber(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 86400000;
}

/** The draft's period (coal-api.md: weighings whose gross was weighed on a day in [from, to], China time). */
export function checkSettlementPeriod(from: unknown, to: unknown): { from: string; to: string } | { error: string } {
  if (from === undefined || from === null || from === '') return { error: SettlementTexts.fromMissing };
  if (to === undefined || to === null || to === '') return { error: SettlementTexts.toMissing };
  const f = dayNumber(from);
  if (f === null) return { error: SettlementTexts.fromBad };
  const t = dayNumber(to);
  if (t === null) return { error: SettlementTexts.toBad };
  if (f > t) return { error: SettlementTexts.order };
  if (t - f + 1 > MAX_SETTLEMENT_DAYS) return { error: SettlementTexts.tooLong };
  return { from: (from as string).trim(), to: (to as string).trim() };
}

const row = (i: number, msg: string) => `其他扣款第${i + 1}行：${msg}`;

/**
 * The manual deduction lines (其他扣款) a client sent, normalised (name trimmed, amount "450.00"), or the first
 * refusal with its row number. Both sides run it: the settlement form before it sends, the server before it writes.
 */
export function checkOtherDeductions(raw: unknown): { deductions: OtherDeduction[] } | { error: string } {
  if (raw === undefined || raw === null) return { deductions: [] };
  if (!Array.isArray(raw)) return { error: SettlementTexts.deductionsNotList };
  if (raw.length > MAX_OTHER_DEDUCTIONS) return { error: SettlementTexts.tooManyDeductions };
  const out: OtherDeduction[] = [];
  for (const [i, r] of raw.entries()) {
    if (!r || typeof r !== 'object') return { error: row(i, SettlementTexts.deductionsNotList) };
    const d = r as Record<string, unknown>;
    const name = typeof d.name === 'string' ? d.name.trim() : '';
    if (!name) return { error: row(i, SettlementTexts.name) };
    if ([...name].length > MAX_DEDUCTION_NAME) return { error: row(i, SettlementTexts.nameLong) };
    if (d.amount === undefined || d.amount === null || d.amount === '') return { error: row(i, SettlementTexts.amountMissing) };
    const amount = parseDecimal(d.amount);
    if (!amount) return { error: row(i, SettlementTexts.amountNumber) };
    if (amount.lte(0)) return { error: row(i, SettlementTexts.amountPositive) };
    if (amount.decimalPlaces() > 2) return { error: row(i, SettlementTexts.amountPlaces) };
    if (amount.gt(MAX_AMOUNT)) return { error: row(i, SettlementTexts.amountMax) };
    out.push({ name, amount: money(amount) });
  }
  return { deductions: out };
}
