/**
 * The advanced query (高级查询) of api-contract "Generic list queries": `superQueryParams`, a URL-encoded JSON array
 * of `{ field, rule, val, type, dbType }`, joined by `superQueryMatchType`. The web offers only these rules and the
 * server accepts only these: both read this one list.
 */
export const SUPER_QUERY_RULES = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'like', 'left_like', 'right_like', 'empty', 'not_empty'] as const;

export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

export const SUPER_QUERY_RULE_LABELS: Record<SuperQueryRule, string> = {
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

/** Rules that compare against nothing: their value is sent empty and ignored. */
export const VALUELESS_SUPER_QUERY_RULES: readonly SuperQueryRule[] = ['empty', 'not_empty'];

export const MATCH_TYPES = ['and', 'or'] as const;

export type MatchType = (typeof MATCH_TYPES)[number];

export const MATCH_TYPE_LABELS: Record<MatchType, string> = { and: 'AND（所有条件都要求匹配）', or: 'OR（条件中的任意一个匹配）' };

/** One condition as the web sends it: `in` values comma-joined, `type`/`dbType` for JeecgBoot (our server ignores them). */
export interface SuperQueryParam {
  field: string;
  rule: SuperQueryRule;
  val: string;
  type: string;
  dbType: string;
}

/** The `superQueryParams` text of a list of conditions. */
export const writeSuperQueryParams = (conditions: readonly SuperQueryParam[]): string => encodeURIComponent(JSON.stringify(conditions));

/**
 * The JSON a `superQueryParams` text holds, still to be validated: the text as it arrives (a query string parser has
 * decoded it once) or URL-decoded once more. Undefined when neither reading is JSON.
 */
export function readSuperQueryParams(raw: string): unknown {
  const readings = [raw];
  try {
    readings.push(decodeURIComponent(raw));
  } catch {
    // Not URL-encoded (a lone '%'): the text as it is is the only reading.
  }
  for (const text of readings) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Try the next reading.
    }
  }
  return undefined;
}
