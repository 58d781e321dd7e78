import type { FastifyReply, FastifyRequest } from 'fastify';
import type ExcelJS from 'exceljs';
import type { FieldMeta } from '@meiyun/shared';
import type { AppContext } from '../context';
import { authOf } from '../auth/guard';
import { BizError } from '../http/envelope';
import { tableReaderOf, type TableReader } from '../tenancy/index';
import { getDictItems, TABLE_DICT_MAX_ITEMS } from '../dict/lookup';
import type { EntityBinding } from './binding';
import { contentDisposition } from './export';
import { columnTitles, IMPORT_MAX_ROWS, importFields } from './import';
import { loadExcelJS } from './spreadsheets';

/** The allowed texts of a dictionary-bound column, listed on the second sheet. */
export interface TemplateChoices {
  texts: string[];
  /** Said under the texts: the list was cut, or the caller may not read it. */
  remark?: string;
  /** A drop-down on the column (single-valued system dictionaries: a fixed list, not rows that come and go). */
  dropDown: boolean;
}

/** One column of an import template. */
export interface TemplateColumn {
  /** Exactly what the importer reads back (a required column ends with `*`). */
  title: string;
  required?: boolean;
  /** Shown as the header cell's note (format, several values...). */
  hint?: string;
  /** Cells typed as text, so that a code like 001 or a long number keeps its digits. */
  text?: boolean;
  /** Width in characters at least (the title and the listed texts widen it). */
  minWidth?: number;
  choices?: TemplateChoices;
}

export const DICT_SHEET = '字典值';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Display width in Excel's character units: a CJK or full-width character takes two. */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return w;
}

const fit = (min: number, ...texts: string[]) => Math.min(40, Math.max(min, ...texts.map((t) => displayWidth(t) + 3)));

/** A sheet name Excel accepts: no `[]:*?/\`, at most 31 characters. */
const sheetName = (s: string, fallback: string) => s.replace(/[[\]:*?/\\]/g, '').slice(0, 31).trim() || fallback;

