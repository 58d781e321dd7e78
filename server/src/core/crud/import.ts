import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import type * as XLSX from 'xlsx-republish';
import { ResultCode, type FieldMeta } from '@meiyun/shared';
import type { AppContext } from '../context';
import { authOf } from '../auth/guard';
import { writeScope, type TenantScope } from '../tenancy/index';
import { BizError, ok } from '../http/envelope';
import { dayjs } from '../http/dates';
import { OperateType } from '../oplog/writer';
import type { Db } from '../db/client';
import type { ColumnValues, EntityBinding } from './binding';
import { publishEntityChange } from '../realtime/entity-changes';
import { checkRecord, clashMessage, dictValueSets, dictValuesGiven, takenUniqueKeys, uniqueKey, writableFields } from './validate-record';
import { dictValuesByText } from './dict-text';
import { logOperation } from './audit';
import { withUniqueGuard } from './service';
import { bulkInsert } from './bulk-insert';
import { loadExcelJS, loadSheetJS } from './spreadsheets';
import { dropCounts } from './counts';
import { stampOrg } from './org-stamp';
import { recordToCheck } from './record-checks';

/** Rows of one file at most; a larger file is split by the user. */
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Error files are kept this long, then refused and removed. */
export const ERROR_FILE_TTL_MS = 24 * 3600_000;
export const ERROR_FILE_ROUTE = 'sys/common/importErrors';

export const errorDir = (ctx: AppContext, userId: string) => path.join(ctx.config.dataDir, 'import-errors', userId.replace(/[^A-Za-z0-9_-]/g, ''));

export interface Sheet {
  headers: string[];
  rows: string[][];
}

function textOf(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    const d = dayjs.utc(v);
    return d.hour() || d.minute() || d.second() ? d.format('YYYY-MM-DD HH:mm:ss') : d.format('YYYY-MM-DD');
  }
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (o.richText) return o.richText.map((t) => t.text).join('');
    if ('result' in o) return textOf(o.result);
    if ('text' in o) return textOf(o.text);
    return '';
  }
  return String(v).trim();
}

/**
 * Both formats are read with SheetJS (xlsx-republish): ExcelJS's streaming reader garbles multi-byte characters
 * that straddle its chunks (exceljs issues #2063, #2084), which Chinese files hit. The dense sheet's cells are
 * turned into text a row at a time and each row let go at once, so that the cell objects and the rows' texts are
 * never all held together (sheet_to_json would copy every row first).
 */
const tooManyRows = (max: number) => new BizError(`单个文件最多导入${max}行`);

function readWorkbook(sheetJS: typeof XLSX, buf: Buffer, maxRows: number): Sheet {
  // sheetRows stops the parser past the largest file we accept, whatever the file holds: its memory stays bounded.
  const wb = sheetJS.read(buf, {
    type: 'buffer', cellDates: true, UTC: true, dense: true, cellHTML: false, cellFormula: false, cellStyles: false, cellText: false,
    sheets: 0, sheetRows: maxRows + 1,
  } as XLSX.ParsingOptions);
  const first = wb.SheetNames[0];
  const ws = first ? wb.Sheets[first] : undefined;
  if (ws?.['!fullref'] && ws['!fullref'] !== ws['!ref']) throw tooManyRows(maxRows);
  const data = ws?.['!data'] ?? [];
  let headers: string[] = [];
  const out: string[][] = [];
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (!row) continue;
    const cells: string[] = new Array(row.length);
    for (let c = 0; c < row.length; c++) cells[c] = textOf(row[c]?.v);
    (data as unknown[])[r] = undefined;
    if (!cells.some(Boolean)) continue;
    if (!headers.length) headers = cells;
    else out.push(cells);
    if (out.length > maxRows) throw tooManyRows(maxRows);
  }
  return { headers, rows: out };
}

