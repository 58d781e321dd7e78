import { DEDUCTION_KIND_ITEMS } from '@meiyun/shared';
import type { ApiRecord } from '../../../core/crud/index';
import type { GridCell, PaperName, Sheet } from '../../../core/pdf/index';
import { kg, str } from './format';

/** One deduction line as the sheet lists it. */
export interface PrintedDeduction {
  kind: string;
  kg: number;
  remark: string | null;
}

/** What the 磅单 prints beyond the record itself. */
export interface WeighingSheetFacts {
  /** The company (the tenant's name), above the title. */
  company: string;
  /** 收货单位 of a sale, 供应商 of a purchase: the counterparty's name. */
  counterparty: string;
  deductions: PrintedDeduction[];
  /** Who weighed: username → real name (the record keeps usernames). */
  clerkNames: Map<string, string>;
  /** Scale id → name. */
  scaleNames: Map<string, string>;
  /** Which print this is, the count after this one (1 the first). */
  printNo: number;
  printedBy: string;
  printedAt: Date;
  paper: PaperName;
}

const kindText = (k: string) => DEDUCTION_KIND_ITEMS.find(([v]) => v === k)?.[1] ?? k;

/**
 * 磅单 as printed (issue 12): the trip's facts copied from the pickup order, the two weighings in the order the
 * direction weighs them (a sale tares first, a purchase weighs gross first) with time, scale, clerk and whether the
 * weight was typed by hand (手工), then net, deductions and settle weight (a purchase adds 票重 and 盈亏), the
 * abnormal flag, and boxes for the clerk, the driver and the reviewer. A record not completed prints with its state
 * in the title (磅单（已作废）, …（已冲红）, …（已称皮）), so the paper cannot pass for a finished sheet.
 */
export function weighingSheet(w: ApiRecord, facts: WeighingSheetFacts): Sheet {
  const purchase = w.direction === 'purchase';
  const state = w.status === 'completed' ? '' : `（${str(w.status_dictText) || str(w.status)}）`;
  const clerk = (username: unknown) => (username ? (facts.clerkNames.get(String(username)) ?? String(username)) : '');
  const scale = (id: unknown) => (id ? (facts.scaleNames.get(String(id)) ?? String(id)) : '');
  const side = (label: string, p: 'tare' | 'gross') => {
    const weighed = w[`${p}Kg`] != null;
    return [label, kg(w[`${p}Kg`]), str(w[`${p}Time`]), scale(w[`${p}ScaleId`]), clerk(w[`${p}By`]), weighed ? (w[`${p}Manual`] ? '手工' : '地磅采集') : ''];
  };
  const weighings = purchase ? [side('毛重', 'gross'), side('皮重', 'tare')] : [side('皮重', 'tare'), side('毛重', 'gross')];

  const weights: GridCell[] = [
    { label: '净重(kg)', value: kg(w.netKg), align: 'right' },
    { label: '扣重(kg)', value: kg(w.deductKg), align: 'right' },
    { label: '结算重量(kg)', value: kg(w.settleKg), align: 'right' },
  ];
  if (purchase) weights.push({ label: '票重(kg)', value: kg(w.ticketKg), align: 'right' }, { label: '盈亏(kg)', value: kg(w.profitLossKg), align: 'right' });
  weights.push({ label: '出场时间', value: str(w.leftTime) });
  if (facts.deductions.length) {
    const lines = facts.deductions.map((d) => `${kindText(d.kind)} ${kg(d.kg)} kg${d.remark ? `（${d.remark}）` : ''}`);
    weights.push({ label: '扣重明细', value: lines.join('；'), span: 3 });
  }
  weights.push({ label: '异常', value: w.abnormal ? `是：${str(w.abnormalReason)}` : '否', span: 3 });
  if (w.status === 'void' || w.status === 'reversed') weights.push({ label: w.status === 'void' ? '作废原因' : '冲红原因', value: str(w.voidReason), span: 3 });

  return {
    paper: facts.paper,
    heading: facts.company,
    title: `磅单${state}`,
    number: str(w.weighNo),
    printedAt: facts.printedAt,
    footerNote: `打印人：${facts.printedBy}　第 ${facts.printNo} 次打印`,
    blocks: [
      {
        kind: 'grid',
        columns: 3,
        cells: [
          { label: '业务类型', value: str(w.direction_dictText) || (purchase ? '采购' : '销售') },
          { label: '车牌号', value: str(w.plateNo) },
          { label: '司机', value: str(w.driverName) },
          { label: '承运单位', value: str(w.carrierId_dictText) },
          { label: '提煤单号', value: str(w.pickupOrderNo) },
          { label: '合同编号', value: str(w.contractNo) },
          { label: purchase ? '供应商' : '收货单位', value: facts.counterparty },
          { label: '煤种', value: str(w.materialId_dictText) },
          { label: '货场', value: str(w.yardId_dictText) },
        ],
      },
      {
        kind: 'table',
        columns: [
          { title: '称重', width: 8 },
          { title: '重量(kg)', width: 12, align: 'right' },
          { title: '时间', width: 21 },
          { title: '地磅', width: 14 },
          { title: '司磅员', width: 12 },
          { title: '录入方式', width: 11 },
        ],
        rows: weighings,
      },
      { kind: 'grid', columns: 3, cells: weights },
      { kind: 'signatures', labels: ['司磅员', '司机', '复核'] },
    ],
  };
}
