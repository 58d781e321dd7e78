import { DISPATCH_EVENT_LABELS, PLAN_STATUS_ITEMS, type DispatchEvent } from '@meiyun/shared';

/** A line of the plan's timeline (`GET /coal/dispatchPlan/events`, oldest first). */
export interface PlanTimelineLine {
  key: string;
  color: 'green' | 'red' | 'blue' | 'gray';
  action: string;
  who: string;
  time: string;
  /** 草稿 → 已审核; null when the status stayed (an order issued on the plan). */
  statusChange: string | null;
  remark: string | null;
}

const STATUS = new Map<string, string>(PLAN_STATUS_ITEMS);
/** Green moves the plan on, red ends something before its time, grey is bookkeeping, blue an order issued. */
const COLORS: Partial<Record<DispatchEvent['kind'], PlanTimelineLine['color']>> = { approve: 'green', close: 'red', void: 'red', expire: 'gray', create: 'gray', edit: 'gray' };

export function planTimelineLines(events: readonly DispatchEvent[]): PlanTimelineLine[] {
  return events.map((e) => ({
    key: e.id,
    color: COLORS[e.kind] ?? 'blue',
    action: DISPATCH_EVENT_LABELS[e.kind] ?? e.kind,
    who: e.byRealname ? `${e.byRealname}（${e.byUsername}）` : e.byUsername,
    time: e.time,
    statusChange: e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus ? `${STATUS.get(e.fromStatus) ?? e.fromStatus} → ${STATUS.get(e.toStatus) ?? e.toStatus}` : null,
    remark: e.remark || null,
  }));
}