export async function readSheet(name: string, buf: Buffer, maxRows = IMPORT_MAX_ROWS): Promise<Sheet> {
  const sheetJS = await loadSheetJS();
  try {
    const zip = buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b;
    const cfb = buf.length >= 4 && buf[0] === 0xd0 && buf[1] === 0xcf && buf[2] === 0x11 && buf[3] === 0xe0;
    if (zip || cfb) return readWorkbook(sheetJS, buf, maxRows);
  } catch (e) {
    if (e instanceof BizError) throw e;
    throw new BizError(`文件「${name}」无法读取，请确认是有效的Excel文件`);
  }
  throw new BizError(`文件「${name}」不是Excel文件，请上传xls或xlsx文件`);
}

/** Column titles matched to fields by label (a trailing `*` of a required mark ignored) or by name. */
export function mapColumns(headers: string[], fields: FieldMeta[]): (FieldMeta | undefined)[] {
  return headers.map((h) => {
    const t = h.replace(/\*$/, '').trim();
    return fields.find((f) => f.label === t) ?? fields.find((f) => f.name === t);
  });
}

/** The fields an import takes, in declaration order: the columns of the import template. */
export const importFields = (b: EntityBinding): FieldMeta[] => writableFields(b, 'import');

/**
 * The column titles `mapColumns` reads back to `fields`, one each: the label, `*` after a required one; a field
 * whose label an earlier field already carries is titled by its name (the label would find the earlier field).
 */
export function columnTitles(fields: FieldMeta[]): string[] {
  return fields.map((f, i) => {
    const title = fields.findIndex((g) => g.label === f.label) === i ? f.label : f.name;
    return f.required ? `${title}*` : title;
  });
}

export interface FileResult {
  name: string;
  imported: number;
  failed: { row: number; cells: string[]; reason: string }[];
  headers: string[];
}

/** Rows checked and written at a time inside a file's transaction: memory follows the chunk, not the file (tests lower it). */
export const importChunk = { rows: 5000 };

/** What a file's rows are checked against: its columns' fields, dictionary texts to values, the allowed values. */
interface FilePlan {
  name: string;
  sheet: Sheet;
  fields: FieldMeta[];
  rawOf(cells: string[]): Record<string, unknown>;
  dicts: Map<string, Set<string>>;
}

async function planFile(ctx: AppContext, b: EntityBinding, name: string, sheet: Sheet, scope: TenantScope): Promise<FilePlan> {
  const fields = importFields(b);
  const cols = mapColumns(sheet.headers, fields);
  if (!cols.some(Boolean)) throw new BizError(`文件「${name}」中没有可导入的列，请下载导入模板填写`);

  // Dictionary texts become values (a value itself is accepted too).
  const textMaps = new Map<string, Map<string, string>>();
  for (const f of fields) {
    if (!f.dict) continue;
    const idx = cols.map((c, i) => (c === f ? i : -1)).filter((i) => i >= 0);
    const texts = new Set<string>();
    for (const r of sheet.rows) for (const i of idx) for (const p of (r[i] ?? '').split(',')) if (p.trim()) texts.add(p.trim());
    textMaps.set(f.name, await dictValuesByText(ctx, f.dict, texts, scope));
  }
  const rawOf = (cells: string[]) => {
    const raw: Record<string, unknown> = {};
    cols.forEach((f, i) => {
      if (!f) return;
      let v = cells[i] ?? '';
      const tm = textMaps.get(f.name);
      if (tm && v) v = (f.multi ? v.split(',') : [v]).map((p) => tm.get(p.trim()) ?? p.trim()).join(',');
      raw[f.name] = v;
    });
    return raw;
  };
  // The dictionary values the file uses, gathered a chunk at a time, checked once.
  const given = new Map<string, Set<string>>();
  for (let i = 0; i < sheet.rows.length; i += importChunk.rows) {
    for (const [k, vs] of dictValuesGiven(fields, sheet.rows.slice(i, i + importChunk.rows).map(rawOf))) {
      const set = given.get(k) ?? new Set<string>();
      for (const v of vs) set.add(v);
      given.set(k, set);
    }
  }
  return { name, sheet, fields, rawOf, dicts: await dictValueSets(ctx, fields, given, scope) };
}

