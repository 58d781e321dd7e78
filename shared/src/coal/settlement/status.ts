import { dec, type Dec } from '../decimal';

/**
 * A settlement's life (coal-domain.md "Settlement", coal-api.md statuses): 草稿 → 数量审核 → 质价审核 → 财务审核 by
 * people, each step a permission of its own (`PUT /coal/settlement/<action>`); then 已开票 → 部分结清 → 已结清 follow
 * from the invoices and money bills entered against it (`settlementMoneyStatus`). 已作废 frees its weighings.
 */
export const SETTLEMENT_STATUSES = ['draft', 'qtyReviewed', 'qualityReviewed', 'financeReviewed', 'invoiced', 'partlyPaid', 'paid', 'void'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const SETTLEMENT_STATUS_ITEMS: [SettlementStatus, string][] = [
  ['draft', '草稿'],
  ['qtyReviewed', '数量审核'],
  ['qualityReviewed', '质价审核'],
  ['financeReviewed', '财务审核'],
  ['invoiced', '已开票'],
  ['partlyPaid', '部分结清'],
  ['paid', '已结清'],
  ['void', '已作废'],
];

/** The statuses from which invoices and money bills may be entered against a settlement. */
export const SETTLEMENT_MONEY_STATUSES: readonly SettlementStatus[] = ['financeReviewed', 'invoiced', 'partlyPaid', 'paid'];

/**
 * Where a settlement past 财务审核 stands, from its money: 已结清 when paid/collected in full, 部分结清 when some
 * is, else 已开票 when invoiced in full, else 财务审核. `total` is the settlement's totalAmount.
 */
export function settlementMoneyStatus(total: Dec | string, invoiced: Dec | string, paid: Dec | string): SettlementStatus {
  const t = dec(total);
  const p = dec(paid);
  if (p.gte(t) && t.gt(0)) return 'paid';
  if (p.gt(0)) return 'partlyPaid';
  if (dec(invoiced).gte(t)) return 'invoiced';
  return 'financeReviewed';
}
