import type { FastifyReply } from 'fastify';
import { formatBusinessDateTime } from '@meiyun/shared';
import { contentDisposition, downloadName } from '../../../core/crud/export';
import { loadExcelJS } from '../../../core/crud/spreadsheets';
import type { reportExport } from './service';

type Exported = Awaited<ReturnType<typeof reportExport>>;
type Cell = string | number | null;

/** A timestamp as the database writes it in a report's rows (`2026-01-02 03:04:05.678+08`, ISO too). */
const ZONED = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2})(?::?(\d{2}))?$/;

function zonedInstant(text: string): Date | null {
  const m = ZONED.exec(text);
  if (!m) return null;
  const [, day, time, fraction = '0', zone, minutes = '00'] = m;
  const d = new Date(`${day}T${time}.${fraction.slice(0, 3).padEnd(3, '0')}${zone === 'Z' ? 'Z' : `${zone}:${minutes}`}`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A cell as the report page shows it: a dictionary column's codes as their texts (each of a comma-joined list), a
 * time in the business zone, numbers as numbers; texts stay texts even when they look like numbers (a phone number,
 * a code with leading zeros).
 */
export function reportCell(dict: { value: string; text: string }[] | undefined, v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : formatBusinessDateTime(v);
  if (dict) {
    return String(v)
      .split(',')
      .map((x) => dict.find((o) => o.value === x)?.text ?? x)
      .join(',');
  }
  if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : String(v);
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'object') return JSON.stringify(v);
  const instant = zonedInstant(String(v));
  return instant ? formatBusinessDateTime(instant) : String(v);
}

/** The report's shown columns under their titles, one row per record, as `<report name>.xlsx`. ExcelJS loads on first use. */
export async function reportXlsx(reply: FastifyReply, r: Exported) {
  const wb = new (await loadExcelJS()).Workbook();
  const ws = wb.addWorksheet(r.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || '报表');
  ws.columns = r.columns.map((c) => ({ header: c.title, key: c.dataIndex, width: Math.max(10, Math.min(40, Math.round((c.width ?? 120) / 7))) }));
  ws.getRow(1).font = { bold: true };
  for (const rec of r.records) ws.addRow(r.columns.map((c) => reportCell(r.dictOptions[c.dataIndex], rec[c.dataIndex])));
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition(downloadName(r.name, '报表')))
    .header('cache-control', 'no-store')
    .send(buf);
}
