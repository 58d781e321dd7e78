import type { WeighingEvent } from '@meiyun/shared';
import { ActivityTimeline } from '../../../components/timeline/ActivityTimeline';
import { weighingTimelineLines } from './weighingTimeline';

/** 操作记录: the weighings, the bill, deductions, exit, void and reverse, with who, when and why. */
export function WeighingTimeline({ events }: { events: readonly WeighingEvent[] }) {
  return <ActivityTimeline testId="weighing-timeline" lines={weighingTimelineLines(events)} />;
}
