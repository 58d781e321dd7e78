import type { ClauseIndicator } from '../clauses/types';
import type { OtherDeduction, SettlementFigures, SettlementLine, SettlementRefusal } from './compute';
import type { QualityTrace } from './quality';
import type { SettlementStatus } from './status';

/**
 * What `/coal/settlement/*` answers and takes (coal-api.md "Settlement", docs/settlement.md "Routes, tables and
 * screens"): the actions people take on a settlement, who may take them, what the timeline says, and the replies.
 */

/** The review chain and its way back, each `PUT /coal/settlement/<action>` with a permission of its own. */
export const SETTLEMENT_ACTIONS = ['qtyReview', 'qualityReview', 'financeReview', 'reject', 'void'] as const;
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number];

export interface SettlementTransition {
  from: readonly SettlementStatus[];
  to: SettlementStatus;
  label: string;
  /** Reject and void must say why. */
  remarkRequired: boolean;
  /** Said when the settlement is not in `from`. */
  wrongState: string;
  done: string;
}

export const SETTLEMENT_TRANSITIONS: Record<SettlementAction, SettlementTransition> = {
  qtyReview: { from: ['draft'], to: 'qtyReviewed', label: '数量审核', remarkRequired: false, wrongState: '只有草稿状态的结算单可以数量审核', done: '数量审核通过' },
  qualityReview: { from: ['qtyReviewed'], to: 'qualityReviewed', label: '质价审核', remarkRequired: false, wrongState: '只有数量审核后的结算单可以质价审核', done: '质价审核通过' },
  financeReview: { from: ['qualityReviewed'], to: 'financeReviewed', label: '财务审核', remarkRequired: false, wrongState: '只有质价审核后的结算单可以财务审核', done: '财务审核通过' },
  reject: { from: ['qtyReviewed', 'qualityReviewed', 'financeReviewed'], to: 'draft', label: '驳回', remarkRequired: true, wrongState: '只有审核中的结算单可以驳回', done: '已驳回为草稿' },
  void: { from: ['draft', 'qtyReviewed', 'qualityReviewed', 'financeReviewed', 'invoiced', 'partlyPaid', 'paid'], to: 'void', label: '作废', remarkRequired: true, wrongState: '结算单已作废', done: '作废成功！' },
};

/** Permission codes: `coal:settlement:draft` (preview and draft), `…:edit`, each action's, `…:print` (the sheet). */
export type SettlementPerm = SettlementAction | 'draft' | 'edit' | 'print';
export const settlementActionPerm = (a: SettlementPerm) => `coal:settlement:${a}`;

/** Lines of a settlement's timeline: the people's actions, and finance's invoices and money bills (settlement/money.ts). */
export const SETTLEMENT_EVENT_LABELS = {
  draft: '起草',
  edit: '修改其他扣款',
  qtyReview: '数量审核',
  qualityReview: '质价审核',
  financeReview: '财务审核',
  reject: '驳回',
  void: '作废',
  print: '打印',
  invoice: '开票',
  invoiceVoid: '发票作废',
  payment: '收付款',
  paymentReverse: '收付款冲销',
} as const;
export type SettlementEventKind = keyof typeof SETTLEMENT_EVENT_LABELS;

/** The server's refusals (besides SettlementTexts of validate.ts and each transition's wrongState). */
export const SettlementServerTexts = {
  staffOnly: '结算由本公司财务人员办理',
  contractMissing: '合同不存在',
  contractStatus: '只有执行中或已完成的合同可以结算',
  noPrice: '合同未设置单价，不能结算',
  noWeighings: '该期间没有可结算的过磅记录',
  claimed: '部分磅单已被其他结算单占用，请重新起草',
  negativeQuantity: '扣吨后结算数量小于0，请检查合同的扣吨条款',
  stale: '结算单状态已变化，请刷新后重试',
  notDraft: '只有草稿状态的结算单可以修改',
  revRequired: '缺少版本号，请刷新后重试',
  ownFinanceReview: '财务审核不能由起草人本人办理',
  moneyMoved: '结算单已开票或已收付款，不能驳回或作废',
  remarkRequired: '请填写驳回原因',
  reasonRequired: '请填写作废原因',
} as const;

/** One line of the timeline, oldest first: the shape web/src/components/timeline takes. */
export interface SettlementEvent {
  id: string;
  kind: SettlementEventKind;
  fromStatus: SettlementStatus | null;
  toStatus: SettlementStatus | null;
  remark: string | null;
  byUsername: string;
  byRealname: string | null;
  time: string;
}

/** A weighing of the settlement as "click the quantity" lists it (weights whole kg). */
export interface SettlementTraceWeighing {
  id: string;
  weighNo: string;
  plateNo: string;
  /** `yyyy-MM-dd HH:mm:ss` business time. */
  grossTime: string | null;
  netKg: number;
  deductKg: number;
  settleKg: number;
}

/** How every figure came about: the weighings in the order they were weighed (Σ settleKg / 1000 = weighedT) and each indicator's results. */
export interface SettlementTrace {
  weighings: SettlementTraceWeighing[];
  /** One per indicator measured; a result is named by its lab code (化验编码) in `sampleNo`. */
  quality: QualityTrace[];
}

/** `GET /coal/settlement/queryById?id=` and the reply of every write. */
export interface SettlementDetail extends SettlementFigures {
  id: string;
  settlementNo: string;
  contractId: string;
  contractNo: string;
  /** The contract's version whose price, tax rate and clauses the sheet was computed with. */
  contractVersion: number;
  direction: 'purchase' | 'sales';
  counterpartyId: string;
  counterpartyName: string;
  materialId: string;
  /** The period, `yyyy-MM-dd`, both days included. */
  from: string;
  to: string;
  unitPrice: string;
  taxRate: string;
  quality: Partial<Record<ClauseIndicator, string>>;
  lines: SettlementLine[];
  otherDeductions: OtherDeduction[];
  invoicedAmount: string;
  paidAmount: string;
  status: SettlementStatus;
  financeReviewedDate: string | null;
  /** Changes with every write: edit and the actions send the one they read, a stale one is refused. */
  rev: number;
  remark: string | null;
  voidReason: string | null;
  voidedBy: string | null;
  voidedTime: string | null;
  createBy: string | null;
  createTime: string | null;
  printCount: number;
  trace: SettlementTrace;
  events: SettlementEvent[];
}

/** `POST /coal/settlement/preview`: what a draft would be, saved nowhere. A draft is refused while `refusals` is not empty. */
export interface SettlementPreview extends SettlementFigures {
  contractId: string;
  contractNo: string;
  contractVersion: number;
  direction: 'purchase' | 'sales';
  counterpartyName: string;
  from: string;
  to: string;
  unitPrice: string;
  taxRate: string;
  trace: SettlementTrace;
  refusals: SettlementRefusal[];
}

/** `POST /coal/settlement/preview` and `/draft` (remark on draft only). */
export interface SettlementDraftRequest {
  contractId: string;
  from: string;
  to: string;
  otherDeductions?: { name: string; amount: string | number }[];
  remark?: string | null;
}

/** `PUT /coal/settlement/edit`: a draft's other deductions and remark. */
export interface SettlementEditRequest {
  id: string;
  rev: number;
  otherDeductions: { name: string; amount: string | number }[];
  remark?: string | null;
}

/** `PUT /coal/settlement/<qtyReview|qualityReview|financeReview|reject>` (reject: remark required); void sends `reason`. */
export interface SettlementActionRequest {
  id: string;
  rev?: number;
  remark?: string | null;
  reason?: string;
}
