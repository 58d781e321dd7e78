import type { FieldMeta } from '@meiyun/shared';

/**
 * The advanced query of §5 and the contract's `superQueryParams`: conditions by field, the operators each field
 * type offers, when a query counts as empty, and how it is sent.
 */
export type SuperQueryRule = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'like' | 'left_like' | 'right_like' | 'empty' | 'not_empty';
export type MatchType = 'and' | 'or';

export interface SuperQueryCondition {
  field?: string;
  rule?: SuperQueryRule;
  /** A list only under `in`; a text otherwise. */
  val?: string | string[];
  type?: string;
  dbType?: string;
  dictCode?: string;
}

export interface SuperQuery {
  conditions: SuperQueryCondition[];
  matchType: MatchType;
}

export const RULE_LABELS: Record<SuperQueryRule, string> = {
  eq: '等于',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
  in: '在...中',
  like: '包含',
  right_like: '以..开始',
  left_like: '以..结尾',
  empty: '为空',
  not_empty: '不为空',
};

export const MATCH_TYPE_LABELS: Record<MatchType, string> = { and: 'AND（所有条件都要求匹配）', or: 'OR（条件中的任意一个匹配）' };

/** Rules that compare against nothing. */
const VALUELESS: ReadonlySet<SuperQueryRule> = new Set(['empty', 'not_empty']);

export function rulesFor(field: FieldMeta): SuperQueryRule[] {
  if (field.dict) return ['eq', 'ne', 'in'];
  switch (field.type) {
    case 'int':
    case 'decimal':
    case 'date':
    case 'datetime':
      return ['eq', 'ne', 'gt', 'ge', 'lt', 'le'];
    case 'boolean':
      return ['eq', 'ne'];
    default:
      return ['eq', 'like', 'left_like', 'right_like', 'ne', 'empty', 'not_empty'];
  }
}

/** Fields an advanced query may name: every declared field but secrets. */
export const queryableFields = (fields: readonly FieldMeta[]) => fields.filter((f) => !f.secret);

/** Picking a field resets the rule to its first operator and the value. */
export function withField(field: FieldMeta): SuperQueryCondition {
  return { field: field.name, rule: rulesFor(field)[0], val: undefined, type: field.type, dbType: field.type, dictCode: field.dict };
}

/**
 * Changing the rule. A dictionary value chosen under `in` is a list; leaving `in` on a single-value dictionary
 * keeps its first value (§5), entering `in` turns a single value into a one-item list.
 */
export function withRule(condition: SuperQueryCondition, rule: SuperQueryRule, field?: FieldMeta): SuperQueryCondition {
  let val = condition.val;
  if (condition.rule === 'in' && rule !== 'in' && Array.isArray(val) && !field?.multi) val = val[0];
  else if (rule === 'in' && typeof val === 'string' && val !== '') val = [val];
  if (VALUELESS.has(rule)) val = undefined;
  return { ...condition, rule, val };
}

export function isComplete(c: SuperQueryCondition): boolean {
  if (!c.field || !c.rule) return false;
  if (VALUELESS.has(c.rule)) return true;
  if (Array.isArray(c.val)) return c.val.length > 0;
  return c.val !== undefined && c.val !== null && String(c.val).trim() !== '';
}

/**
 * The conditions worth sending. A single incomplete condition makes the whole query empty (§5: 不能查询空条件 /
 * 空条件不能保存); among several, incomplete rows are left out.
 */
export function effectiveConditions(conditions: readonly SuperQueryCondition[]): SuperQueryCondition[] {
  return conditions.filter(isComplete);
}

export const isEmptyQuery = (conditions: readonly SuperQueryCondition[]) => effectiveConditions(conditions).length === 0;

/** The wire form: `in` values comma-joined, valueless rules without a value, URL-encoded JSON. */
export function encodeSuperQuery(conditions: readonly SuperQueryCondition[]): string {
  const wire = effectiveConditions(conditions).map((c) => ({
    field: c.field,
    rule: c.rule,
    val: c.rule && VALUELESS.has(c.rule) ? '' : Array.isArray(c.val) ? c.val.join(',') : String(c.val).trim(),
    type: c.type ?? 'string',
    dbType: c.dbType ?? c.type ?? 'string',
  }));
  return encodeURIComponent(JSON.stringify(wire));
}

export function decodeSuperQuery(encoded: string): SuperQueryCondition[] {
  return JSON.parse(decodeURIComponent(encoded)) as SuperQueryCondition[];
}
