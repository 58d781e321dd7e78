import { capitalYuan, CLAUSE_MODE_LABELS, clauseTitle, INDICATORS, SETTLEMENT_STATUS_ITEMS, type SettlementDetail } from '@meiyun/shared';
import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../../core/crud/spreadsheets';
import { ratePercent, sheetSums } from './sheet';
import { sheetSigners } from './signers';

const MONEY = '#,##0.00';
const TONNES = '#,##0.000';
const KG = '#,##0';
const STATUS = new Map<string, string>(SETTLEMENT_STATUS_ITEMS);

/**
 * A figure of the sheet as a number cell. The wire's decimal strings have at most 2 (money) or 3 (tonnes) places
 * and well under 15 significant digits, so the double Excel stores shows exactly the same figure in its format;
 * the format, not the text, gives the places, so an accountant's SUM over the cells works.
 */
const n = (v: string | null) => (v === null || v === '' ? null : Number(v));
/** Kilograms to tonnes for a cell: exact in decimal, and 3 places are all a whole kilogram has. */
const t = (kg: number) => Number((kg / 1000).toFixed(3));

function styleHead(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F0F0' } };
    c.border = { bottom: { style: 'thin' } };
  });
}

/**
 * 结算单 as xlsx (docs/settlement-sheet.md): sheet 结算单 with the same figures as the printed one — header, quantity,
 * quality, clause lines, other deductions, totals with tax and the capitals, signers — every figure a number cell
 * with 2 (元) or 3 (t) places; sheet 过磅明细 with each weighing (kg and t) and a SUM row equal to 过磅净重.
 */
