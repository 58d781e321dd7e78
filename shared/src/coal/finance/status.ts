/**
 * 收款单 / 付款单 and 资金流水 (coal-domain.md "Finance", coal-api.md "Finance", docs/finance.md): kinds, statuses,
 * actions, permission codes, dictionaries and the texts the server answers; both sides read these.
 */

/** One table, two bills: a collection (收款, money in, against sales settlements) and a payment (付款, money out). */
export const MONEY_BILL_KINDS = ['collection', 'payment'] as const;
export type MoneyBillKind = (typeof MONEY_BILL_KINDS)[number];

/** 草稿 → 已审核 → 已收/已付; 草稿 or 已审核 → 已作废 (reason); 已收/已付 → 已冲销 (reason, the money goes back). */
export const MONEY_BILL_STATUSES = ['draft', 'reviewed', 'done', 'void', 'reversed'] as const;
export type MoneyBillStatus = (typeof MONEY_BILL_STATUSES)[number];

const statusItems = (done: string): [MoneyBillStatus, string][] => [
  ['draft', '草稿'],
  ['reviewed', '已审核'],
  ['done', done],
  ['void', '已作废'],
  ['reversed', '已冲销'],
];
export const COLLECTION_BILL_STATUS_ITEMS = statusItems('已收');
export const PAYMENT_BILL_STATUS_ITEMS = statusItems('已付');

/** Who a bill is with: a customer, a supplier or a carrier (freight, paid without settlements). */
export const MONEY_COUNTERPARTY_KINDS = ['consumer', 'supplier', 'carrier'] as const;
export type MoneyCounterpartyKind = (typeof MONEY_COUNTERPARTY_KINDS)[number];
export const MONEY_COUNTERPARTY_KIND_ITEMS: [MoneyCounterpartyKind, string][] = [
  ['consumer', '客户'],
  ['supplier', '供应商'],
  ['carrier', '承运单位'],
];

/** 结算方式 (dictionary coal_pay_method). */
export const PAY_METHOD_ITEMS: [string, string][] = [
  ['wire', '电汇'],
  ['bankAcceptance', '银行承兑汇票'],
  ['commercialAcceptance', '商业承兑汇票'],
  ['cash', '现金'],
  ['other', '其他'],
];

/** A flow line's direction: money into the account or out of it. */
export const MONEY_FLOW_DIRECTION_ITEMS: [string, string][] = [
  ['in', '收入'],
  ['out', '支出'],
];

export const MONEY_BILL_ACTIONS = ['review', 'done', 'void', 'reverse'] as const;
export type MoneyBillAction = (typeof MONEY_BILL_ACTIONS)[number];

export interface MoneyBillKindInfo {
  /** The entity's API base and permission prefix. */
  api: string;
  perm: string;
  title: string;
  /** Collections are against sales settlements, payments against purchase ones (settlement/money.ts). */
  direction: 'sales' | 'purchase';
  /** The bill number's prefix (SK…, FK…) and its numbering rule. */
  prefix: string;
  ruleCode: string;
  statusDict: string;
  /** 收 / 付: the verb of the screens and messages. */
  verb: string;
  /** The flow line's direction when the bill is done (its reversal the other way). */
  flow: 'in' | 'out';
}

export const MONEY_BILL_KIND_INFO: Record<MoneyBillKind, MoneyBillKindInfo> = {
  collection: { api: '/coal/collectionBill', perm: 'coal:collectionBill', title: '收款单', direction: 'sales', prefix: 'SK', ruleCode: 'collection_bill_no', statusDict: 'coal_collection_bill_status', verb: '收', flow: 'in' },
  payment: { api: '/coal/paymentBill', perm: 'coal:paymentBill', title: '付款单', direction: 'purchase', prefix: 'FK', ruleCode: 'payment_bill_no', statusDict: 'coal_payment_bill_status', verb: '付', flow: 'out' },
};

export const moneyBillActionPerm = (kind: MoneyBillKind, action: MoneyBillAction) => `${MONEY_BILL_KIND_INFO[kind].perm}:${action}`;

/** The buttons' words: 审核, 确认收款 / 确认付款, 作废, 冲销. */
export const moneyBillActionLabel = (kind: MoneyBillKind, action: MoneyBillAction): string =>
  ({ review: '审核', done: `确认${MONEY_BILL_KIND_INFO[kind].verb}款`, void: '作废', reverse: '冲销' })[action];

/** From which statuses each action moves a bill, and to which. */
export const MONEY_BILL_TRANSITIONS: Record<MoneyBillAction, { from: readonly MoneyBillStatus[]; to: MoneyBillStatus }> = {
  review: { from: ['draft'], to: 'reviewed' },
  done: { from: ['reviewed'], to: 'done' },
  void: { from: ['draft', 'reviewed'], to: 'void' },
  reverse: { from: ['done'], to: 'reversed' },
};

/** What a bill in `status` offers a user holding `has` (the screens' buttons). */
export function offeredMoneyBillActions(kind: MoneyBillKind, status: unknown, has: (perm: string) => boolean): MoneyBillAction[] {
  return MONEY_BILL_ACTIONS.filter((a) => MONEY_BILL_TRANSITIONS[a].from.includes(status as MoneyBillStatus) && has(moneyBillActionPerm(kind, a)));
}

/** A money flow line's read permission. */
export const MONEY_FLOW_PERM = 'coal:moneyFlow';

export const MoneyBillTexts = {
  staffOnly: '收付款单由本公司财务人员办理',
  notDraft: (title: string) => `只有草稿状态的${title}可以修改`,
  stale: '该单据已被他人修改，请刷新后重试',
  freightFixed: '该付款单由汽运运费按车次生成，金额和收款方不能修改；如需调整请作废后重新生成',
  wrongState: (title: string, action: string, from: string) => `只有${from}的${title}可以${action}`,
  ownReview: '不能审核自己录入的单据',
  reasonRequired: (action: string) => `请填写${action}原因`,
  counterpartyMissing: '往来单位不存在',
  accountNotCompany: '请选择本公司的账户',
  amountPositive: '金额须大于0',
  amountFormat: '金额格式不正确，最多2位小数',
  allocationPositive: '分配金额须大于0',
  overAllocated: '结算单分配金额合计不能超过单据金额',
  overOutstanding: (no: string, outstanding: string) => `结算单${no}的分配金额超过未结金额${outstanding}元`,
  settlementMissing: '结算单不存在、已作废或尚未财务审核',
  settlementCounterparty: (no: string) => `结算单${no}不是该往来单位的结算单`,
  settlementDirection: (no: string, title: string) => `结算单${no}的购销方向与${title}不符（收款对应销售结算，付款对应采购结算）`,
  carrierNoSettlement: '承运单位的收付款不关联结算单',
  duplicateSettlement: '同一结算单只能分配一次',
  direction: '请选择购销方向',
} as const;
