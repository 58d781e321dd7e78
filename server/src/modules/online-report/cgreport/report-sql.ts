import { sql, type SQL } from 'drizzle-orm';
import { BizError } from '../../../core/http/envelope';
import { REPORT_VIEWS } from './report-sources';

/** How long one report statement may run, and how many rows a page and an export may hold. Tests shorten them. */
export const reportLimits = { statementTimeoutMs: 10_000, maxPageSize: 1000, maxExportRows: 10_000 };

export const SQL_ONLY_SELECT = '报表SQL只能是一条SELECT查询语句';
export const SQL_WRONG = '报表SQL有误';
export const SQL_NOT_REGISTERED = '报表SQL只能查询已登记的报表视图';
export const SQL_FUNCTION_REFUSED = '报表SQL不允许使用函数';
const PARAM = /\$\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}/g;

/** Functions a report may call: aggregates, text, number, date and conditional ones that read nothing else. */
const FUNCTIONS = new Set([
  'count', 'sum', 'avg', 'min', 'max', 'string_agg', 'array_agg', 'bool_and', 'bool_or', 'every',
  'coalesce', 'nullif', 'greatest', 'least',
  'lower', 'upper', 'trim', 'btrim', 'ltrim', 'rtrim', 'length', 'char_length', 'substring', 'substr', 'left', 'right',
  'concat', 'concat_ws', 'replace', 'position', 'strpos', 'lpad', 'rpad', 'split_part', 'regexp_replace', 'initcap',
  'to_char', 'to_date', 'to_timestamp', 'to_number', 'date_trunc', 'date_part', 'extract', 'age', 'make_interval', 'make_date',
  'now', 'round', 'trunc', 'floor', 'ceil', 'ceiling', 'abs', 'mod', 'power', 'sqrt', 'sign',
  'row_number', 'rank', 'dense_rank', 'percent_rank', 'lag', 'lead', 'first_value', 'last_value', 'ntile',
]);
/** Types a value may be cast to: none of them reads the catalog (regclass and friends would). */
const TYPES = new Set([
  'int2', 'int4', 'int8', 'int', 'integer', 'bigint', 'smallint', 'numeric', 'decimal', 'float4', 'float8', 'real',
  'text', 'varchar', 'bpchar', 'char', 'bool', 'boolean', 'date', 'time', 'timestamp', 'timestamptz', 'interval',
]);
/** Current date and time (CURRENT_DATE, LOCALTIMESTAMP...), not CURRENT_USER or the like. */
const VALUE_FUNCTIONS = /^SVFOP_(CURRENT_DATE|CURRENT_TIME|CURRENT_TIME_N|CURRENT_TIMESTAMP|CURRENT_TIMESTAMP_N|LOCALTIME|LOCALTIME_N|LOCALTIMESTAMP|LOCALTIMESTAMP_N)$/;
/** Node kinds a report never needs, each a way out of the registered views. */
const REFUSED_NODES = new Set(['RangeFunction', 'RangeTableFunc', 'RangeTableSample', 'IntoClause', 'LockingClause', 'XmlExpr', 'XmlSerialize', 'JsonTable', 'CurrentOfExpr']);

type Node = Record<string, unknown>;
const names = (list: unknown): string[] => (Array.isArray(list) ? list.map((n) => String((n as { String?: { sval?: string } }).String?.sval ?? '')) : []);

/** Every CTE name the statement defines: a reference to one reads the CTE, whose body is checked like the rest. */
function cteNames(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const x of node) cteNames(x, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Node)) {
      if (k === 'CommonTableExpr') out.add(String((v as { ctename?: string }).ctename));
      cteNames(v, out);
    }
  }
  return out;
}

