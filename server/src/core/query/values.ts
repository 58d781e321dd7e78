import Decimal from 'decimal.js';
import type { FieldMeta } from '@meiyun/shared';
import { instantOfWallTime } from '@meiyun/shared';
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

/** A business-zone wall time `yyyy-MM-dd HH:mm:ss` as an ISO instant (imports parse many: the default zone is fast). */
function businessWallTimeIso(s: string): string {
  const [year, month, day, hour, minute, second] = s.split(/[- :]/).map(Number);
  return instantOfWallTime({ year, month, day, hour, minute, second }).toISOString();
}

/** Midnight of a `yyyy-MM-dd` day (`plusDays` later) in the business zone, as an ISO instant. */
export function businessDayStartIso(day: string, plusDays = 0): string {
  const [year, month, d] = day.split('-').map(Number);
  const next = new Date(0);
  next.setUTCFullYear(year, month - 1, d + plusDays);
  return instantOfWallTime({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0, second: 0 }).toISOString();
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
        return businessDayStartIso(s);
      }
      if (!DATETIME_RE.test(s)) throw badValue(f);
      const norm = s.replace('T', ' ');
      const withSec = norm.length === 16 ? `${norm}:00` : norm;
      if (!validDate(withSec.slice(0, 10)) || !validTime(withSec.slice(11))) throw badValue(f);
      return businessWallTimeIso(withSec);
    }
    case 'boolean':
      // 是/否 is how the export writes a yes/no field, so a file exported is imported back as it is.
      if (['true', '1', 'Y', 'y', '是'].includes(s)) return true;
      if (['false', '0', 'N', 'n', '否'].includes(s)) return false;
      throw badValue(f);
    default:
      return raw;
  }
}

/** `%`, `_` and the escape character itself taken literally in a LIKE pattern (PostgreSQL's default escape `\`). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
