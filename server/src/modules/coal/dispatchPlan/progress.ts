import { and, eq, inArray, sql } from 'drizzle-orm';
import { DISPATCHED_PLAN_STATUSES } from '@meiyun/shared';
import { addProgressSource, type ProgressPart } from '../contract/progress';
import { coalDispatchPlan } from './table';

/**
 * 调度计划 → `dispatchedT` of the contract's progress (coal-api.md): the planned tonnage of its approved, executing
 * and completed plans. Drafts are not yet dispatched and closed plans no longer are (a closed plan's trucks that
 * did load show in `shippedT`).
 */
export function registerPlanProgress(): void {
  addProgressSource({
    name: '调度计划',
    async sums(db, contractIds) {
      const rows = await db
        .select({ contractId: coalDispatchPlan.contractId, t: sql<string>`sum(${coalDispatchPlan.plannedT})::text` })
        .from(coalDispatchPlan)
        .where(and(inArray(coalDispatchPlan.contractId, [...contractIds]), eq(coalDispatchPlan.delFlag, 0), inArray(coalDispatchPlan.status, [...DISPATCHED_PLAN_STATUSES])))
        .groupBy(coalDispatchPlan.contractId);
      return new Map<string, ProgressPart>(rows.map((r) => [r.contractId, { dispatchedT: r.t }]));
    },
  });
}
