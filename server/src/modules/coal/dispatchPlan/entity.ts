import { COUNTED_PICKUP_STATUSES, DispatchTexts, dispatchPlanMeta } from '@meiyun/shared';
import { and, count, inArray } from 'drizzle-orm';
import { bindEntity, type ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { coalPickupOrder } from '../pickupOrder/table';
import { coalDispatchPlan } from './table';

/**
 * 调度计划 through the entity kit for its list, queryById, export and delete (drafts only); add and edit are the
 * feature's own (routes.ts), since they check the contract's balance with the contract locked. Every record read
 * also carries `issuedTrucks`: the plan's pickup orders that are valid or used.
 */
export const dispatchPlanEntity = bindEntity({
  meta: dispatchPlanMeta,
  table: coalDispatchPlan,
  menuKey: 'menu:coal:dispatchPlan',
  hooks: {
    beforeDelete: (_h, existing) => {
      if (existing.some((r) => r.status !== 'draft')) throw new BizError(DispatchTexts.deleteNotDraft);
    },
    decorate: async (ctx, records) => addIssuedTrucks(ctx.db, records),
  },
});

export async function addIssuedTrucks(db: Db, records: ApiRecord[]): Promise<void> {
  if (!records.length) return;
  const rows = await db
    .select({ planId: coalPickupOrder.planId, n: count() })
    .from(coalPickupOrder)
    .where(
      and(
        inArray(
          coalPickupOrder.planId,
          records.map((r) => r.id),
        ),
        inArray(coalPickupOrder.status, [...COUNTED_PICKUP_STATUSES]),
      ),
    )
    .groupBy(coalPickupOrder.planId);
  const byPlan = new Map(rows.map((r) => [r.planId, Number(r.n)]));
  for (const r of records) r.issuedTrucks = byPlan.get(r.id) ?? 0;
}
