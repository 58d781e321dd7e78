import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '@meiyun/shared';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { RequestAuth } from '../auth/guard';
import { BizError } from '../http/envelope';
import { orgOf } from '../tenancy/index';
import { buildListQuery, scopeConditions, type BuildOptions, type ListQuery, type RawParams } from '../query/build';
import type { QueryUser } from '../query/source';
import type { ApiRecord, EntityBinding } from './binding';
import { toApiRecord } from './records';
import { addDictTexts } from './dict-text';
import { countRows, keepIfSlow, reusedCount } from './counts';
import { bookmarkReuse, markOf, remember, seekFor, SORT_KEY, sortKeyColumn, withSeek } from './bookmarks';

export const MAX_BATCH_IDS = 1000;
/** From this offset on a page is read by ids first. */
export const DEFERRED_JOIN_OFFSET = 1000;


/** Who is asking, as the query needs it; whether they are the platform administrator only when the source asks. */
export async function queryUser(auth: RequestAuth, source?: { tenantScope?: unknown }): Promise<QueryUser> {
  const user: QueryUser = {
    userId: auth.user.id,
    username: auth.user.username,
    orgCode: auth.session.orgCode ?? auth.user.orgCode ?? null,
    tenantId: auth.tenantId,
    dataRules: (permissionId) => auth.dataRules(permissionId),
  };
  const org = orgOf(auth.user);
  if (org) user.org = org;
  if (source?.tenantScope) user.platformAdmin = await auth.isPlatformAdmin();
  return user;
}

export const notFound = () => new BizError('未找到对应数据');

/** Comma-separated ids (or an array of them), bounded. */
export function idList(raw: unknown): string[] {
  const parts = Array.isArray(raw) ? raw.flatMap((x) => String(x).split(',')) : typeof raw === 'string' ? raw.split(',') : [];
  const ids = [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
  if (!ids.length) throw new BizError('请选择一条记录！');
  if (ids.length > MAX_BATCH_IDS) throw new BizError(`一次最多操作${MAX_BATCH_IDS}条记录`);
  if (ids.some((id) => id.length > 64 || id.includes('\u0000'))) throw new BizError('参数不正确');
  return ids;
}

export const selectRecord = (db: Db, b: EntityBinding) => db.select(b.readable as Record<string, PgColumn>).from(b.table);

/** Records as lists show them: dictionary texts beside the values, computed fields added. */
export async function present(ctx: AppContext, b: EntityBinding, rows: Record<string, unknown>[]): Promise<ApiRecord[]> {
  const records = rows.map((r) => toApiRecord(b, r));
  await addDictTexts(ctx, b.meta.fields, records);
  if (b.hooks.decorate) await b.hooks.decorate(ctx, records);
  return records;
}

/** One page of the list (or of the recycle bin with `deleted`). */
export async function listPage(ctx: AppContext, b: EntityBinding, auth: RequestAuth, params: RawParams, opts: BuildOptions = {}): Promise<Page<ApiRecord>> {
  const q = await buildListQuery(ctx.db, b, params, await queryUser(auth, b), { ...opts, extra: [...(opts.extra ?? []), b.listScope?.(params)] });
  const offset = (q.pageNo - 1) * q.pageSize;
  const pageOf = (rows: Record<string, unknown>[], total: number) => present(ctx, b, rows).then((records) => ({ records, total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) }));
  // A page past the end of a total still being reused needs no query (a user who typed a large page number).
  const known = reusedCount(ctx, b, q.where);
  if (known !== undefined && offset >= known) return pageOf([], known);

  const seek = seekFor(ctx, b, q, offset);
  const marking = offset + q.pageSize >= bookmarkReuse.fromOffset;
  // A shallow page brings its total along, in the same statement: one round trip and one plan instead of two.
  // Deeper pages, read by a bookmark or by ids first, count beside; a kept total needs no count at all.
  if (known === undefined && !seek && !marking && offset < DEFERRED_JOIN_OFFSET) {
    const t0 = performance.now();
    const read = await readPage(ctx, b, q, q.where, offset, false, true);
    if (read.total !== undefined) keepIfSlow(ctx, b, q.where, read.total, performance.now() - t0);
    // No row: nothing matches, or the page lies past the end (then the total is counted on its own).
    return pageOf(read.rows, read.total ?? (offset === 0 ? 0 : await countRows(ctx, b, q.where)));
  }
  const count = countRows(ctx, b, q.where);
  count.catch(() => undefined); // awaited below; a failing page read must not leave it unhandled
  let read = await readPage(ctx, b, q, seek ? withSeek(q, seek) : q.where, seek ? seek.skip : offset, marking);
  // Rows past a nullable column's nulls are not reached from a bookmark: a short page read from one proves nothing.
  if (seek?.incomplete && read.rows.length < q.pageSize) read = await readPage(ctx, b, q, q.where, offset, marking);
  if (marking) {
    if (read.before) remember(ctx, b, q, offset, markOf(read.before));
    if (read.rows.length === q.pageSize) remember(ctx, b, q, offset + q.pageSize, markOf(read.rows[read.rows.length - 1]));
    for (const r of read.rows) delete r[SORT_KEY];
  }
  return pageOf(read.rows, await count);
}

