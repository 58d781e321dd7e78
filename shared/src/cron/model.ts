/**
 * The cron builder's model (product-spec §2.6, §4 "Cron builder", §5 "Cron bounds"): one state per unit, built into
 * a Quartz expression and parsed back. The expression convention is the one of schedule.ts (day-of-week in Quartz
 * numbering or names); the week picker itself counts Monday = 1 … Sunday = 7 and converts when building.
 */

export type BasicMode = 'every' | 'loop' | 'range' | 'specify';
export type DayMode = 'unset' | BasicMode | 'workday' | 'lastDay' | 'lastWorkday' | 'beforeEnd';
export type WeekMode = 'unset' | BasicMode | 'last' | 'nth';

/** second, minute, hour, month, year */
export interface BasicUnit {
  mode: BasicMode;
  /** loop: first value */
  start: number;
  /** loop: interval */
  step: number;
  /** range */
  from: number;
  to: number;
  /** specify */
  values: number[];
}

export interface DayUnit {
  mode: DayMode;
  start: number;
  step: number;
  from: number;
  to: number;
  values: number[];
  /** workday: the nearest workday to this day (nW) */
  workday: number;
  /** beforeEnd: this many days before the month's last day (L-n) */
  beforeEnd: number;
}

/** Weekdays here are picker numbers, Monday = 1 … Sunday = 7. */
export interface WeekUnit {
  mode: WeekMode;
  start: number;
  step: number;
  from: number;
  to: number;
  values: number[];
  /** last: the last such weekday of the month (nL) */
  lastWeekday: number;
  /** nth: the nth (1-5) such weekday of the month (n#m) */
  nthWeekday: number;
  nth: number;
}

export interface CronModel {
  second: BasicUnit;
  minute: BasicUnit;
  hour: BasicUnit;
  day: DayUnit;
  month: BasicUnit;
  week: WeekUnit;
  year: BasicUnit;
}