/** Walks the parse tree and throws at the first table, function, type or construct outside what reports may use. */
function walk(node: unknown, ctes: Set<string>): void {
  if (Array.isArray(node)) {
    for (const x of node) walk(x, ctes);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [kind, value] of Object.entries(node as Node)) {
    if (REFUSED_NODES.has(kind)) throw new BizError(SQL_WRONG);
    const v = value as Node;
    if (kind === 'RangeVar') {
      const rel = String(v.relname ?? '');
      if (v.schemaname || v.catalogname || !(Object.hasOwn(REPORT_VIEWS, rel) || ctes.has(rel))) throw new BizError(`${SQL_NOT_REGISTERED}：${[v.schemaname, rel].filter(Boolean).join('.')}`);
    } else if (kind === 'FuncCall') {
      const fn = names(v.funcname);
      const name = fn[fn.length - 1] ?? '';
      // `extract(...)` and friends arrive as pg_catalog.<name>; anything else qualified is refused.
      if ((fn.length > 1 && !(fn.length === 2 && fn[0] === 'pg_catalog')) || !FUNCTIONS.has(name.toLowerCase())) throw new BizError(`${SQL_FUNCTION_REFUSED}：${fn.join('.')}`);
    } else if (kind === 'TypeName' || kind === 'typeName') {
      const tn = names(v.names);
      const name = tn[tn.length - 1] ?? '';
      if ((tn.length > 1 && tn[0] !== 'pg_catalog') || !TYPES.has(name.toLowerCase())) throw new BizError(`${SQL_WRONG}：不允许的类型 ${tn.join('.')}`);
    } else if (kind === 'SQLValueFunction') {
      if (!VALUE_FUNCTIONS.test(String(v.op ?? ''))) throw new BizError(SQL_WRONG);
    } else if (kind === 'SelectStmt' && v.intoClause) {
      throw new BizError(SQL_ONLY_SELECT);
    } else if (kind === 'CommonTableExpr') {
      const q = v.ctequery as Node | undefined;
      if (!q || !('SelectStmt' in q)) throw new BizError(SQL_ONLY_SELECT);
    }
    walk(value, ctes);
  }
}

/**
 * The report's statement must be one SELECT (WITH and UNION allowed) over the registered report views only, with
 * functions and casts from short allow-lists: parsed by PostgreSQL's own parser (libpg-query), never by patterns.
 * `${name}` parameters are parsed as bound parameters. Answers the trimmed text.
 */
export async function checkReportSql(text: string): Promise<string> {
  const s = text.trim();
  if (!s) throw new BizError('报表SQL不能为空');
  let n = 0;
  const forParser = s.replace(PARAM, () => `$${++n}`);
  let tree: { stmts?: { stmt?: Node }[] };
  // PostgreSQL's parser (compiled to WebAssembly) is loaded at the first report statement checked, not at start: most
  // servers never edit a report (with ioredis, 3–4 MB of the idle server).
  const { parse } = await import('libpg-query');
  try {
    tree = await parse(forParser);
  } catch {
    throw new BizError(SQL_WRONG);
  }
  const stmts = tree.stmts ?? [];
  if (stmts.length !== 1 || !stmts[0].stmt || !('SelectStmt' in stmts[0].stmt)) throw new BizError(SQL_ONLY_SELECT);
  walk(stmts[0].stmt, cteNames(stmts[0].stmt));
  return s;
}

/** The names of the `${name}` parameters, in order of first use. */
export function sqlParamNames(text: string): string[] {
  return [...new Set([...text.matchAll(PARAM)].map((m) => m[1]))];
}

/**
 * The report's checked statement with every `${name}` replaced by a bound value (null when none was given): the
 * text around the markers is the administrator's, the values never become SQL.
 */
export async function bindReportSql(text: string, values: Record<string, string | undefined>): Promise<SQL> {
  const s = await checkReportSql(text);
  const parts: SQL[] = [];
  let last = 0;
  for (const m of s.matchAll(PARAM)) {
    parts.push(sql.raw(s.slice(last, m.index)));
    const v = values[m[1]];
    parts.push(sql`${v === undefined || v === '' ? null : v}`);
    last = m.index! + m[0].length;
  }
  // A closing line break, so that a trailing `-- comment` cannot swallow what the caller wraps around the statement.
  parts.push(sql.raw(`${s.slice(last)}\n`));
  return sql.join(parts, sql``);
}
