import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DictItem, TreeDataParams, TreeNode } from '@meiyun/shared';
import { DICT_CACHE_MS, parseTreeCondition, TREE_CONDITION_MESSAGE } from '@meiyun/shared';
import type { AppContext } from '../context';
import { sysDict, sysDictItem } from '../db/schema/index';
import { BizError } from '../http/envelope';
import { escapeLike } from '../query/values';
import { resolveTableDict, resolveTreeDict, type DictSource } from './registry';
import { orgRowCondition, ownerCondition, type TableReader, type TenantScope } from '../tenancy/index';

/**
 * Who reads a table dictionary: the tenant filter and the permission of the source apply to every read. Without
 * a reader a table dictionary answers nothing (fail closed).
 */
export type DictReader = TableReader;

const TABLE_REFUSED = '字典表或字段不存在或不允许访问';
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));

const item = (value: string, text: string): DictItem => ({ value, text, title: text, label: text });
const cacheKey = (code: string) => `dict:${code}`;

/** A table dictionary's source, refused (as if it did not exist) to a reader without its permission. */
async function readable<T extends { source: DictSource }>(d: T | null, reader: DictReader | undefined): Promise<T> {
  if (!d || !reader) throw new BizError(TABLE_REFUSED);
  const need = d.source.permission;
  if (need?.length) {
    const held = await reader.permissions();
    if (!need.some((p) => held.has(p))) throw new BizError(TABLE_REFUSED);
  }
  return d;
}

/** The rows of a source the reader may see: live ones of their tenant and, acting for an organisation, its own. */
function visibleRows(source: DictSource, reader: DictReader, alias?: string): SQL[] {
  const out: SQL[] = [];
  const own = ownerCondition(source.owner, reader.scope, alias);
  if (own) out.push(own);
  const org = orgRowCondition(source.org, reader.scope, alias);
  if (org) out.push(org);
  if (source.delFlag) out.push(alias ? sql`${sql.identifier(alias)}.${sql.identifier(source.delFlag)} = 0` : sql`${sql.identifier(source.delFlag)} = 0`);
  return out;
}

const whereAll = (conds: SQL[]) => (conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``);

/** The cache key of a table dictionary for this reader: tenants, and organisations within one, see different rows. */
function tableKey(code: string, source: DictSource, scope: TenantScope): string {
  const owner = source.owner;
  const who = owner === 'platform' ? '' : 'self' in owner ? (scope.platformAdmin ? 'all' : `s${scope.tenantIds.join('.')}`) : `t${scope.tenantId}`;
  const org = source.org && scope.org ? `/${scope.org.kind}:${scope.org.id}` : '';
  return `${cacheKey(code)}@${who}${org}`;
}

