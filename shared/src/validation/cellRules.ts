/**
 * Editable-table cell rules of product-spec §5: required, unique in column, a named pattern, or a custom handler,
 * each with a message. Messages are templates: `${title}`, `${key}` and `${defaultValue}` are replaced by the
 * column's values. Shared so a server can check a saved table with the same rules and messages as the grid.
 */

export interface CellPattern {
  pattern: RegExp;
  message: string;
}

/** The named patterns of the editable table, by the short names columns use. */
export const CELL_PATTERNS = {
  /** non-empty */
  '*': { pattern: /[\s\S]*\S[\s\S]*/, message: '${title}不能为空' },
  'n6-16': { pattern: /^\d{6,16}$/, message: '请输入6到16位数字' },
  '*6-16': { pattern: /^[\s\S]{6,16}$/, message: '请输入6到16位任意字符' },
  's6-18': { pattern: /^[A-Za-z]{6,18}$/, message: '请输入6到18位字母' },
  url: { pattern: /^https?:\/\/[^\s/$.?#][^\s]*$/i, message: '请输入正确的网址' },
  e: { pattern: /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, message: '请输入正确的电子邮件' },
  m: { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
  p: { pattern: /^[1-9]\d{5}$/, message: '请输入正确的邮政编码' },
  s: { pattern: /^[A-Za-z]+$/, message: '请输入字母' },
  n: { pattern: /^-?\d+(\.\d+)?$/, message: '请输入数字' },
  z: { pattern: /^-?\d+$/, message: '请输入整数' },
  money: { pattern: /^(([1-9]\d*)|0)(\.\d{1,2})?$/, message: '请输入正确的金额' },
} as const satisfies Record<string, CellPattern>;

export type CellPatternName = keyof typeof CELL_PATTERNS;

export const REQUIRED_MESSAGE = '${title}不能为空';
export const UNIQUE_MESSAGE = '${title}不能重复';

export function isCellPatternName(name: string): name is CellPatternName {
  return Object.hasOwn(CELL_PATTERNS, name);
}

/** What a custom handler is told about the cell it checks. */
export interface CellCheckContext<Row = Record<string, unknown>> {
  value: unknown;
  row: Row;
  /** The column's values in every row, this one included, in row order. */
  columnValues: unknown[];
  column: { key: string; title: string; defaultValue?: unknown };
}

/** A handler answers true (or nothing) when valid, false for the rule's message, or a message of its own. */
export type CellRuleHandler<Row = Record<string, unknown>> = (
  ctx: CellCheckContext<Row>,
) => boolean | string | void | Promise<boolean | string | void>;

export interface CellRule<Row = Record<string, unknown>> {
  required?: boolean;
  unique?: boolean;
  /** A named pattern or a regular expression. */
  pattern?: CellPatternName | RegExp;
  handler?: CellRuleHandler<Row>;
  /** Template; falls back to the pattern's or the rule kind's message. */
  message?: string;
}

export interface TemplateValues {
  title: string;
  key: string;
  defaultValue?: unknown;
}

/** Replaces `${title}`, `${key}` and `${defaultValue}`; other text, including unknown placeholders, stays. */
export function fillCellMessage(template: string, values: TemplateValues): string {
  return template.replace(/\$\{(title|key|defaultValue)\}/g, (_, name: keyof TemplateValues) => {
    const v = values[name];
    return v === undefined || v === null ? '' : String(v);
  });
}

/** Empty for the rules: undefined, null, whitespace-only text or an empty array (§5 sure-empty). */
export function isCellEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => String(x) === String(b[i]));
  return String(a) === String(b);
}

/**
 * Checks one cell against its rules in order and answers the first failure's message, filled in, or null.
 * Pattern and uniqueness rules pass on an empty value: emptiness is the required rule's business.
 */
export async function checkCell<Row>(rules: readonly CellRule<Row>[], ctx: CellCheckContext<Row>): Promise<string | null> {
  const fill = (template: string) => fillCellMessage(template, ctx.column);
  const empty = isCellEmpty(ctx.value);
  for (const rule of rules) {
    if (rule.required && empty) return fill(rule.message ?? REQUIRED_MESSAGE);
    if (rule.unique && !empty) {
      const same = ctx.columnValues.filter((v) => !isCellEmpty(v) && sameValue(v, ctx.value)).length;
      if (same > 1) return fill(rule.message ?? UNIQUE_MESSAGE);
    }
    if (rule.pattern !== undefined) {
      const named = typeof rule.pattern === 'string' ? CELL_PATTERNS[rule.pattern] : undefined;
      if (typeof rule.pattern === 'string' && !named) throw new Error(`Unknown cell pattern: ${rule.pattern}`);
      const regex = named ? named.pattern : (rule.pattern as RegExp);
      // The non-empty pattern is a required rule in disguise; the others leave empty cells alone.
      const applies = rule.pattern === '*' || !empty;
      if (applies) {
        const text = Array.isArray(ctx.value) ? ctx.value.join(',') : String(ctx.value ?? '');
        regex.lastIndex = 0;
        if (!regex.test(text)) return fill(rule.message ?? named?.message ?? '${title}格式不正确');
      }
    }
    if (rule.handler) {
      const answer = await rule.handler(ctx);
      if (answer === false) return fill(rule.message ?? '${title}校验未通过');
      if (typeof answer === 'string' && answer) return fill(answer);
    }
  }
  return null;
}
