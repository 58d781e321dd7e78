import Decimal from 'decimal.js';
import type { FieldMeta } from '@meiyun/shared';
import { TIME_ZONE } from '@meiyun/shared';
import { BizError } from '../http/envelope';
import { dayjs } from '../http/dates';

/** A value ready to be bound: numbers as numbers, decimals and dates as canonical strings. */
export type BoundValue = string | number | boolean;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_RE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;
const INT_RE = /^[-+]?\d{1,15}$/;
const DECIMAL_RE = /^[-+]?(\d{1,20}(\.\d{0,10})?|\.\d{1,10})$/;

export const badValue = (f: FieldMeta) => new BizError(`${f.label}的值格式不正确`);

export function isDateOnly(raw: string): boolean {
  return DATE_RE.test(raw.trim());
}

function validDate(s: string): boolean {
  const d = dayjs(s);
  return d.isValid() && d.format('YYYY-MM-DD') === s;
}

function validTime(t: string): boolean {
  const [h, m, sec] = t.split(':').map(Number);
  return h < 24 && m < 60 && sec < 60;
}

const FIXED_OFFSET_FROM_YEAR = 1992; // China has kept UTC+8 without daylight saving since September 1991

/** A China wall time `yyyy-MM-dd HH:mm:ss` as an ISO instant (imports parse many: the fixed offset is fast). */
function chinaWallTimeIso(s: string): string {
  const [y, mo, d, h, mi, se] = s.split(/[- :]/).map(Number);
  if (y >= FIXED_OFFSET_FROM_YEAR) return new Date(Date.UTC(y, mo - 1, d, h - 8, mi, se)).toISOString();
  return dayjs.tz(s.replace(' ', 'T'), TIME_ZONE).toDate().toISOString();
}

/** Midnight of a `yyyy-MM-dd` day in China time, as an ISO instant. */
export function chinaDayStartIso(day: string, plusDays = 0): string {
  const start = chinaWallTimeIso(`${day} 00:00:00`);
  return new Date(new Date(start).getTime() + plusDays * 86_400_000).toISOString();
}

/**
 * Reads one query or input value by the field's type. Anything that does not parse is refused with the field's
 * Chinese label, so nothing runs on a malformed value.
 */
export function parseValue(f: FieldMeta, raw: string): BoundValue {
  const s = raw.trim();
  switch (f.type) {
    case 'int': {
      if (!INT_RE.test(s)) throw badValue(f);
      const n = Number(s);
      if (!Number.isSafeInteger(n)) throw badValue(f);
      return n;
    }
    case 'decimal': {
      if (!DECIMAL_RE.test(s)) throw badValue(f);
      return new Decimal(s).toString();
    }
    case 'date':
      if (!DATE_RE.test(s) || !validDate(s)) throw badValue(f);
      return s;
    case 'datetime': {
      if (DATE_RE.test(s)) {
        if (!validDate(s)) throw badValue(f);
        return chinaDayStartIso(s);
      }
      if (!DATETIME_RE.test(s)) throw badValue(f);
      const norm = s.replace('T', ' ');
      const withSec = norm.length === 16 ? `${norm}:00` : norm;
      if (!validDate(withSec.slice(0, 10)) || !validTime(withSec.slice(11))) throw badValue(f);
      return chinaWallTimeIso(withSec);
    }
    case 'boolean':
      if (['true', '1', 'Y', 'y'].includes(s)) return true;
      if (['false', '0', 'N', 'n'].includes(s)) return false;
      throw badValue(f);
    default:
      return raw;
  }
}

/** `%`, `_` and the escape character itself taken literally in a LIKE pattern (PostgreSQL's default escape `\`). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
