import { and, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { ListQuery } from '../query/build';
import type { EntityBinding } from './binding';

/**
 * Where deep pages begin. Skipping 50 000 rows of a filtered, sorted list costs the database tens of milliseconds
 * however good the index; starting right after a known row costs nothing. So the list remembers, for the same
 * conditions and order, the sort key of the row just before each page it served and of the page's last row; a
 * later request for that page, the next one or one a few pages on seeks past the nearest remembered row instead of
 * skipping from the start. Kept `ttlMs` and dropped with the entity's totals on every write through the generic
 * routes (`dropCounts`), so, like reused totals, a bookmark only hides changes made around the routes for a while.
 */
export const bookmarkReuse = { ttlMs: 30_000, fromOffset: 1000, maxSkip: 1000 };
const MAX_LISTS_PER_TABLE = 200;
const MAX_MARKS_PER_LIST = 100;

/**
 * The sort key of a row: the sort column's value as the database writes it in text (exact: a timestamp keeps its
 * microseconds, which a JavaScript Date would lose), null for a null; the id.
 */
export interface Mark {
  value: string | null;
  id: string;
}
interface Marks {
  expires: number;
  at: Map<number, Mark>;
}

/** The column a page read adds to carry each row's sort key (removed before the rows are shown). */
export const SORT_KEY = '__sortKey';
export const sortKeyColumn = (q: ListQuery): SQL | undefined => (q.sort.column ? sql<string | null>`${q.sort.column}::text` : undefined);

const dialect = new PgDialect();
const stores = new WeakMap<AppContext, Map<string, Map<string, Marks>>>();

function storeOf(ctx: AppContext) {
  let m = stores.get(ctx);
  if (!m) {
    const created = new Map<string, Map<string, Marks>>();
    stores.set(ctx, created);
    // The totals' invalidation key: a write that drops an entity's totals drops its bookmarks too.
    ctx.cache.onInvalidate((keys) => {
      for (const k of keys) if (k.startsWith('count:')) created.delete(k.slice(6));
    });
    m = created;
  }
  return m;
}

function listKey(q: ListQuery): string {
  const w = dialect.sqlToQuery(sql`${q.where} order by ${sql.join(q.orderBy, sql`, `)}`);
  return `${w.sql}\u0000${JSON.stringify(w.params)}`;
}

export function markOf(row: Record<string, unknown>): Mark {
  const v = row[SORT_KEY];
  return { value: v === null || v === undefined ? null : String(v), id: String(row.id) };
}

/** Remembers that the row after `mark` is at `offset` in the list. */
export function remember(ctx: AppContext, b: EntityBinding, q: ListQuery, offset: number, mark: Mark) {
  if (offset < bookmarkReuse.fromOffset) return;
  const tables = storeOf(ctx);
  let lists = tables.get(b.tableName);
  if (!lists) tables.set(b.tableName, (lists = new Map()));
  const key = listKey(q);
  let marks = lists.get(key);
  if (!marks || marks.expires <= Date.now()) {
    if (lists.size >= MAX_LISTS_PER_TABLE) lists.clear();
    lists.set(key, (marks = { expires: Date.now() + bookmarkReuse.ttlMs, at: new Map() }));
  }
  if (marks.at.size >= MAX_MARKS_PER_LIST) marks.at.clear();
  marks.at.set(offset, mark);
}

export interface Seek {
  /** Rows strictly after the bookmarked row, in list order. */
  after: SQL;
  /** Rows still to skip after it. */
  skip: number;
  /** Whether rows after the bookmark may also lie beyond `after` (nulls of a nullable column): a short read then proves nothing. */
  incomplete: boolean;
}

/** The nearest bookmark at or before `offset` worth using, as a condition and the rows left to skip. */
export function seekFor(ctx: AppContext, b: EntityBinding, q: ListQuery, offset: number): Seek | undefined {
  if (offset < bookmarkReuse.fromOffset) return undefined;
  const marks = storeOf(ctx).get(b.tableName)?.get(listKey(q));
  if (!marks || marks.expires <= Date.now()) return undefined;
  let best: number | undefined;
  for (const at of marks.at.keys()) if (at <= offset && offset - at <= bookmarkReuse.maxSkip && (best === undefined || at > best)) best = at;
  if (best === undefined) return undefined;
  const seek = afterCondition(b, q, marks.at.get(best)!);
  return seek && { ...seek, skip: offset - best };
}

/**
 * Rows after (value, id) in the order `col dir, id dir`. PostgreSQL puts nulls last going up and first going down;
 * a row comparison with a null is never true, so the rows of the other side of the nulls need their own condition
 * and are only reached by the plain path (`incomplete`).
 */
function afterCondition(b: EntityBinding, q: ListQuery, m: Mark): Omit<Seek, 'skip'> | undefined {
  const { column: col, dir } = q.sort;
  const cmp = sql.raw(dir === 'asc' ? '>' : '<');
  const id = sql`${m.id}`;
  if (!col) return { after: sql`${b.id} ${cmp} ${id}`, incomplete: false };
  const nullable = !col.notNull;
  if (m.value === null) {
    // Within the nulls: going up they are the end of the list; going down the other values still follow.
    return { after: sql`(${col} is null and ${b.id} ${cmp} ${id})`, incomplete: dir === 'desc' };
  }
  const v = sql`${m.value}::${sql.raw(col.getSQLType())}`;
  return { after: sql`(${col}, ${b.id}) ${cmp} (${v}, ${id})`, incomplete: nullable && dir === 'asc' };
}

export const withSeek = (q: ListQuery, s: Seek): SQL => and(q.where, s.after)!;
