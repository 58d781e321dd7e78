import { PATTERNS, acceptsPattern, type PatternName } from './patterns';

/**
 * The shared rule set of product-spec §5 as plain data plus a check, so the server runs exactly the checks the web
 * form shows (the web turns these into antd Form rules with `toAntdRules`).
 *
 * A rule other than `required` passes an empty value: "required" is the one rule that speaks about emptiness.
 */
export interface FieldRule {
  /** Marks the field as required (the form shows its asterisk). */
  required?: boolean;
  message: string;
  /** True when the value satisfies the rule. */
  test(value: unknown): boolean;
}

/** Sure-empty (§5): undefined, null, an empty string or whitespace only. An empty array counts as empty too. */
export function isSureEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Byte length (§5): every character above code point 128 counts as 2. */
export function byteLength(value: string): number {
  let n = 0;
  for (const ch of value) n += ch.codePointAt(0)! > 128 ? 2 : 1;
  return n;
}

const textOf = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** Length in characters (a CJK character is one), as a reader counts them. */
const charLength = (v: unknown): number => [...textOf(v)].length;

/** Required: fails on a sure-empty value. */
export function requiredRule(message: string): FieldRule {
  return { required: true, message, test: (v) => !isSureEmpty(v) };
}

export function minLengthRule(min: number): FieldRule {
  return { message: `最小长度${min}位字符`, test: (v) => isSureEmpty(v) || charLength(v) >= min };
}

export function maxLengthRule(max: number): FieldRule {
  return { message: `最大长度${max}位字符`, test: (v) => isSureEmpty(v) || charLength(v) <= max };
}

/** Byte limit of a column sized in bytes; characters above 128 count as 2. */
export function maxBytesRule(max: number, message = `最大长度${max}个字节（中文计2个字节）`): FieldRule {
  return { message, test: (v) => isSureEmpty(v) || byteLength(textOf(v)) <= max };
}

/** A named pattern of §5 with its message; an empty value passes. */
export function patternRule(name: PatternName, message: string = PATTERNS[name].message): FieldRule {
  return { message, test: (v) => isSureEmpty(v) || acceptsPattern(name, textOf(v)) };
}

export interface LengthOptions {
  min?: number;
  max?: number;
}

/** Builder of §5: required with optional min/max length (最小长度N位字符 / 最大长度N位字符). */
export function required(message = '请输入', { min, max }: LengthOptions = {}): FieldRule[] {
  const rules = [requiredRule(message)];
  if (min !== undefined) rules.push(minLengthRule(min));
  if (max !== undefined) rules.push(maxLengthRule(max));
  return rules;
}

/** Builder of §5: a select must have a value. */
export function selectRequired(message = '请选择'): FieldRule[] {
  return [requiredRule(message)];
}

export interface CountOptions {
  min?: number;
  max?: number;
  /** The message when nothing is checked; without it an empty array only fails `min`. */
  requiredMessage?: string;
}

const countOf = (v: unknown): number =>
  Array.isArray(v) ? v.length : typeof v === 'string' ? v.split(',').filter(Boolean).length : 0;

/** Builder of §5: a checked array with a minimum and/or maximum count (最少选择N项 / 最多选择N项). */
export function checkedCount({ min, max, requiredMessage }: CountOptions = {}): FieldRule[] {
  const rules: FieldRule[] = [];
  if (requiredMessage) rules.push(requiredRule(requiredMessage));
  if (min !== undefined) rules.push({ required: min > 0, message: `最少选择${min}项`, test: (v) => countOf(v) >= min });
  if (max !== undefined) rules.push({ message: `最多选择${max}项`, test: (v) => countOf(v) <= max });
  return rules;
}

/** Mobile number: required (请输入手机号) and well-formed (请输入正确手机号). */
export function mobileRules({ wide = false, optional = false } = {}): FieldRule[] {
  const pattern = patternRule(wide ? 'mobileWide' : 'mobile');
  return optional ? [pattern] : [requiredRule('请输入手机号'), pattern];
}

/** User name: required (请输入用户名), letters, digits and underscore, 4 to 18 long. */
export function userNameRules(): FieldRule[] {
  return [requiredRule('请输入用户名'), patternRule('userName')];
}

/** E-mail is optional; a value must be well-formed (邮箱格式不正确). */
export function emailRules(): FieldRule[] {
  return [patternRule('email')];
}

/** The first failing rule's message, or null when the value passes them all. */
export function firstViolation(rules: readonly FieldRule[], value: unknown): string | null {
  for (const r of rules) if (!r.test(value)) return r.message;
  return null;
}

/** Checks a whole record against rules per field; the first failing field's message, or null. */
export function checkRecord(record: Record<string, unknown>, rulesByField: Record<string, readonly FieldRule[]>): string | null {
  for (const [field, rules] of Object.entries(rulesByField)) {
    const msg = firstViolation(rules, record[field]);
    if (msg) return msg;
  }
  return null;
}

export const COMPARE_TIME_MESSAGE = '结束时间不能早于开始时间';

/**
 * compareTime of §4/§5: a start and an end are consistent when either is empty or the start is before the end.
 * Values are Dates, epoch milliseconds, or strings in the §9 formats (which sort as they read).
 */
export function isTimeOrderValid(start: unknown, end: unknown): boolean {
  if (isSureEmpty(start) || isSureEmpty(end)) return true;
  const ms = (v: unknown): number => {
    if (v instanceof Date) return v.getTime();
    if (typeof v === 'number') return v;
    if (v && typeof v === 'object' && 'valueOf' in v) return Number((v as { valueOf(): unknown }).valueOf());
    // Strings of the spec's formats; a time of day alone compares on a fixed day.
    const s = String(v).trim();
    return Date.parse(/^\d{2}:\d{2}(:\d{2})?$/.test(s) ? `1970-01-01T${s}` : s.replace(' ', 'T'));
  };
  const a = ms(start);
  const b = ms(end);
  if (Number.isNaN(a) || Number.isNaN(b)) return true;
  return a < b;
}