/** `'sheet'!$A$2:$A$9`: a range of another sheet, quoted (the name is Chinese). */
const rangeOf = (sheet: string, col: number, from: number, to: number) => {
  const letter = (n: number): string => (n > 26 ? letter(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(65 + ((n - 1) % 26));
  return `'${sheet.replace(/'/g, "''")}'!$${letter(col)}$${from}:$${letter(col)}$${to}`;
};

/** ExcelJS keeps range validations (`add('C2:C9', …)`) on the sheet but leaves them out of its typings. */
const rangeValidations = (ws: ExcelJS.Worksheet) => (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;

/**
 * An import template: sheet 1, named after the entity, one header row (required titles red with a `*`, notes on
 * formats) and no data; sheet 2 (字典值) the allowed texts of each dictionary column, with drop-downs on sheet 1
 * where the list is fixed. The importer reads the first sheet only, so the second never becomes rows.
 */
export async function templateWorkbook(title: string, columns: TemplateColumn[]): Promise<Buffer> {
  const wb = new (await loadExcelJS()).Workbook();
  const main = wb.addWorksheet(sheetName(title, '导入数据'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const dictName = main.name === DICT_SHEET ? `${DICT_SHEET}表` : DICT_SHEET;
  const withChoices = columns.filter((c) => c.choices);
  const dictSheet = withChoices.length ? wb.addWorksheet(dictName, { views: [{ state: 'frozen', ySplit: 1 }] }) : undefined;

  columns.forEach((c, i) => {
    const col = main.getColumn(i + 1);
    col.width = fit(c.minWidth ?? 10, c.title, ...(c.choices?.texts.slice(0, 200) ?? []));
    if (c.text) col.numFmt = '@';
    const cell = main.getCell(1, i + 1);
    // Plain text (not rich text), so any reader sees the title as it is; a required title is red.
    cell.value = c.title;
    cell.font = c.required ? { bold: true, color: { argb: 'FFCF1322' } } : { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
    cell.alignment = { vertical: 'middle' };
    const notes = [c.required ? '必填' : '', c.hint ?? '', c.choices ? `可填写的值见「${dictName}」工作表` : ''].filter(Boolean);
    if (notes.length) cell.note = notes.join('；');
  });
  main.getRow(1).height = 22;

  if (dictSheet) {
    withChoices.forEach((c, j) => {
      const ch = c.choices!;
      const label = c.title.replace(/\*$/, '');
      const col = dictSheet.getColumn(j + 1);
      col.width = fit(12, label, ...ch.texts, ...(ch.remark ? [ch.remark] : []));
      col.numFmt = '@';
      const head = dictSheet.getCell(1, j + 1);
      head.value = label;
      head.font = { bold: true };
      head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
      ch.texts.forEach((t, k) => (dictSheet.getCell(k + 2, j + 1).value = t));
      if (ch.remark) {
        const r = dictSheet.getCell(ch.texts.length + 2, j + 1);
        r.value = ch.remark;
        r.font = { italic: true, color: { argb: 'FF8C8C8C' } };
      }
      if (ch.dropDown && ch.texts.length) {
        const at = columns.indexOf(c) + 1;
        const letter = main.getColumn(at).letter;
        // One range up to the importer's row limit: no cells are made, so the sheet's dimension stays the header.
        rangeValidations(main).add(`${letter}2:${letter}${IMPORT_MAX_ROWS + 1}`, {
          type: 'list',
          allowBlank: true,
          formulae: [rangeOf(dictName, j + 1, 2, ch.texts.length + 1)],
          showErrorMessage: true,
          errorStyle: 'warning',
          errorTitle: label,
          error: `请从下拉列表中选择${label}`,
        });
      }
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Sends a template as `<title>导入模板.xlsx`. */
export function sendTemplate(reply: FastifyReply, title: string, buf: Buffer) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(`${title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')}导入模板.xlsx`))
    .header('cache-control', 'no-store')
    .send(buf);
}

/**
 * The allowed texts of a dictionary as `reader` sees them: a system dictionary's items; a table dictionary's rows
 * of the reader's tenant (the dictionary service's own filter and permission), at most TABLE_DICT_MAX_ITEMS.
 */
export async function dictChoices(ctx: AppContext, code: string, reader: TableReader, multi = false): Promise<TemplateChoices> {
  const table = code.includes(',');
  let items;
  try {
    items = await getDictItems(ctx, code, reader);
  } catch (e) {
    if (e instanceof BizError) return { texts: [], remark: '（无权查看可选值）', dropDown: false };
    throw e;
  }
  const texts = [...new Set(items.map((i) => i.text).filter(Boolean))];
  const cut = table && items.length >= TABLE_DICT_MAX_ITEMS;
  const remark = cut ? `（仅列出前${TABLE_DICT_MAX_ITEMS}项，未列出的也可填写）` : texts.length ? undefined : '（暂无可选值）';
  return { texts, remark, dropDown: !table && !multi };
}

/** How a field's cells are written, said in its header note. */
function hintOf(f: FieldMeta): string | undefined {
  const parts: string[] = [];
  if (f.type === 'date') parts.push('格式：2024-01-31');
  if (f.type === 'datetime') parts.push('格式：2024-01-31 08:00:00');
  if (f.type === 'boolean') parts.push('填写1（是）或0（否）');
  if (f.multi) parts.push('多个值用英文逗号分隔');
  if (f.maxLength && (f.type === 'string' || f.type === 'text')) parts.push(`最多${f.maxLength}个字符`);
  if (f.min !== undefined && f.max !== undefined) parts.push(`${f.min}～${f.max}`);
  else if (f.min !== undefined) parts.push(`不小于${f.min}`);
  else if (f.max !== undefined) parts.push(`不大于${f.max}`);
  return parts.join('；') || undefined;
}

/** The template columns of an entity: its importable fields, titled as the importer reads them. */
export async function entityTemplateColumns(ctx: AppContext, b: EntityBinding, reader: TableReader): Promise<TemplateColumn[]> {
  const fields = importFields(b);
  const titles = columnTitles(fields);
  const out: TemplateColumn[] = [];
  for (const [i, f] of fields.entries()) {
    out.push({
      title: titles[i],
      required: f.required,
      hint: hintOf(f),
      text: (f.type === 'string' || f.type === 'text') && !f.dict,
      minWidth: f.type === 'datetime' ? 20 : f.type === 'date' ? 12 : Math.min(30, Math.round(((typeof f.list === 'object' && f.list.width) || 100) / 7)),
      choices: f.dict ? await dictChoices(ctx, f.dict, reader, f.multi) : undefined,
    });
  }
  return out;
}

/** `GET importTemplate`: the entity's import template for the caller (their tenant's table dictionary rows). */
export async function importTemplate(ctx: AppContext, b: EntityBinding, req: FastifyRequest, reply: FastifyReply) {
  const reader = await tableReaderOf(authOf(req));
  const buf = await templateWorkbook(b.meta.title, await entityTemplateColumns(ctx, b, reader));
  return sendTemplate(reply, b.meta.title, buf);
}
