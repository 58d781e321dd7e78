import { orgRowCondition, ownerCondition, type TenantScope } from '../tenancy/index';
import { sql } from 'drizzle-orm';
import { DICT_CACHE_MS } from '@meiyun/shared';
import { EVERY_KEY } from '../cache/index';
import { createLocalCache, type LocalCache } from '../cache/local';
import type { AppContext } from '../context';
import { getDictItems } from '../dict/lookup';
import { resolveTableDict } from '../dict/registry';
import type { ApiRecord } from './binding';
import type { FieldMeta } from '@meiyun/shared';

/** Texts of table dictionaries by value, per process, for DICT_CACHE_MS; dropped when the dictionary changes. */
interface TableTexts {
  expires: number;
  texts: Map<string, string | null>;
}
const tableCaches = new WeakMap<AppContext, Map<string, TableTexts>>();
/**
 * Value → text of system dictionaries, per process: a list shows several on every row, and reading them from the
 * shared cache each time cost a copy (or a Redis round trip) per dictionary per request.
 */
const systemCaches = new WeakMap<AppContext, LocalCache<ReadonlyMap<string, string | null>>>();

function cachesOf(ctx: AppContext): { table: Map<string, TableTexts>; system: LocalCache<ReadonlyMap<string, string | null>> } {
  let table = tableCaches.get(ctx);
  let system = systemCaches.get(ctx);
  if (!table || !system) {
    const t = (table = new Map<string, TableTexts>());
    const s = (system = createLocalCache<ReadonlyMap<string, string | null>>({ ttlMs: DICT_CACHE_MS, max: 2_000 }));
    tableCaches.set(ctx, t);
    systemCaches.set(ctx, s);
    ctx.cache.onInvalidate((keys) => {
      for (const k of keys) {
        if (k === 'dict:*' || k === EVERY_KEY) {
          t.clear();
          s.clear();
        } else if (k.startsWith('dict:')) {
          t.delete(k.slice(5));
          s.drop([k.slice(5)]);
        }
      }
    });
  }
  return { table, system };
}

const splitValues = (f: FieldMeta, v: unknown): string[] =>
  v === null || v === undefined || v === '' ? [] : f.multi ? String(v).split(',').map((s) => s.trim()).filter(Boolean) : [String(v)];

/** Value → text of a dictionary, for the values given: one query per table dictionary at most, none for a cached one. */
export async function dictTexts(ctx: AppContext, code: string, values: Iterable<string>): Promise<ReadonlyMap<string, string | null>> {
  const { table: caches, system } = cachesOf(ctx);
  if (!code.includes(',')) return system.get(code, async () => new Map((await getDictItems(ctx, code)).map((i) => [i.value, i.text])));
  const d = resolveTableDict(code);
  if (!d) return new Map();
  let entry = caches.get(code);
  if (!entry || entry.expires <= Date.now()) {
    entry = { expires: Date.now() + DICT_CACHE_MS, texts: new Map() };
    caches.set(code, entry);
  }
  const missing = [...new Set(values)].filter((v) => !entry.texts.has(v)).slice(0, 10_000);
  if (missing.length) {
    const del = d.source.delFlag ? sql`and ${sql.identifier(d.source.delFlag)} = 0` : sql``;
    const res = (await ctx.db.execute(
      sql`select ${sql.identifier(d.value)}::text as value, ${sql.identifier(d.text)}::text as text from ${sql.identifier(d.source.table)}
          where ${sql.identifier(d.value)}::text in (${sql.join(missing.map((v) => sql`${v}`), sql`, `)}) ${del}`,
    )) as unknown as { rows: { value: string; text: string | null }[] };
    for (const v of missing) entry.texts.set(v, null);
    for (const r of res.rows) entry.texts.set(r.value, r.text);
  }
  return entry.texts;
}

/** Adds `<field>_dictText` beside every dictionary-bound field of the records (multi-value texts comma-joined). */
export async function addDictTexts(ctx: AppContext, fields: FieldMeta[], records: ApiRecord[]): Promise<void> {
  for (const f of fields) {
    if (!f.dict || f.secret) continue;
    const values = new Set<string>();
    for (const r of records) for (const v of splitValues(f, r[f.name])) values.add(v);
    const texts = values.size ? await dictTexts(ctx, f.dict, values) : new Map<string, string | null>();
    for (const r of records) {
      const parts = splitValues(f, r[f.name]).map((v) => texts.get(v) ?? v);
      r[`${f.name}_dictText`] = parts.length ? parts.join(',') : null;
    }
  }
}

/** Text → value of a dictionary, for imports (all items of a system dictionary; the given texts of a table one). */
export async function dictValuesByText(ctx: AppContext, code: string, textsWanted: Iterable<string>, scope?: TenantScope): Promise<Map<string, string>> {
  if (!code.includes(',')) {
    const items = await getDictItems(ctx, code);
    return new Map(items.map((i) => [i.text, i.value]));
  }
  const d = resolveTableDict(code);
  const wanted = [...new Set(textsWanted)];
  if (!d || !wanted.length || !scope) return new Map();
  const out = new Map<string, string>();
  // Texts name rows of the importer's tenant only, and of their organisation when they act for one.
  const own = ownerCondition(d.source.owner, scope);
  const org = orgRowCondition(d.source.org, scope);
  const del = sql`${d.source.delFlag ? sql`and ${sql.identifier(d.source.delFlag)} = 0` : sql``} ${own ? sql`and ${own}` : sql``} ${org ? sql`and ${org}` : sql``}`;
  for (let i = 0; i < wanted.length; i += 1000) {
    const chunk = wanted.slice(i, i + 1000);
    const res = (await ctx.db.execute(
      sql`select ${sql.identifier(d.value)}::text as value, ${sql.identifier(d.text)}::text as text from ${sql.identifier(d.source.table)}
          where ${sql.identifier(d.text)}::text in (${sql.join(chunk.map((v) => sql`${v}`), sql`, `)}) ${del}`,
    )) as unknown as { rows: { value: string; text: string }[] };
    for (const r of res.rows) if (!out.has(r.text)) out.set(r.text, r.value);
  }
  return out;
}
