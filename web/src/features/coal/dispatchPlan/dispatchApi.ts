import type { DispatchEvent, DispatchPlanRecord, PlanAction } from '@meiyun/shared';
import { getAction, putAction } from '../../../lib/http';

/** The plan routes beyond the kit's list, add, edit and delete (docs/dispatch.md). */
const BASE = '/coal/dispatchPlan';

export const dispatchApi = {
  queryById: (id: string) => getAction<DispatchPlanRecord>(`${BASE}/queryById`, { id }),
  transition: (action: PlanAction, id: string, remark: string) => putAction<DispatchPlanRecord>(`${BASE}/${action}`, { id, remark }),
  events: (id: string) => getAction<DispatchEvent[]>(`${BASE}/events`, { id }),
};

/** TanStack Query keys of one plan's detail; invalidating `planKey(id)` refreshes every part. */
export const planKey = (id: string) => ['coalDispatchPlan', id] as const;
export const planPartKey = (id: string, part: 'record' | 'events' | 'orders') => ['coalDispatchPlan', id, part] as const;
