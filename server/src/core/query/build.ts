import { and, eq, sql, type SQL } from 'drizzle-orm';
import { readFieldParams, readListControls } from '@meiyun/shared';
import type { Db } from '../db/client';
import { BizError } from '../http/envelope';
import type { QuerySource, QueryUser } from './source';
import { fieldCondition, rangeCondition } from './conditions';
import { superQueryCondition } from './super-query';
import { orderOf, sortSpec, type SortSpec } from './sort';
import { dataRuleCondition } from './data-rules';

/**
 * The query string as the parser hands it over: untrusted, so untyped here. It is read through the contract's
 * reader (`readListControls`, `readFieldParams` of `@meiyun/shared`, the web writes with `writeListParams`).
 */
export type RawParams = Record<string, unknown>;

/** Largest page a list answers; exports read up to EXPORT_MAX_ROWS in batches. */
export const LIST_MAX_PAGE_SIZE = 10_000;
export const EXPORT_MAX_ROWS = 100_000;

export interface ListQuery {
  where: SQL;
  orderBy: SQL[];
  sort: SortSpec;
  pageNo: number;
  pageSize: number;
}

export interface BuildOptions {
  /** Recycle bin: the deleted rows instead of the live ones. */
  deleted?: boolean;
  maxPageSize?: number;
  /** Conditions the route adds (a parent id, selected ids). */
  extra?: (SQL | undefined)[];
}

/** A query parameter as one string: the last of repeated values; objects (a[b]=c) are not parameters. */
export function param(params: RawParams, key: string): string | undefined {
  if (!Object.hasOwn(params, key)) return undefined;
  const v = params[key];
  const one = Array.isArray(v) ? v[v.length - 1] : v;
  if (typeof one === 'string') {
    if (one.includes('\u0000')) throw new BizError('请求参数包含非法字符');
    return one;
  }
  if (typeof one === 'number' || typeof one === 'boolean') return String(one);
  return undefined;
}

function pageNumber(raw: string | undefined, def: number, max: number, what: string): number {
  if (raw === undefined || raw.trim() === '') return def;
  if (!/^\d{1,9}$/.test(raw.trim())) throw new BizError(`${what}格式不正确`);
  return Math.min(Math.max(Number(raw), 1), max);
}

/** Rows of the user's own organisation, for an organisation-owned entity and a user acting for one. */
export function orgCondition(source: Pick<QuerySource, 'org'>, user: QueryUser): SQL | undefined {
  if (!source.org || !user.org) return undefined;
  const column = source.org[user.org.kind];
  return column ? eq(column, user.org.id) : sql`false`;
}

/** The tenant, organisation, soft-delete and data-rule conditions every read of the entity carries. */
export async function scopeConditions(db: Db, source: QuerySource, user: QueryUser, deleted = false): Promise<SQL[]> {
  const out: SQL[] = [];
  if (source.tenantScope) {
    const scope = source.tenantScope(user);
    if (scope) out.push(scope);
  } else if (source.tenant) out.push(user.tenantId === null ? sql`false` : eq(source.tenant, user.tenantId));
  const org = orgCondition(source, user);
  if (org) out.push(org);
  if (source.fixed) out.push(source.fixed);
  if (source.delFlag) out.push(eq(source.delFlag, deleted ? 1 : 0));
  const rules = await dataRuleCondition(db, source, user);
  if (rules) out.push(rules);
  return out;
}

/**
 * Reads a list request in the contract's syntax into bound conditions. Identifiers come only from the declared
 * fields; a parameter that is not a field is ignored, a malformed value or an unknown sort/super-query field is
 * refused before anything runs.
 */
export async function buildListQuery(db: Db, source: QuerySource, params: RawParams, user: QueryUser, opts: BuildOptions = {}): Promise<ListQuery> {
  const conds: SQL[] = await scopeConditions(db, source, user, opts.deleted);
  const read = (key: string) => param(params, key);
  for (const [name, f] of source.fields) {
    const given = readFieldParams(read, name);
    if (given.value !== undefined) {
      const c = fieldCondition(f, given.value);
      if (c) conds.push(c);
    }
    conds.push(...rangeCondition(f, given.begin, given.end));
  }
  const controls = readListControls(read);
  const sq = superQueryCondition(source.fields, controls.superQueryParams, controls.superQueryMatchType);
  if (sq) conds.push(sq);
  for (const e of opts.extra ?? []) if (e) conds.push(e);
  const sort = sortSpec(source, controls.column, controls.order);
  const max = opts.maxPageSize ?? LIST_MAX_PAGE_SIZE;
  return {
    where: and(...conds) ?? sql`true`,
    orderBy: orderOf(source, sort),
    sort,
    pageNo: pageNumber(controls.pageNo, 1, 1_000_000, '页码'),
    pageSize: pageNumber(controls.pageSize, 10, max, '每页条数'),
  };
}
