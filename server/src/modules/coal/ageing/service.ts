import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { AGEING_BUCKETS, AgeingTexts, SETTLEMENT_MONEY_STATUSES, ageingBucketOf, type AgeingBucket, type AgeingRow, type AgeingSettlement, type ReceivableAgeing } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { coalSettlement } from '../settlement/table';

const s = coalSettlement;

/** The upper edge (days, inclusive) of each bucket but the last; ageingBucketOf draws the same lines. */
const EDGES: Record<Exclude<AgeingBucket, 'b180'>, [number, number]> = { b0_30: [-Infinity, 30], b31_60: [31, 60], b61_90: [61, 90], b91_180: [91, 180] };

/**
 * The receivables as of a day: sales settlements of the caller's tenant at 财务审核 or later (not voided), reviewed
 * on or before that day, with outstanding = totalAmount − paidAmount above 0. The outstanding is as the settlement
 * stands now; `asOf` sets the clock the ages are counted on.
 */
function receivables(tenantId: number | null, asOf: string, counterpartyId?: string): SQL {
  return and(
    tenantId === null ? isNull(s.tenantId) : eq(s.tenantId, tenantId),
    eq(s.direction, 'sales'),
    inArray(s.status, [...SETTLEMENT_MONEY_STATUSES]),
    isNotNull(s.financeReviewedDate),
    lte(s.financeReviewedDate, asOf),
    gt(s.totalAmount, s.paidAmount),
    counterpartyId ? eq(s.counterpartyId, counterpartyId) : undefined,
  )!;
}

/**
 * `GET /coal/report/receivableAgeing` (coal-api.md "Finance"): one aggregate statement sums the outstanding of every
 * receivable into its customer's row and bucket by age = asOf − financeReviewedDate (days, the dates being China
 * dates already), with the totals row from the same statement (grouping sets), so the totals are the sum of the rows
 * by construction; a customer is named as on its latest settlement. With a customer, its settlements behind the figures too. Our staff only: a customer's user is
 * refused.
 */
export async function receivableAgeing(ctx: AppContext, auth: RequestAuth, asOf: string, counterpartyId?: string): Promise<ReceivableAgeing> {
  if (orgOf(auth.user)) throw new BizError(AgeingTexts.staffOnly);
  const age = sql`(${asOf}::date - ${s.financeReviewedDate})`;
  const outstanding = sql`(${s.totalAmount} - ${s.paidAmount})`;
  const bucketSum = (b: AgeingBucket) => {
    const cond = b === 'b180' ? sql`${age} > 180` : EDGES[b][0] === -Infinity ? sql`${age} <= ${sql.raw(String(EDGES[b][1]))}` : sql`${age} between ${sql.raw(String(EDGES[b][0]))} and ${sql.raw(String(EDGES[b][1]))}`;
    return sql<string>`coalesce(sum(${outstanding}) filter (where ${cond}), 0)::numeric(18,2)::text`;
  };
  const grouped = await ctx.db
    .select({
      counterpartyId: s.counterpartyId,
      counterpartyName: sql<string>`(array_agg(${s.counterpartyName} order by ${s.financeReviewedDate} desc, ${s.settlementNo} desc))[1]`,
      isTotal: sql<boolean>`grouping(${s.counterpartyId}) = 1`,
      b0_30: bucketSum('b0_30'),
      b31_60: bucketSum('b31_60'),
      b61_90: bucketSum('b61_90'),
      b91_180: bucketSum('b91_180'),
      b180: bucketSum('b180'),
      total: sql<string>`coalesce(sum(${outstanding}), 0)::numeric(18,2)::text`,
    })
    .from(s)
    .where(receivables(auth.tenantId, asOf))
    .groupBy(sql`grouping sets ((${s.counterpartyId}), ())`)
    .orderBy(sql`grouping(${s.counterpartyId})`, sql`sum(${outstanding}) desc`, asc(s.counterpartyId));
  const row = (g: (typeof grouped)[number], total: boolean): AgeingRow => ({
    counterpartyId: total ? null : g.counterpartyId,
    counterpartyName: total ? '合计' : g.counterpartyName,
    ...(Object.fromEntries(AGEING_BUCKETS.map((b) => [b, g[b]])) as Record<AgeingBucket, string>),
    total: g.total,
  });
  const rows = grouped.filter((g) => !g.isTotal).map((g) => row(g, false));
  const totalsRow = grouped.find((g) => g.isTotal);
  const totals: AgeingRow = totalsRow ? row(totalsRow, true) : { counterpartyId: null, counterpartyName: '合计', b0_30: '0.00', b31_60: '0.00', b61_90: '0.00', b91_180: '0.00', b180: '0.00', total: '0.00' };
  const reply: ReceivableAgeing = { asOf, rows, totals };
  if (counterpartyId) reply.settlements = await settlementsBehind(ctx, auth.tenantId, asOf, counterpartyId);
  return reply;
}

async function settlementsBehind(ctx: AppContext, tenantId: number | null, asOf: string, counterpartyId: string): Promise<AgeingSettlement[]> {
  const rows = await ctx.db
    .select({
      id: s.id,
      settlementNo: s.settlementNo,
      contractNo: s.contractNo,
      financeReviewedDate: sql<string>`${s.financeReviewedDate}::text`,
      ageDays: sql<number>`(${asOf}::date - ${s.financeReviewedDate})::int`,
      totalAmount: s.totalAmount,
      paidAmount: s.paidAmount,
      outstanding: sql<string>`(${s.totalAmount} - ${s.paidAmount})::numeric(18,2)::text`,
    })
    .from(s)
    .where(receivables(tenantId, asOf, counterpartyId))
    .orderBy(asc(s.financeReviewedDate), asc(s.settlementNo))
    .limit(5000);
  return rows.map((r) => ({ ...r, ageDays: Number(r.ageDays), bucket: ageingBucketOf(Number(r.ageDays)) }));
}
