import type { FastifyReply } from 'fastify';
import { TRIPS_BY_LABELS, type ContractProgressReport, type QueueTimesReport, type TonnageReport, type TripsReport, type WeighbridgeDailyReport } from '@meiyun/shared';
import { contentDisposition } from '../../../core/crud/export';
import { loadExcelJS } from '../../../core/crud/spreadsheets';

type Cell = string | number | null;
interface Sheet {
  file: string;
  title: string;
  header: string[];
  rows: Cell[][];
  totals: Cell[];
  /** Number formats by column (1-based). */
  formats?: Record<number, string>;
}

const T = '#,##0.000';
const M = '#,##0.00';
const DIR = { sales: '销售', purchase: '采购' } as const;
/** Tonnes and money as numbers the spreadsheet sums again (three or two places: well inside a double's exact range). */
const n = (v: string) => Number(v);

/** One sheet: a title line, the header, a row per figure line and the totals (bold), then the file. ExcelJS is loaded on first export. */
async function send(reply: FastifyReply, s: Sheet) {
  const wb = new (await loadExcelJS()).Workbook();
  const ws = wb.addWorksheet(s.file.split('_')[0]);
  ws.addRow([s.title]).font = { bold: true, size: 13 };
  ws.addRow(s.header).font = { bold: true };
  for (const r of s.rows) ws.addRow(r);
  ws.addRow(s.totals).font = { bold: true };
  s.header.forEach((h, i) => (ws.getColumn(i + 1).width = Math.max(10, h.length * 2 + 4)));
  for (const [c, f] of Object.entries(s.formats ?? {})) ws.getColumn(Number(c)).numFmt = f;
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition(`${s.file}.xlsx`))
    .header('cache-control', 'no-store')
    .send(buf);
}

export const tonnageXlsx = (reply: FastifyReply, d: TonnageReport) =>
  send(reply, {
    file: `吨位统计_${d.from}_${d.to}`,
    title: `吨位统计（${d.from} 至 ${d.to}，按${d.group === 'month' ? '月' : '日'}${d.direction ? `，${DIR[d.direction]}` : ''}）`,
    header: [d.group === 'month' ? '月份' : '日期', '业务', '客户/供应商', '煤种', '车次', '净重(t)', '结算重(t)'],
    rows: d.rows.map((r) => [r.period, DIR[r.direction], r.counterpartyName, r.materialName, r.trips, n(r.netT), n(r.settleT)]),
    totals: ['合计', null, null, null, d.totals.trips, n(d.totals.netT), n(d.totals.settleT)],
    formats: { 6: T, 7: T },
  });

export const tripsXlsx = (reply: FastifyReply, d: TripsReport) => {
  // By car and by driver a second column names the carrier(s); by carrier the name is the carrier.
  const withCarrier = d.by !== 'carrier';
  return send(reply, {
    file: `车次统计_${d.from}_${d.to}`,
    title: `车次统计（${d.from} 至 ${d.to}，按${TRIPS_BY_LABELS[d.by]}）`,
    header: [{ carrier: '承运商', car: '车牌号', driver: '司机' }[d.by], ...(withCarrier ? ['承运商'] : []), '车次', '净重(t)', '结算重(t)'],
    rows: d.rows.map((r) => [r.name, ...(withCarrier ? [r.carrierName] : []), r.trips, n(r.netT), n(r.settleT)]),
    totals: ['合计', ...(withCarrier ? [null] : []), d.totals.trips, n(d.totals.netT), n(d.totals.settleT)],
    formats: withCarrier ? { 4: T, 5: T } : { 3: T, 4: T },
  });
};

export const contractProgressXlsx = (reply: FastifyReply, d: ContractProgressReport, today: string) =>
  send(reply, {
    file: `合同执行进度_${today}`,
    title: `合同执行进度（执行中合同，${today}）`,
    header: ['合同编号', '业务', '客户/供应商', '到期日', '合同量(t)', '已发运(t)', '发运%', '已结算(t)', '结算%', '合同金额', '已开票', '开票%', '已收付', '收付%'],
    rows: d.rows.map((r) => [r.contractNo, DIR[r.direction], r.counterpartyName, r.endDate, n(r.contractedT), n(r.shippedT), n(r.shippedPct), n(r.settledT), n(r.settledPct), n(r.contractAmount), n(r.invoicedAmount), n(r.invoicedPct), n(r.paidAmount), n(r.paidPct)]),
    totals: ['合计', null, null, null, n(d.totals.contractedT), n(d.totals.shippedT), null, n(d.totals.settledT), null, n(d.totals.contractAmount), n(d.totals.invoicedAmount), null, n(d.totals.paidAmount), null],
    formats: { 5: T, 6: T, 7: M, 8: T, 9: M, 10: M, 11: M, 12: M, 13: M, 14: M },
  });

export const queueTimesXlsx = (reply: FastifyReply, d: QueueTimesReport) =>
  send(reply, {
    file: `排队时长_${d.from}_${d.to}`,
    title: `排队时长（${d.from} 至 ${d.to}，分钟）`,
    header: ['日期', '货场', '进场车数', '排队平均', '排队P90', '在场平均', '在场P90'],
    rows: d.rows.map((r) => [r.day, r.yardName, r.trucks, r.waitAvgMin, r.waitP90Min, r.inYardAvgMin, r.inYardP90Min]),
    totals: ['合计', null, d.totals.trucks, d.totals.waitAvgMin, d.totals.waitP90Min, d.totals.inYardAvgMin, d.totals.inYardP90Min],
    formats: { 4: '0.0', 5: '0.0', 6: '0.0', 7: '0.0' },
  });

export const weighbridgeDailyXlsx = (reply: FastifyReply, d: WeighbridgeDailyReport) =>
  send(reply, {
    file: `磅房日报_${d.yardName}_${d.day}`,
    title: `磅房日报（${d.yardName}，${d.day}，kg）`,
    header: ['磅单号', '业务', '车牌号', '承运商', '客户/供应商', '煤种', '毛重', '皮重', '净重', '扣重', '结算重', '称毛时间', '称皮时间'],
    rows: d.rows.map((r) => [r.weighNo, DIR[r.direction], r.plateNo, r.carrierName, r.counterpartyName, r.materialName, r.grossKg, r.tareKg, r.netKg, r.deductKg, r.settleKg, r.grossTime, r.tareTime]),
    totals: [`合计 ${d.totals.trips} 车`, null, null, null, null, null, d.totals.grossKg, d.totals.tareKg, d.totals.netKg, d.totals.deductKg, d.totals.settleKg, null, null],
    formats: { 7: '#,##0', 8: '#,##0', 9: '#,##0', 10: '#,##0', 11: '#,##0' },
  });
