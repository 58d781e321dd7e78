import { and, eq, sql } from 'drizzle-orm';
import { businessToday, dec, SETTLEMENT_TRANSITIONS, SettlementServerTexts, type SettlementAction, type SettlementStatus } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { coalWeighing } from '../weighing/table';
import { recordSettlementEvent } from './events';
import { refuseOrgUser, settlementRow } from './service';
import { coalSettlement } from './table';

export interface ActionInput {
  id: string;
  rev?: number | null;
  /** The review's remark, the reason of a reject (required) or of a void (required). */
  remark?: string | null;
}

/**
 * 数量审核 → 质价审核 → 财务审核, 驳回 back to 草稿, 作废 (coal-domain.md "Settlement"). Each is checked on the row
 * as read (its status, the rev the clerk saw, four eyes on 财务审核, no money moved for reject and void), then made
 * by one update guarded by the same status and rev and, for reject and void, by amounts still zero — so of two
 * people acting at once, or an action racing an invoice, one wins and the other is told to refresh. The timeline line
 * and, on a void, the freeing of the weighings are in the same transaction.
 */
export async function transitionSettlement(ctx: AppContext, auth: RequestAuth, action: SettlementAction, input: ActionInput): Promise<void> {
  refuseOrgUser(auth);
  const t = SETTLEMENT_TRANSITIONS[action];
  const remark = input.remark?.trim() || null;
  if (action === 'reject' && !remark) throw new BizError(SettlementServerTexts.remarkRequired);
  if (action === 'void' && !remark) throw new BizError(SettlementServerTexts.reasonRequired);
  const row = await settlementRow(ctx, auth, input.id);
  const from = row.status as SettlementStatus;
  if (!t.from.includes(from)) throw new BizError(t.wrongState);
  if (input.rev !== undefined && input.rev !== null && input.rev !== row.rev) throw new BizError(SettlementServerTexts.stale);
  if (action === 'financeReview' && row.createBy === auth.user.username) throw new BizError(SettlementServerTexts.ownFinanceReview);
  const moneyGuard = action === 'reject' || action === 'void';
  if (moneyGuard && (!dec0(row.invoicedAmount) || !dec0(row.paidAmount))) throw new BizError(SettlementServerTexts.moneyMoved);
  const now = new Date();
  const who = auth.user.realname || auth.user.username;
  const stamp =
    action === 'financeReview'
      ? { financeReviewedDate: businessToday(now) }
      : action === 'reject'
        ? { financeReviewedDate: null }
        : action === 'void'
          ? { voidReason: remark, voidedBy: who, voidedTime: now }
          : {};
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(coalSettlement)
      .set({ status: t.to, ...stamp, rev: sql`${coalSettlement.rev} + 1`, updateBy: auth.user.username, updateTime: now })
      .where(
        and(
          eq(coalSettlement.id, row.id),
          eq(coalSettlement.status, from),
          eq(coalSettlement.rev, row.rev),
          ...(moneyGuard ? [sql`${coalSettlement.invoicedAmount} = 0`, sql`${coalSettlement.paidAmount} = 0`] : []),
        ),
      )
      .returning({ id: coalSettlement.id });
    if (!done) throw new BizError(SettlementServerTexts.stale);
    if (action === 'void') await tx.update(coalWeighing).set({ settlementId: null }).where(eq(coalWeighing.settlementId, row.id));
    await recordSettlementEvent(tx, { tenantId: row.tenantId, settlementId: row.id, kind: action, fromStatus: from, toStatus: t.to, remark, by: auth.user });
  });
}

/** An amount column read back ("0.00") is zero. */
const dec0 = (v: string) => dec(v).isZero();
