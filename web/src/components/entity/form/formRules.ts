import { PATTERNS, patternMessage, patternProblem, type FieldMeta, type NamedPattern, type PatternName } from '@meiyun/shared';
import { isListValued, isPicked, widgetOf } from './formWidget';

/**
 * The validation of §5 derived from a field's declaration, in the shape antd's Form takes. Unique fields get an
 * asynchronous rule from `uniqueValidator` (see duplicateCheck.ts); the rules here are the synchronous ones.
 */
export interface FieldRule {
  required?: boolean;
  whitespace?: boolean;
  max?: number;
  min?: number;
  type?: 'number';
  /** What a typed rule checks instead of the raw value. */
  transform?: (value: unknown) => unknown;
  pattern?: RegExp;
  message?: string;
  validator?: (rule: unknown, value: unknown) => Promise<void>;
  /** The synchronous test behind a named rule's `validator` (its refusal, or undefined), for `firstProblem`. */
  problem?: (value: string) => string | undefined;
}

export function requiredMessage(field: FieldMeta): string {
  return `${isPicked(widgetOf(field)) ? '请选择' : '请输入'}${field.label}!`;
}

export const maxLengthMessage = (n: number) => `最大长度${n}位字符`;

const isNumeric = (field: FieldMeta) => field.type === 'int' || field.type === 'decimal';
const isText = (field: FieldMeta) => field.type === 'string' || field.type === 'text';

export function rangeMessage(field: FieldMeta): string {
  if (field.min !== undefined && field.max !== undefined) return `${field.label}应在${field.min}到${field.max}之间`;
  if (field.min !== undefined) return `${field.label}不能小于${field.min}`;
  return `${field.label}不能大于${field.max}`;
}

export function fieldRules(field: FieldMeta): FieldRule[] {
  const rules: FieldRule[] = [];
  if (field.required) {
    // Without a type the validator checks the value as a string, so a typed whole number read as missing.
    if (field.type === 'int' && widgetOf(field) === 'inputNumber') rules.push({ required: true, type: 'number', message: requiredMessage(field) });
    // Blank-only text counts as missing; a date or a number is no text (antd would check it as one and refuse it).
    else if (isText(field) && !isPicked(widgetOf(field))) rules.push({ required: true, whitespace: true, message: requiredMessage(field) });
    else rules.push({ required: true, message: requiredMessage(field) });
  }
  if (field.maxLength !== undefined && isListValued(field)) {
    // A list (several positions) is stored comma-joined: that text is what must fit. antd's own max would check
    // the list as a string and always fail.
    const max = field.maxLength;
    rules.push({
      message: maxLengthMessage(max),
      validator: async (_rule, value) => {
        if (Array.isArray(value) && value.join(',').length > max) throw new Error(maxLengthMessage(max));
      },
    });
  } else if (field.maxLength !== undefined && !isNumeric(field)) rules.push({ max: field.maxLength, message: maxLengthMessage(field.maxLength) });
  if (isNumeric(field) && (field.min !== undefined || field.max !== undefined)) {
    // A decimal's editor answers a string (exact digits, stringMode): the range is checked on its number.
    rules.push({
      type: 'number',
      min: field.min,
      max: field.max,
      message: rangeMessage(field),
      transform: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    });
  }
  for (const name of field.rules ?? []) rules.push(namedRule(name, field.label));
  return rules;
}

/**
 * A named rule of the shared set. A plain pattern is antd's own `pattern`; a rule with a check (a credit code's
 * check character) or a normalisation (a plate typed in lower case) becomes a validator running the server's
 * very check, `patternProblem`, on the value as it will be stored.
 */
function namedRule(name: PatternName, label: string): FieldRule {
  const entry: NamedPattern = PATTERNS[name];
  const message = patternMessage(name, label);
  if (entry.pattern && !entry.check && !entry.normalize) return { pattern: entry.pattern, message };
  const problem = (value: string) => patternProblem(name, value, label);
  // No `message` here: antd would show it in place of the validator's more precise one (…的校验位不正确).
  return {
    problem,
    validator: async (_rule, value) => {
      if (value === undefined || value === null || String(value).trim() === '') return;
      const p = problem(String(value).trim());
      if (p) throw new Error(p);
    },
  };
}

/** Whether a form value passes the synchronous rules; used by tests and by callers that validate outside antd. */
export function firstProblem(field: FieldMeta, value: unknown): string | null {
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
  for (const rule of fieldRules(field)) {
    if (rule.required) {
      if (empty) return rule.message ?? null;
      continue;
    }
    if (empty) continue;
    if (rule.max !== undefined && rule.type !== 'number' && String(value).length > rule.max) return rule.message ?? null;
    if (rule.validator && Array.isArray(value) && isListValued(field) && field.maxLength !== undefined && value.join(',').length > field.maxLength) return rule.message ?? null;
    if (rule.type === 'number') {
      const n = Number(value);
      if ((rule.min !== undefined && n < rule.min) || (rule.max !== undefined && n > rule.max)) return rule.message ?? null;
    }
    if (rule.pattern && !rule.pattern.test(String(value))) return rule.message ?? null;
    if (rule.problem) {
      const p = rule.problem(String(value).trim());
      if (p) return p;
    }
  }
  return null;
}
