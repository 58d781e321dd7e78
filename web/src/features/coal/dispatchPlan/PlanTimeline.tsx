import type { DispatchEvent } from '@meiyun/shared';
import { ActivityTimeline } from '../../../components/timeline/ActivityTimeline';
import { planTimelineLines } from './planTimeline';

/** 操作记录: the plan's writes, decisions and its orders issued, voided or expired, with who, when and why. */
export function PlanTimeline({ events }: { events: readonly DispatchEvent[] }) {
  return <ActivityTimeline testId="plan-timeline" lines={planTimelineLines(events)} />;
}
