import { and, asc, eq, sql } from 'drizzle-orm';
import type { DictItem } from '@meiyun/shared';
import { DICT_CACHE_MS } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { sysDict, sysDictItem } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { resolveTableDict } from './registry';

const item = (value: string, text: string): DictItem => ({ value, text, title: text, label: text });
const cacheKey = (code: string) => `dict:${code}`;

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

async function loadTableDict(ctx: AppContext, code: string): Promise<DictItem[]> {
  const d = resolveTableDict(code);
  if (!d) throw new BizError('字典表或字段不存在或不允许访问');
  const del = d.source.delFlag ? sql`where ${sql.identifier(d.source.delFlag)} = 0` : sql``;
  const res = (await ctx.db.execute(
    sql`select ${sql.identifier(d.value)} as value, ${sql.identifier(d.text)} as text from ${sql.identifier(d.source.table)} ${del} order by 2 limit 1000`,
  )) as unknown as { rows: { value: unknown; text: unknown }[] };
  return (res.rows as { value: unknown; text: unknown }[]).map((r) => item(String(r.value ?? ''), String(r.text ?? '')));
}

/** A system dictionary by code, or a registered table dictionary `table,text,code`; cached 30 s. */
export async function getDictItems(ctx: AppContext, code: string): Promise<DictItem[]> {
  const key = cacheKey(code);
  const hit = await ctx.cache.get<DictItem[]>(key);
  if (hit) return hit;
  const items = code.includes(',') ? await loadTableDict(ctx, code) : await loadSystemDict(ctx, code);
  await ctx.cache.set(key, items, DICT_CACHE_MS);
  return items;
}

/** To be called by every change of a dictionary or its items. */
export async function invalidateDict(ctx: AppContext, code: string): Promise<void> {
  await ctx.cache.invalidate(cacheKey(code));
}

/** Every dictionary's cache, system and table ones (the `refleshCache` button). */
export async function invalidateAllDicts(ctx: AppContext): Promise<void> {
  const rows = await ctx.db.select({ code: sysDict.dictCode }).from(sysDict);
  await ctx.cache.invalidate('dict:*', ...rows.map((r) => cacheKey(r.code)));
}
