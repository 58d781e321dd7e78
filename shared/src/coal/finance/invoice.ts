/**
 * 发票 (coal-domain.md "Finance", coal-api.md `/coal/invoice`): kinds, directions, statuses, the permission codes,
 * the texts the server answers and the shapes of its replies; both sides read these.
 */

/** 增值税专用发票 / 增值税普通发票. */
export const INVOICE_KINDS = ['special', 'normal'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_ITEMS: [InvoiceKind, string][] = [
  ['special', '专票'],
  ['normal', '普票'],
];

/** 进项 (`in`: a supplier's invoice to us, against purchase settlements) / 销项 (`out`: ours to a customer, against sales ones). */
export const INVOICE_DIRECTIONS = ['in', 'out'] as const;
export type InvoiceDirection = (typeof INVOICE_DIRECTIONS)[number];
export const INVOICE_DIRECTION_ITEMS: [InvoiceDirection, string][] = [
  ['in', '进项'],
  ['out', '销项'],
];

/** The organisation on the other side of an invoice of each direction, and the settlements it is entered against. */
export const INVOICE_COUNTERPARTY: Record<InvoiceDirection, { org: 'supplier' | 'consumer'; settlement: 'purchase' | 'sales'; label: string }> = {
  in: { org: 'supplier', settlement: 'purchase', label: '供应商' },
  out: { org: 'consumer', settlement: 'sales', label: '客户' },
};

/** Entered straight as 正常; 作废 with a reason. An invoice is never edited: void it and enter it again. */
export const INVOICE_STATUSES = ['normal', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_ITEMS: [InvoiceStatus, string][] = [
  ['normal', '正常'],
  ['void', '已作废'],
];

export const INVOICE_PERM = 'coal:invoice';
export const INVOICE_VOID_PERM = 'coal:invoice:void';

export const InvoiceTexts = {
  staffOnly: '发票由本公司财务人员登记',
  counterpartyMissing: (label: string) => `${label}不存在`,
  creditCodeMissing: (name: string) => `开具专票须有对方的纳税人识别号，请先在基础数据中填写${name}的统一社会信用代码`,
  settlementsRequired: '请选择要开票的结算单',
  settlementsDuplicate: '同一结算单不能重复选择',
  allocationNotListed: '分配金额的结算单须在所选结算单之中',
  allocationPositive: '每张结算单的分配金额须大于0',
  allocationSum: (sum: string, total: string) => `分配到结算单的金额合计${sum}元，与价税合计${total}元不符`,
  overOutstanding: (total: string, open: string) => `价税合计${total}元超过所选结算单的未开票金额${open}元`,
  duplicateNumber: (code: string | null, number: string) => `发票${code ? `代码${code}、` : ''}号码${number}已登记，不能重复登记（如需更正请先作废原发票）`,
  voidReason: '请填写作废原因',
  alreadyVoid: '发票已作废',
} as const;

/** A line of an invoice's timeline: 登记, 作废. */
export type InvoiceEventKind = 'create' | 'void';
export interface InvoiceEvent {
  id: string;
  kind: InvoiceEventKind;
  fromStatus: string | null;
  toStatus: string | null;
  remark: string | null;
  byUsername: string;
  byRealname: string | null;
  time: string;
}

/** How much of the invoice went to one settlement, with what the settlement stands at now. */
export interface InvoiceAllocation {
  settlementId: string;
  settlementNo: string;
  contractNo: string;
  amount: string;
  settlementTotal: string;
  settlementInvoiced: string;
  settlementStatus: string;
}

/** A settlement an invoice may be entered against: past 财务审核, with something left to invoice. */
export interface InvoiceCandidate {
  id: string;
  settlementNo: string;
  contractNo: string;
  periodFrom: string;
  periodTo: string;
  taxRate: string;
  totalAmount: string;
  invoicedAmount: string;
  /** totalAmount − invoicedAmount. */
  open: string;
  status: string;
  financeReviewedDate: string | null;
}
