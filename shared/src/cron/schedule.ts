/**
 * Scheduler (cron) expressions: validation and next firing times.
 *
 * The convention for every expression this product produces and stores is Quartz's:
 *   `second minute hour day-of-month month day-of-week [year]`
 * - day-of-week numbers are Quartz numbers, 1 = SUN, 2 = MON … 7 = SAT; the names SUN..SAT are accepted (and are
 *   what the builder writes wherever it can, because a name cannot be misread under another numbering).
 *   The builder's week picker shows Monday = 1 … Sunday = 7 to the user and converts (see model.ts).
 * - exactly one of day-of-month and day-of-week restricts the day; the other is `?` (`*` is tolerated there).
 * - special day forms: `L`, `LW`, `L-n`, `nW` (day-of-month) and `nL`, `n#m` (day-of-week).
 * - year (optional) 1970-2199.
 * Firing times are computed in the business zone (time/businessTime.ts, default Asia/Shanghai) whatever the
 * machine's zone is.
 *
 * The expression is parsed and checked here (with Chinese messages), then rewritten into croner's own syntax
 * (explicit lists, Sunday = 0), which does the calendar work. `L-n` is croner's `L` shifted by `dayOffset`.
 */
import { Cron } from 'croner';
import { businessTimeZone, formatBusinessDateTime, wallTimeOf } from '../time/businessTime';

export const CRON_INVALID_MESSAGE = 'cron表达式格式不正确';

/** Thrown for an expression that is not valid; `message` is Chinese and names the field at fault. */
export class CronExpressionError extends Error {
  constructor(detail?: string) {
    super(detail ? `${CRON_INVALID_MESSAGE}：${detail}` : CRON_INVALID_MESSAGE);
    this.name = 'CronExpressionError';
  }
}

export const CRON_FIELD_LABELS = ['秒', '分', '时', '日', '月', '周', '年'] as const;

interface FieldRange {
  label: string;
  min: number;
  max: number;
  names?: Record<string, number>;
}

const MONTH_NAMES: Record<string, number> = {
  JAN: 1, FEB: 2, MAR: 3, APR: 4, MAY: 5, JUN: 6, JUL: 7, AUG: 8, SEP: 9, OCT: 10, NOV: 11, DEC: 12,
};
/** Quartz numbering: SUN = 1 … SAT = 7. */
export const QUARTZ_WEEKDAY_NAMES: Record<string, number> = { SUN: 1, MON: 2, TUE: 3, WED: 4, THU: 5, FRI: 6, SAT: 7 };

const SECOND: FieldRange = { label: '秒', min: 0, max: 59 };
const MINUTE: FieldRange = { label: '分', min: 0, max: 59 };
const HOUR: FieldRange = { label: '时', min: 0, max: 23 };
const DAY: FieldRange = { label: '日', min: 1, max: 31 };
const MONTH: FieldRange = { label: '月', min: 1, max: 12, names: MONTH_NAMES };
const WEEK: FieldRange = { label: '周', min: 1, max: 7, names: QUARTZ_WEEKDAY_NAMES };
export const CRON_YEAR_MIN = 1970;
export const CRON_YEAR_MAX = 2199;
const YEAR: FieldRange = { label: '年', min: CRON_YEAR_MIN, max: CRON_YEAR_MAX };

function fail(field: FieldRange, detail: string): never {
  throw new CronExpressionError(`${field.label}字段${detail}`);
}

function readValue(text: string, field: FieldRange): number {
  const upper = text.toUpperCase();
  let value: number;
  if (field.names && upper in field.names) value = field.names[upper];
  else if (/^\d+$/.test(text)) value = Number(text);
  else fail(field, `含有无法识别的值“${text}”`);
  if (value < field.min || value > field.max) fail(field, `的值${value}超出范围${field.min}-${field.max}`);
  return value;
}

function readStep(text: string, field: FieldRange): number {
  if (!/^\d+$/.test(text)) fail(field, `的间隔“${text}”不是整数`);
  const step = Number(text);
  if (step < 1 || step > field.max - field.min + 1) fail(field, `的间隔${step}超出范围1-${field.max - field.min + 1}`);
  return step;
}

/**
 * The values one plain item stands for: `*`, `n`, `a-b` (wrapping past the maximum, as Quartz does, except for
 * years), `a/s`, `*\/s`, `a-b/s`.
 */
