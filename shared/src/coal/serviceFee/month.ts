import { instantOfWallTime, wallTimeOf } from '../../time/businessTime';

/** A billing month, `yyyy-MM`. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isMonth = (s: string) => MONTH_PATTERN.test(s);

/**
 * The instants a month spans in the business zone (China time): [first day 00:00, next month's first day 00:00).
 * A weighing at 2026-10-31 23:30 China time (15:30 UTC) is October's; one at 2026-11-01 00:10 is November's.
 */
export function monthSpan(month: string): { from: Date; to: Date } {
  const m = MONTH_PATTERN.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const year = Number(m[1]);
  const mon = Number(m[2]);
  const at = (y: number, mo: number) => instantOfWallTime({ year: y, month: mo, day: 1, hour: 0, minute: 0, second: 0 });
  return { from: at(year, mon), to: mon === 12 ? at(year + 1, 1) : at(year, mon + 1) };
}

/** The month (`yyyy-MM`) holding an instant, in the business zone. */
export function monthOf(instant: Date | number): string {
  const w = wallTimeOf(instant);
  return `${w.year}-${String(w.month).padStart(2, '0')}`;
}

/** The month before one (`2026-01` → `2025-12`). */
export function previousMonth(month: string): string {
  const m = MONTH_PATTERN.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  return mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
}
