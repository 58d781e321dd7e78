import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { businessTimeZone } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { onlCgreportHead, onlCgreportItem, onlCgreportParam } from './table';
import { BizError } from '../../../core/http/envelope';
import { getDictItems } from '../../../core/dict/lookup';
import { escapeLike } from '../../sys/mpopup/service';
import { bindReportSql, checkReportSql, reportLimits, SQL_ONLY_SELECT, SQL_WRONG, sqlParamNames } from './report-sql';
import { REPORT_ROLE } from './report-sources';
import { ownedBy, type TableReader } from '../../../core/tenancy/index';
import { toApiRecord } from '../../../core/crud/records';
import { dropCounts } from '../../../core/crud/counts';
import { exportTooMany } from '../../../core/crud/export';
import { cgreportHeadEntity } from './entity';

/**
 * Who runs a report: the tenant its definitions and its views are cut to, the reader of its dictionaries, and
 * whether statements run as the reading role (PostgreSQL with the role created), and where failures are logged.
 */
export interface ReportCaller {
  tenantId: number | null;
  reader: TableReader;
  asRole: boolean;
  log: (detail: string) => void;
}
import type { ReportInput } from './schema';

type Head = typeof onlCgreportHead.$inferSelect;
type Item = typeof onlCgreportItem.$inferSelect;
type Param = typeof onlCgreportParam.$inferSelect;

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));
const live = eq(onlCgreportHead.delFlag, 0);
/** Live reports of the caller's tenant: another tenant's answers 报表不存在, as if there were none. */
const mine = (who: ReportCaller) => and(live, ownedBy(onlCgreportHead.tenantId, who.tenantId))!;

export const SORT_REFUSED = '排序字段不是报表的列';
export const SORT_FORMAT = '排序参数格式不正确，应为 字段=asc 或 字段=desc';

/**
 * A database error of a report run as a Chinese message: a timeout says so, anything else only 报表SQL有误 (the
 * database's own words would describe its tables); the detail goes to the server log.
 */
function reportError(e: unknown, who: ReportCaller): BizError {
  if (e instanceof BizError) return e;
  const err = ((e as { cause?: unknown }).cause ?? e) as { code?: string; message?: string };
  if (err.code === '57014') return new BizError('报表查询超时，请缩小查询范围');
  if (err.code === '25006') return new BizError(SQL_ONLY_SELECT);
  who.log(`${err.code ?? ''} ${String(err.message ?? e).slice(0, 300)}`);
  return new BizError(SQL_WRONG);
}

/**
 * Runs `work` inside a READ ONLY transaction with the report statement timeout, the caller's tenant set for the
 * report views and, on PostgreSQL, as the role that reads only those views.
 */