/** Every system dictionary with its enabled items: the sign-in result carries them. */
export async function allSystemDictItems(ctx: AppContext): Promise<Record<string, DictItem[]>> {
  const rows = await ctx.db
    .select({ code: sysDict.dictCode, value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(eq(sysDict.delFlag, 0), eq(sysDictItem.status, 1)))
    .orderBy(asc(sysDict.dictCode), asc(sysDictItem.sortOrder));
  const out: Record<string, DictItem[]> = {};
  for (const r of rows) (out[r.code] ??= []).push(item(r.value, r.text));
  return out;
}

async function loadSystemDict(ctx: AppContext, code: string): Promise<DictItem[]> {
  const rows = await ctx.db
    .select({ value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(eq(sysDict.dictCode, code), eq(sysDict.delFlag, 0), eq(sysDictItem.status, 1)))
    .orderBy(asc(sysDictItem.sortOrder));
  return rows.map((r) => item(r.value, r.text));
}

/** The most rows a table dictionary answers (ordered by text). */
export const TABLE_DICT_MAX_ITEMS = 1000;

async function loadTableDict(ctx: AppContext, code: string, reader: DictReader | undefined): Promise<DictItem[]> {
  const d = await readable(resolveTableDict(code), reader);
  const key = tableKey(code, d.source, reader!.scope);
  const hit = await ctx.cache.get<DictItem[]>(key);
  if (hit) return hit;
  const res = (await ctx.db.execute(
    sql`select ${sql.identifier(d.value)} as value, ${sql.identifier(d.text)} as text from ${sql.identifier(d.source.table)} ${whereAll(visibleRows(d.source, reader!))} order by 2 limit ${TABLE_DICT_MAX_ITEMS}`,
  )) as unknown as { rows: { value: unknown; text: unknown }[] };
  const items = (res.rows as { value: unknown; text: unknown }[]).map((r) => item(String(r.value ?? ''), String(r.text ?? '')));
  await ctx.cache.set(key, items, DICT_CACHE_MS);
  return items;
}

/**
 * A system dictionary by code, or a registered table dictionary `table,text,code` read as `reader` may (its
 * tenant's rows, its permission); cached 30 s.
 */
export async function getDictItems(ctx: AppContext, code: string, reader?: DictReader): Promise<DictItem[]> {
  if (code.includes(',')) return loadTableDict(ctx, code, reader);
  const key = cacheKey(code);
  const hit = await ctx.cache.get<DictItem[]>(key);
  if (hit) return hit;
  const items = await loadSystemDict(ctx, code);
  await ctx.cache.set(key, items, DICT_CACHE_MS);
  return items;
}

/** To be called by every change of a dictionary or its items. */
export async function invalidateDict(ctx: AppContext, code: string): Promise<void> {
  await ctx.cache.invalidate(cacheKey(code));
}

/** A LIKE pattern matching `keyword` anywhere, with LIKE's own wildcards taken literally (escape `\`). */
export function containsPattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}

/** loadDict: the items whose text contains the keyword (all when empty), at most `pageSize`. */
export async function searchDict(ctx: AppContext, code: string, keyword: string, pageSize: number, reader?: DictReader): Promise<DictItem[]> {
  const like = containsPattern(keyword);
  if (!code.includes(',')) {
    const rows = await ctx.db
      .select({ value: sysDictItem.itemValue, text: sysDictItem.itemText })
      .from(sysDictItem)
      .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
      .where(and(eq(sysDict.dictCode, code), eq(sysDict.delFlag, 0), eq(sysDictItem.status, 1), sql`${sysDictItem.itemText} ilike ${like} escape '\\'`))
      .orderBy(asc(sysDictItem.sortOrder))
      .limit(pageSize);
    return rows.map((r) => item(r.value, r.text));
  }
  const d = await readable(resolveTableDict(code), reader);
  const conds = [sql`${sql.identifier(d.text)}::text ilike ${like} escape '\\'`, ...visibleRows(d.source, reader!)];
  const res = await ctx.db.execute(
    sql`select ${sql.identifier(d.value)} as value, ${sql.identifier(d.text)} as text from ${sql.identifier(d.source.table)}
        where ${sql.join(conds, sql` and `)} order by 2 limit ${pageSize}`,
  );
  return rowsOf<{ value: unknown; text: unknown }>(res).map((r) => item(String(r.value ?? ''), String(r.text ?? '')));
}

/** loadDictItem: the text of each key, in the order asked; an unknown key answers itself. */
export async function dictTexts(ctx: AppContext, code: string, keys: string[], reader?: DictReader): Promise<string[]> {
  if (keys.length === 0) return [];
  let pairs: { value: string; text: string }[];
  if (!code.includes(',')) {
    pairs = (await getDictItems(ctx, code)).map((i) => ({ value: i.value, text: i.text }));
  } else {
    const d = await readable(resolveTableDict(code), reader);
    const conds = [sql`${sql.identifier(d.value)}::text in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`, ...visibleRows(d.source, reader!)];
    const res = await ctx.db.execute(
      sql`select ${sql.identifier(d.value)} as value, ${sql.identifier(d.text)} as text from ${sql.identifier(d.source.table)} where ${sql.join(conds, sql` and `)}`,
    );
    pairs = rowsOf<{ value: unknown; text: unknown }>(res).map((r) => ({ value: String(r.value ?? ''), text: String(r.text ?? '') }));
  }
  const byValue = new Map(pairs.map((p) => [p.value, p.text]));
  return keys.map((k) => byValue.get(k) ?? k);
}

/**
 * loadTreeData: the children of `pid` (the roots when empty: no parent, an empty one or '0') of a registered tree
 * table, as tree nodes keyed by the code column. Leaves come from `hasChildField` when given, else from a look at
 * the rows below.
 */
export async function treeData(ctx: AppContext, q: TreeDataParams, reader?: DictReader): Promise<TreeNode[]> {
  const condition = parseTreeCondition(q.condition);
  if (!condition) throw new BizError(TREE_CONDITION_MESSAGE);
  const d = await readable(resolveTreeDict({ ...q, conditionFields: Object.keys(condition) }), reader);
  const pidCol = sql.identifier(d.pidField);
  // The condition and the deleted-row filter, for the rows listed (t) and for the look below them (c).
  const filters = (alias: 't' | 'c') => {
    const a = sql.raw(alias);
    const list = Object.entries(condition).map(([f, v]) => sql`${a}.${sql.identifier(f)}::text = ${String(v)}`);
    list.push(...visibleRows(d.source, reader!, alias));
    return list;
  };
  const conds = [
    q.pid ? sql`t.${pidCol}::text = ${q.pid}` : sql`(t.${pidCol} is null or t.${pidCol}::text = '' or t.${pidCol}::text = '0')`,
    ...filters('t'),
  ];
  const table = sql.identifier(d.source.table);
  const hasChild = d.hasChildField
    ? sql`t.${sql.identifier(d.hasChildField)}::text = '1'`
    : sql`exists (select 1 from ${table} c where ${sql.join([sql`c.${pidCol}::text = t.${sql.identifier(d.code)}::text`, ...filters('c')], sql` and `)})`;
  const res = await ctx.db.execute(
    sql`select t.${sql.identifier(d.code)} as code, t.${sql.identifier(d.text)} as text, ${hasChild} as has_child
        from ${table} t where ${sql.join(conds, sql` and `)} order by 2 limit 1000`,
  );
  return rowsOf<{ code: unknown; text: unknown; has_child: unknown }>(res).map((r) => {
    const isLeaf = !(r.has_child === true || r.has_child === 't');
    return { key: String(r.code), value: String(r.code), title: String(r.text ?? ''), isLeaf, leaf: isLeaf ? 1 : 0 };
  });
}

/** Every dictionary's cache, system and table ones (the `refleshCache` button). */
export async function invalidateAllDicts(ctx: AppContext): Promise<void> {
  const rows = await ctx.db.select({ code: sysDict.dictCode }).from(sysDict);
  await ctx.cache.invalidate('dict:*', ...rows.map((r) => cacheKey(r.code)));
}
