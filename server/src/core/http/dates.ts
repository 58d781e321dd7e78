import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { formatBusinessDate, formatBusinessDateTime, TIME_ZONE } from '@meiyun/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

// Every time in a reply is the business zone's wall clock (BUSINESS_TIME_ZONE, default Asia/Shanghai), set once at
// start (app.ts); shared/src/time/businessTime.ts does the zone work for both server and web.

/** `YYYY-MM-DD HH:mm:ss` in the business zone, as every reply shows timestamps. */
export function fmtTime(d: Date | null | undefined): string | null {
  if (!d || Number.isNaN(d.getTime())) return null;
  return formatBusinessDateTime(d);
}

export function fmtDate(d: Date | null | undefined): string | null {
  if (!d || Number.isNaN(d.getTime())) return null;
  return formatBusinessDate(d);
}

/** Parses `yyyyMMddHHmmss` as China time (the X-Sign timestamp: the contract's zone, not the business zone). */
export function parseCompactChinaTime(s: string): Date | null {
  const d = dayjs.tz(s, 'YYYYMMDDHHmmss', TIME_ZONE);
  return d.isValid() ? d.toDate() : null;
}

export { dayjs };