export type CronUnitName = keyof CronModel;
export const CRON_UNITS: CronUnitName[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

interface Bound {
  min: number;
  max: number;
}

/**
 * Input bounds of §5. Where a number of the spec would write an expression no scheduler accepts, the valid one is
 * used instead (noted at the line): a step of 0, a month 0, a minute 60, a day offset L-31 (never fires).
 */
export const CRON_BOUNDS = {
  second: { step: { min: 1, max: 59 }, start: { min: 0, max: 59 }, from: { min: 1, max: 59 }, to: { min: 0, max: 59 }, value: { min: 0, max: 59 } },
  // spec: range start 1-60; 60 is no minute
  minute: { step: { min: 1, max: 60 }, start: { min: 0, max: 59 }, from: { min: 1, max: 59 }, to: { min: 0, max: 59 }, value: { min: 0, max: 59 } },
  // spec: 0-23 everywhere; a step of 0 is none
  hour: { step: { min: 1, max: 23 }, start: { min: 0, max: 23 }, from: { min: 0, max: 23 }, to: { min: 0, max: 23 }, value: { min: 0, max: 23 } },
  day: {
    step: { min: 1, max: 31 }, start: { min: 1, max: 31 }, from: { min: 1, max: 31 }, to: { min: 1, max: 31 }, value: { min: 1, max: 31 },
    workday: { min: 1, max: 31 },
    // spec: 1-31; L-31 never lands in the month and Quartz refuses offsets over 30
    beforeEnd: { min: 1, max: 30 },
  },
  // spec: step/start 0-12; there is no month 0 and no step 0
  month: { step: { min: 1, max: 12 }, start: { min: 1, max: 12 }, from: { min: 1, max: 12 }, to: { min: 1, max: 12 }, value: { min: 1, max: 12 } },
  week: {
    step: { min: 1, max: 7 }, start: { min: 1, max: 7 }, from: { min: 1, max: 7 }, to: { min: 1, max: 7 }, value: { min: 1, max: 7 },
    lastWeekday: { min: 1, max: 7 }, nthWeekday: { min: 1, max: 7 }, nth: { min: 1, max: 5 },
  },
  year: { step: { min: 1, max: 99 }, start: { min: 2019, max: 2119 }, from: { min: 2019, max: 2119 }, to: { min: 2019, max: 2119 }, value: { min: 2019, max: 2118 } },
} as const satisfies Record<CronUnitName, Record<string, Bound>>;

/** Week picker order and labels: Monday = 1 … Sunday = 7. */
export const WEEKDAY_LABELS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;
const WEEKDAY_NAMES = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
const QUARTZ_NUMBER_BY_NAME: Record<string, number> = { SUN: 1, MON: 2, TUE: 3, WED: 4, THU: 5, FRI: 6, SAT: 7 };

/** Picker weekday (Mon = 1) → Quartz day-of-week number (Sun = 1). */
export const pickerToQuartz = (picker: number) => (picker % 7) + 1;
/** Quartz day-of-week number (Sun = 1) → picker weekday (Mon = 1). */
export const quartzToPicker = (quartz: number) => ((quartz + 5) % 7) + 1;
export const weekdayName = (picker: number) => WEEKDAY_NAMES[picker - 1];

function basic(mode: BasicMode, min: number, max: number): BasicUnit {
  return { mode, start: min, step: 1, from: min, to: Math.min(min + 1, max), values: [] };
}

export function defaultCronModel(): CronModel {
  return {
    second: basic('every', 0, 59),
    minute: basic('every', 0, 59),
    hour: basic('every', 0, 23),
    day: { mode: 'every', start: 1, step: 1, from: 1, to: 2, values: [], workday: 1, beforeEnd: 1 },
    month: basic('every', 1, 12),
    week: { mode: 'unset', start: 1, step: 1, from: 1, to: 2, values: [], lastWeekday: 1, nthWeekday: 1, nth: 1 },
    year: { mode: 'every', start: 2019, step: 1, from: 2019, to: 2020, values: [] },
  };
}

const clamp = (value: number, bound: Bound) =>
  Math.min(bound.max, Math.max(bound.min, Number.isFinite(value) ? Math.round(value) : bound.min));

/** The specified values within bounds, sorted, never empty (an empty list holds the minimum, §4). */
function specified(values: number[], bound: Bound): number[] {
  const kept = [...new Set(values.filter((v) => Number.isInteger(v) && v >= bound.min && v <= bound.max))].sort((a, b) => a - b);
  return kept.length ? kept : [bound.min];
}

/** Numbers clamped into §5's bounds; specified values outside them are refused (dropped). */
export function clampModel(model: CronModel): CronModel {
  const out = structuredClone(model);
  for (const unit of CRON_UNITS) {
    const bounds = CRON_BOUNDS[unit] as Record<string, Bound>;
    const state = out[unit] as unknown as Record<string, unknown>;
    for (const [key, bound] of Object.entries(bounds)) {
      if (key === 'value') state.values = specified(state.values as number[], bound);
      else state[key] = clamp(state[key] as number, bound);
    }
  }
  return out;
}

function basicField(unit: BasicUnit, name: 'second' | 'minute' | 'hour' | 'month' | 'year'): string {
  const b = CRON_BOUNDS[name];
  switch (unit.mode) {
    case 'every':
      return '*';
    case 'loop':
      return `${clamp(unit.start, b.start)}/${clamp(unit.step, b.step)}`;
    case 'range':
      return `${clamp(unit.from, b.from)}-${clamp(unit.to, b.to)}`;
    case 'specify':
      return specified(unit.values, b.value).join(',');
  }
}

export function dayField(day: DayUnit): string {
  const b = CRON_BOUNDS.day;
  switch (day.mode) {
    case 'unset':
      return '?';
    case 'every':
      return '*';
    case 'loop':
      return `${clamp(day.start, b.start)}/${clamp(day.step, b.step)}`;
    case 'range':
      return `${clamp(day.from, b.from)}-${clamp(day.to, b.to)}`;
    case 'specify':
      return specified(day.values, b.value).join(',');
    case 'workday':
      return `${clamp(day.workday, b.workday)}W`;
    case 'lastDay':
      return 'L';
    case 'lastWorkday':
      return 'LW';
    case 'beforeEnd':
      return `L-${clamp(day.beforeEnd, b.beforeEnd)}`;
  }
}

export function weekField(week: WeekUnit): string {
  const b = CRON_BOUNDS.week;
  switch (week.mode) {
    case 'unset':
      return '?';
    case 'every':
      return '*';
    // Quartz numbers here: a name followed by '/' is not read by Quartz.
    case 'loop':
      return `${pickerToQuartz(clamp(week.start, b.start))}/${clamp(week.step, b.step)}`;
    case 'range':
      return `${weekdayName(clamp(week.from, b.from))}-${weekdayName(clamp(week.to, b.to))}`;
    case 'specify':
      return specified(week.values, b.value).map(weekdayName).join(',');
    case 'last':
      return `${weekdayName(clamp(week.lastWeekday, b.lastWeekday))}L`;
    case 'nth':
      return `${weekdayName(clamp(week.nthWeekday, b.nthWeekday))}#${clamp(week.nth, b.nth)}`;
  }
}

/** The seven fields of a model; day and week are kept exclusive (one of them '?'). */
export function buildFields(model: CronModel): string[] {
  let day = dayField(model.day);
  let week = weekField(model.week);
  if (day !== '?' && day !== '*') week = '?';
  else if (week !== '?' && week !== '*') day = '?';
  else if (day === '?' && week === '?') day = '*';
  else if (day === '*' && week === '*') week = '?';
  return [
    basicField(model.second, 'second'),
    basicField(model.minute, 'minute'),
    basicField(model.hour, 'hour'),
    day,
    basicField(model.month, 'month'),
    week,
    basicField(model.year, 'year'),
  ];
}

/** The expression of a model; the year is left out when it is every year. */
export function buildExpression(model: CronModel): string {
  const fields = buildFields(model);
  if (fields[6] === '*') fields.pop();
  return fields.join(' ');
}

// ---- parsing ----------------------------------------------------------------------------------------------------

function int(text: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`not a number: ${text}`);
  return Number(text);
}

