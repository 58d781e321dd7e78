import { COAL_BILL_STATUS_ITEMS, WEIGHING_EVENT_LABELS, WEIGHING_STATUS_ITEMS, type WeighingEvent } from '@meiyun/shared';
import { activityLines, type ActivityColor, type ActivityLine } from '../../../components/timeline/activityLines';

const STATUS = new Map<string, string>([...WEIGHING_STATUS_ITEMS, ...COAL_BILL_STATUS_ITEMS]);
/** Weighings blue, the bill and its confirmation green, void and reverse red, deductions and the exit grey. */
const COLORS: Record<WeighingEvent['kind'], ActivityColor> = { tare: 'blue', gross: 'blue', bill: 'green', billReceive: 'green', deduct: 'gray', leave: 'gray', void: 'red', reverse: 'red' };

/** A weighing's timeline (`GET /coal/weighing/detail` → events, oldest first); a first status (已称皮, 已开具) shows alone. */
export const weighingTimelineLines = (events: readonly WeighingEvent[]): ActivityLine[] =>
  activityLines(events, { labels: WEIGHING_EVENT_LABELS, statuses: STATUS, colors: COLORS, firstStatus: true });
