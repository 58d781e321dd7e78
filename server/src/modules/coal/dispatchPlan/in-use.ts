import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_PLAN_STATUSES } from '@meiyun/shared';
import type { ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { coalDispatchPlan } from './table';

/**
 * A carrier hauling an open plan (草稿, 已审核, 执行中) is not deleted; for good, not while any plan (the recycle
 * bin's drafts included) names it.
 */
export async function plansOfCarrier(tx: Db, rows: ApiRecord[], permanent: boolean): Promise<string | undefined> {
  const [hit] = await tx
    .select({ carrierId: coalDispatchPlan.carrierId, planNo: coalDispatchPlan.planNo })
    .from(coalDispatchPlan)
    .where(
      and(
        inArray(
          coalDispatchPlan.carrierId,
          rows.map((r) => r.id),
        ),
        ...(permanent ? [] : [eq(coalDispatchPlan.delFlag, 0), inArray(coalDispatchPlan.status, [...OPEN_PLAN_STATUSES])]),
      ),
    )
    .limit(1);
  if (!hit) return undefined;
  const name = rows.find((r) => r.id === hit.carrierId)?.name ?? '';
  return permanent ? `承运单位「${name}」已有调度计划（${hit.planNo}），不能彻底删除` : `承运单位「${name}」有未完成的调度计划（${hit.planNo}），不能删除`;
}
