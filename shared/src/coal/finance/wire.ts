import type { MoneyBillKind, MoneyBillStatus } from './status';

/** One settlement's share of a bill, as the form sends it. */
export interface MoneyBillAllocationInput {
  settlementId: string;
  amount: string;
}

/** A share as `queryById` answers it: the settlement's number and what is still open on it now. */
export interface MoneyBillAllocation {
  settlementId: string;
  settlementNo: string;
  amount: string;
  totalAmount: string;
  paidAmount: string;
  /** totalAmount − paidAmount, now. */
  outstanding: string;
  status: string;
}

/** A line of the bill's timeline (coal_money_bill_event), oldest first. */
export interface MoneyBillEvent {
  id: string;
  kind: 'create' | 'edit' | 'review' | 'done' | 'void' | 'reverse';
  fromStatus: MoneyBillStatus | null;
  toStatus: MoneyBillStatus | null;
  remark: string | null;
  byUsername: string;
  byRealname: string | null;
  time: string;
}

/** `GET /coal/collectionBill/queryById` (and paymentBill): the list's record with its shares, its advance and its timeline. */
export type MoneyBillDetail = Record<string, unknown> & {
  id: string;
  billNo: string;
  kind: MoneyBillKind;
  status: MoneyBillStatus;
  amount: string;
  rev: number;
  allocations: MoneyBillAllocation[];
  /** amount − Σ allocations: 预收 / 预付. */
  advance: string;
  events: MoneyBillEvent[];
};

/** `GET /coal/settlement/outstanding?counterpartyId=&direction=`: settlements past 财务审核 with money still open, oldest first. */
export interface OutstandingSettlement {
  id: string;
  settlementNo: string;
  contractNo: string;
  periodFrom: string;
  periodTo: string;
  financeReviewedDate: string | null;
  totalAmount: string;
  paidAmount: string;
  outstanding: string;
  status: string;
}

/** A company account as the bill form offers it. */
export interface CompanyAccount {
  id: string;
  holder: string;
  bankName: string;
  accountNo: string;
}

/** `GET /coal/moneyFlow/balances`: each company account's opening balance, Σ in, Σ out and balance now. */
export interface AccountBalance extends CompanyAccount {
  openingBalance: string;
  totalIn: string;
  totalOut: string;
  /** opening + in − out: equals the balanceAfter of the account's last flow line. */
  balance: string;
  lines: number;
}
