/**
 * 报表 (coal-domain.md "Reports", docs/reports.md): the reply types, permissions and messages of the five weighing
 * reports (`GET /coal/report/*`). Tonnes are exact decimal strings with three places (from integer kg); minutes are
 * numbers with one place. Every reply carries its rows and a totals row that is the sum of the rows.
 */
export const REPORT_NAMES = ['tonnage', 'trips', 'contractProgress', 'queueTimes', 'weighbridgeDaily'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const reportPerm = (name: ReportName | 'rebuildDaily') => `coal:report:${name}`;
export const REPORT_LABELS: Record<ReportName, string> = { tonnage: '吨位统计', trips: '车次统计', contractProgress: '合同执行进度', queueTimes: '排队时长', weighbridgeDaily: '磅房日报' };

export const ReportTexts = {
  staffOnly: '报表仅供本公司人员查看',
  from: '开始日期格式应为yyyy-MM-dd',
  to: '结束日期格式应为yyyy-MM-dd',
  day: '日期格式应为yyyy-MM-dd',
  range: '开始日期不能晚于结束日期',
  tooLong: '查询跨度不能超过366天',
  group: '汇总方式应为按日或按月',
  direction: '业务方向应为销售或采购',
  by: '统计维度应为承运商、车辆或司机',
  yard: '请选择货场',
  yardMissing: '未找到该货场',
} as const;

/** (a) 吨位统计: one row per period × counterparty × coal type. */
export interface TonnageRow {
  period: string;
  direction: 'sales' | 'purchase';
  counterpartyId: string;
  counterpartyName: string;
  materialId: string;
  materialName: string;
  trips: number;
  netT: string;
  settleT: string;
}
export interface TonnageReport {
  from: string;
  to: string;
  group: 'day' | 'month';
  direction: 'sales' | 'purchase' | null;
  rows: TonnageRow[];
  totals: { trips: number; netT: string; settleT: string };
}

/** (b) 车次统计: one row per carrier, per car or per driver (by the name weighed: weighings carry the name, not a driver record). */
export interface TripsRow {
  /** The carrier's or car's id; by driver the name as weighed ('' for weighings without one). */
  id: string;
  /** The carrier's name, the plate, or the driver's name (未登记司机 for none). */
  name: string;
  /** The car's carrier (by car), the carriers the driver drove for (by driver, joined with 、), else null. */
  carrierName: string | null;
  trips: number;
  netT: string;
  settleT: string;
}
/** What 车次统计 groups by. */
export const TRIPS_BY = ['carrier', 'car', 'driver'] as const;
export type TripsBy = (typeof TRIPS_BY)[number];
export const TRIPS_BY_LABELS: Record<TripsBy, string> = { carrier: '承运商', car: '车辆', driver: '司机' };
/** The name shown for weighings without a driver's name. */
export const NO_DRIVER_NAME = '未登记司机';

export interface TripsReport {
  from: string;
  to: string;
  by: TripsBy;
  rows: TripsRow[];
  totals: { trips: number; netT: string; settleT: string };
}

/** (c) 合同执行进度: each executing contract with its progress and percentages (two places, of the contracted tonnes / amount). */
export interface ContractProgressRow {
  contractId: string;
  contractNo: string;
  direction: 'sales' | 'purchase';
  counterpartyName: string;
  endDate: string | null;
  contractedT: string;
  shippedT: string;
  settledT: string;
  contractAmount: string;
  invoicedAmount: string;
  paidAmount: string;
  shippedPct: string;
  settledPct: string;
  invoicedPct: string;
  paidPct: string;
}
export interface ContractProgressReport {
  rows: ContractProgressRow[];
  totals: { contractedT: string; shippedT: string; settledT: string; contractAmount: string; invoicedAmount: string; paidAmount: string };
}

/** (d) 排队时长: per yard per day, minutes check-in → entry and entry → exit. */
export interface QueueTimesRow {
  day: string;
  yardId: string;
  yardName: string;
  trucks: number;
  waitAvgMin: number | null;
  waitP90Min: number | null;
  inYardAvgMin: number | null;
  inYardP90Min: number | null;
}
export interface QueueTimesReport {
  from: string;
  to: string;
  rows: QueueTimesRow[];
  totals: { trucks: number; waitAvgMin: number | null; waitP90Min: number | null; inYardAvgMin: number | null; inYardP90Min: number | null };
}

/** (e) 磅房日报: every completed weighing of one day (gross weighing, China time) at one yard. */
export interface WeighbridgeDailyRow {
  id: string;
  weighNo: string;
  direction: 'sales' | 'purchase';
  plateNo: string;
  carrierName: string;
  counterpartyName: string;
  materialName: string;
  grossKg: number;
  tareKg: number;
  netKg: number;
  deductKg: number;
  settleKg: number;
  grossTime: string;
  tareTime: string;
}
export interface WeighbridgeDailyReport {
  day: string;
  yardId: string;
  yardName: string;
  rows: WeighbridgeDailyRow[];
  totals: { trips: number; grossKg: number; tareKg: number; netKg: number; deductKg: number; settleKg: number };
}

/** kg (an integer) as exact tonnes with three places: 33980 → "33.980". */
export function kgToTonnes(kg: number | string | bigint): string {
  const n = BigInt(kg);
  const neg = n < 0n;
  const a = neg ? -n : n;
  return `${neg ? '-' : ''}${a / 1000n}.${String(a % 1000n).padStart(3, '0')}`;
}
