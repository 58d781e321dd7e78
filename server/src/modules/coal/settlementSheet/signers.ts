import type { SettlementEvent, SettlementStatus } from '@meiyun/shared';

/** Who signs a settlement sheet, as its timeline names them: the drafter and each review of the current pass. */
export interface SheetSigners {
  draft: string;
  qtyReview: string;
  qualityReview: string;
  financeReview: string;
}

const REVIEW_OF: Partial<Record<SettlementStatus, keyof SheetSigners>> = { qtyReviewed: 'qtyReview', qualityReviewed: 'qualityReview', financeReviewed: 'financeReview' };

const who = (e: SettlementEvent) => e.byRealname || e.byUsername;
const day = (e: SettlementEvent) => e.time.slice(0, 10);

/**
 * The names (and the day) printed in the signature boxes of 制单 / 数量审核 / 质价审核 / 财务审核, read from the
 * timeline oldest first. A rejection sends the sheet back to draft, so the reviews before it no longer stand: they
 * are forgotten and only the reviews of the pass that brought the sheet where it is are printed.
 */
export function sheetSigners(events: readonly SettlementEvent[]): SheetSigners {
  const out: SheetSigners = { draft: '', qtyReview: '', qualityReview: '', financeReview: '' };
  for (const e of events) {
    if (e.kind === 'draft') out.draft = `${who(e)} ${day(e)}`;
    else if (e.kind === 'reject') out.qtyReview = out.qualityReview = out.financeReview = '';
    else {
      const step = e.toStatus ? REVIEW_OF[e.toStatus] : undefined;
      if (step && e.kind === step) out[step] = `${who(e)} ${day(e)}`;
    }
  }
  return out;
}