/**
 * Checks rows `from`..`to` of a file: fields, duplicates within the file so far (`seen`), values already in the
 * table (read through `db`, the file's transaction, which also sees the chunks written before).
 */
async function checkRows(db: Db, b: EntityBinding, tenantId: number | null, plan: FilePlan, from: number, to: number, seen: Map<string, Set<string>>) {
  const good: { index: number; input: Record<string, unknown>; values: ColumnValues }[] = [];
  const failed: FileResult['failed'] = [];
  const uniques = plan.fields.filter((f) => f.unique);
  const rows = plan.sheet.rows;
  for (let index = from; index < to; index++) {
    const c = checkRecord(b, plan.rawOf(rows[index]), 'import', plan.dicts);
    if ('error' in c) {
      failed.push({ row: index, cells: rows[index], reason: c.error });
      continue;
    }
    let duplicate: string | undefined;
    for (const f of uniques) {
      if (c.input[f.name] === null || c.input[f.name] === undefined) continue;
      const key = uniqueKey(f, c.input);
      const s = seen.get(f.name) ?? new Set<string>();
      seen.set(f.name, s);
      if (s.has(key)) {
        duplicate = `${f.label}「${String(c.input[f.name])}」在文件中重复`;
        break;
      }
      s.add(key);
    }
    if (duplicate) failed.push({ row: index, cells: rows[index], reason: duplicate });
    else good.push({ index, ...c });
  }
  const taken = await takenUniqueKeys(db, b, tenantId, good.map((g) => g.input));
  const writable = good.filter((g) => {
    const clash = clashMessage(b, g.input, taken);
    if (clash) failed.push({ row: g.index, cells: rows[g.index], reason: clash });
    return !clash;
  });
  return { writable, failed };
}

/** Refused rows of the files (original columns plus 错误原因) as an xlsx; answers its download path. */
export async function writeErrorFile(ctx: AppContext, userId: string, results: FileResult[]): Promise<string> {
  const dir = errorDir(ctx, userId);
  await mkdir(dir, { recursive: true });
  await sweepExpired(dir);
  const wb = new (await loadExcelJS()).Workbook();
  const used = new Set<string>();
  for (const r of results) {
    if (!r.failed.length) continue;
    let sheetName = r.name.replace(/\.[^.]+$/, '').replace(/[\\/?*[\]:]/g, '').slice(0, 28) || '错误数据';
    while (used.has(sheetName)) sheetName = `${sheetName.slice(0, 26)}_${used.size}`;
    used.add(sheetName);
    const ws = wb.addWorksheet(sheetName);
    ws.addRow([...r.headers, '错误原因']).font = { bold: true };
    for (const f of r.failed) ws.addRow([...r.headers.map((_, i) => f.cells[i] ?? ''), f.reason]);
    ws.getColumn(r.headers.length + 1).width = 40;
  }
  const file = `${randomBytes(16).toString('hex')}.xlsx`;
  await writeFile(path.join(dir, file), Buffer.from(await wb.xlsx.writeBuffer()));
  return `${ERROR_FILE_ROUTE}/${file}`;
}

/** Error files older than a day are removed whenever their owner imports again (and refused when fetched). */
async function sweepExpired(dir: string) {
  for (const f of await readdir(dir).catch(() => [] as string[])) {
    const p = path.join(dir, f);
    const s = await stat(p).catch(() => undefined);
    if (s && Date.now() - s.mtimeMs > ERROR_FILE_TTL_MS) await rm(p, { force: true });
  }
}

