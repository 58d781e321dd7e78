import { capitalYuan, CLAUSE_MODE_LABELS, clauseTitle, dec, groupedAmount, INDICATORS, money, plain, SETTLEMENT_STATUS_ITEMS, tonnes, unitPriceText, type SettlementDetail } from '@meiyun/shared';
import type { GridCell, Sheet, SheetBlock } from '../../../core/pdf/index';
import { sheetSigners } from './signers';

/** What the 结算单 prints beyond the settlement itself. */
export interface SettlementSheetFacts {
  /** The company (the tenant's name), above the title. */
  company: string;
  /** The coal's name (the settlement keeps its id). */
  materialName: string;
  /** Which print this is, the count after this one (1 the first). */
  printNo: number;
  printedBy: string;
  printedAt: Date;
}

const STATUS = new Map<string, string>(SETTLEMENT_STATUS_ITEMS);
const yuan = (v: string) => groupedAmount(v);
const kg = (v: number) => groupedAmount(String(v));
const section = (title: string): SheetBlock => ({ kind: 'notes', title, lines: [] });
export const ratePercent = (rate: string) => `${plain(dec(rate).times(100))}%`;

/** Σ of the clause lines and of the other deductions, as the totals block shows them (the total is the stored one). */
export function sheetSums(d: Pick<SettlementDetail, 'weighedT' | 'quantityT' | 'lines' | 'otherDeductions'>) {
  return {
    deductT: tonnes(dec(d.weighedT).minus(d.quantityT)),
    clauses: money(d.lines.reduce((s, l) => s.plus(l.amount), dec(0))),
    other: money(d.otherDeductions.reduce((s, o) => s.plus(o.amount), dec(0))),
  };
}

function weighingTable(d: SettlementDetail): SheetBlock {
  const ws = d.trace.weighings;
  const sum = (f: 'netKg' | 'deductKg' | 'settleKg') => kg(ws.reduce((s, w) => s + w[f], 0));
  return {
    kind: 'table',
    columns: [
      { title: '序号', width: 5, align: 'center' },
      { title: '磅单号', width: 19 },
      { title: '车牌号', width: 11 },
      { title: '称毛时间', width: 18 },
      { title: '净重(kg)', width: 10, align: 'right' },
      { title: '扣重(kg)', width: 9, align: 'right' },
      { title: '结算重量(kg)', width: 12, align: 'right' },
    ],
    rows: ws.map((w, i) => [String(i + 1), w.weighNo, w.plateNo, w.grossTime ?? '', kg(w.netKg), kg(w.deductKg), kg(w.settleKg)]),
    total: ['合计', `${ws.length} 车`, '', `结算重量 ${d.weighedT} t`, sum('netKg'), sum('deductKg'), sum('settleKg')],
  };
}

/**
 * 煤炭结算单 as printed on A4 for signing (docs/settlement-sheet.md): the parties and the period; 一、数量 (weighed,
 * deducted, settled tonnes); 二、质量 (each indicator's tonnage-weighted value, its batches and tonnes); 三、质价条款
 * (each clause's band, value, steps, 元/t, tonnes and amount); 四、结算金额 (how the total is reached, the other
 * deductions named, the total in capitals, its tax and the amount without it, what is invoiced and paid) — laid out
 * compactly so that a contract's usual clauses leave the total and the signatures on the first page; the boxes with the
 * names the timeline holds and a box for the counterparty; then the weighings, on pages of their own (附表).
 * Every figure is the stored one: nothing is computed again here except the sums the sheet shows beside them.
 * A draft or a voided sheet says so in its title, so the paper cannot pass for a reviewed one.
 */
