import { readSuperQueryParams, VALUELESS_SUPER_QUERY_RULES, writeSuperQueryParams, type FieldMeta, type MatchType, type SuperQueryParam, type SuperQueryRule } from '@meiyun/shared';

/**
 * The advanced query of §5 and the contract's `superQueryParams`: conditions by field, the operators each field
 * type offers, when a query counts as empty, and how it is sent. The rules, their labels and the wire form are the
 * contract's (`@meiyun/shared`), the very list the server accepts.
 */
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

const VALUELESS: ReadonlySet<SuperQueryRule> = new Set(VALUELESS_SUPER_QUERY_RULES);

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

/** The conditions as sent: complete ones only, `in` values comma-joined, valueless rules without a value. */
export function superQueryParams(conditions: readonly SuperQueryCondition[]): SuperQueryParam[] {
  // effectiveConditions keeps only conditions with a field and a rule.
  return effectiveConditions(conditions).map((c) => ({
    field: c.field!,
    rule: c.rule!,
    val: VALUELESS.has(c.rule!) ? '' : Array.isArray(c.val) ? c.val.join(',') : String(c.val).trim(),
    type: c.type ?? 'string',
    dbType: c.dbType ?? c.type ?? 'string',
  }));
}

/** The `superQueryParams` text (URL-encoded JSON). */
export const encodeSuperQuery = (conditions: readonly SuperQueryCondition[]): string => writeSuperQueryParams(superQueryParams(conditions));

export const decodeSuperQuery = (encoded: string) => readSuperQueryParams(encoded) as SuperQueryCondition[];