/** The uploaded files of a multipart import request (at most 10, each within IMPORT_FILE_MAX_BYTES). */
export async function readUploads(req: FastifyRequest): Promise<{ name: string; buf: Buffer }[]> {
  if (!req.isMultipart()) throw new BizError('请选择要导入的文件');
  const files: { name: string; buf: Buffer }[] = [];
  for await (const part of req.files({ limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 10 } })) {
    const buf = await part.toBuffer();
    if (part.file.truncated) throw new BizError(`文件「${part.filename}」过大`);
    if (buf.length) files.push({ name: part.filename || 'file.xlsx', buf });
  }
  if (!files.length) throw new BizError('请选择要导入的文件');
  return files;
}

/**
 * `POST importExcel` (multipart `files[]`, .xlsx or .xls): every file read and checked before anything is written;
 * then the valid rows of each file in one transaction. Refused rows come back as an xlsx (original columns plus
 * 错误原因) behind an authenticated download, with code 201.
 */
export async function importExcel(ctx: AppContext, b: EntityBinding, req: FastifyRequest) {
  const auth = authOf(req);
  const files = await readUploads(req);

  // Every file is read (and its columns matched) before anything is written: an unreadable file refuses them all.
  const plans: FilePlan[] = [];
  const scope = await writeScope(auth);
  for (const f of files) plans.push(await planFile(ctx, b, f.name, await readSheet(f.name, f.buf), scope));

  const results: FileResult[] = [];
  for (const plan of plans) {
    const failed: FileResult['failed'] = [];
    let imported = 0;
    // The file's valid rows in one transaction, checked and written a chunk at a time.
    await withUniqueGuard(() =>
      ctx.db.transaction(async (tx) => {
        const seen = new Map<string, Set<string>>();
        const total = plan.sheet.rows.length;
        for (let i = 0; i < total; i += importChunk.rows) {
          const c = await checkRows(tx, b, auth.tenantId, plan, i, Math.min(i + importChunk.rows, total), seen);
          failed.push(...c.failed);
          let writable = c.writable;
          // The entity's own checks across fields and records refuse single rows, not the file.
          if (b.hooks.checkRecords && writable.length) {
            const problems = await b.hooks.checkRecords({ ctx, auth, db: tx }, writable.map((g) => recordToCheck(b, auth, g.input)));
            writable = writable.filter((g, k) => {
              const reason = problems[k];
              if (reason) failed.push({ row: g.index, cells: plan.sheet.rows[g.index], reason });
              return !reason;
            });
          }
          if (!writable.length) continue;
          const rows = writable.map((g) => {
            const values: ColumnValues = { ...g.values, createBy: auth.user.username };
            if (b.tenant) values.tenantId = auth.tenantId;
            stampOrg(b, auth, values, 'add');
            return { values, input: g.input };
          });
          const h = { ctx, auth, tx };
          if (b.hooks.beforeImport) await b.hooks.beforeImport(h, rows);
          else if (b.hooks.beforeAdd) for (const r of rows) await b.hooks.beforeAdd(h, r.values, r.input);
          await bulkInsert(tx, b.table, rows.map((r) => r.values));
          imported += rows.length;
        }
      }),
    );
    failed.sort((x, y) => x.row - y.row);
    results.push({ name: plan.name, imported, failed, headers: plan.sheet.headers });
  }

  const imported = results.reduce((n, r) => n + r.imported, 0);
  const failed = results.reduce((n, r) => n + r.failed.length, 0);
  if (imported) {
    await dropCounts(ctx, b);
    await b.hooks.afterChange?.(ctx, 'import', []);
    await publishEntityChange(ctx, b, 'import', [], auth);
  }
  await logOperation(ctx, req, auth, OperateType.IMPORT, `导入${b.meta.title}：成功${imported}条，失败${failed}条`);
  if (failed) {
    const link = await writeErrorFile(ctx, auth.user.id, results);
    return { ...ok(link, `文件导入成功，但有${failed}条数据导入失败`), code: ResultCode.IMPORTED_WITH_ERRORS };
  }
  return ok(`文件导入成功！数据行数：${imported}`, `文件导入成功！数据行数：${imported}`);
}