export function settlementSheet(d: SettlementDetail, facts: SettlementSheetFacts): Sheet {
  const purchase = d.direction === 'purchase';
  const state = d.status === 'draft' ? '（草稿）' : d.status === 'void' ? '（已作废）' : '';
  const sums = sheetSums(d);
  const signers = sheetSigners(d.events);

  const head: GridCell[] = [
    { label: '合同编号', value: `${d.contractNo}（第${d.contractVersion}版）`, span: 2 },
    { label: '业务类型', value: purchase ? '采购（应付）' : '销售（应收）' },
    { label: '状态', value: STATUS.get(d.status) ?? d.status },
    { label: purchase ? '供应商' : '客户', value: d.counterpartyName, span: 2 },
    { label: '结算期间', value: `${d.from} 至 ${d.to}`, span: 2 },
    { label: '煤种', value: facts.materialName },
    { label: '含税单价', value: `${unitPriceText(d.unitPrice)} 元/t`, align: 'right' },
    { label: '税率', value: ratePercent(d.taxRate), align: 'right' },
    { label: '打印', value: `第 ${facts.printNo} 次` },
  ];
  if (d.status === 'void') head.push({ label: '作废原因', value: `${d.voidReason ?? ''}（${d.voidedBy ?? ''} ${d.voidedTime ?? ''}）`, span: 4 });

  const quality = d.trace.quality.map((q) => {
    const info = INDICATORS[q.indicator];
    return [info.label, info.symbol, info.unit, q.value, String(q.results.length), q.sumT];
  });
  const lines = d.lines.map((l) => [clauseTitle(l), CLAUSE_MODE_LABELS[l.mode], l.value ?? '未化验', l.steps, l.perT, l.deductT, yuan(l.amount)]);
  const others = d.otherDeductions.map((o) => `${o.name} ${yuan(o.amount)} 元`);

  const blocks: SheetBlock[] = [
    { kind: 'grid', columns: 4, cells: head },
    section('一、数量'),
    {
      kind: 'grid',
      columns: 4,
      cells: [
        { label: '过磅车数', value: `${d.weighingIds.length} 车`, align: 'right' },
        { label: '过磅净重', value: `${d.weighedT} t`, align: 'right' },
        { label: '质量扣吨', value: `${sums.deductT} t`, align: 'right' },
        { label: '结算数量', value: `${d.quantityT} t`, align: 'right' },
      ],
    },
    section('二、质量（按吨数加权平均）'),
    {
      kind: 'table',
      columns: [
        { title: '指标', width: 18 },
        { title: '符号', width: 10 },
        { title: '单位', width: 10 },
        { title: '加权值', width: 12, align: 'right' },
        { title: '化验批次', width: 10, align: 'right' },
        { title: '覆盖吨数(t)', width: 14, align: 'right' },
      ],
      rows: quality,
    },
    section('三、质价条款调整'),
    {
      kind: 'table',
      columns: [
        { title: '条款', width: 26 },
        { title: '方式', width: 7 },
        { title: '实际值', width: 9, align: 'right' },
        { title: '档数', width: 8, align: 'right' },
        { title: '元/t', width: 10, align: 'right' },
        { title: '扣吨(t)', width: 10, align: 'right' },
        { title: '金额(元)', width: 14, align: 'right' },
      ],
      rows: lines,
      total: lines.length ? ['合计', '', '', '', '', '', yuan(sums.clauses)] : undefined,
    },
    section('四、结算金额'),
    {
      kind: 'grid',
      columns: 4,
      cells: [
        { label: '基础货款', value: `${yuan(d.baseAmount)} 元（${d.quantityT} t × ${unitPriceText(d.unitPrice)} 元/t）`, span: 2, align: 'right' },
        { label: '条款调整', value: `${yuan(sums.clauses)} 元`, align: 'right' },
        { label: '其他扣款', value: `−${yuan(sums.other)} 元`, align: 'right' },
        ...(others.length ? [{ label: '扣款明细', value: others.join('；'), span: 4 }] : []),
        { label: '结算金额', value: `${yuan(d.totalAmount)} 元（含税）`, span: 2, align: 'right' },
        { label: '税额', value: `${yuan(d.taxAmount)} 元`, align: 'right' },
        { label: '不含税金额', value: `${yuan(d.amountExclTax)} 元`, align: 'right' },
        { label: '大写金额', value: `人民币${capitalYuan(d.totalAmount)}`, span: 4 },
        { label: '已开票', value: `${yuan(d.invoicedAmount)} 元`, span: 2, align: 'right' },
        { label: purchase ? '已付款' : '已收款', value: `${yuan(d.paidAmount)} 元`, span: 2, align: 'right' },
      ],
    },
  ];
  if (d.remark) blocks.push({ kind: 'notes', title: '备注', lines: [d.remark] });
  blocks.push({
    kind: 'signatures',
    labels: ['制单', '数量审核', '质价审核', '财务审核', '对方确认'],
    values: [signers.draft, signers.qtyReview, signers.qualityReview, signers.financeReview, `（${purchase ? '供应商' : '客户'}签字盖章）`],
  });
  // The weighings start a page of their own however few: listed under the signatures, a page break could leave
  // their title alone at the foot of the sheet; the sheet's own page stays the one that is signed.
  blocks.push({ kind: 'pageBreak' }, section(`附表：过磅明细（结算单 ${d.settlementNo}，共 ${d.trace.weighings.length} 车）`), weighingTable(d));

  return {
    paper: 'A4',
    heading: facts.company,
    title: `煤炭结算单${state}`,
    number: d.settlementNo,
    printedAt: facts.printedAt,
    footerNote: `打印人：${facts.printedBy}　第 ${facts.printNo} 次打印`,
    blocks,
  };
}
