import { CONTRACT_EVENT_LABELS, CONTRACT_STATUS_ITEMS, type ContractEvent } from '@meiyun/shared';

/**
 * The contract's timeline (`GET /coal/contract/events`, oldest first) as lines: who, when, what, the status it
 * moved from and to, and the remark. Colours: green for what moves a contract on, red for a refusal or an end
 * before its time, orange for a warning, blue otherwise.
 */
export interface TimelineLine {
  key: string;
  color: 'green' | 'red' | 'blue' | 'orange' | 'gray';
  action: string;
  who: string;
  time: string;
  /** 草稿 → 审批中; null when the status stayed. */
  statusChange: string | null;
  remark: string | null;
  version: number;
}

const STATUS = new Map<string, string>(CONTRACT_STATUS_ITEMS);

const COLORS: Partial<Record<ContractEvent['kind'], TimelineLine['color']>> = {
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
  return events.map((e) => ({
    key: e.id,
    color: COLORS[e.kind] ?? 'blue',
    action: CONTRACT_EVENT_LABELS[e.kind] ?? e.kind,
    who: e.byRealname ? `${e.byRealname}（${e.byUsername}）` : e.byUsername,
    time: e.time,
    statusChange: e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus ? `${STATUS.get(e.fromStatus) ?? e.fromStatus} → ${STATUS.get(e.toStatus) ?? e.toStatus}` : null,
    remark: e.remark || null,
    version: e.version,
  }));
}
