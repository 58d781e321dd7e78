/**
 * The one way the web shows a time: in the deployment's business zone (BUSINESS_TIME_ZONE, default Asia/Shanghai,
 * sent with the permission result), never in the browser's own zone, so every screen and every viewer reads the
 * same clock as the list pages' server-formatted times. The zone arithmetic is shared with the server
 * (@meiyun/shared, time/businessTime.ts).
 */
import { canonicalTimeZone, formatBusinessDate, formatBusinessDateTime, greetingFor, instantOfWallTime, setBusinessTimeZone, wallTimeOf } from '@meiyun/shared';

/** The business zone in force, and the business day (`YYYY-MM-DD`) it is now. */
export { businessTimeZone, businessToday } from '@meiyun/shared';

/** An instant as the API hands it over: an ISO text, epoch milliseconds or a Date. */
export type Instant = string | number | Date;

/** A text without zone (`2026-11-25 08:30:00`, `2026-11-25`): the server's own format, already a business wall time. */
const WALL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** A text with its zone (ISO `…Z`, PostgreSQL's `2026-01-02 03:04:05.6+00`), read alike in every browser. */
const ZONED_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)$/i;

/** The instant a value names, or null when it names none. */
export function toInstant(value: Instant | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const m = WALL_TEXT.exec(value.trim());
  if (m) {
    const [, year, month, day, hour = '0', minute = '0', second = '0'] = m;
    return instantOfWallTime({ year: +year, month: +month, day: +day, hour: +hour, minute: +minute, second: +second });
  }
  const z = ZONED_TEXT.exec(value.trim());
  if (z) {
    const [, year, month, day, hour, minute, second = '0', fraction = '', utc, sign, offH, offM = '0'] = z;
    const offset = utc ? 0 : (sign === '-' ? -1 : 1) * (+offH * 60 + +offM) * 60_000;
    const ms = Math.round(Number(`0.${fraction || '0'}`) * 1000);
    const d = new Date(0);
    d.setUTCFullYear(+year, +month - 1, +day);
    d.setUTCHours(+hour, +minute, +second, ms);
    return new Date(d.getTime() - offset);
  }
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t);
}

/** `YYYY-MM-DD HH:mm:ss` in the business zone; '' for no value, the text itself when it is no time. */
export function formatTime(value: Instant | null | undefined): string {
  const d = toInstant(value);
  return d ? formatBusinessDateTime(d) : typeof value === 'string' ? value : '';
}

/** `YYYY-MM-DD` in the business zone; '' for no value, the text itself when it is no time. */
export function formatDate(value: Instant | null | undefined): string {
  const d = toInstant(value);
  return d ? formatBusinessDate(d) : typeof value === 'string' ? value : '';
}

/** `HH:mm:ss` in the business zone (chart axes, "更新于"). */
export function formatClock(value: Instant | null | undefined): string {
  return formatTime(value).slice(11);
}

/** The hour (0-23) it is in the business zone. */
export function businessHour(now: Instant = Date.now()): number {
  return wallTimeOf(toInstant(now) ?? new Date()).hour;
}

/** The header's greeting (早上好 … 晚上好) by the business zone's clock, not the browser's. */
export function businessGreeting(now: Instant = Date.now()): string {
  return greetingFor(businessHour(now));
}

/**
 * Adopts the zone the server announced. An absent or unknown one (an older server, a browser without that zone)
 * leaves the zone as it was, the contract's China time by default.
 */
export function adoptBusinessTimeZone(zone: string | null | undefined): void {
  const canonical = zone ? canonicalTimeZone(zone) : null;
  if (canonical) setBusinessTimeZone(canonical);
}
