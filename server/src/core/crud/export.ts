import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { isExported, type FieldMeta } from '@meiyun/shared';
import type { AppContext } from '../context';
import { authOf } from '../auth/guard';
import { BizError } from '../http/envelope';
import { EXPORT_MAX_ROWS, buildListQuery, param } from '../query/build';
import { OperateType } from '../oplog/writer';
import type { EntityBinding } from './binding';
import { loadExcelJS } from './spreadsheets';
import { idList, present, queryUser, selectRecord } from './service';
import { logOperation } from './audit';

/**
 * Rows read per query while exporting: memory stays bounded whatever the total. Small on purpose: measured on
 * 100 000 rows (`npm run bench`), batches of 2000 rows let the server's resident memory grow by ~240 MB (each burst
 * of rows and cells outlives a young-generation collection and piles up in the old one), 500 by ~70 MB and 250 by
 * ~40 MB, for the same total time.
 */
export const EXPORT_BATCH = 250;

/** Refusal of an export that would hold more than `max` rows (a list's, a report's). */
export const exportTooMany = (max: number) => new BizError(`导出数据超过${max}条，请缩小查询范围后再导出`);

/** A download name: no path or control characters, `.xlsx` appended. */
export function downloadName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').replace(/[\\/:*?"<>|\u0000-\u001f]/g, '').trim().slice(0, 100) || fallback;
  return /\.xlsx$/i.test(base) ? base : `${base}.xlsx`;
}

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Bytes of sheet XML allowed to wait for the zip before the export stops producing rows. */
export const SHEET_BACKLOG_BYTES = 1 << 20;

/**
 * Waits while the zip is behind the sheet. ExcelJS's sheet stream writes into the zip's entry stream without
 * heeding backpressure, so a fast producer piles the whole sheet's XML up in memory ahead of the deflater; the
 * streams it writes to are the only place the backlog shows. Answers how many of them were found, so that a
 * test notices when an ExcelJS upgrade moves them.
 */
/** Until `stream` drains or the download ends; the listener that did not fire is removed (a batch adds none). */
export async function drainOrClose(stream: NodeJS.EventEmitter, out: PassThrough): Promise<void> {
  const ac = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: ac.signal }), once(out, 'close', { signal: ac.signal })]);
  } finally {
    ac.abort();
  }
}

export async function awaitSheetBacklog(ws: ExcelJS.Worksheet, out: PassThrough): Promise<number> {
  // The zip's entry streams come from the readable-stream package, not node:stream: recognised by shape.
  type Pipe = NodeJS.EventEmitter & { destroyed?: boolean; writableLength?: number; _writableState?: { length: number } };
  const pipes = ((ws as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes ?? []).filter(
    (p): p is Pipe => !!p && typeof (p as Pipe).once === 'function' && (typeof (p as Pipe).writableLength === 'number' || !!(p as Pipe)._writableState),
  );
  const backlog = (p: Pipe) => p.writableLength ?? p._writableState?.length ?? 0;
  for (const p of pipes) {
    while (backlog(p) > SHEET_BACKLOG_BYTES && !out.destroyed && !p.destroyed) {
      await drainOrClose(p, out);
    }
  }
  return pipes.length;
}

/** The value a cell shows: dictionary text instead of the value, numbers as numbers. */
function cellValue(f: FieldMeta, r: Record<string, unknown>): unknown {
  const v = f.dict ? (r[`${f.name}_dictText`] ?? r[f.name]) : r[f.name];
  if (v === null || v === undefined) return null;
  if (f.type === 'int' && typeof v === 'number') return v;
  if (f.type === 'decimal') return Number.isFinite(Number(v)) && String(v).replace(/^-/, '').replace('.', '').length <= 15 ? Number(v) : String(v);
  if (typeof v === 'boolean') return v ? '是' : '否';
  return String(v);
}

/**
 * `GET exportXls`: the list's filters (and `selections=id1,id2`) as an xlsx streamed with ExcelJS's WorkbookWriter,
 * Chinese column titles, dictionary texts, rows read in batches.
 */
export async function exportXls(ctx: AppContext, b: EntityBinding, req: FastifyRequest, reply: FastifyReply) {
  const auth = authOf(req);
  const params = (req.query ?? {}) as Record<string, unknown>;
  const selections = param(params, 'selections');
  const q = await buildListQuery(ctx.db, b, params, await queryUser(auth, b), {
    maxPageSize: EXPORT_MAX_ROWS,
    extra: [b.listScope?.(params), selections && selections.trim() ? inArray(b.id, idList(selections)) : undefined],
  });
  const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(b.table).where(q.where);
  if (Number(total) > EXPORT_MAX_ROWS) throw exportTooMany(EXPORT_MAX_ROWS);
  const fields = b.allFields.map((f) => f.meta).filter((f) => isExported(f) && b.fields.has(f.name));
  const name = downloadName(param(params, 'fileName'), `${b.meta.title}列表`);

  const out = new PassThrough();
  const wb = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet(b.meta.title);
  ws.columns = fields.map((f) => ({ header: f.label, key: f.name, width: Math.max(12, Math.min(40, Math.round(((typeof f.list === 'object' && f.list.width) || 120) / 7))) }));

  const write = async () => {
    // The ids in list order first (one scan, at most EXPORT_MAX_ROWS of them), then the rows by id in batches:
    // no deep offsets, and memory bounded by one batch of records.
    const ids = (await ctx.db.select({ id: b.id }).from(b.table).where(q.where).orderBy(...q.orderBy).limit(EXPORT_MAX_ROWS)).map((r) => String(r.id));
    let written = 0;
    for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
      if (out.destroyed) throw new Error('export cancelled: the client went away');
      const batch = ids.slice(i, i + EXPORT_BATCH);
      const rows = await selectRecord(ctx.db, b).where(inArray(b.id, batch));
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const ordered = batch.map((id) => byId.get(id)).filter((r): r is Record<string, unknown> => !!r);
      const records = await present(ctx, b, ordered);
      for (const r of records) ws.addRow(fields.map((f) => cellValue(f, r))).commit();
      written += records.length;
      await awaitSheetBacklog(ws, out);
      if (out.writableNeedDrain) await drainOrClose(out, out);
    }
    ws.commit();
    await wb.commit();
    return written;
  };

  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store');
  write().then(
    (n) => logOperation(ctx, req, auth, OperateType.EXPORT, `导出${b.meta.title}：${n}条`).catch((err) => req.log.error({ err }, 'export log failed')),
    (err) => {
      req.log.error({ err }, 'export failed');
      out.destroy(err as Error);
    },
  );
  return reply.send(out);
}
