import type { ServiceFeeBasis } from './status';

/** A line of a fee bill as `GET /coal/serviceFeeBill/detail` answers it, with the weighings it counts. */
export interface ServiceFeeBillLineRecord {
  id: string;
  ruleId: string;
  ruleName: string;
  basis: ServiceFeeBasis;
  rate: string;
  quantity: string;
  amount: string;
  weighings: { id: string; weighNo: string; plateNo: string; direction: string; settleKg: number | null; grossTime: string | null; billId: string | null }[];
}

/** `GET /coal/serviceFeeBill/detail?id=`: the bill (the kit's record) and its lines. */
export interface ServiceFeeBillDetail {
  record: Record<string, unknown> & { id: string; billNo: string; month: string; status: string; totalAmount: string };
  lines: ServiceFeeBillLineRecord[];
}

/** `POST /coal/serviceFeeBill/generate`: what a run wrote for the month. */
export interface ServiceFeeGenerateResult {
  month: string;
  /** Bills written (new payers, or regenerated ones). */
  written: number;
  /** Drafts voided by a regeneration. */
  voided: number;
  /** Payers already billed for the month, left as they are. */
  kept: number;
}
