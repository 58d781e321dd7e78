/** Business days of the demo's dated rows (`yyyy-MM-dd`), read as UTC midnights so no zone comes between. */
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A moment of a business day, China time (the demo company works in Asia/Shanghai). */
export const at = (date: string, hh: number, mm = 0) => new Date(`${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`);

/**
 * The moments `offsetsMs` after `from`, squeezed evenly when the last would not be before `now`: a demo started just
 * after midnight, or a step (a review, an approval) that would not have happened yet, still runs in order and never
 * lies in the future.
 */
export function stepsBefore(from: Date, offsetsMs: readonly number[], now: Date): Date[] {
  const last = Math.max(0, ...offsetsMs);
  const room = Math.max(0, now.getTime() - 1000 - from.getTime());
  const k = last > room ? room / last : 1;
  return offsetsMs.map((o) => new Date(from.getTime() + Math.floor(o * k)));
}

/** Rows of one kind and the fields of theirs that hold moments. */
export interface Stamped {
  rows: readonly Record<string, unknown>[];
  fields: readonly string[];
}

/**
 * Today's moments in the demo's rows, as far as the day has got by `now`: when the latest of them lies ahead (the
 * afternoon's plans for tomorrow, a lab report due at ten), every moment of today in the given rows is brought nearer
 * the day's start by one factor, so they keep their order and the latest is a second before now. Earlier days stay
 * as they are. Changes the rows in place.
 */
export function bringTodayBeforeNow(today: string, now: Date, ...groups: Stamped[]): void {
  const start = at(today, 0);
  const todays = groups.flatMap(({ rows, fields }) =>
    rows.flatMap((row) => fields.filter((f) => row[f] instanceof Date && (row[f] as Date) > start).map((field) => ({ row, field, at: row[field] as Date }))),
  );
  // One sequence from midnight: stepsBefore leaves it as it is when it is over before now.
  const moved = stepsBefore(start, todays.map((m) => m.at.getTime() - start.getTime()), now);
  todays.forEach((m, i) => ((m.row as Record<string, unknown>)[m.field] = moved[i]));
}
