import { ownerCondition, type TenantScope } from '../tenancy/index';
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import Decimal from 'decimal.js';
import { isImported, isInForm, normalizeByRules, patternProblem, type FieldMeta } from '@meiyun/shared';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { BizError } from '../http/envelope';
import { parseValue } from '../query/values';
import { getDictItems } from '../dict/lookup';
import { resolveTableDict } from '../dict/registry';
import type { ColumnValues, EntityBinding } from './binding';

export type WriteMode = 'add' | 'edit' | 'import';

/** The fields a write of that kind takes. */
export function writableFields(b: EntityBinding, mode: WriteMode): FieldMeta[] {
  return b.allFields
    .map((f) => f.meta)
    .filter((f) => {
      if (f.readonly) return false;
      if (mode === 'import') return isImported(f);
      if (!isInForm(f)) return false;
      return mode === 'add' || !(f.secret || (f.form && f.form.addOnly));
    });
}

const isChoice = (f: FieldMeta) => !!f.dict || ['select', 'radio', 'checkbox', 'list_multi', 'sel_search', 'sel_depart', 'sel_user', 'switch'].includes((f.form && f.form.widget) || '');

/** The checked value of one field, or a Chinese message; `undefined` raw means "not sent". */
export function checkField(f: FieldMeta, raw: unknown, dictValues?: ReadonlySet<string>): { value: unknown } | { error: string } {
  const given = raw === null || raw === undefined ? '' : typeof raw === 'string' ? raw.trim() : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : null;
  if (given === null) return { error: `${f.label}的值格式不正确` };
  // The stored form the rules ask for (a plate upper-case, an account without its spaces) is checked and saved.
  const s = (f.type === 'string' || f.type === 'text') && f.rules ? normalizeByRules(f.rules, given) : given;
  if (s === '') return f.required ? { error: `${isChoice(f) ? '请选择' : '请输入'}${f.label}` } : { value: null };
  if (s.includes('\u0000')) return { error: `${f.label}包含非法字符` };
  let value: unknown;
  try {
    value = parseValue(f, s);
  } catch (e) {
    return { error: (e as Error).message };
  }
  if (f.type === 'string' || f.type === 'text') {
    if (f.maxLength !== undefined && [...s].length > f.maxLength) return { error: `${f.label}最大长度${f.maxLength}位字符` };
    for (const r of f.rules ?? []) {
      const problem = patternProblem(r, s, f.label);
      if (problem) return { error: problem };
    }
  }
  if (typeof value === 'number' || f.type === 'decimal') {
    // Exact for decimals: money just over its bound (999999999999999.01) is the same double as the bound itself.
    const n = new Decimal(String(value));
    if (f.min !== undefined && n.lessThan(f.min)) return { error: `${f.label}不能小于${f.min}` };
    if (f.max !== undefined && n.greaterThan(f.max)) return { error: `${f.label}不能大于${f.max}` };
    if (f.type === 'decimal' && f.scale !== undefined && (String(value).split('.')[1]?.length ?? 0) > f.scale) {
      return { error: `${f.label}最多${f.scale}位小数` };
    }
  }
  if (f.dict && dictValues) {
    const parts = f.multi ? s.split(',').map((x) => x.trim()).filter(Boolean) : [s];
    if (parts.some((p) => !dictValues.has(p))) return { error: `${f.label}的值不在可选范围内` };
  }
  if (f.type === 'datetime' && typeof value === 'string') value = new Date(value);
  return { value };
}

/** Valid values of the dictionary fields: a system dictionary's items, or those of the given values a table holds. */
export async function dictValueSets(ctx: AppContext, fields: FieldMeta[], given: Map<string, Set<string>>, scope?: TenantScope): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const f of fields) {
    if (!f.dict) continue;
    if (!f.dict.includes(',')) {
      out.set(f.name, new Set((await getDictItems(ctx, f.dict)).map((i) => i.value)));
      continue;
    }
    const d = resolveTableDict(f.dict);
    const wanted = [...(given.get(f.name) ?? [])];
    const found = new Set<string>();
    // A value must name a row the writer may see: another tenant's department is no value at all.
    const own = d && scope ? ownerCondition(d.source.owner, scope) : sql`false`;
    if (d && wanted.length) {
      const del = sql`${d.source.delFlag ? sql`and ${sql.identifier(d.source.delFlag)} = 0` : sql``} ${own ? sql`and ${own}` : sql``}`;
      for (let i = 0; i < wanted.length; i += 1000) {
        const chunk = wanted.slice(i, i + 1000);
        const res = (await ctx.db.execute(
          sql`select ${sql.identifier(d.value)}::text as v from ${sql.identifier(d.source.table)} where ${sql.identifier(d.value)}::text in (${sql.join(chunk.map((v) => sql`${v}`), sql`, `)}) ${del}`,
        )) as unknown as { rows: { v: string }[] };
        for (const r of res.rows) found.add(r.v);
      }
    }
    out.set(f.name, found);
  }
  return out;
}

/** The values of each dictionary field in the inputs, split for multi-value fields. */
export function dictValuesGiven(fields: FieldMeta[], inputs: Record<string, unknown>[]): Map<string, Set<string>> {
  const m = new Map<string, Set<string>>();
  for (const f of fields) {
    if (!f.dict) continue;
    const set = new Set<string>();
    for (const i of inputs) {
      const v = i[f.name];
      if (v === null || v === undefined || v === '') continue;
      for (const p of f.multi ? String(v).split(',') : [String(v)]) if (p.trim()) set.add(p.trim());
    }
    m.set(f.name, set);
  }
  return m;
}

