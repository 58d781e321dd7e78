import { sql, type SQL } from 'drizzle-orm';
import { BizError } from '../../../core/http/envelope';

/** How long one report statement may run and how many rows a page may hold. Tests shorten the timeout. */
export const reportLimits = { statementTimeoutMs: 10_000, maxPageSize: 1000 };

export const SQL_ONLY_SELECT = '报表SQL只能是一条SELECT查询语句';
export const SQL_NO_SEMICOLON = '报表SQL不能包含分号';
export const SQL_NO_COMMENT = '报表SQL不能包含注释';
const PARAM = /\$\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}/g;

/**
 * The report's statement must be one read-only query: no `;` (so no second statement), no comments (which could
 * hide one), and it must begin with SELECT or WITH. It also runs inside a READ ONLY transaction, which refuses any
 * write a WITH clause might still carry.
 */
export function checkReportSql(text: string): string {
  const s = text.trim();
  if (!s) throw new BizError('报表SQL不能为空');
  if (s.includes(';')) throw new BizError(SQL_NO_SEMICOLON);
  if (s.includes('--') || s.includes('/*')) throw new BizError(SQL_NO_COMMENT);
  if (!/^(select|with)\b/i.test(s)) throw new BizError(SQL_ONLY_SELECT);
  return s;
}

/** The names of the `${name}` parameters, in order of first use. */
export function sqlParamNames(text: string): string[] {
  return [...new Set([...text.matchAll(PARAM)].map((m) => m[1]))];
}

/**
 * The report's statement with every `${name}` replaced by a bound value (null when none was given): the text
 * around the markers is the administrator's, the values never become SQL.
 */
export function bindReportSql(text: string, values: Record<string, string | undefined>): SQL {
  const s = checkReportSql(text);
  const parts: SQL[] = [];
  let last = 0;
  for (const m of s.matchAll(PARAM)) {
    parts.push(sql.raw(s.slice(last, m.index)));
    const v = values[m[1]];
    parts.push(sql`${v === undefined || v === '' ? null : v}`);
    last = m.index! + m[0].length;
  }
  parts.push(sql.raw(s.slice(last)));
  return sql.join(parts, sql``);
}
