/** What a business record's timeline event carries (contract, dispatch plan, weighing…), oldest first. */
export interface ActivityEvent<K extends string = string> {
  id: string;
  kind: K;
  fromStatus?: string | null;
  toStatus?: string | null;
  byUsername: string;
  byRealname?: string | null;
  time: string;
  remark?: string | null;
}

export type ActivityColor = 'green' | 'red' | 'blue' | 'orange' | 'gray';

/** A line of a timeline: who, when, what, the status it moved from and to, and the remark. */
export interface ActivityLine {
  key: string;
  color: ActivityColor;
  action: string;
  who: string;
  time: string;
  /** 草稿 → 审批中 (or the first status alone, 已开具, when `firstStatus`); null when the status stayed. */
  statusChange: string | null;
  remark: string | null;
}

export interface ActivityVocabulary<K extends string> {
  labels: Partial<Record<K, string>>;
  statuses: ReadonlyMap<string, string>;
  /** Blue unless told. */
  colors: Partial<Record<K, ActivityColor>>;
  /** Show an event that sets a first status (no status before it) with that status alone. */
  firstStatus?: boolean;
}

/** The lines of a timeline in the record's own words. */
export function activityLines<K extends string, E extends ActivityEvent<K>>(events: readonly E[], v: ActivityVocabulary<K>): ActivityLine[] {
  const status = (s: string) => v.statuses.get(s) ?? s;
  return events.map((e) => ({
    key: e.id,
    color: v.colors[e.kind] ?? 'blue',
    action: v.labels[e.kind] ?? e.kind,
    who: e.byRealname ? `${e.byRealname}（${e.byUsername}）` : e.byUsername,
    time: e.time,
    statusChange:
      e.toStatus && e.fromStatus !== e.toStatus && (e.fromStatus || v.firstStatus) ? `${e.fromStatus ? `${status(e.fromStatus)} → ` : ''}${status(e.toStatus)}` : null,
    remark: e.remark || null,
  }));
}
