import { writeSuperQueryParams, type MatchType, type SuperQueryParam } from './super-query';

/**
 * The parameters of a generic list call (api-contract "Generic list queries"): paging, one sort column, an advanced
 * query, and the entity's fields: `<field>` with a value in the filter syntax (`*abc*`, `!abc`, `a,b,c`, `>= 5`,
 * `,1,3,`) and `<field>_begin` / `<field>_end` for an inclusive range. The web writes them with `writeListParams`,
 * the server reads them with `readListControls` / `readFieldParams`.
 */
export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  field: string;
  order: SortOrder;
}

/** A field's value in the filter syntax, or a range bound. */
export type FieldParamValue = string | number;

/** The parameters every list understands, whatever its entity. */
export interface ListControlParams {
  pageNo?: number;
  pageSize?: number;
  /** A field of the entity (a `_dictText` suffix names the field itself). */
  column?: string;
  order?: SortOrder;
  /** `writeSuperQueryParams` of the conditions. */
  superQueryParams?: string;
  superQueryMatchType?: MatchType;
  /** A cache buster, ignored by the server. */
  _t?: number;
}

export type ListParams = ListControlParams & { [field: string]: FieldParamValue | undefined };

const RANGE_BEGIN_SUFFIX = '_begin';
const RANGE_END_SUFFIX = '_end';

export const rangeParamKeys = (field: string) => ({ begin: `${field}${RANGE_BEGIN_SUFFIX}`, end: `${field}${RANGE_END_SUFFIX}` }) as const;

/** The parameters of a range: only the bounds given. */
export function rangeParams(field: string, begin: FieldParamValue | undefined, end: FieldParamValue | undefined): Record<string, FieldParamValue> {
  const keys = rangeParamKeys(field);
  const out: Record<string, FieldParamValue> = {};
  if (begin !== undefined) out[keys.begin] = begin;
  if (end !== undefined) out[keys.end] = end;
  return out;
}

/** A record carries a dictionary field's text as `<field>_dictText`; a sort or a condition naming it means the field. */
const DICT_TEXT_SUFFIX = '_dictText';

export const fieldOfColumn = (column: string) => (column.endsWith(DICT_TEXT_SUFFIX) ? column.slice(0, -DICT_TEXT_SUFFIX.length) : column);

/** A list call as a page holds it. */
export interface ListRequest {
  pageNo: number;
  pageSize: number;
  sort?: ListSort | null;
  /** Field values in the filter syntax, range bounds under `rangeParamKeys`, fixed filters (a dictionary's id). */
  filters?: Readonly<Record<string, FieldParamValue>>;
  /** Sent when given, even with no condition left. */
  superQuery?: { conditions: readonly SuperQueryParam[]; matchType: MatchType } | null;
  /** Becomes `_t`. */
  cacheBuster?: number;
}

export function writeListParams(request: ListRequest): ListParams {
  const params: ListParams = {};
  if (request.cacheBuster !== undefined) params._t = request.cacheBuster;
  Object.assign(params, request.filters);
  if (request.sort) {
    params.column = request.sort.field;
    params.order = request.sort.order;
  }
  if (request.superQuery) {
    params.superQueryParams = writeSuperQueryParams(request.superQuery.conditions);
    params.superQueryMatchType = request.superQuery.matchType;
  }
  params.pageNo = request.pageNo;
  params.pageSize = request.pageSize;
  return params;
}

/**
 * One parameter as text, undefined when absent. The reader owns the transport: what a repeated value or a value
 * that is no text means is its decision.
 */
export type ParamReader = (key: string) => string | undefined;

/** The list-wide parameters as they arrived, not yet validated. */
export interface ListControls {
  pageNo?: string;
  pageSize?: string;
  column?: string;
  order?: string;
  superQueryParams?: string;
  superQueryMatchType?: string;
}

export function readListControls(read: ParamReader): ListControls {
  return {
    superQueryParams: read('superQueryParams'),
    superQueryMatchType: read('superQueryMatchType'),
    column: read('column'),
    order: read('order'),
    pageNo: read('pageNo'),
    pageSize: read('pageSize'),
  };
}

/** What one field of the entity was given: a value in the filter syntax and range bounds. */
export interface FieldParams {
  value?: string;
  begin?: string;
  end?: string;
}

export function readFieldParams(read: ParamReader, field: string): FieldParams {
  const keys = rangeParamKeys(field);
  return { value: read(field), begin: read(keys.begin), end: read(keys.end) };
}