/**
 * The page's rows after skipping `skip` rows of `where` and, when `marking`, the row just before them and every
 * row's sort key (which bookmark the page).
 * Deep pages skip rows by id only (an index-only scan where an index covers the filter and the order), then read
 * the page's rows: skipping full rows would fetch every skipped row from the table.
 */
async function readPage(ctx: AppContext, b: EntityBinding, q: ListQuery, where: SQL, skip: number, marking: boolean, withTotal = false) {
  const before = marking && skip > 0 ? 1 : 0;
  const from = skip - before;
  const limit = q.pageSize + before;
  const key = marking ? sortKeyColumn(q) : undefined;
  // The total of `where` on every row, counted once (an uncorrelated subquery is evaluated once per statement).
  const total: Record<string, SQL> = withTotal ? { [TOTAL_KEY]: sql<number>`(select count(*)::int from ${b.table} where ${where})` } : {};
  const select = () => ctx.db.select({ ...(b.readable as Record<string, PgColumn>), ...(key ? { [SORT_KEY]: key } : {}), ...total }).from(b.table);
  const rows =
    from >= DEFERRED_JOIN_OFFSET
      ? await select()
          .where(inArray(b.id, ctx.db.select({ id: b.id }).from(b.table).where(where).orderBy(...q.orderBy).limit(limit).offset(from)))
          .orderBy(...q.orderBy)
      : await select().where(where).orderBy(...q.orderBy).limit(limit).offset(from);
  let counted: number | undefined;
  if (withTotal) {
    counted = rows.length ? Number((rows[0] as Record<string, unknown>)[TOTAL_KEY]) : undefined;
    for (const r of rows as Record<string, unknown>[]) delete r[TOTAL_KEY];
  }
  const page = before && rows.length ? { before: rows[0] as Record<string, unknown>, rows: rows.slice(1) as Record<string, unknown>[] } : { before: undefined, rows: rows as Record<string, unknown>[] };
  return { ...page, total: counted };
}

/** The key a page's total travels under (no field is named so). */
const TOTAL_KEY = '__total';

/** Records of these ids the user may see (live, or deleted for the recycle bin), in the scope of the list. */
/** The rows as selected (column keys, not yet records) of the ids the caller may see. */
async function selectScoped(db: Db, b: EntityBinding, auth: RequestAuth, ids: string[], deleted = false): Promise<Record<string, unknown>[]> {
  const scope: SQL[] = await scopeConditions(db, b, await queryUser(auth, b), deleted);
  return selectRecord(db, b).where(and(inArray(b.id, ids), ...scope));
}

export async function loadScoped(db: Db, b: EntityBinding, auth: RequestAuth, ids: string[], deleted = false): Promise<ApiRecord[]> {
  return (await selectScoped(db, b, auth, ids, deleted)).map((r) => toApiRecord(b, r));
}

/** One record as the list shows it; the row is turned into a record once (a field named otherwise than its column keeps its value). */
export async function loadOne(ctx: AppContext, b: EntityBinding, auth: RequestAuth, id: string): Promise<ApiRecord> {
  const [r] = await selectScoped(ctx.db, b, auth, [id]);
  if (!r) throw notFound();
  const [shown] = await present(ctx, b, [r]);
  return shown;
}

/** A unique index answering a race the checks did not see: a clear message instead of an internal error. */
export async function withUniqueGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const code = (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new BizError('数据已存在，请勿重复提交');
    throw e;
  }
}

/** How a record is named in log entries: its first declared text field, else its id. */
export function describe(b: EntityBinding, r: Record<string, unknown>): string {
  const f = b.meta.fields.find((x) => x.type === 'string' && !x.secret && r[x.name]);
  return f ? String(r[f.name]) : String(r.id);
}