function expandItem(item: string, field: FieldRange): number[] {
  const [rangePart, stepPart, extra] = item.split('/');
  if (extra !== undefined || rangePart === '') fail(field, `含有无法识别的内容“${item}”`);
  const step = stepPart === undefined ? 1 : readStep(stepPart, field);
  let from: number;
  let to: number;
  if (rangePart === '*') {
    from = field.min;
    to = field.max;
  } else if (rangePart.includes('-')) {
    const bounds = rangePart.split('-');
    if (bounds.length !== 2) fail(field, `的范围“${rangePart}”不正确`);
    from = readValue(bounds[0], field);
    to = readValue(bounds[1], field);
    if (to < from && field === YEAR) fail(field, `的范围“${rangePart}”起始大于结束`);
  } else {
    from = readValue(rangePart, field);
    // `a/s` runs from a to the end of the field; a bare value is just itself.
    to = stepPart === undefined ? from : field.max;
  }
  const span = field.max - field.min + 1;
  const length = to >= from ? to - from : to - from + span;
  const values: number[] = [];
  for (let offset = 0; offset <= length; offset += step) {
    values.push(((from - field.min + offset) % span) + field.min);
  }
  return values;
}

function expandList(text: string, field: FieldRange): number[] {
  if (text === '') fail(field, '为空');
  const values = new Set<number>();
  for (const item of text.split(',')) {
    if (item === '') fail(field, '的列表中有空项');
    for (const value of expandItem(item, field)) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/** A field in croner's syntax: '*' or an explicit list. */
function plainField(text: string, field: FieldRange, toCroner: (value: number) => number = (v) => v): string {
  if (text === '*') return '*';
  return expandList(text, field).map(toCroner).sort((a, b) => a - b).join(',');
}

interface DayParts {
  dayOfMonth: string;
  dayOfWeek: string;
  /** days before the month's end (`L-n`), handled by shifting croner's `L` */
  daysBeforeEnd: number;
}

function dayOfMonthPart(text: string): { pattern: string; daysBeforeEnd: number } {
  const upper = text.toUpperCase();
  if (upper === 'L' || upper === 'LW') return { pattern: upper, daysBeforeEnd: 0 };
  const beforeEnd = /^L-(\d+)$/.exec(upper);
  if (beforeEnd) {
    const days = Number(beforeEnd[1]);
    // Quartz's own limit: an offset of 31 or more never lands in the same month.
    if (days < 1 || days > 30) fail(DAY, `的“L-${days}”超出范围L-1至L-30`);
    return { pattern: 'L', daysBeforeEnd: days };
  }
  const nearest = /^(\d+)W$/.exec(upper);
  if (nearest) return { pattern: `${readValue(nearest[1], DAY)}W`, daysBeforeEnd: 0 };
  if (/[LW]/.test(upper)) fail(DAY, `的“${text}”不正确（L、LW、L-n、nW须单独使用）`);
  return { pattern: plainField(text, DAY), daysBeforeEnd: 0 };
}

/** Quartz weekday (1 = SUN) to croner's (0 = SUN). */
const toCronerWeekday = (quartz: number) => quartz - 1;

function dayOfWeekPart(text: string): string {
  const upper = text.toUpperCase();
  // Quartz: a lone L in day-of-week is its last day, Saturday.
  if (upper === 'L') return String(toCronerWeekday(QUARTZ_WEEKDAY_NAMES.SAT));
  const last = /^([A-Z]{3}|\d+)L$/.exec(upper);
  if (last) return `${toCronerWeekday(readValue(last[1], WEEK))}L`;
  const nth = /^([A-Z]{3}|\d+)#(\d+)$/.exec(upper);
  if (nth) {
    const n = Number(nth[2]);
    if (n < 1 || n > 5) fail(WEEK, `的“#${nth[2]}”超出范围1-5`);
    return `${toCronerWeekday(readValue(nth[1], WEEK))}#${n}`;
  }
  if (/[L#]/.test(upper)) fail(WEEK, `的“${text}”不正确（nL、n#m须单独使用）`);
  return plainField(text, WEEK, toCronerWeekday);
}

function dayParts(dayOfMonth: string, dayOfWeek: string): DayParts {
  const domOpen = dayOfMonth === '?';
  const dowOpen = dayOfWeek === '?';
  if (domOpen && dowOpen) throw new CronExpressionError('日和周不能同时为?');
  // Quartz needs one of the two to be '?'; '*' there reads the same, so it is tolerated.
  const domFree = domOpen || dayOfMonth === '*';
  const dowFree = dowOpen || dayOfWeek === '*';
  if (!domFree && !dowFree) throw new CronExpressionError('日和周不能同时指定，其中一个须为?');
  if (!domFree) {
    const { pattern, daysBeforeEnd } = dayOfMonthPart(dayOfMonth);
    return { dayOfMonth: pattern, dayOfWeek: '*', daysBeforeEnd };
  }
  if (!dowFree) return { dayOfMonth: '*', dayOfWeek: dayOfWeekPart(dayOfWeek), daysBeforeEnd: 0 };
  return { dayOfMonth: '*', dayOfWeek: '*', daysBeforeEnd: 0 };
}

export interface CompiledCron {
  /** croner's 7-part pattern */
  pattern: string;
  daysBeforeEnd: number;
  /** true when the expression names years */
  hasYear: boolean;
}

export interface CronOptions {
  /** Leave the year field out of the calculation (the preview editor of spec §2.6 does). */
  ignoreYear?: boolean;
}

/** Split an expression into its fields; throws CronExpressionError. */
export function splitCron(expr: string): string[] {
  if (typeof expr !== 'string' || expr.trim() === '') throw new CronExpressionError('表达式为空');
  const fields = expr.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) {
    throw new CronExpressionError(`应有6或7个字段（秒 分 时 日 月 周 [年]），实有${fields.length}个`);
  }
  return fields;
}

/** Check and translate an expression; throws CronExpressionError. */
export function compileCron(expr: string, options: CronOptions = {}): CompiledCron {
  const [second, minute, hour, dayOfMonth, month, dayOfWeek, year] = splitCron(expr);
  const days = dayParts(dayOfMonth, dayOfWeek);
  const yearField = year === undefined || year === '*' || year === '?' ? '*' : plainField(year, YEAR);
  const pattern = [
    plainField(second, SECOND),
    plainField(minute, MINUTE),
    plainField(hour, HOUR),
    days.dayOfMonth,
    plainField(month, MONTH),
    days.dayOfWeek,
    options.ignoreYear ? '*' : yearField,
  ].join(' ');
  return { pattern, daysBeforeEnd: days.daysBeforeEnd, hasYear: yearField !== '*' };
}

/** The Chinese reason an expression is invalid, or null when it is valid. */
export function cronError(expr: string): string | null {
  try {
    compileCron(expr);
    return null;
  } catch (error) {
    if (error instanceof CronExpressionError) return error.message;
    return CRON_INVALID_MESSAGE;
  }
}

export function isValidCron(expr: string): boolean {
  return cronError(expr) === null;
}

/** Whether the business day `days` after the one `date` falls on is still in the same calendar month. */
function sameMonthAfter(date: Date, days: number, zone: string): boolean {
  const w = wallTimeOf(date, zone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day + days)).getUTCMonth() === w.month - 1;
}

/**
 * The next `count` firing times strictly after `after` (default now), in time order. Fewer (or none) when the
 * expression stops firing, e.g. its years are past. Throws CronExpressionError for an invalid expression.
 */
export function nextFireTimes(expr: string, count: number, after: Date = new Date(), options: CronOptions = {}): Date[] {
  const compiled = compileCron(expr, options);
  const zone = businessTimeZone();
  let job: Cron;
  try {
    job = new Cron(compiled.pattern, {
      timezone: zone,
      mode: '7-part',
      dayOffset: -compiled.daysBeforeEnd,
    });
  } catch {
    throw new CronExpressionError();
  }
  const times: Date[] = [];
  let cursor = after;
  // `L-n` may step out of a short month (L-29 in February); such runs are skipped, so allow a few extra rounds.
  let rounds = count + 64;
  while (times.length < count && rounds-- > 0) {
    const next = job.nextRun(cursor);
    if (!next) break;
    cursor = next;
    if (compiled.daysBeforeEnd > 0) {
      if (!sameMonthAfter(next, compiled.daysBeforeEnd, zone)) continue;
    }
    times.push(next);
  }
  return times;
}

/** A firing time as the product shows it: 'YYYY-MM-DD HH:mm:ss' in the business zone, whatever the viewer's zone. */
export function formatFireTime(date: Date): string {
  return formatBusinessDateTime(date);
}

/** The first firing time strictly after `after`, or null when there is none. */
export function nextFireTime(expr: string, after: Date = new Date(), options: CronOptions = {}): Date | null {
  return nextFireTimes(expr, 1, after, options)[0] ?? null;
}
