import type { FastifyReply, FastifyRequest } from 'fastify';
import { AGEING_BUCKETS, AGEING_BUCKET_LABELS, type AgeingRow, type ReceivableAgeing } from '@meiyun/shared';
import { contentDisposition } from '../../../core/crud/export';
import { loadExcelJS } from '../../../core/crud/spreadsheets';

const MONEY_FORMAT = '#,##0.00';
/** A money string as the number a spreadsheet sums (two places, well inside a double's exact range). */
const num = (v: string) => Number(v);

/**
 * The same figures as the screen, as xlsx: sheet 应收账龄 (a row per customer, then 合计) and, for a customer, sheet
 * 结算明细 (the settlements behind its row). Amounts are numbers with two places, so the accountant can sum them again.
 */
export async function sendAgeingXlsx(req: FastifyRequest, reply: FastifyReply, data: ReceivableAgeing) {
  void req;
  const wb = new (await loadExcelJS()).Workbook();
  const ws = wb.addWorksheet('应收账龄');
  ws.addRow([`应收账龄（截止${data.asOf}）`]).font = { bold: true, size: 13 };
  ws.columns = [{ width: 32 }, ...AGEING_BUCKETS.map(() => ({ width: 16 })), { width: 18 }];
  const header = ws.addRow(['客户', ...AGEING_BUCKETS.map((b) => AGEING_BUCKET_LABELS[b]), '应收合计']);
  header.font = { bold: true };
  const line = (r: AgeingRow) => ws.addRow([r.counterpartyName, ...AGEING_BUCKETS.map((b) => num(r[b])), num(r.total)]);
  for (const r of data.rows) line(r);
  line(data.totals).font = { bold: true };
  for (let c = 2; c <= 7; c += 1) ws.getColumn(c).numFmt = MONEY_FORMAT;
  if (data.settlements) {
    const d = wb.addWorksheet('结算明细');
    d.columns = [
      { header: '结算单号', width: 20 },
      { header: '合同编号', width: 20 },
      { header: '财务审核日期', width: 14 },
      { header: '账龄(天)', width: 10 },
      { header: '账龄区间', width: 12 },
      { header: '结算金额', width: 16, style: { numFmt: MONEY_FORMAT } },
      { header: '已收金额', width: 16, style: { numFmt: MONEY_FORMAT } },
      { header: '未收金额', width: 16, style: { numFmt: MONEY_FORMAT } },
    ];
    d.getRow(1).font = { bold: true };
    for (const s of data.settlements) d.addRow([s.settlementNo, s.contractNo, s.financeReviewedDate, s.ageDays, AGEING_BUCKET_LABELS[s.bucket], num(s.totalAmount), num(s.paidAmount), num(s.outstanding)]);
  }
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition(`应收账龄_${data.asOf}.xlsx`))
    .header('cache-control', 'no-store')
    .send(buf);
}