export async function settlementWorkbook(d: SettlementDetail, company: string, materialName: string): Promise<Buffer> {
  const wb = new (await loadExcelJS()).Workbook();
  wb.creator = 'Meiyun';
  const purchase = d.direction === 'purchase';
  const sums = sheetSums(d);
  const signers = sheetSigners(d.events);

  const ws = wb.addWorksheet('结算单', { pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
  ws.columns = [{ width: 22 }, { width: 26 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 14 }, { width: 16 }];
  const title = ws.addRow([`${company} 煤炭结算单`]);
  title.font = { bold: true, size: 14 };
  ws.mergeCells(title.number, 1, title.number, 7);
  title.alignment = { horizontal: 'center' };
  const pair = (label: string, value: string | number | null, fmt?: string) => {
    const row = ws.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (fmt) row.getCell(2).numFmt = fmt;
    if (typeof value === 'number') row.getCell(2).alignment = { horizontal: 'right' };
    return row;
  };
  const heading = (text: string) => {
    ws.addRow([]);
    ws.addRow([text]).font = { bold: true, size: 12 };
  };

  pair('结算单号', d.settlementNo);
  pair('状态', STATUS.get(d.status) ?? d.status);
  pair('合同编号', `${d.contractNo}（第${d.contractVersion}版）`);
  pair('业务类型', purchase ? '采购结算（应付）' : '销售结算（应收）');
  pair(purchase ? '供应商' : '客户', d.counterpartyName);
  pair('煤种', materialName);
  pair('结算期间', `${d.from} 至 ${d.to}`);
  pair('含税单价(元/t)', n(d.unitPrice), MONEY);
  pair('税率', n(d.taxRate), '0%');
  if (d.status === 'void') pair('作废原因', `${d.voidReason ?? ''}（${d.voidedBy ?? ''} ${d.voidedTime ?? ''}）`);

  heading('一、数量');
  pair('过磅车数', d.weighingIds.length, '0');
  pair('过磅净重(t)', n(d.weighedT), TONNES);
  pair('质量扣吨(t)', n(sums.deductT), TONNES);
  pair('结算数量(t)', n(d.quantityT), TONNES);

  heading('二、质量（按吨数加权平均）');
  styleHead(ws.addRow(['指标', '符号', '单位', '加权值', '化验批次', '覆盖吨数(t)']));
  for (const q of d.trace.quality) {
    const info = INDICATORS[q.indicator];
    const row = ws.addRow([info.label, info.symbol, info.unit, n(q.value), q.results.length, n(q.sumT)]);
    row.getCell(4).numFmt = info.scale === 0 ? '0' : '0.00';
    row.getCell(6).numFmt = TONNES;
  }

  heading('三、质价条款调整');
  styleHead(ws.addRow(['条款', '方式', '实际值', '档数', '元/t', '扣吨(t)', '金额(元)']));
  for (const l of d.lines) {
    const row = ws.addRow([clauseTitle(l), CLAUSE_MODE_LABELS[l.mode], n(l.value), n(l.steps), n(l.perT), n(l.deductT), n(l.amount)]);
    row.getCell(3).numFmt = INDICATORS[l.indicator].scale === 0 ? '0' : '0.00';
    row.getCell(5).numFmt = '0.0000';
    row.getCell(6).numFmt = TONNES;
    row.getCell(7).numFmt = MONEY;
  }

  heading('四、其他扣款');
  styleHead(ws.addRow(['项目', '金额(元)']));
  for (const o of d.otherDeductions) ws.addRow([o.name, n(o.amount)]).getCell(2).numFmt = MONEY;

  heading('五、结算金额');
  pair('基础货款(元)', n(d.baseAmount), MONEY);
  pair('条款调整(元)', n(sums.clauses), MONEY);
  pair('其他扣款(元)', n(sums.other), MONEY);
  pair('结算金额(含税,元)', n(d.totalAmount), MONEY).font = { bold: true };
  pair('大写金额', `人民币${capitalYuan(d.totalAmount)}`);
  pair(`税额(${ratePercent(d.taxRate)},元)`, n(d.taxAmount), MONEY);
  pair('不含税金额(元)', n(d.amountExclTax), MONEY);
  pair('已开票(元)', n(d.invoicedAmount), MONEY);
  pair(purchase ? '已付款(元)' : '已收款(元)', n(d.paidAmount), MONEY);
  if (d.remark) pair('备注', d.remark);

  heading('签字');
  pair('制单', signers.draft);
  pair('数量审核', signers.qtyReview);
  pair('质价审核', signers.qualityReview);
  pair('财务审核', signers.financeReview);
  pair(`对方确认（${purchase ? '供应商' : '客户'}）`, '');

  const wl = wb.addWorksheet('过磅明细');
  wl.columns = [
    { header: '序号', width: 6 },
    { header: '磅单号', width: 22 },
    { header: '车牌号', width: 12 },
    { header: '称毛时间', width: 20 },
    { header: '净重(kg)', width: 12 },
    { header: '扣重(kg)', width: 12 },
    { header: '结算重量(kg)', width: 14 },
    { header: '结算重量(t)', width: 14 },
  ];
  styleHead(wl.getRow(1));
  d.trace.weighings.forEach((w, i) => {
    const row = wl.addRow([i + 1, w.weighNo, w.plateNo, w.grossTime ?? '', w.netKg, w.deductKg, w.settleKg, t(w.settleKg)]);
    for (const c of [5, 6, 7]) row.getCell(c).numFmt = KG;
    row.getCell(8).numFmt = TONNES;
  });
  const first = 2;
  const last = d.trace.weighings.length + 1;
  const kgSum = (col: string, f: 'netKg' | 'deductKg' | 'settleKg') => ({ formula: `SUM(${col}${first}:${col}${last})`, result: d.trace.weighings.reduce((s, w) => s + w[f], 0) });
  const total = wl.addRow(['合计', `${d.trace.weighings.length} 车`, '', '', kgSum('E', 'netKg'), kgSum('F', 'deductKg'), kgSum('G', 'settleKg'), { formula: `SUM(H${first}:H${last})`, result: n(d.weighedT) }]);
  total.font = { bold: true };
  for (const c of [5, 6, 7]) total.getCell(c).numFmt = KG;
  total.getCell(8).numFmt = TONNES;

  return Buffer.from(await wb.xlsx.writeBuffer());
}