export interface CheckedRecord {
  /** Field name → checked value. */
  input: Record<string, unknown>;
  /** Column values to write. */
  values: ColumnValues;
}

/** Checks a record's fields (those sent, for an edit); the first problem as a Chinese message. */
export function checkRecord(b: EntityBinding, raw: Record<string, unknown>, mode: WriteMode, dicts: Map<string, Set<string>>): CheckedRecord | { error: string } {
  const input: Record<string, unknown> = {};
  const values: ColumnValues = {};
  for (const f of writableFields(b, mode)) {
    const sent = Object.hasOwn(raw, f.name);
    if (mode === 'edit' && !sent) continue;
    const r = checkField(f, sent ? raw[f.name] : undefined, dicts.get(f.name));
    if ('error' in r) return r;
    input[f.name] = r.value;
    // Left empty, a column the database fills itself (NOT NULL with a default) gets its default, not a null.
    const column = b.fields.get(f.name)?.column;
    if (r.value === null && column?.notNull && column.hasDefault) continue;
    const key = b.keyOf.get(f.name);
    if (key && !f.secret) values[key] = r.value;
  }
  return { input, values };
}

/** The key a unique field's value is compared by (its value plus the fields it is unique with). */
export const uniqueKey = (f: FieldMeta, input: Record<string, unknown>) => JSON.stringify([input[f.name], ...(f.uniqueWith ?? []).map((w) => input[w] ?? null)]);

/**
 * Unique fields already taken in the table (soft-deleted rows count: they can be restored), within the tenant
 * for tenant-scoped entities. Answers, per unique field, the keys taken. One query per unique field and 500 rows.
 */
export async function takenUniqueKeys(
  db: Db,
  b: EntityBinding,
  tenantId: number | null,
  inputs: Record<string, unknown>[],
  excludeId?: string,
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const af of b.allFields) {
    const f = af.meta;
    if (!f.unique || !af.column) continue;
    const taken = new Set<string>();
    out.set(f.name, taken);
    const withCols = (f.uniqueWith ?? []).map((w) => b.fields.get(w)?.column).filter((c): c is PgColumn => !!c);
    const candidates = inputs.filter((i) => i[f.name] !== null && i[f.name] !== undefined && i[f.name] !== '');
    for (let i = 0; i < candidates.length; i += 500) {
      const chunk = candidates.slice(i, i + 500);
      const conds: (SQL | undefined)[] = [];
      if (withCols.length) {
        conds.push(or(...chunk.map((c) => and(eq(af.column!, c[f.name]), ...(f.uniqueWith ?? []).map((w, j) => (c[w] == null ? sql`${withCols[j]} is null` : eq(withCols[j], c[w])))))));
      } else {
        conds.push(inArray(af.column, chunk.map((c) => c[f.name])));
      }
      if (b.tenant) conds.push(tenantId === null ? sql`${b.tenant} is null` : eq(b.tenant, tenantId));
      if (excludeId) conds.push(ne(b.id, excludeId));
      const sel: Record<string, PgColumn> = { v: af.column };
      withCols.forEach((c, j) => (sel[`w${j}`] = c));
      const rows = (await db.select(sel).from(b.table).where(and(...conds))) as Record<string, unknown>[];
      for (const r of rows) {
        const rec: Record<string, unknown> = { [f.name]: r.v };
        (f.uniqueWith ?? []).forEach((w, j) => (rec[w] = r[`w${j}`]));
        taken.add(uniqueKey(f, normaliseForKey(b, rec)));
      }
    }
  }
  return out;
}

/** Numbers read back from the database compare equal to the checked input. */
function normaliseForKey(b: EntityBinding, rec: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rec)) {
    const f = b.fields.get(k)?.meta;
    out[k] = f && (f.type === 'int') && v !== null ? Number(v) : v;
  }
  return out;
}

/** The first unique field of the input already taken, as a message. */
export function clashMessage(b: EntityBinding, input: Record<string, unknown>, taken: Map<string, Set<string>>): string | undefined {
  for (const af of b.allFields) {
    const f = af.meta;
    if (!f.unique || input[f.name] === null || input[f.name] === undefined) continue;
    if (taken.get(f.name)?.has(uniqueKey(f, input))) return `${f.label}「${String(input[f.name])}」已存在`;
  }
  return undefined;
}

/** Add and edit: checks the fields, the dictionaries and uniqueness; throws the first problem. */
export async function checkForWrite(
  ctx: AppContext,
  b: EntityBinding,
  raw: Record<string, unknown>,
  mode: 'add' | 'edit',
  scope: TenantScope,
  existing?: Record<string, unknown>,
): Promise<CheckedRecord> {
  const tenantId = scope.tenantId;
  const fields = writableFields(b, mode);
  const dicts = await dictValueSets(ctx, fields, dictValuesGiven(fields, [raw]), scope);
  const checked = checkRecord(b, raw, mode, dicts);
  if ('error' in checked) throw new BizError(checked.error);
  const full = { ...(existing ?? {}), ...checked.input };
  const taken = await takenUniqueKeys(ctx.db, b, tenantId, [full], existing ? String(existing.id) : undefined);
  const clash = clashMessage(b, full, taken);
  if (clash) throw new BizError(clash);
  return checked;
}