async function readOnly<T>(ctx: AppContext, who: ReportCaller, work: (tx: AppContext['db']) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(reportLimits.statementTimeoutMs))}`));
      await tx.execute(sql`select set_config('meiyun.tenant_id', ${who.tenantId === null ? '' : String(who.tenantId)}, true)`);
      // A report's to_char(create_time, …) and its day boundaries read the business zone's clock, as the screens do.
      await tx.execute(sql`select set_config('TimeZone', ${businessTimeZone()}, true)`);
      if (who.asRole) await tx.execute(sql.raw(`set local role ${REPORT_ROLE}`));
      return work(tx as unknown as AppContext['db']);
    });
  } catch (e) {
    throw reportError(e, who);
  }
}

// ---- definitions ----

async function headBy(ctx: AppContext, who: ReportCaller, cond: SQL): Promise<Head> {
  const [head] = await ctx.db.select().from(onlCgreportHead).where(and(mine(who), cond));
  if (!head) throw new BizError('报表不存在');
  return head;
}

async function itemsOf(ctx: AppContext, headId: string): Promise<Item[]> {
  return ctx.db.select().from(onlCgreportItem).where(eq(onlCgreportItem.headId, headId)).orderBy(asc(onlCgreportItem.orderNum));
}

async function paramsOf(ctx: AppContext, headId: string): Promise<Param[]> {
  return ctx.db.select().from(onlCgreportParam).where(eq(onlCgreportParam.headId, headId)).orderBy(asc(onlCgreportParam.orderNum));
}

/** One report as the list shows it (times as `yyyy-MM-dd HH:mm:ss`), with its columns and parameters. */
export async function reportDetail(ctx: AppContext, who: ReportCaller, id: string) {
  const head = await headBy(ctx, who, eq(onlCgreportHead.id, id));
  return { ...toApiRecord(cgreportHeadEntity, head), items: await itemsOf(ctx, id), params: await paramsOf(ctx, id) };
}

/** The statement, column names and parameter names a report will have once saved. */
async function checkDefinition(input: { cgrSql: string; items: { fieldName: string }[]; params: { paramName: string }[] }) {
  await checkReportSql(input.cgrSql);
  const fields = input.items.map((i) => i.fieldName);
  const dupField = fields.find((f, i) => fields.indexOf(f) !== i);
  if (dupField) throw new BizError(`字段重复：${dupField}`);
  const names = input.params.map((p) => p.paramName);
  const dupParam = names.find((f, i) => names.indexOf(f) !== i);
  if (dupParam) throw new BizError(`参数重复：${dupParam}`);
  const missing = sqlParamNames(input.cgrSql).find((p) => !names.includes(p));
  if (missing) throw new BizError(`SQL中的参数\${${missing}}未定义`);
}

async function codeTaken(ctx: AppContext, who: ReportCaller, code: string, exceptId?: string) {
  const conds = [eq(onlCgreportHead.code, code), ownedBy(onlCgreportHead.tenantId, who.tenantId)];
  if (exceptId) conds.push(ne(onlCgreportHead.id, exceptId));
  const [row] = await ctx.db.select({ id: onlCgreportHead.id }).from(onlCgreportHead).where(and(...conds));
  if (row) throw new BizError('报表编码已存在');
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];
/** Replaces the columns, the parameters or both of a report, whichever was sent. */
async function writeChildren(tx: Tx, headId: string, input: Pick<ReportInput, 'items' | 'params'>) {
  if (input.items) {
    await tx.delete(onlCgreportItem).where(eq(onlCgreportItem.headId, headId));
    if (input.items.length) await tx.insert(onlCgreportItem).values(input.items.map((i, n) => ({ ...i, headId, orderNum: n })));
  }
  if (input.params) {
    await tx.delete(onlCgreportParam).where(eq(onlCgreportParam.headId, headId));
    if (input.params.length) await tx.insert(onlCgreportParam).values(input.params.map((p, n) => ({ ...p, headId, orderNum: n })));
  }
}

export async function addReport(ctx: AppContext, who: ReportCaller, by: string, input: ReportInput) {
  await checkDefinition({ cgrSql: input.cgrSql, items: input.items ?? [], params: input.params ?? [] });
  await codeTaken(ctx, who, input.code);
  const head = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(onlCgreportHead)
      .values({ code: input.code, name: input.name, cgrSql: input.cgrSql.trim(), content: input.content, tenantId: who.tenantId, createBy: by })
      .returning();
    await writeChildren(tx, row.id, input);
    return row;
  });
  await dropCounts(ctx, cgreportHeadEntity);
  return toApiRecord(cgreportHeadEntity, head);
}

/**
 * Saves a report's head and, when sent, its columns and parameters; columns or parameters left out stay as they
 * are (as with every edit call, only what is sent changes), and the statement is checked against them.
 */
export async function editReport(ctx: AppContext, who: ReportCaller, by: string, id: string, input: ReportInput) {
  await headBy(ctx, who, eq(onlCgreportHead.id, id));
  await checkDefinition({ cgrSql: input.cgrSql, items: input.items ?? (await itemsOf(ctx, id)), params: input.params ?? (await paramsOf(ctx, id)) });
  await codeTaken(ctx, who, input.code, id);
  const head = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(onlCgreportHead)
      .set({ code: input.code, name: input.name, cgrSql: input.cgrSql.trim(), content: input.content, updateBy: by, updateTime: new Date() })
      .where(eq(onlCgreportHead.id, id))
      .returning();
    await writeChildren(tx, id, input);
    return row;
  });
  // The list's reused totals and page bookmarks depend on names and codes.
  await dropCounts(ctx, cgreportHeadEntity);
  return toApiRecord(cgreportHeadEntity, head);
}

/** The columns of a statement, read by running it with LIMIT 0 (parameters as nulls). */
export async function parseSql(ctx: AppContext, who: ReportCaller, text: string) {
  const inner = await bindReportSql(text, {});
  const params = sqlParamNames(text);
  const fields = await readOnly(ctx, who, async (tx) => {
    const res = (await tx.execute(sql`select * from (${inner}) t limit 0`)) as unknown as { fields?: { name: string }[] };
    return (res.fields ?? []).map((f) => f.name);
  });
  return {
    items: fields.map((f) => ({ fieldName: f, fieldTxt: f, isShow: 1, isOrder: 0, isQuery: 0, searchMode: 'single', searchHidden: '0' })),
    params: params.map((p) => ({ paramName: p, paramTxt: p, paramValue: null })),
  };
}

// ---- running ----

/** The popup's columns and their dictionaries, by report code. */
export async function reportColumns(ctx: AppContext, who: ReportCaller, code: string) {
  const head = await headBy(ctx, who, eq(onlCgreportHead.code, code));
  const items = (await itemsOf(ctx, head.id)).filter((i) => i.isShow === 1);
  const dictOptions: Record<string, { value: string; text: string }[]> = {};
  for (const i of items) if (i.dictCode) dictOptions[i.fieldName] = (await getDictItems(ctx, i.dictCode, who.reader)).map((d) => ({ value: d.value, text: d.text }));
  return {
    cgRpConfigId: head.id,
    cgRpConfigName: head.name,
    columns: items.map((i) => ({ dataIndex: i.fieldName, title: i.fieldTxt, width: i.fieldWidth, sorter: i.isOrder === 1, dictCode: i.dictCode })),
    dictOptions,
  };
}

/** The query fields of a report, in display order. */
export async function reportQueryInfo(ctx: AppContext, who: ReportCaller, id: string) {
  const head = await headBy(ctx, who, eq(onlCgreportHead.id, id));
  const items = (await itemsOf(ctx, head.id)).filter((i) => i.isQuery === 1);
  const out = [];
  for (const i of items) {
    out.push({
      field: i.fieldName,
      label: i.fieldTxt,
      mode: i.searchMode,
      hidden: i.searchHidden,
      dictCode: i.dictCode,
      dictOptions: i.dictCode ? (await getDictItems(ctx, i.dictCode, who.reader)).map((d) => ({ value: d.value, text: d.text })) : undefined,
    });
  }
  return out;
}

/**
 * A run of a report as the caller asks for it. The statement is the administrator's; everything the caller sends is
 * bound: `self_<name>` fills the named parameters, query fields filter the wrapped statement, and the sort may name a
 * report column only.
 */
async function reportRun(ctx: AppContext, who: ReportCaller, id: string, query: Record<string, unknown>) {
  const head = await headBy(ctx, who, eq(onlCgreportHead.id, id));
  const items = await itemsOf(ctx, head.id);
  const params = await paramsOf(ctx, head.id);
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : undefined);

  const values: Record<string, string | undefined> = {};
  for (const p of params) values[p.paramName] = str(query[`self_${p.paramName}`]) || p.paramValue || undefined;
  // Checked again at every run: a statement stored before the checker existed runs only if it passes today.
  const inner = await bindReportSql(head.cgrSql, values);

  const conds: SQL[] = [];
  for (const i of items.filter((x) => x.isQuery === 1)) {
    const col = sql`t.${sql.identifier(i.fieldName)}`;
    if (i.searchMode === 'range') {
      const b = str(query[`${i.fieldName}_begin`]);
      const e = str(query[`${i.fieldName}_end`]);
      if (b) conds.push(sql`${col} >= ${b}`);
      if (e) conds.push(sql`${col} <= ${e}`);
    } else {
      const v = str(query[i.fieldName]);
      if (!v) continue;
      conds.push(i.dictCode ? sql`${col}::text = ${v}` : sql`${col}::text ilike ${`%${escapeLike(v)}%`} escape '\\'`);
    }
  }
  const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;

  let order = sql``;
  const sorter = str(query.sorter) ?? (str(query.column) ? `${str(query.column)}=${str(query.order) ?? 'asc'}` : undefined);
  if (sorter) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(asc|desc)$/i.exec(sorter);
    if (!m) throw new BizError(SORT_FORMAT);
    if (!items.some((i) => i.fieldName === m[1])) throw new BizError(SORT_REFUSED);
    order = sql`order by t.${sql.identifier(m[1])} ${sql.raw(m[2].toLowerCase())}`;
  }
  return { head, items, from: sql`(${inner}) t ${where}`, order };
}

/** One page of a report (`pageNo`, `pageSize` up to reportLimits.maxPageSize) with its total. */
export async function reportData(ctx: AppContext, who: ReportCaller, id: string, query: Record<string, unknown>) {
  const run = await reportRun(ctx, who, id, query);
  const pageNo = Math.max(1, Math.floor(Number(query.pageNo) || 1));
  const pageSize = Math.min(reportLimits.maxPageSize, Math.max(1, Math.floor(Number(query.pageSize) || 10)));
  return readOnly(ctx, who, async (tx) => {
    const total = Number(rowsOf<{ n: unknown }>(await tx.execute(sql`select count(*) as n from ${run.from}`))[0]?.n ?? 0);
    const records = rowsOf<Record<string, unknown>>(await tx.execute(sql`select * from ${run.from} ${run.order} limit ${pageSize} offset ${(pageNo - 1) * pageSize}`));
    return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
  });
}

/**
 * Every row of a report as the caller's query selects and sorts it, for 导出: its name, its shown columns with their
 * dictionaries (as the popup gets them), and at most reportLimits.maxExportRows rows, else refused.
 */
export async function reportExport(ctx: AppContext, who: ReportCaller, id: string, query: Record<string, unknown>) {
  const run = await reportRun(ctx, who, id, query);
  const { columns, dictOptions } = await reportColumns(ctx, who, run.head.code);
  const max = reportLimits.maxExportRows;
  // One row past the limit tells too many without counting them first.
  const records = await readOnly(ctx, who, async (tx) => rowsOf<Record<string, unknown>>(await tx.execute(sql`select * from ${run.from} ${run.order} limit ${max + 1}`)));
  if (records.length > max) throw exportTooMany(max);
  return { name: run.head.name, columns, dictOptions, records };
}
