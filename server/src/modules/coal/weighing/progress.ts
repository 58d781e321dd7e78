import { and, inArray, sql } from 'drizzle-orm';
import { COUNTED_WEIGHING_STATUSES } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { addProgressSource, type ProgressPart } from '../contract/progress';
import { coalWeighing } from './table';

/** kg → tonnes as exact decimal text (3 places): integer arithmetic in SQL, no float ever. */
const tonnesOf = (kg: unknown) => sql<string>`(coalesce(sum(${kg}), 0)::numeric / 1000)::numeric(14,3)::text`;

/**
 * 过磅 → `shippedT` of the contract's progress: the settle weight of its completed weighings (voided and reversed
 * ones no longer count). Settle weight, not net: it is what the settlement bills against the contract.
 */
export function registerWeighingProgress(): void {
  addProgressSource({
    name: '过磅',
    async sums(db, contractIds) {
      const rows = await db
        .select({ contractId: coalWeighing.contractId, t: tonnesOf(coalWeighing.settleKg) })
        .from(coalWeighing)
        .where(and(inArray(coalWeighing.contractId, [...contractIds]), inArray(coalWeighing.status, [...COUNTED_WEIGHING_STATUSES])))
        .groupBy(coalWeighing.contractId);
      return new Map<string, ProgressPart>(rows.map((r) => [r.contractId, { shippedT: r.t }]));
    },
  });
}

export interface PlanExecution {
  executedTrucks: number;
  executedKg: number;
}

/** Executed trucks and settle weight of each plan (its completed weighings); plans without any are absent. */
export async function executionOfPlans(db: Db, planIds: readonly string[]): Promise<Map<string, PlanExecution>> {
  if (!planIds.length) return new Map();
  const rows = await db
    .select({ planId: coalWeighing.planId, trucks: sql<number>`count(*)::int`, kg: sql<number>`coalesce(sum(${coalWeighing.settleKg}), 0)::int` })
    .from(coalWeighing)
    .where(and(inArray(coalWeighing.planId, [...planIds]), inArray(coalWeighing.status, [...COUNTED_WEIGHING_STATUSES])))
    .groupBy(coalWeighing.planId);
  return new Map(rows.map((r) => [r.planId, { executedTrucks: Number(r.trucks), executedKg: Number(r.kg) }]));
}
