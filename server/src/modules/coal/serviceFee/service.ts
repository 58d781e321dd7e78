import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatBusinessDateTime, monthOf, ServiceFeeTexts, type ServiceFeeBasis, type ServiceFeeBillDetail, type ServiceFeeBillStatus } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import type { ApiRecord } from '../../../core/crud/index';
import { loadOne, loadScoped, notFound } from '../../../core/crud/service';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { coalWeighing } from '../weighing/table';
import { serviceFeeBillEntity } from './entity';
import { generateMonth, type GenerateOutcome } from './generate';
import { coalServiceFeeBill, coalServiceFeeBillLine } from './table';

/** Generating, confirming and voiding are our finance staff's; a payer's user reads its bills. */
function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(ServiceFeeTexts.staffOnly);
}

/**
 * `POST generate`: the caller's tenant's bills of a month that has ended. A month still running is refused: its
 * bill would stand for the whole month, and the job would leave it as it is.
 */
export async function generateForStaff(ctx: AppContext, auth: RequestAuth, month: string, regenerate: boolean): Promise<GenerateOutcome> {
  refuseOrgUser(auth);
  if (month >= monthOf(new Date())) throw new BizError(ServiceFeeTexts.monthNotOver);
  return generateMonth(ctx.db, auth.tenantId, month, { regenerate, by: auth.user.username });
}

type Move = { to: ServiceFeeBillStatus; refusal: string; set: (auth: RequestAuth, now: Date, reason?: string) => Partial<typeof coalServiceFeeBill.$inferInsert> };

const MOVES: Record<'confirm' | 'void', Move> = {
  confirm: { to: 'confirmed', refusal: ServiceFeeTexts.confirmNotDraft, set: (auth, now) => ({ confirmedBy: auth.user.realname || auth.user.username, confirmedTime: now }) },
  void: { to: 'void', refusal: ServiceFeeTexts.voidNotDraft, set: (auth, now, reason) => ({ voidReason: reason, voidedBy: auth.user.realname || auth.user.username, voidedTime: now }) },
};

/**
 * 确认 or 作废 a draft: one guarded update (`where status = 'draft'`), so of two clerks acting on one bill at once
 * only one wins and the other is told the bill is no longer a draft.
 */
export async function moveBill(ctx: AppContext, auth: RequestAuth, id: string, action: 'confirm' | 'void', reason?: string): Promise<{ record: ApiRecord; before: ApiRecord }> {
  refuseOrgUser(auth);
  const [before] = await loadScoped(ctx.db, serviceFeeBillEntity, auth, [id]);
  if (!before) throw notFound();
  const move = MOVES[action];
  const now = new Date();
  const [row] = await ctx.db
    .update(coalServiceFeeBill)
    .set({ status: move.to, ...move.set(auth, now, reason), updateBy: auth.user.username, updateTime: now })
    .where(and(eq(coalServiceFeeBill.id, id), eq(coalServiceFeeBill.status, 'draft')))
    .returning({ id: coalServiceFeeBill.id });
  if (!row) throw new BizError(move.refusal);
  return { record: await loadOne(ctx, serviceFeeBillEntity, auth, id), before };
}

/** The bill as its list shows it, its lines, and the weighings behind each line (read in the bill's tenant). */
export async function billDetail(ctx: AppContext, auth: RequestAuth, id: string): Promise<ServiceFeeBillDetail> {
  const record = await loadOne(ctx, serviceFeeBillEntity, auth, id);
  const lines = await ctx.db.select().from(coalServiceFeeBillLine).where(eq(coalServiceFeeBillLine.billId, id)).orderBy(asc(coalServiceFeeBillLine.seq));
  const ids = [...new Set(lines.flatMap((l) => l.weighingIds))];
  const weighings = ids.length
    ? await ctx.db
        .select({ id: coalWeighing.id, weighNo: coalWeighing.weighNo, plateNo: coalWeighing.plateNo, direction: coalWeighing.direction, settleKg: coalWeighing.settleKg, grossTime: coalWeighing.grossTime, billId: coalWeighing.billId })
        .from(coalWeighing)
        .where(and(inArray(coalWeighing.id, ids), eq(coalWeighing.tenantId, auth.tenantId ?? -1)))
    : [];
  const byId = new Map(weighings.map((w) => [w.id, { ...w, grossTime: w.grossTime ? formatBusinessDateTime(w.grossTime) : null }]));
  return {
    record: record as ServiceFeeBillDetail['record'],
    lines: lines.map((l) => ({
      id: l.id,
      ruleId: l.ruleId,
      ruleName: l.ruleName,
      basis: l.basis as ServiceFeeBasis,
      rate: l.rate,
      quantity: l.quantity,
      amount: l.amount,
      weighings: l.weighingIds.map((w) => byId.get(w)).filter((w): w is NonNullable<typeof w> => !!w),
    })),
  };
}
