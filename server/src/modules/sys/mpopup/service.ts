import { sql, type SQL } from 'drizzle-orm';
import { and, eq, like } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { sysPermission } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { popupSource, type PopupSource } from './registry';
import { ownerCondition, type TableReader } from '../../../core/tenancy/index';

export const TABLE_REFUSED = '表或字段不存在或不允许访问';
export const CONDITION_REFUSED = '查询条件有误，需要一个json字符串，且值只能是文字或数字';

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));

/** A registered source the reader may read (one of its permissions, when it names some), else refused. */
async function sourceOrRefuse(table: string, reader: TableReader): Promise<PopupSource> {
  const s = popupSource(table);
  if (!s) throw new BizError(TABLE_REFUSED);
  if (s.permission?.length) {
    const held = await reader.permissions();
    if (!s.permission.some((p) => held.has(p))) throw new BizError(TABLE_REFUSED);
  }
  return s;
}

function column(s: PopupSource, name: string): SQL {
  if (!s.columns.includes(name)) throw new BizError(TABLE_REFUSED);
  return sql`${sql.identifier(name)}`;
}

/**
 * A condition is a JSON object of registered column → scalar value, compared as text for equality (values bound).
 * Anything else (an array, a nested object, an unknown column) is refused.
 */
export function parseCondition(s: PopupSource, raw: string | undefined): SQL[] {
  if (!raw || !raw.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BizError(CONDITION_REFUSED);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BizError(CONDITION_REFUSED);
  return Object.entries(parsed).map(([f, v]) => {
    if (v === null || !['string', 'number', 'boolean'].includes(typeof v)) throw new BizError(CONDITION_REFUSED);
    return sql`t.${column(s, f)}::text = ${String(v)}`;
  });
}

/** `%`, `_` and the escape character itself match literally. */
export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function parseLike(s: PopupSource, raw: string | undefined): SQL[] {
  if (!raw || !raw.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BizError(CONDITION_REFUSED);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BizError(CONDITION_REFUSED);
  return Object.entries(parsed).flatMap(([f, v]) => {
    if (v === null || v === undefined || v === '') return [];
    if (!['string', 'number'].includes(typeof v)) throw new BizError(CONDITION_REFUSED);
    return [sql`t.${column(s, f)}::text ilike ${`%${escapeLike(String(v).trim())}%`} escape '\\'`];
  });
}

/** Live rows of the reader's tenant. */
const liveOnly = (s: PopupSource, reader: TableReader, alias = 't'): SQL[] => {
  const out = s.delFlag ? [sql`${sql.raw(alias)}.${sql.identifier(s.delFlag)} = 0`] : [];
  const own = ownerCondition(s.owner, reader.scope, alias);
  if (own) out.push(own);
  return out;
};
const where = (conds: SQL[]) => (conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``);

export interface TreeQuery {
  tableName: string;
  text: string;
  code: string;
  pid: string;
  pidField: string;
  hasChildField?: string;
  condition?: string;
}

export interface PopupTreeNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

/** One level of the left tree: the rows under `pid` (the roots when empty). */
export async function loadTree(ctx: AppContext, q: TreeQuery, reader: TableReader): Promise<PopupTreeNode[]> {
  const s = await sourceOrRefuse(q.tableName, reader);
  if (!s.tree?.pidFields.includes(q.pidField)) throw new BizError(TABLE_REFUSED);
  if (q.hasChildField && !(s.tree.hasChildFields ?? []).includes(q.hasChildField)) throw new BizError(TABLE_REFUSED);
  const text = column(s, q.text);
  const code = column(s, q.code);
  const pid = column(s, q.pidField);
  const conds = [
    q.pid ? sql`t.${pid}::text = ${q.pid}` : sql`(t.${pid} is null or t.${pid}::text = '' or t.${pid}::text = '0')`,
    ...parseCondition(s, q.condition),
    ...liveOnly(s, reader),
  ];
  const table = sql.identifier(s.table);
  const hasChild = q.hasChildField
    ? sql`t.${sql.identifier(q.hasChildField)}::text = '1'`
    : sql`exists (select 1 from ${table} c where ${sql.join([sql`c.${pid}::text = t.${code}::text`, ...liveOnly(s, reader, 'c')], sql` and `)})`;
  const res = await ctx.db.execute(sql`select t.${code} as code, t.${text} as text, ${hasChild} as has_child from ${table} t ${where(conds)} order by 2 limit 1000`);
  return rowsOf<{ code: unknown; text: unknown; has_child: unknown }>(res).map((r) => {
    const isLeaf = !(r.has_child === true || r.has_child === 't');
    return { key: String(r.code), value: String(r.code), title: String(r.text ?? ''), isLeaf };
  });
}

export interface FormQuery {
  tableName: string;
  showColumn: string;
  condition?: string;
  queryByLike?: string;
  pid?: string;
  pidField?: string;
  sort?: string;
  pageNo: number;
  pageSize: number;
}

/** A page of rows of a registered table: the shown columns only, filtered by the condition, the search and the tree node. */
export async function loadForm(ctx: AppContext, q: FormQuery, reader: TableReader) {
  const s = await sourceOrRefuse(q.tableName, reader);
  const shown = [...new Set(q.showColumn.split(',').map((c) => c.trim()).filter(Boolean))];
  if (!shown.length) throw new BizError(TABLE_REFUSED);
  const cols = shown.map((c) => column(s, c));
  const conds = [...parseCondition(s, q.condition), ...parseLike(s, q.queryByLike), ...liveOnly(s, reader)];
  if (q.pid && q.pidField) conds.push(sql`t.${column(s, q.pidField)}::text = ${q.pid}`);
  let order = sql``;
  if (q.sort) {
    const m = /^(\w+)=(asc|desc)$/.exec(q.sort.trim());
    if (!m) throw new BizError('排序参数格式不正确');
    order = sql`order by t.${column(s, m[1])} ${sql.raw(m[2])}`;
  } else if (s.columns.includes('id')) {
    order = sql`order by t.${sql.identifier('id')}`;
  }
  const table = sql.identifier(s.table);
  const [countRes, pageRes] = await Promise.all([
    ctx.db.execute(sql`select count(*)::int as n from ${table} t ${where(conds)}`),
    ctx.db.execute(
      sql`select ${sql.join(cols.map((c, i) => sql`t.${c} as ${sql.identifier(shown[i])}`), sql`, `)} from ${table} t ${where(conds)} ${order}
          limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`,
    ),
  ]);
  const total = Number(rowsOf<{ n: number }>(countRes)[0]?.n ?? 0);
  return { records: rowsOf<Record<string, unknown>>(pageRes), total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) };
}

/** The display texts of stored keys, in the order of the keys, comma-joined. */
export async function showText(ctx: AppContext, q: { tableName: string; ids: string[]; showColumn: string; queryColumn: string }, reader: TableReader): Promise<string> {
  const s = await sourceOrRefuse(q.tableName, reader);
  const show = column(s, q.showColumn);
  const key = column(s, q.queryColumn);
  if (!q.ids.length) return '';
  const res = await ctx.db.execute(
    sql`select t.${key}::text as k, t.${show}::text as v from ${sql.identifier(s.table)} t
        ${where([sql`t.${key}::text in (${sql.join(q.ids.map((i) => sql`${i}`), sql`, `)})`, ...liveOnly(s, reader)])}`,
  );
  const byKey = new Map(rowsOf<{ k: string; v: string | null }>(res).map((r) => [r.k, r.v ?? '']));
  return q.ids.map((i) => byKey.get(i) ?? i).join(',');
}

/** With the trailing colon, so `system:user` never matches `system:userx:add`. */
export const normalizePrefix = (p: string) => (p.endsWith(':') ? p : `${p}:`);

/** Every enabled button code under the prefix. */
export async function codesUnder(ctx: AppContext, prefix: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ perms: sysPermission.perms })
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, 0), eq(sysPermission.status, '1'), like(sysPermission.perms, `%${escapeLike(prefix)}%`)));
  const codes = new Set<string>();
  for (const r of rows) for (const c of (r.perms ?? '').split(',')) if (c.trim().startsWith(prefix)) codes.add(c.trim());
  return [...codes].sort();
}
