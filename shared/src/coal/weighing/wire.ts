import type { DeductionKind, WeighingEventKind, WeighingStatus } from './status';

/** A weighing record as list, queryById and every weighing action answer it: the declared fields and `_dictText`. */
export interface WeighingRecord {
  id: string;
  weighNo: string;
  direction: 'sales' | 'purchase';
  queueId: string | null;
  pickupOrderId: string;
  pickupOrderNo: string;
  planId: string;
  contractId: string;
  contractNo: string;
  carId: string;
  plateNo: string;
  driverName: string | null;
  tareKg: number | null;
  tareTime: string | null;
  tareScaleId: string | null;
  tareManual: boolean;
  grossKg: number | null;
  grossTime: string | null;
  grossScaleId: string | null;
  grossManual: boolean;
  netKg: number | null;
  deductKg: number;
  settleKg: number | null;
  /** Purchase: the mine's ticket weight (票重) and 盈亏 = settleKg − ticketKg. */
  ticketKg: number | null;
  profitLossKg: number | null;
  abnormal: boolean;
  abnormalReason: string | null;
  manual: boolean;
  status: WeighingStatus;
  settlementId: string | null;
  billId: string | null;
  [field: string]: unknown;
}

/** One deduction (扣重) of a weighing. */
export interface WeighingDeduction {
  id: string;
  kind: DeductionKind;
  kg: number;
  remark: string | null;
  byUsername: string;
  byRealname: string | null;
  time: string;
}

/** One line of a weighing's timeline (its bill's lines included). */
export interface WeighingEvent {
  id: string;
  kind: WeighingEventKind;
  fromStatus: string | null;
  toStatus: string | null;
  remark: string | null;
  byUsername: string;
  byRealname: string | null;
  time: string;
}

/** `GET /coal/weighing/detail?id=`: the record, its deductions and its timeline. */
export interface WeighingDetail {
  record: WeighingRecord;
  deductions: WeighingDeduction[];
  events: WeighingEvent[];
}
