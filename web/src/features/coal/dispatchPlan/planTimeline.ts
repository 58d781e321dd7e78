import { DISPATCH_EVENT_LABELS, PLAN_STATUS_ITEMS, type DispatchEvent } from '@meiyun/shared';
import { activityLines, type ActivityColor, type ActivityLine } from '../../../components/timeline/activityLines';

const STATUS = new Map<string, string>(PLAN_STATUS_ITEMS);
/** Green moves the plan on, red ends something before its time, grey is bookkeeping, blue an order issued. */
const COLORS: Partial<Record<DispatchEvent['kind'], ActivityColor>> = { approve: 'green', complete: 'green', close: 'red', void: 'red', reopen: 'orange', expire: 'gray', create: 'gray', edit: 'gray' };

/** The plan's timeline (`GET /coal/dispatchPlan/events`, oldest first): 草稿 → 已审核, none when the status stayed. */
export const planTimelineLines = (events: readonly DispatchEvent[]): ActivityLine[] => activityLines(events, { labels: DISPATCH_EVENT_LABELS, statuses: STATUS, colors: COLORS });
