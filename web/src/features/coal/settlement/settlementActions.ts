import { dec, SETTLEMENT_TRANSITIONS, settlementActionPerm, type SettlementAction, type SettlementDetail } from '@meiyun/shared';

/** The buttons of a settlement's detail: the review chain and its way back, the draft's deductions, the sheet. */
export type SettlementButton = SettlementAction | 'edit';

const ORDER: SettlementButton[] = ['edit', 'qtyReview', 'qualityReview', 'financeReview', 'reject', 'void'];

/**
 * What a settlement in this state offers a user holding `has` (docs/settlement.md): 编辑扣款 while a draft, each
 * review from the state before it, 驳回 while under review, 作废 until it is voided. Once an invoice or a money bill
 * is entered against it the server refuses 驳回 and 作废 (those go first), so they are not offered.
 */
export function offeredSettlementButtons(d: Pick<SettlementDetail, 'status' | 'invoicedAmount' | 'paidAmount'>, has: (perm: string) => boolean): SettlementButton[] {
  const moneyMoved = !dec(d.invoicedAmount || '0').isZero() || !dec(d.paidAmount || '0').isZero();
  return ORDER.filter((b) => {
    if (b === 'edit') return d.status === 'draft' && has(settlementActionPerm('edit'));
    if ((b === 'reject' || b === 'void') && moneyMoved) return false;
    return SETTLEMENT_TRANSITIONS[b].from.includes(d.status) && has(settlementActionPerm(b));
  });
}

export const SETTLEMENT_BUTTON_LABELS: Record<SettlementButton, string> = {
  edit: '编辑扣款',
  qtyReview: SETTLEMENT_TRANSITIONS.qtyReview.label,
  qualityReview: SETTLEMENT_TRANSITIONS.qualityReview.label,
  financeReview: SETTLEMENT_TRANSITIONS.financeReview.label,
  reject: SETTLEMENT_TRANSITIONS.reject.label,
  void: SETTLEMENT_TRANSITIONS.void.label,
};

/**
 * The period a new settlement offers first: the previous calendar month of `today` (`2026-11-26` → 2026-10-01 to
 * 2026-10-31), as business days.
 */
export function previousMonth(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number);
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  // Day 0 of the next month is this month's last day; UTC so no zone moves it.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}
