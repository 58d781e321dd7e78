import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { DATE_FORMAT, DATETIME_FORMAT, TIME_ZONE } from '@meiyun/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

/** China has kept UTC+8 without daylight saving since 1991: from then on the offset is fixed. */
const FIXED_OFFSET_SINCE = Date.UTC(1991, 8, 17);
const CHINA_OFFSET_MS = 8 * 3600_000;
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

// dayjs's time-zone plugin goes through Intl for every call; lists and exports format many thousands of values.
function fastChina(d: Date): string | null {
  const t = d.getTime();
  if (!(t >= FIXED_OFFSET_SINCE)) return null;
  const c = new Date(t + CHINA_OFFSET_MS);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`;
}

/** `YYYY-MM-DD HH:mm:ss` in China time, as every reply shows timestamps. */
export function fmtTime(d: Date | null | undefined): string | null {
  if (!d) return null;
  return fastChina(d) ?? dayjs(d).tz(TIME_ZONE).format(DATETIME_FORMAT);
}

export function fmtDate(d: Date | null | undefined): string | null {
  if (!d) return null;
  return fastChina(d)?.slice(0, 10) ?? dayjs(d).tz(TIME_ZONE).format(DATE_FORMAT);
}

/** Midnight (China time) of the day `daysAgo` days before today. */
export function chinaDayStart(daysAgo = 0, now = new Date()): Date {
  return dayjs(now).tz(TIME_ZONE).startOf('day').subtract(daysAgo, 'day').toDate();
}

/** Parses `yyyyMMddHHmmss` as China time. */
export function parseCompactChinaTime(s: string): Date | null {
  const d = dayjs.tz(s, 'YYYYMMDDHHmmss', TIME_ZONE);
  return d.isValid() ? d.toDate() : null;
}

export { dayjs };
