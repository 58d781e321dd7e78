import dayjs, { type Dayjs } from 'dayjs';
import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  DEFAULT_PAGE_SIZE,
  rangeParams,
  writeListParams,
  type EntityMeta,
  type FieldMeta,
  type FieldParamValue,
  type ListParams,
  type ListSort,
} from '@meiyun/shared';
import { superQueryParams, type SuperQuery } from './superQuery';

/**
 * The list request of the contract's "Generic list queries" (`ListParams` of @meiyun/shared), built from what the
 * page holds: the query form's values, a fixed filter (a dictionary's id), paging, the server sort and an applied
 * advanced query.
 */

export interface ListRequestState {
  /** Query form values as the form holds them: texts, dictionary values, [from, to] pairs for ranges. */
  filters: Record<string, unknown>;
  /** Sent on every call and never shown in the form. */
  fixed?: Record<string, string | number>;
  pageNo: number;
  pageSize: number;
  sort?: ListSort | null;
  superQuery?: SuperQuery | null;
}

export const initialListState = (meta: EntityMeta): ListRequestState => ({
  filters: {},
  pageNo: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: meta.defaultSort ?? null,
});

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function formatBound(field: FieldMeta, value: unknown): FieldParamValue | undefined {
  if (isBlank(value)) return undefined;
  if (dayjs.isDayjs(value)) return (value as Dayjs).format(field.type === 'datetime' && hasTime(value as Dayjs) ? DATETIME_FORMAT : DATE_FORMAT);
  if (typeof value === 'number') return value;
  return String(value).trim();
}

/** A date-only bound lets the server take the whole end day (contract: a date-only end means the end of that day). */
function hasTime(d: Dayjs): boolean {
  return d.hour() !== 0 || d.minute() !== 0 || d.second() !== 0;
}

/** One query form value → the parameters it becomes. */
export function filterParams(field: FieldMeta, value: unknown): Record<string, FieldParamValue> {
  if (field.query === 'range') {
    const [from, to] = Array.isArray(value) ? value : [undefined, undefined];
    return rangeParams(field.name, formatBound(field, from), formatBound(field, to));
  }
  if (Array.isArray(value)) {
    const values = value.filter((v) => !isBlank(v)).map(String);
    return values.length ? { [field.name]: values.join(',') } : {};
  }
  if (isBlank(value)) return {};
  if (dayjs.isDayjs(value)) return { [field.name]: formatBound(field, value)! };
  if (typeof value === 'number') return { [field.name]: value };
  const text = String(value).trim();
  const like = (field.queryMode ?? (field.dict || field.type !== 'string' && field.type !== 'text' ? 'eq' : 'like')) === 'like';
  // A value the user already wrote with an operator (*, !, >=) is sent as typed.
  if (like && !/^[*!<>]|\*$/.test(text)) return { [field.name]: `*${text}*` };
  return { [field.name]: text };
}

/** The whole list call: fields only from the declaration, so a stray form value never reaches the server. */
export function buildListParams(meta: EntityMeta, state: ListRequestState, now: () => number = Date.now): ListParams {
  const filters: Record<string, FieldParamValue> = {};
  for (const field of meta.fields) {
    if (!field.query || field.secret) continue;
    Object.assign(filters, filterParams(field, state.filters[field.name]));
  }
  Object.assign(filters, state.fixed ?? {});
  const { superQuery } = state;
  return writeListParams({
    cacheBuster: Math.floor(now() / 1000),
    filters,
    sort: state.sort,
    superQuery: superQuery && superQuery.conditions.length > 0 ? { conditions: superQueryParams(superQuery.conditions), matchType: superQuery.matchType } : null,
    pageNo: state.pageNo,
    pageSize: state.pageSize,
  });
}

/** antd's sorter order → the contract's; a cleared sort falls back to the declaration's default. */
export function sortFromTable(meta: EntityMeta, field: unknown, order: 'ascend' | 'descend' | null | undefined): ListSort | null {
  const name = Array.isArray(field) ? field.join('.') : typeof field === 'string' ? field : undefined;
  if (!order || !name) return meta.defaultSort ?? null;
  return { field: name, order: order === 'ascend' ? 'asc' : 'desc' };
}

/** The total text of §9: 'x-y 共 N 条'. */
export const totalText = (total: number, [start, end]: [number, number]) => `${start}-${end} 共 ${total} 条`;
