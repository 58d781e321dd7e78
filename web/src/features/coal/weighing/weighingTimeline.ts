import { COAL_BILL_STATUS_ITEMS, WEIGHING_EVENT_LABELS, WEIGHING_STATUS_ITEMS, type WeighingEvent } from '@meiyun/shared';

/** A line of a weighing's timeline (`GET /coal/weighing/detail` → events, oldest first). */
export interface WeighingTimelineLine {
  key: string;
  color: 'green' | 'red' | 'blue' | 'gray';
  action: string;
  who: string;
  time: string;
  statusChange: string | null;
  remark: string | null;
}

const STATUS = new Map<string, string>([...WEIGHING_STATUS_ITEMS, ...COAL_BILL_STATUS_ITEMS]);
/** Weighings blue, the bill and its confirmation green, void and reverse red, deductions and the exit grey. */
const COLORS: Record<WeighingEvent['kind'], WeighingTimelineLine['color']> = { tare: 'blue', gross: 'blue', bill: 'green', billReceive: 'green', deduct: 'gray', leave: 'gray', void: 'red', reverse: 'red' };

export function weighingTimelineLines(events: readonly WeighingEvent[]): WeighingTimelineLine[] {
  return events.map((e) => ({
    key: e.id,
    color: COLORS[e.kind] ?? 'blue',
    action: WEIGHING_EVENT_LABELS[e.kind] ?? e.kind,
    who: e.byRealname ? `${e.byRealname}（${e.byUsername}）` : e.byUsername,
    time: e.time,
    statusChange: e.toStatus && e.fromStatus !== e.toStatus ? `${e.fromStatus ? `${STATUS.get(e.fromStatus) ?? e.fromStatus} → ` : ''}${STATUS.get(e.toStatus) ?? e.toStatus}` : null,
    remark: e.remark || null,
  }));
}
