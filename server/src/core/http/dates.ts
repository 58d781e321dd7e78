import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { DATE_FORMAT, DATETIME_FORMAT, TIME_ZONE } from '@meiyun/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

/** `YYYY-MM-DD HH:mm:ss` in China time, as every reply shows timestamps. */
export function fmtTime(d: Date | null | undefined): string | null {
  return d ? dayjs(d).tz(TIME_ZONE).format(DATETIME_FORMAT) : null;
}

export function fmtDate(d: Date | null | undefined): string | null {
  return d ? dayjs(d).tz(TIME_ZONE).format(DATE_FORMAT) : null;
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
