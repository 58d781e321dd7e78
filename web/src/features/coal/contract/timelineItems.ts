import { CONTRACT_EVENT_LABELS, CONTRACT_STATUS_ITEMS, type ContractEvent } from '@meiyun/shared';
import { activityLines, type ActivityColor, type ActivityLine } from '../../../components/timeline/activityLines';

/**
 * The contract's timeline (`GET /coal/contract/events`, oldest first) as lines: who, when, what, the status it
 * moved from and to, the remark and the version it concerns. Colours: green for what moves a contract on, red for a
 * refusal or an end before its time, orange for a warning, blue otherwise.
 */
export interface TimelineLine extends ActivityLine {
  version: number;
}

const STATUS = new Map<string, string>(CONTRACT_STATUS_ITEMS);

const COLORS: Partial<Record<ContractEvent['kind'], ActivityColor>> = {
  approve: 'green',
  complete: 'green',
  supplementApprove: 'green',
  reject: 'red',
  terminate: 'red',
  supplementReject: 'red',
  expiryWarning: 'orange',
  create: 'gray',
  edit: 'gray',
};

export function timelineLines(events: readonly ContractEvent[]): TimelineLine[] {
  const lines = activityLines(events, { labels: CONTRACT_EVENT_LABELS, statuses: STATUS, colors: COLORS });
  return lines.map((l, i) => ({ ...l, version: events[i].version }));
}
