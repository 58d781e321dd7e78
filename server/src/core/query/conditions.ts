import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BizError } from '../http/envelope';
import type { QueryField } from './source';
import { badValue, businessDayStartIso, escapeLike, isDateOnly, parseValue, type BoundValue } from './values';

/** At most this many values in one `a,b,c` list: a longer list is a mistake or an attack, not a query. */
export const MAX_IN_VALUES = 1000;

const isText = (f: QueryField) => f.meta.type === 'string' || f.meta.type === 'text';

export type CompareOp = '=' | '<>' | '>' | '>=' | '<' | '<=';

/** Bound comparison; a date-only value against a datetime column compares with that whole day. */
export function compare(f: QueryField, op: CompareOp, raw: string): SQL {
  const col = f.column;
  if (f.meta.type === 'datetime' && isDateOnly(raw)) {
    const start = parseValue(f.meta, raw);
    const next = businessDayStartIso(raw.trim(), 1);
    switch (op) {
      case '=':
        return sql`(${col} >= ${start} and ${col} < ${next})`;
      case '<>':
        return sql`(${col} < ${start} or ${col} >= ${next})`;
      case '>':
        return sql`${col} >= ${next}`;
      case '<=':
        return sql`${col} < ${next}`;
      default:
        return sql`${col} ${sql.raw(op)} ${start}`;
    }
  }
  const v = parseValue(f.meta, raw);
  return sql`${col} ${sql.raw(op)} ${v}`;
}

/** Whether the text has a letter whose case `ilike` would fold. */
export const hasCase = (s: string) => s.toLowerCase() !== s.toUpperCase();

export function like(f: QueryField, raw: string, mode: 'contains' | 'starts' | 'ends'): SQL {
  if (!isText(f)) throw badValue(f.meta);
  const e = escapeLike(raw);
  const pattern = mode === 'contains' ? `%${e}%` : mode === 'starts' ? `${e}%` : `%${e}`;
  // Case folding every row costs two to three times a plain match (most searches here are Chinese, digits or
  // plate numbers' provinces); a pattern with no letters that have a case matches the same rows either way.
  return hasCase(raw) ? sql`${f.column} ilike ${pattern}` : sql`${f.column} like ${pattern}`;
}

export function inList(f: QueryField, raws: string[]): SQL {
  const values = raws.map((s) => s.trim()).filter((s) => s !== '');
  if (!values.length) return sql`false`;
  if (values.length > MAX_IN_VALUES) throw new BizError(`${f.meta.label}的查询值过多`);
  const parsed: BoundValue[] = values.map((v) => parseValue(f.meta, v));
  return sql`${f.column} in (${sql.join(parsed.map((v) => sql`${v}`), sql`, `)})`;
}

/** A comma-separated multi-value column holding any of the values. */
export function anyOf(f: QueryField, raws: string[]): SQL {
  const values = raws.map((s) => s.trim()).filter((s) => s !== '');
  if (!values.length) return sql`false`;
  if (values.length > MAX_IN_VALUES) throw new BizError(`${f.meta.label}的查询值过多`);
  const wrapped = sql`(',' || ${f.column as PgColumn} || ',')`;
  return sql`(${sql.join(values.map((v) => sql`${wrapped} like ${`%,${escapeLike(v)},%`}`), sql` or `)})`;
}

export function isEmpty(f: QueryField): SQL {
  return isText(f) ? sql`(${f.column} is null or ${f.column} = '')` : sql`${f.column} is null`;
}

const OPERATOR = /^(>=|<=|!=|>|<)\s+(.+)$/s;

/**
 * One list parameter `field=value` in the contract's syntax: `*abc*`, `abc*`, `*abc`, `!abc`, `a,b,c`,
 * `>= 5` (operator, space, value), `,1,3,` (any of, for multi-value fields), else equality. Blank means no filter.
 */
export function fieldCondition(f: QueryField, raw: string): SQL | undefined {
  const v = raw;
  if (v.trim() === '') return undefined;
  const op = OPERATOR.exec(v.trim());
  if (op) {
    const map = { '>=': '>=', '<=': '<=', '!=': '<>', '>': '>', '<': '<' } as const;
    return compare(f, map[op[1] as keyof typeof map], op[2]);
  }
  if (f.meta.multi) {
    const inner = v.length > 1 && v.startsWith(',') && v.endsWith(',') ? v.slice(1, -1) : v;
    return anyOf(f, inner.split(','));
  }
  if (v.length > 1 && v.startsWith(',') && v.endsWith(',')) return inList(f, v.slice(1, -1).split(','));
  if (isText(f)) {
    if (v.length > 2 && v.startsWith('*') && v.endsWith('*')) return like(f, v.slice(1, -1), 'contains');
    if (v.length > 1 && v.endsWith('*')) return like(f, v.slice(0, -1), 'starts');
    if (v.length > 1 && v.startsWith('*')) return like(f, v.slice(1), 'ends');
  }
  if (v.length > 1 && v.startsWith('!')) return compare(f, '<>', v.slice(1));
  if (v.includes(',')) return inList(f, v.split(','));
  return compare(f, '=', v);
}

/** `<field>_begin` / `<field>_end`, inclusive; a date-only end of a datetime field runs to the end of that day. */
export function rangeCondition(f: QueryField, begin: string | undefined, end: string | undefined): SQL[] {
  const out: SQL[] = [];
  if (begin !== undefined && begin.trim() !== '') out.push(compare(f, '>=', begin));
  if (end !== undefined && end.trim() !== '') out.push(compare(f, '<=', end));
  return out;
}
