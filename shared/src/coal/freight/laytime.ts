import { dec, money, parseDecimal, round4, tonnes, type Dec } from '../decimal';

/**
 * Laytime, demurrage and despatch of a ship's loading (船运 滞期费/速遣费), coal-domain.md "Freight", worked as in
 * docs/freight.md. Times are the port's wall clock (Asia/Shanghai, no daylight saving since 1991), written
 * 'yyyy-MM-dd HH:mm'; all counting is in whole minutes, so used time is exact and only the allowed time (quantity /
 * rate) can carry a fraction of a minute, which decimal.js keeps exactly. Money is rounded to the fen once, at the end.
 */

export const MINUTES_PER_DAY = 1440;

/** Minutes since 1970-01-01 00:00 of a real wall-clock time 'yyyy-MM-dd HH:mm', or null ("2026-02-30 08:00" is not one). */
export function parseLocalMinute(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(raw.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  if (h > 23 || mi > 59) return null;
  // The wall clock read as if it were UTC: Shanghai has no DST, so every local day is 1440 minutes and differences are exact.
  const t = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 60000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd HH:mm' of a minute number (the inverse of parseLocalMinute). */
export function formatLocalMinute(min: number): string {
  const t = new Date(min * 60000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

/** A duration in days, hours and minutes; `text` is how the statement prints it ("5天12小时00分"). */
export interface DaysHoursMinutes {
  days: number;
  hours: number;
  minutes: number;
  text: string;
}

/** Whole minutes as d/h/m; a fraction of a minute (only the allowed time has one) is rounded half up for the display only. */
export function toDHM(minutes: Dec): DaysHoursMinutes {
  const neg = minutes.isNegative() && !minutes.isZero();
  const whole = minutes.abs().toDecimalPlaces(0).toNumber();
  const days = Math.floor(whole / MINUTES_PER_DAY);
  const hours = Math.floor((whole % MINUTES_PER_DAY) / 60);
  const mins = whole % 60;
  return { days, hours, minutes: mins, text: `${neg ? '-' : ''}${days}天${hours}小时${pad(mins)}分` };
}

/** When laytime starts to count (计算装货时间的起点). */
export type LaytimeCommencement =
  /** NOR tendered + `hours` (e.g. 12); with `orEarlier`, at berthing or loading start if that comes first. */
  | { rule: 'afterNor'; hours: number; orEarlier?: 'berthing' | 'loadingStart' | null }
  /** At berthing (靠泊). */
  | { rule: 'berthing' }
  /** At loading start (开始装货). */
  | { rule: 'loadingStart' };

export interface LaytimePeriodInput {
  from: string;
  to: string;
  /** What the statement says about it ("下雨", "移泊"). */
  reason?: string;
}

export interface LaytimeInput {
  /** Loaded quantity (draft survey), tonnes, at most 3 places. */
  quantityT: string | number;
  /** Load rate, tonnes per day. */
  loadRate: string | number;
  /**
   * 'wwd': per weather working day of 24 h (晴天工作日) — the weather stoppages are excluded;
   * 'day': per running day (连续日) — weather does not stop the clock, the stoppages are printed but counted.
   */
  rateBasis: 'wwd' | 'day';
  norTendered: string;
  /** Needed when the commencement rule refers to it. */
  berthing?: string | null;
  loadingStart: string;
  /** Loading completed (装货完毕): laytime stops. */
  completion: string;
  commencement: LaytimeCommencement;
  /** Weather stoppages (雨天/大风 不计). */
  weather?: readonly LaytimePeriodInput[];
  /** SHINC: Sundays and holidays count; SHEX: they are excluded, whole calendar days 00:00–24:00. */
  sundaysHolidays: 'SHINC' | 'SHEX';
  /** Public holidays 'yyyy-MM-dd', the caller's calendar (none is hard-coded here). */
  holidays?: readonly string[];
  /** Shifting (移泊) and other periods the charter excludes; a reason is required. */
  otherExclusions?: readonly LaytimePeriodInput[];
  /** 元 per day, pro rata per minute. */
  demurrageRate: string | number;
  /** 元 per day of laytime saved, pro rata per minute (usually half the demurrage rate). */
  despatchRate: string | number;
  /** Once on demurrage, always on demurrage: after laytime expires no exclusion stops the clock. */
  onceOnDemurrage: boolean;
}

/** One line of the printed laytime statement: a stretch of time, counted or not, and why. */
export interface LaytimeStatementLine {
  from: string;
  to: string;
  minutes: number;
  duration: string;
  counted: boolean;
  /** Empty for plain counted time; the exclusions covering it otherwise (several when they overlap). */
  reasons: string[];
  /** '起算前' before commencement; '已滞期，照计' where once-on-demurrage overrode the exclusions. */
  note: string | null;
}

export interface LaytimeResult {
  quantityT: string;
  loadRate: string;
  /** When laytime commenced (never before NOR tendered). */
  commencement: string;
  completion: string;
  lines: LaytimeStatementLine[];
  /** quantity / rate, exact; days to 4 places, minutes to 4 places, and d/h/m for the statement. */
  allowedDays: string;
  allowedMinutes: string;
  allowed: DaysHoursMinutes;
  usedMinutes: number;
  usedDays: string;
  used: DaysHoursMinutes;
  /** used − allowed in minutes (positive: on demurrage), 4 places. */
  differenceMinutes: string;
  differenceDays: string;
  difference: DaysHoursMinutes;
  /** When laytime ran out, to the second ('yyyy-MM-dd HH:mm:ss'); null when the loading finished within it. */
  laytimeExpired: string | null;
  kind: 'demurrage' | 'despatch' | 'none';
  /** The rate applied (the demurrage or the despatch rate), 元/day. */
  rate: string;
  /** |difference| days × rate, rounded half up to the fen once. */
  amount: string;
}

function need(raw: string | number, what: string): Dec {
  const v = parseDecimal(raw);
  if (v === null) throw new Error(`${what} is not a decimal: ${String(raw)}`);
  return v;
}

function minute(raw: string | null | undefined, what: string): number {
  const v = parseLocalMinute(raw);
  if (v === null) throw new Error(`${what} is not a time 'yyyy-MM-dd HH:mm': ${String(raw)}`);
  return v;
}

interface Exclusion {
  from: number;
  to: number;
  reason: string;
  /** Weather under running days: printed, not excluded. */
  counts: boolean;
}

/** Sundays and the given holidays as whole-day exclusions over [from, to). */
function sundayHolidayExclusions(from: number, to: number, holidays: readonly string[]): Exclusion[] {
  const hol = new Set(holidays.map((h) => h.trim()));
  const out: Exclusion[] = [];
  for (let day = Math.floor(from / MINUTES_PER_DAY) * MINUTES_PER_DAY; day < to; day += MINUTES_PER_DAY) {
    const date = formatLocalMinute(day).slice(0, 10);
    const reasons: string[] = [];
    if (new Date(day * 60000).getUTCDay() === 0) reasons.push('星期日');
    if (hol.has(date)) reasons.push('节假日');
    if (reasons.length) out.push({ from: day, to: day + MINUTES_PER_DAY, reason: reasons.join('/'), counts: false });
  }
  return out;
}

function commencementOf(input: LaytimeInput, nor: number, start: number, berthing: number | null): number {
  const c = input.commencement;
  let at: number;
  if (c.rule === 'berthing') at = berthing ?? minute(input.berthing, 'berthing');
  else if (c.rule === 'loadingStart') at = start;
  else {
    const mins = dec(c.hours).times(60);
    if (!mins.isInteger()) throw new Error(`commencement hours is not whole minutes: ${c.hours}`);
    at = nor + mins.toNumber();
    if (c.orEarlier === 'loadingStart') at = Math.min(at, start);
    if (c.orEarlier === 'berthing') at = Math.min(at, berthing ?? minute(input.berthing, 'berthing'));
  }
  // Laytime cannot count before the ship has said it is ready.
  return Math.max(at, nor);
}

/**
 * The laytime statement and its demurrage or despatch (docs/freight.md "Laytime"):
 * - allowed = quantity / rate days, exact;
 * - used = the minutes from commencement to completion not covered by any exclusion (overlaps count once); with
 *   once-on-demurrage, every minute after the moment the counted minutes reach the allowed time counts;
 * - difference = used − allowed; demurrage = difference × demurrage rate / 1440 per minute, despatch = −difference ×
 *   despatch rate / 1440; rounded half up to the fen once.
 * A malformed input is thrown; validate.ts's checkLaytime says it to a person first.
 */
export function computeLaytime(input: LaytimeInput): LaytimeResult {
  const quantity = need(input.quantityT, 'quantityT');
  const rate = need(input.loadRate, 'loadRate');
  if (!quantity.gt(0) || !rate.gt(0)) throw new Error('quantityT and loadRate must be positive');
  const nor = minute(input.norTendered, 'norTendered');
  const start = minute(input.loadingStart, 'loadingStart');
  const end = minute(input.completion, 'completion');
  const berthing = input.berthing ? minute(input.berthing, 'berthing') : null;
  const commence = Math.min(commencementOf(input, nor, start, berthing), Math.max(end, nor));

  const exclusions: Exclusion[] = [];
  for (const [i, w] of (input.weather ?? []).entries()) {
    exclusions.push({ from: minute(w.from, `weather[${i}].from`), to: minute(w.to, `weather[${i}].to`), reason: w.reason?.trim() || '天气', counts: input.rateBasis === 'day' });
  }
  for (const [i, o] of (input.otherExclusions ?? []).entries()) {
    exclusions.push({ from: minute(o.from, `otherExclusions[${i}].from`), to: minute(o.to, `otherExclusions[${i}].to`), reason: o.reason?.trim() || '其他除外', counts: false });
  }
  if (input.sundaysHolidays === 'SHEX') exclusions.push(...sundayHolidayExclusions(commence, end, input.holidays ?? []));

  // Cut [commence, end) at every boundary; each piece is covered by the same exclusions throughout.
  const cuts = new Set<number>([commence, end]);
  for (const e of exclusions) {
    if (e.from > commence && e.from < end) cuts.add(e.from);
    if (e.to > commence && e.to < end) cuts.add(e.to);
  }
  const points = [...cuts].sort((a, b) => a - b);

  const allowedMin = quantity.div(rate).times(MINUTES_PER_DAY);
  let used = 0;
  let expiredAt: Dec | null = null;
  const pieces: { from: number; to: number; counted: boolean; reasons: string[]; note: string | null }[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const [a, b] = [points[k], points[k + 1]];
    const covering = exclusions.filter((e) => e.from <= a && e.to >= b);
    const excludedBy = covering.filter((e) => !e.counts);
    const reasons = [...new Set(covering.map((e) => e.reason))];
    let counted = excludedBy.length === 0;
    let note: string | null = covering.length > 0 && counted ? '按连续日计，天气不扣除' : null;
    if (!counted && input.onceOnDemurrage && expiredAt !== null) {
      counted = true;
      note = '已滞期，照计';
    }
    if (counted) {
      // The moment laytime runs out: inside (or at the end of) the first counted piece that reaches the allowed time.
      if (expiredAt === null && dec(used + (b - a)).gte(allowedMin)) expiredAt = dec(a).plus(allowedMin.minus(used));
      used += b - a;
    }
    pieces.push({ from: a, to: b, counted, reasons, note });
  }

  // Merge neighbours that read the same, so the statement has one line per stretch.
  const merged: typeof pieces = [];
  for (const p of pieces) {
    const last = merged[merged.length - 1];
    if (last && last.counted === p.counted && last.note === p.note && last.reasons.join('|') === p.reasons.join('|')) last.to = p.to;
    else merged.push({ ...p });
  }
  const lines: LaytimeStatementLine[] = merged.map((p) => ({
    from: formatLocalMinute(p.from),
    to: formatLocalMinute(p.to),
    minutes: p.to - p.from,
    duration: toDHM(dec(p.to - p.from)).text,
    counted: p.counted,
    reasons: p.reasons,
    note: p.note,
  }));
  if (commence > nor) {
    lines.unshift({ from: formatLocalMinute(nor), to: formatLocalMinute(commence), minutes: commence - nor, duration: toDHM(dec(commence - nor)).text, counted: false, reasons: [], note: '起算前' });
  }

  const diff = dec(used).minus(allowedMin);
  const kind = diff.gt(0) ? 'demurrage' : diff.lt(0) ? 'despatch' : 'none';
  const dayRate = kind === 'despatch' ? need(input.despatchRate, 'despatchRate') : need(input.demurrageRate, 'demurrageRate');
  const amount = kind === 'none' ? dec(0) : diff.abs().times(dayRate).div(MINUTES_PER_DAY);
  let expired: string | null = null;
  if (expiredAt !== null && kind === 'demurrage') {
    const secs = expiredAt.times(60).toDecimalPlaces(0).toNumber();
    expired = `${formatLocalMinute(Math.floor(secs / 60))}:${pad(secs % 60)}`;
  }
  return {
    quantityT: tonnes(quantity),
    loadRate: rate.toFixed(),
    commencement: formatLocalMinute(commence),
    completion: formatLocalMinute(end),
    lines,
    allowedDays: round4(allowedMin.div(MINUTES_PER_DAY)).toFixed(4),
    allowedMinutes: round4(allowedMin).toFixed(4),
    allowed: toDHM(allowedMin),
    usedMinutes: used,
    usedDays: round4(dec(used).div(MINUTES_PER_DAY)).toFixed(4),
    used: toDHM(dec(used)),
    differenceMinutes: fixed4(diff),
    differenceDays: fixed4(diff.div(MINUTES_PER_DAY)),
    difference: toDHM(diff),
    laytimeExpired: expired,
    kind,
    rate: money(dayRate),
    amount: money(amount),
  };
}

function fixed4(v: Dec): string {
  const r = round4(v);
  return (r.isZero() ? dec(0) : r).toFixed(4);
}
