import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { EntityBinding } from './binding';

/**
 * Totals of large lists are reused briefly: counting hundreds of thousands of rows costs far more than the page
 * itself, and a user paging through one filter asks for the same total again and again. Only counts that were slow
 * are kept; every write through the generic routes drops the entity's totals on every instance (the cache's
 * invalidation channel), so the reuse only hides changes made outside them, for at most `countReuse.ttlMs`.
 */
/** Counts slower than `slowMs` are kept for `ttlMs` (tests lower the threshold). */
export const countReuse = { slowMs: 25, ttlMs: 30_000 };
const MAX_ENTRIES_PER_TABLE = 1000;

const dialect = new PgDialect();
const caches = new WeakMap<AppContext, Map<string, Map<string, { total: number; expires: number }>>>();
const keyOf = (table: string) => `count:${table}`;

function cacheOf(ctx: AppContext) {
  let m = caches.get(ctx);
  if (!m) {
    const created = new Map<string, Map<string, { total: number; expires: number }>>();
    caches.set(ctx, created);
    ctx.cache.onInvalidate((keys) => {
      for (const k of keys) if (k.startsWith('count:')) created.delete(k.slice(6));
    });
    m = created;
  }
  return m;
}

function keyOfWhere(where: SQL): string {
  const q = dialect.sqlToQuery(where);
  return `${q.sql}\u0000${JSON.stringify(q.params)}`;
}

/**
 * A total still being reused for these conditions, if any (no query). The key is the conditions' SQL, built only
 * when the table has totals kept: most lists count fast and keep none.
 */
export function reusedCount(ctx: AppContext, b: EntityBinding, where: SQL): number | undefined {
  const kept = cacheOf(ctx).get(b.tableName);
  if (!kept?.size) return undefined;
  const hit = kept.get(keyOfWhere(where));
  return hit && hit.expires > Date.now() ? hit.total : undefined;
}

export async function countRows(ctx: AppContext, b: EntityBinding, where: SQL): Promise<number> {
  const known = reusedCount(ctx, b, where);
  if (known !== undefined) return known;
  const t0 = performance.now();
  const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(b.table).where(where);
  const n = Number(total);
  keepIfSlow(ctx, b, where, n, performance.now() - t0);
  return n;
}

/** Keeps a total that took `ms` to count (alone or with its page) when that was slow. */
export function keepIfSlow(ctx: AppContext, b: EntityBinding, where: SQL, total: number, ms: number): void {
  if (ms < countReuse.slowMs) return;
  const tables = cacheOf(ctx);
  let m = tables.get(b.tableName);
  if (!m) tables.set(b.tableName, (m = new Map()));
  if (m.size >= MAX_ENTRIES_PER_TABLE) m.clear();
  m.set(keyOfWhere(where), { total, expires: Date.now() + countReuse.ttlMs });
}

/** After any write to the entity's table. */
export async function dropCounts(ctx: AppContext, b: Pick<EntityBinding, 'tableName'>): Promise<void> {
  cacheOf(ctx).delete(b.tableName);
  await ctx.cache.invalidate(keyOf(b.tableName));
}
