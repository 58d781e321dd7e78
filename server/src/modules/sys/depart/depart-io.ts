import type { FastifyReply, FastifyRequest } from 'fastify';
import { readInput, requestLabel, ResultCode } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { BizError, ok } from '../../../core/http/envelope';
import { contentDisposition } from '../../../core/crud/export';
import { readSheet, readUploads, writeErrorFile, type FileResult, type Sheet } from '../../../core/crud/import';
import { dictTexts, dictValuesByText } from '../../../core/crud/dict-text';
import { logOperation } from '../../../core/crud/audit';
import { dictChoices, sendTemplate, templateWorkbook, type TemplateColumn } from '../../../core/crud/template';
import { loadExcelJS } from '../../../core/crud/spreadsheets';
import { tableReaderOf } from '../../../core/tenancy/index';
import { OperateType } from '../../../core/oplog/writer';
import { departInputSchema } from './schema';
import { insertDepart, tenantDeparts } from './service';

const ORG_CATEGORY = 'org_category';

/** The file's columns: title, the department field it carries. 上级机构编码 names the parent by its code. */
const COLUMNS = [
  { title: '部门名称', key: 'departName', width: 24 },
  { title: '机构编码', key: 'orgCode', width: 16 },
  { title: '上级机构编码', key: 'parentCode', width: 16 },
  { title: '机构类型', key: 'orgCategory', width: 12 },
  { title: '排序', key: 'departOrder', width: 8 },
  { title: '手机号', key: 'mobile', width: 16 },
  { title: '地址', key: 'address', width: 30 },
  { title: '备注', key: 'description', width: 30 },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

/** `GET /sys/sysDepart/exportXls`: the session tenant's live departments, parents before their children. */
export async function exportDeparts(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const auth = authOf(req);
  const rows = (await tenantDeparts(ctx.db, auth.tenantId)).sort((a, b) => a.orgCode.length - b.orgCode.length || a.departOrder - b.departOrder || a.orgCode.localeCompare(b.orgCode));
  const codeOf = new Map(rows.map((r) => [r.id, r.orgCode]));
  const categories = await dictTexts(ctx, ORG_CATEGORY, rows.map((r) => r.orgCategory ?? '').filter(Boolean));

  const wb = new (await loadExcelJS()).Workbook();
  const ws = wb.addWorksheet('部门');
  ws.columns = COLUMNS.map((c) => ({ header: c.title, key: c.key, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    ws.addRow({
      departName: r.departName,
      orgCode: r.orgCode,
      parentCode: r.parentId ? (codeOf.get(r.parentId) ?? null) : null,
      orgCategory: r.orgCategory ? (categories.get(r.orgCategory) ?? r.orgCategory) : null,
      departOrder: r.departOrder,
      mobile: r.mobile,
      address: r.address,
      description: r.description,
    } satisfies Record<ColumnKey, unknown>);
  }
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  await logOperation(ctx, req, auth, OperateType.EXPORT, `导出部门：${rows.length}条`);
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition('部门列表.xlsx'))
    .header('cache-control', 'no-store')
    .send(buf);
}

/** What the template's header notes say about a column. */
const HINTS: Partial<Record<ColumnKey, string>> = {
  orgCode: '本文件中部门的编号，供下级行的上级机构编码引用；导入后由系统生成机构编码',
  parentCode: '填写已有部门的机构编码，或本文件中排在前面的行的机构编码；留空为一级部门',
  departOrder: '不小于0的整数',
};

/** `GET /sys/sysDepart/importTemplate`: the columns the import reads (部门名称 required), 机构类型's texts on sheet 2. */
export async function departTemplate(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const reader = await tableReaderOf(authOf(req));
  const columns: TemplateColumn[] = [];
  for (const c of COLUMNS) {
    const required = c.key === 'departName';
    columns.push({
      title: required ? `${c.title}*` : c.title,
      required,
      hint: HINTS[c.key],
      text: c.key !== 'departOrder' && c.key !== 'orgCategory',
      minWidth: c.width,
      choices: c.key === 'orgCategory' ? await dictChoices(ctx, ORG_CATEGORY, reader) : undefined,
    });
  }
  return sendTemplate(reply, '部门', await templateWorkbook('部门', columns));
}

interface PlannedRow {
  code: string;
  parentCode: string;
  input: ReturnType<typeof departInputSchema.parse>;
}

/**
 * Checks one file against the existing departments: a row's parent is an earlier valid row of the file (by its
 * 机构编码) or an existing department (by its org code). Nothing is written here.
 */
async function planFile(ctx: AppContext, sheet: Sheet, existingCodes: Set<string>, name: string) {
  const index = new Map<ColumnKey, number>();
  sheet.headers.forEach((h, i) => {
    const c = COLUMNS.find((col) => col.title === h.replace(/\*$/, '').trim());
    if (c && !index.has(c.key)) index.set(c.key, i);
  });
  if (!index.has('departName')) throw new BizError(`文件「${name}」中没有“部门名称”列，请下载导入模板填写`);
  const cell = (cells: string[], key: ColumnKey) => (index.has(key) ? (cells[index.get(key)!] ?? '').trim() : '');

  const categoryTexts = await dictValuesByText(ctx, ORG_CATEGORY, sheet.rows.map((r) => cell(r, 'orgCategory')).filter(Boolean));
  const fileCodes = new Set(sheet.rows.map((r) => cell(r, 'orgCode')).filter(Boolean));
  const planned = new Set<string>();
  const refused = new Set<string>();
  const good: PlannedRow[] = [];
  const failed: FileResult['failed'] = [];

  sheet.rows.forEach((cells, row) => {
    const code = cell(cells, 'orgCode');
    const parentCode = cell(cells, 'parentCode');
    const refuse = (reason: string) => {
      failed.push({ row, cells, reason });
      if (code) refused.add(code);
    };
    const category = cell(cells, 'orgCategory');
    const parsed = readInput(departInputSchema, {
      departName: cell(cells, 'departName'),
      orgCategory: category ? (categoryTexts.get(category) ?? category) : null,
      departOrder: cell(cells, 'departOrder'),
      mobile: cell(cells, 'mobile'),
      address: cell(cells, 'address'),
      description: cell(cells, 'description'),
    }, requestLabel);
    if (!parsed.ok) return refuse(parsed.message);
    if (code && (planned.has(code) || refused.has(code))) return refuse(`机构编码「${code}」在文件中重复`);
    if (parentCode && parentCode === code) return refuse('上级机构编码不能是本部门的机构编码');
    if (parentCode && !planned.has(parentCode)) {
      if (refused.has(parentCode)) return refuse(`上级机构编码「${parentCode}」的部门未能导入`);
      if (!existingCodes.has(parentCode)) {
        return refuse(fileCodes.has(parentCode) ? `上级机构编码「${parentCode}」的部门须排在本行之前` : `上级机构编码「${parentCode}」不存在`);
      }
    }
    if (code) planned.add(code);
    good.push({ code, parentCode, input: parsed.value });
  });
  return { good, failed };
}

/**
 * `POST /sys/sysDepart/importExcel` (multipart `files[]`): rows become departments in file order, each under the
 * parent its 上级机构编码 names (the root when empty), with org codes generated as `add` does. Every file is checked
 * before anything is written; the valid rows of a file go in one transaction. Refused rows come back as the list
 * kit's error file, with code 201.
 */
export async function importDeparts(ctx: AppContext, req: FastifyRequest) {
  const auth = authOf(req);
  const files = await readUploads(req);
  const sheets = [];
  for (const f of files) sheets.push({ name: f.name, sheet: await readSheet(f.name, f.buf) });

  const results: FileResult[] = [];
  for (const { name, sheet } of sheets) {
    const existing = new Map((await tenantDeparts(ctx.db, auth.tenantId)).map((d) => [d.orgCode, d.id]));
    const { good, failed } = await planFile(ctx, sheet, new Set(existing.keys()), name);
    if (good.length) {
      await ctx.db.transaction(async (tx) => {
        // The file's codes name the rows of this file; the departments get codes of their own.
        const created = new Map<string, string>();
        for (const g of good) {
          const parentId = g.parentCode ? (created.get(g.parentCode) ?? existing.get(g.parentCode) ?? null) : null;
          const node = await insertDepart(tx, { ...g.input, parentId }, auth.user.username, auth.tenantId);
          if (g.code) created.set(g.code, node.id);
        }
      });
    }
    results.push({ name, imported: good.length, failed, headers: sheet.headers });
  }

  const imported = results.reduce((n, r) => n + r.imported, 0);
  const failed = results.reduce((n, r) => n + r.failed.length, 0);
  await logOperation(ctx, req, auth, OperateType.IMPORT, `导入部门：成功${imported}条，失败${failed}条`);
  if (failed) {
    const link = await writeErrorFile(ctx, auth.user.id, results);
    return { ...ok(link, `文件导入成功，但有${failed}条数据导入失败`), code: ResultCode.IMPORTED_WITH_ERRORS };
  }
  return ok(`文件导入成功！数据行数：${imported}`, `文件导入成功！数据行数：${imported}`);
}