function within(value: number, bound: Bound): number {
  if (value < bound.min || value > bound.max) throw new Error(`out of range: ${value}`);
  return value;
}

const MONTH_NUMBER_BY_NAME: Record<string, number> = {
  JAN: 1, FEB: 2, MAR: 3, APR: 4, MAY: 5, JUN: 6, JUL: 7, AUG: 8, SEP: 9, OCT: 10, NOV: 11, DEC: 12,
};

function parseBasic(text: string, name: 'second' | 'minute' | 'hour' | 'month' | 'year', base: BasicUnit): BasicUnit {
  const b = CRON_BOUNDS[name];
  const value = (t: string) => (name === 'month' && t.toUpperCase() in MONTH_NUMBER_BY_NAME ? MONTH_NUMBER_BY_NAME[t.toUpperCase()] : int(t));
  if (text === '*') return { ...base, mode: 'every' };
  if (text.includes('/')) {
    const [start, step] = text.split('/');
    return { ...base, mode: 'loop', start: start === '*' ? b.start.min : within(value(start), b.start), step: within(int(step), b.step) };
  }
  if (text.includes('-')) {
    const [from, to] = text.split('-');
    return { ...base, mode: 'range', from: within(value(from), b.from), to: within(value(to), b.to) };
  }
  return { ...base, mode: 'specify', values: text.split(',').map((t) => within(value(t), b.value)) };
}

function parseDay(text: string, base: DayUnit): DayUnit {
  const b = CRON_BOUNDS.day;
  const upper = text.toUpperCase();
  if (upper === '?') return { ...base, mode: 'unset' };
  if (upper === '*') return { ...base, mode: 'every' };
  if (upper === 'LW') return { ...base, mode: 'lastWorkday' };
  if (upper === 'L') return { ...base, mode: 'lastDay' };
  if (upper.startsWith('L-')) return { ...base, mode: 'beforeEnd', beforeEnd: within(int(upper.slice(2)), b.beforeEnd) };
  if (upper.endsWith('W')) return { ...base, mode: 'workday', workday: within(int(upper.slice(0, -1)), b.workday) };
  if (upper.includes('/')) {
    const [start, step] = upper.split('/');
    return { ...base, mode: 'loop', start: start === '*' ? 1 : within(int(start), b.start), step: within(int(step), b.step) };
  }
  if (upper.includes('-')) {
    const [from, to] = upper.split('-');
    return { ...base, mode: 'range', from: within(int(from), b.from), to: within(int(to), b.to) };
  }
  return { ...base, mode: 'specify', values: upper.split(',').map((t) => within(int(t), b.value)) };
}

/** A weekday written as a Quartz number or a name → picker number. */
function pickerWeekday(text: string): number {
  const quartz = text in QUARTZ_NUMBER_BY_NAME ? QUARTZ_NUMBER_BY_NAME[text] : within(int(text), { min: 1, max: 7 });
  return quartzToPicker(quartz);
}

function parseWeek(text: string, base: WeekUnit): WeekUnit {
  const upper = text.toUpperCase();
  if (upper === '?') return { ...base, mode: 'unset' };
  if (upper === '*') return { ...base, mode: 'every' };
  if (upper.includes('#')) {
    const [weekday, nth] = upper.split('#');
    return { ...base, mode: 'nth', nthWeekday: pickerWeekday(weekday), nth: within(int(nth), CRON_BOUNDS.week.nth) };
  }
  if (upper.endsWith('L')) return { ...base, mode: 'last', lastWeekday: pickerWeekday(upper.slice(0, -1)) };
  if (upper.includes('/')) {
    const [start, step] = upper.split('/');
    return { ...base, mode: 'loop', start: start === '*' ? quartzToPicker(1) : pickerWeekday(start), step: within(int(step), CRON_BOUNDS.week.step) };
  }
  if (upper.includes('-')) {
    const [from, to] = upper.split('-');
    return { ...base, mode: 'range', from: pickerWeekday(from), to: pickerWeekday(to) };
  }
  return { ...base, mode: 'specify', values: [...new Set(upper.split(',').map(pickerWeekday))].sort((a, b) => a - b) };
}

