import { SETTLEMENT_EVENT_LABELS, SETTLEMENT_STATUS_ITEMS, type SettlementEvent, type SettlementEventKind } from '@meiyun/shared';
import { ActivityTimeline } from '../../../components/timeline/ActivityTimeline';
import { activityLines, type ActivityColor } from '../../../components/timeline/activityLines';

const COLORS: Partial<Record<SettlementEventKind, ActivityColor>> = {
  draft: 'gray',
  financeReview: 'green',
  reject: 'red',
  void: 'red',
  payment: 'green',
  invoiceVoid: 'orange',
  paymentReverse: 'orange',
};
const STATUSES = new Map<string, string>(SETTLEMENT_STATUS_ITEMS);

/** 操作记录: drafted, deductions changed, each review, rejections, voiding, invoices and money, oldest first. */
export function SettlementTimeline({ events }: { events: readonly SettlementEvent[] }) {
  return <ActivityTimeline testId="settlement-timeline" lines={activityLines(events, { labels: SETTLEMENT_EVENT_LABELS, statuses: STATUSES, colors: COLORS, firstStatus: true })} />;
}
