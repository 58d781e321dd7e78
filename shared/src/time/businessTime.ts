/**
 * The deployment's business time zone and the wall-clock arithmetic in it.
 *
 * Every time a user sees, every day a query or a numbering rule counts in and every cron firing is reckoned in one
 * zone, whatever zone the server's machine or the viewer's browser is in. The server sets it once at start from
 * `BUSINESS_TIME_ZONE`; the web sets it from the permission result it loads at every page load. One zone per
 * process: a deployment has one business zone.
 *
 * Plain `Intl` (no date library), so both sides share it; the default zone has a fixed-offset fast path because
 * lists and exports format many thousands of values.
 */
import { TIME_ZONE } from '../constants';

/** The default business zone (the API contract's China time). */
export const DEFAULT_BUSINESS_TIME_ZONE = TIME_ZONE;

/** A wall-clock reading in a zone; month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The runtime's own spelling of an IANA zone name (`asia/shanghai` → `Asia/Shanghai`), or null for an unknown one. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether `zone` is an IANA zone name this runtime knows (`Asia/Shanghai`, `Europe/Berlin`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}

let current: string = DEFAULT_BUSINESS_TIME_ZONE;

/** The business zone in force in this process. */
export function businessTimeZone(): string {
  return current;
}

/** Sets the business zone; an unknown zone is refused (it would silently fall back to some other clock). */
export function setBusinessTimeZone(zone: string): void {
  const canonical = canonicalTimeZone(zone);
  if (!canonical) throw new RangeError(`Unknown time zone: ${zone}`);
  current = canonical;
}

/** China has kept UTC+8 without daylight saving since September 1991: from then on the offset is fixed. */
const SHANGHAI_FIXED_SINCE = Date.UTC(1991, 8, 17);
const SHANGHAI_OFFSET_MS = 8 * 3600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

function fromShiftedUtc(t: number): WallTime {
  const c = new Date(t);
  return {
    year: c.getUTCFullYear(),
    month: c.getUTCMonth() + 1,
    day: c.getUTCDate(),
    hour: c.getUTCHours(),
    minute: c.getUTCMinutes(),
    second: c.getUTCSeconds(),
  };
}

const toMs = (instant: Date | number): number => (typeof instant === 'number' ? instant : instant.getTime());

/** The wall clock of `instant` in `zone` (default: the business zone). */
export function wallTimeOf(instant: Date | number, zone: string = current): WallTime {
  const t = toMs(instant);
  if (zone === DEFAULT_BUSINESS_TIME_ZONE && t >= SHANGHAI_FIXED_SINCE) return fromShiftedUtc(t + SHANGHAI_OFFSET_MS);
  const w: WallTime = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const p of formatterFor(zone).formatToParts(t)) {
    if (p.type === 'era') bc = p.value.startsWith('B');
    else if (p.type in w) w[p.type as keyof WallTime] = Number(p.value);
  }
  if (bc) w.year = 1 - w.year;
  return w;
}

/** Milliseconds `zone`'s clock is ahead of UTC at `t` (whole seconds: wall times carry no milliseconds). */
function offsetAt(t: number, zone: string): number {
  return utcOfWall(wallTimeOf(t, zone)) - Math.floor(t / 1000) * 1000;
}

/** The wall time read as if it were UTC (years below 100 kept as they are). */
function utcOfWall(w: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, 0);
  return d.getTime();
}

/**
 * The instant a wall-clock reading in `zone` names. A reading skipped by a spring-forward gap is read with the
 * offset before the gap (so it lands just after it); a reading repeated in the autumn takes the earlier instant.
 */
export function instantOfWallTime(w: WallTime, zone: string = current): Date {
  const local = utcOfWall(w);
  if (zone === DEFAULT_BUSINESS_TIME_ZONE && local - SHANGHAI_OFFSET_MS >= SHANGHAI_FIXED_SINCE) return new Date(local - SHANGHAI_OFFSET_MS);
  const o1 = offsetAt(local, zone);
  const g1 = local - o1;
  const o2 = offsetAt(g1, zone);
  if (o1 === o2) return new Date(g1);
  const g2 = local - o2;
  const o3 = offsetAt(g2, zone);
  if (o2 === o3) return new Date(g2);
  return new Date(local - Math.min(o2, o3));
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const pad4 = (n: number) => (n < 0 ? `-${String(-n).padStart(4, '0')}` : String(n).padStart(4, '0'));

/** `YYYY-MM-DD` of a wall time. */
export function wallDateText(w: WallTime): string {
  return `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)}`;
}

/** `YYYY-MM-DD HH:mm:ss` of a wall time. */
export function wallDateTimeText(w: WallTime): string {
  return `${wallDateText(w)} ${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant in the business zone: how the product shows a time everywhere. */
export function formatBusinessDateTime(instant: Date | number, zone: string = current): string {
  return wallDateTimeText(wallTimeOf(instant, zone));
}

/** `YYYY-MM-DD` of an instant in the business zone. */
export function formatBusinessDate(instant: Date | number, zone: string = current): string {
  return wallDateText(wallTimeOf(instant, zone));
}

/** The business day (`YYYY-MM-DD`) it is now. */
export function businessToday(now: Date | number = Date.now()): string {
  return formatBusinessDate(now);
}

/** Midnight of the business day `daysAgo` days before the one holding `now`. */
export function businessDayStart(daysAgo = 0, now: Date | number = Date.now(), zone: string = current): Date {
  const w = wallTimeOf(now, zone);
  const day = new Date(0);
  day.setUTCFullYear(w.year, w.month - 1, w.day - daysAgo);
  return instantOfWallTime({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 0, minute: 0, second: 0 }, zone);
}