/**
 * The model of an expression. Each field's mode is picked from the characters it holds; a field that cannot be
 * read falls back to 'every' (§4), so any text opens the builder.
 */
export function parseExpression(expr: string | null | undefined): CronModel {
  const model = defaultCronModel();
  const fields = (expr ?? '').trim().split(/\s+/).filter(Boolean);
  if (fields.length < 6 || fields.length > 7) return model;
  const attempt = <T extends { mode: string }>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch {
      return { ...fallback, mode: 'every' };
    }
  };
  model.second = attempt(() => parseBasic(fields[0], 'second', model.second), model.second);
  model.minute = attempt(() => parseBasic(fields[1], 'minute', model.minute), model.minute);
  model.hour = attempt(() => parseBasic(fields[2], 'hour', model.hour), model.hour);
  model.day = attempt(() => parseDay(fields[3], model.day), model.day);
  model.month = attempt(() => parseBasic(fields[4], 'month', model.month), model.month);
  model.week = attempt(() => parseWeek(fields[5], model.week), model.week);
  model.year = fields[6] === undefined ? model.year : attempt(() => parseBasic(fields[6], 'year', model.year), model.year);
  return model;
}

// ---- linked edits (§4) ------------------------------------------------------------------------------------------

const isEvery = (unit: { mode: string }) => unit.mode === 'every';
const restricts = (unit: { mode: string }) => unit.mode !== 'every' && unit.mode !== 'unset';

function zeroed(unit: BasicUnit, value: number): BasicUnit {
  return { ...unit, mode: 'specify', values: [value] };
}

/**
 * The model after the user changed `prev` into `next`, with the linked edits of §4 applied, each cascading to the
 * next smaller unit:
 * - year set to a value while month is every → month 1;
 * - month set to a value: day '?' and week every → week 1 (Monday); week '?' and day every → day 1;
 * - day or week changed to anything but '?' while hour is every → hour 0;
 * - hour changed from every while minute is every → minute 0;
 * - minute changed from every while second is every → second 0.
 * A unit the user set to something other than every is never overwritten. Day and week stay exclusive: the one
 * just set wins and the other becomes '?'; when both would be '?', clearing the day makes the week every ('? *'),
 * clearing the week makes the day every.
 */
export function applyLinkedEdits(prev: CronModel, next: CronModel): CronModel {
  const out = structuredClone(next);
  const setToValue = (unit: 'year' | 'month') =>
    !isEvery(out[unit]) && basicField(out[unit], unit) !== basicField(prev[unit], unit);

  if (setToValue('year') && isEvery(out.month)) out.month = zeroed(out.month, 1);

  if (setToValue('month')) {
    if (out.day.mode === 'unset' && isEvery(out.week)) out.week = { ...out.week, mode: 'specify', values: [1] };
    else if (out.week.mode === 'unset' && isEvery(out.day)) out.day = { ...out.day, mode: 'specify', values: [1] };
  }

  const dayTouched = out.day.mode !== 'unset' && dayField(out.day) !== dayField(prev.day);
  const weekTouched = out.week.mode !== 'unset' && weekField(out.week) !== weekField(prev.week);
  if (dayTouched) out.week = { ...out.week, mode: 'unset' };
  else if (weekTouched) out.day = { ...out.day, mode: 'unset' };
  else if (restricts(out.day) && restricts(out.week)) out.week = { ...out.week, mode: 'unset' };
  if (out.day.mode === 'unset' && out.week.mode === 'unset') {
    // One of them must choose the days: clearing the day hands over to the week ('? *'), otherwise the day is every.
    if (prev.day.mode !== 'unset') out.week = { ...out.week, mode: 'every' };
    else out.day = { ...out.day, mode: 'every' };
  }

  if ((dayTouched || weekTouched) && isEvery(out.hour)) out.hour = zeroed(out.hour, 0);
  if (isEvery(prev.hour) && !isEvery(out.hour) && isEvery(out.minute)) out.minute = zeroed(out.minute, 0);
  if (isEvery(prev.minute) && !isEvery(out.minute) && isEvery(out.second)) out.second = zeroed(out.second, 0);
  return out;
}

/** Replace one unit's state and apply the linked edits: what the dialog calls on every change. */
export function editUnit<K extends CronUnitName>(model: CronModel, unit: K, patch: Partial<CronModel[K]>): CronModel {
  const next = { ...model, [unit]: { ...model[unit], ...patch } } as CronModel;
  return applyLinkedEdits(model, next);
}
