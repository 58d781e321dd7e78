import { describe, expect, it } from 'vitest';
import {
  applyLinkedEdits,
  buildExpression,
  buildFields,
  clampModel,
  defaultCronModel,
  editUnit,
  parseExpression,
  pickerToQuartz,
  quartzToPicker,
  type CronModel,
} from './model';
import { isValidCron, nextFireTimes } from './schedule';

function withUnit<K extends keyof CronModel>(unit: K, patch: Partial<CronModel[K]>): CronModel {
  const model = defaultCronModel();
  model[unit] = { ...model[unit], ...patch };
  return model;
}

/** Every mode of every unit, with the field it must build. */
const CASES: Array<[keyof CronModel, Record<string, unknown>, number, string]> = [
  ['second', { mode: 'every' }, 0, '*'],
  ['second', { mode: 'loop', start: 5, step: 15 }, 0, '5/15'],
  ['second', { mode: 'range', from: 10, to: 40 }, 0, '10-40'],
  ['second', { mode: 'specify', values: [0, 15, 30, 45] }, 0, '0,15,30,45'],
  ['minute', { mode: 'every' }, 1, '*'],
  ['minute', { mode: 'loop', start: 0, step: 30 }, 1, '0/30'],
  ['minute', { mode: 'range', from: 5, to: 55 }, 1, '5-55'],
  ['minute', { mode: 'specify', values: [7] }, 1, '7'],
  ['hour', { mode: 'every' }, 2, '*'],
  ['hour', { mode: 'loop', start: 2, step: 6 }, 2, '2/6'],
  ['hour', { mode: 'range', from: 8, to: 18 }, 2, '8-18'],
  ['hour', { mode: 'specify', values: [9, 12, 17] }, 2, '9,12,17'],
  ['day', { mode: 'every' }, 3, '*'],
  ['day', { mode: 'loop', start: 3, step: 7 }, 3, '3/7'],
  ['day', { mode: 'range', from: 10, to: 20 }, 3, '10-20'],
  ['day', { mode: 'specify', values: [1, 15, 28] }, 3, '1,15,28'],
  ['day', { mode: 'workday', workday: 15 }, 3, '15W'],
  ['day', { mode: 'lastDay' }, 3, 'L'],
  ['day', { mode: 'lastWorkday' }, 3, 'LW'],
  ['day', { mode: 'beforeEnd', beforeEnd: 3 }, 3, 'L-3'],
  ['month', { mode: 'every' }, 4, '*'],
  ['month', { mode: 'loop', start: 1, step: 3 }, 4, '1/3'],
  ['month', { mode: 'range', from: 3, to: 9 }, 4, '3-9'],
  ['month', { mode: 'specify', values: [1, 7] }, 4, '1,7'],
  ['week', { mode: 'every' }, 5, '*'],
  ['week', { mode: 'loop', start: 1, step: 2 }, 5, '2/2'],
  ['week', { mode: 'range', from: 1, to: 5 }, 5, 'MON-FRI'],
  ['week', { mode: 'range', from: 6, to: 7 }, 5, 'SAT-SUN'],
  ['week', { mode: 'specify', values: [1, 3, 7] }, 5, 'MON,WED,SUN'],
  ['week', { mode: 'last', lastWeekday: 5 }, 5, 'FRIL'],
  ['week', { mode: 'nth', nthWeekday: 1, nth: 2 }, 5, 'MON#2'],
  ['year', { mode: 'loop', start: 2026, step: 2 }, 6, '2026/2'],
  ['year', { mode: 'range', from: 2026, to: 2030 }, 6, '2026-2030'],
  ['year', { mode: 'specify', values: [2027, 2029] }, 6, '2027,2029'],
];

describe('buildExpression / parseExpression', () => {
  it('builds the default as every second', () => {
    expect(buildExpression(defaultCronModel())).toBe('* * * * * ?');
    expect(buildFields(defaultCronModel())).toEqual(['*', '*', '*', '*', '*', '?', '*']);
  });

  it.each(CASES)('%s %j builds and parses back', (unit, patch, index, field) => {
    const model = withUnit(unit, patch as never);
    if (unit === 'week' && patch.mode !== 'unset') model.day = { ...model.day, mode: 'unset' };
    const expr = buildExpression(model);
    expect(expr.split(' ')[index]).toBe(field);
    expect(isValidCron(expr)).toBe(true);
    const parsed = parseExpression(expr);
    expect(parsed[unit].mode).toBe(patch.mode);
    for (const [key, value] of Object.entries(patch)) expect(parsed[unit][key as never]).toEqual(value);
    expect(buildExpression(parsed)).toBe(expr);
  });

  it('leaves the year out when it is every year, and writes it otherwise', () => {
    expect(buildExpression(withUnit('year', { mode: 'specify', values: [2030] }))).toBe('* * * * * ? 2030');
    expect(parseExpression('0 0 0 * * ? *').year.mode).toBe('every');
    expect(parseExpression('0 0 0 * * ?').year.mode).toBe('every');
  });

  it('maps the picker (Monday = 1) to Quartz numbers (Sunday = 1) and back', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(pickerToQuartz)).toEqual([2, 3, 4, 5, 6, 7, 1]);
    expect([1, 2, 3, 4, 5, 6, 7].map(quartzToPicker)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    // Quartz numbers and names read the same
    expect(parseExpression('0 0 0 ? * 2-6').week).toMatchObject({ mode: 'range', from: 1, to: 5 });
    expect(parseExpression('0 0 0 ? * 1,7').week).toMatchObject({ mode: 'specify', values: [6, 7] });
    expect(parseExpression('0 0 0 ? * 6L').week).toMatchObject({ mode: 'last', lastWeekday: 5 });
    expect(parseExpression('0 0 0 ? * 1#3').week).toMatchObject({ mode: 'nth', nthWeekday: 7, nth: 3 });
  });

  it('fires the weekdays the picker shows', () => {
    const model = withUnit('week', { mode: 'specify', values: [1] }); // Monday
    model.day.mode = 'unset';
    model.second = { ...model.second, mode: 'specify', values: [0] };
    model.minute = { ...model.minute, mode: 'specify', values: [0] };
    model.hour = { ...model.hour, mode: 'specify', values: [9] };
    const [first] = nextFireTimes(buildExpression(model), 1, new Date('2026-03-01T00:00:00+08:00'));
    expect(first.toISOString()).toBe('2026-03-02T01:00:00.000Z'); // Monday 09:00 in Shanghai
  });

  it('picks the type from the characters and falls back to every on any error', () => {
    const model = parseExpression('61 1-x 5/0 45 13 FOO 1800');
    for (const unit of ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const) {
      expect(model[unit].mode).toBe('every');
    }
    expect(parseExpression('not a cron')).toEqual(defaultCronModel());
    expect(parseExpression(undefined)).toEqual(defaultCronModel());
    expect(parseExpression('0 */5 * * * ?').minute).toMatchObject({ mode: 'loop', start: 0, step: 5 });
    expect(parseExpression('0 0 0 1 JAN-MAR ?').month).toMatchObject({ mode: 'range', from: 1, to: 3 });
  });

  it('forces an empty specified list to hold the minimum', () => {
    expect(buildExpression(withUnit('second', { mode: 'specify', values: [] }))).toBe('0 * * * * ?');
    expect(buildExpression(withUnit('month', { mode: 'specify', values: [] }))).toBe('* * * * 1 ?');
    expect(buildExpression(withUnit('year', { mode: 'specify', values: [] }))).toBe('* * * * * ? 2019');
    const week = withUnit('week', { mode: 'specify', values: [] });
    week.day.mode = 'unset';
    expect(buildExpression(week)).toBe('* * * ? * MON');
  });

  it('keeps day and week exclusive when building', () => {
    const both = withUnit('week', { mode: 'specify', values: [2] });
    both.day = { ...both.day, mode: 'specify', values: [5] };
    expect(buildFields(both).slice(3, 6)).toEqual(['5', '*', '?']);
    const neither = withUnit('day', { mode: 'unset' });
    expect(buildFields(neither)[3]).toBe('*');
  });
});

describe('bounds (§5)', () => {
  it('clamps numbers into their bounds and drops specified values outside them', () => {
    const model = defaultCronModel();
    model.second = { ...model.second, mode: 'loop', start: 75, step: 0 };
    model.minute = { ...model.minute, mode: 'range', from: 0, to: 99 };
    model.day = { ...model.day, beforeEnd: 31, workday: 40 };
    model.week = { ...model.week, nth: 9, step: 8 };
    model.month = { ...model.month, values: [0, 13, 4] };
    model.year = { ...model.year, start: 2000, step: 120, values: [2119, 2018] };
    const clamped = clampModel(model);
    expect(clamped.second).toMatchObject({ start: 59, step: 1 });
    expect(clamped.minute).toMatchObject({ from: 1, to: 59 });
    expect(clamped.day).toMatchObject({ beforeEnd: 30, workday: 31 });
    expect(clamped.week).toMatchObject({ nth: 5, step: 7 });
    expect(clamped.month.values).toEqual([4]);
    expect(clamped.year).toMatchObject({ start: 2019, step: 99, values: [2019] });
  });

  it('never builds an expression outside the bounds', () => {
    const model = withUnit('hour', { mode: 'loop', start: 30, step: 0 });
    expect(buildExpression(model)).toBe('* * 23/1 * * ?');
    expect(buildExpression(withUnit('day', { mode: 'beforeEnd', beforeEnd: 31 }))).toBe('* * * L-30 * ?');
    expect(parseExpression('0 0 0 ? * MON#6').week.mode).toBe('every');
    expect(parseExpression('0 0 0 1 * ? 2150').year.mode).toBe('every');
  });
});

describe('linked edits (§4)', () => {
  it('minute changed from every sets second 0', () => {
    const next = editUnit(defaultCronModel(), 'minute', { mode: 'specify', values: [30] });
    expect(buildExpression(next)).toBe('0 30 * * * ?');
  });

  it('hour changed from every sets minute 0, and so second 0', () => {
    const next = editUnit(defaultCronModel(), 'hour', { mode: 'range', from: 8, to: 18 });
    expect(buildExpression(next)).toBe('0 0 8-18 * * ?');
  });

  it('does not overwrite a unit the user set', () => {
    let model = editUnit(defaultCronModel(), 'second', { mode: 'specify', values: [15] });
    model = editUnit(model, 'minute', { mode: 'specify', values: [5] });
    expect(buildExpression(model)).toBe('15 5 * * * ?');
  });

  it('day set to a value with hour every sets hour 0 (and the smaller units)', () => {
    const next = editUnit(defaultCronModel(), 'day', { mode: 'lastDay' });
    expect(buildExpression(next)).toBe('0 0 0 L * ?');
  });

  it('week set with hour every sets hour 0, and the day becomes ?', () => {
    const next = editUnit(defaultCronModel(), 'week', { mode: 'nth', nthWeekday: 3, nth: 2 });
    expect(buildExpression(next)).toBe('0 0 0 ? * WED#2');
  });

  it('day set to a value clears the week to ?', () => {
    let model = editUnit(defaultCronModel(), 'week', { mode: 'specify', values: [1] });
    model = editUnit(model, 'day', { mode: 'specify', values: [10] });
    expect(buildFields(model).slice(3, 6)).toEqual(['10', '*', '?']);
    model = editUnit(model, 'day', { mode: 'every' });
    expect(buildFields(model).slice(3, 6)).toEqual(['*', '*', '?']);
  });

  it('week set back to not-set with day not set turns day back to every', () => {
    let model = editUnit(defaultCronModel(), 'week', { mode: 'specify', values: [1] });
    model = editUnit(model, 'week', { mode: 'unset' });
    expect(buildFields(model).slice(3, 6)).toEqual(['*', '*', '?']);
  });

  it('clearing the day hands the days to the week', () => {
    const model = editUnit(defaultCronModel(), 'day', { mode: 'unset' });
    expect(buildFields(model).slice(3, 6)).toEqual(['?', '*', '*']);
  });

  it('month change with day ? and week every sets week 1 (Monday)', () => {
    let model = defaultCronModel();
    model.day.mode = 'unset';
    model.week.mode = 'every';
    model = editUnit(model, 'month', { mode: 'specify', values: [3] });
    expect(buildExpression(model)).toBe('0 0 0 ? 3 MON');
  });

  it('month change with week ? and day every sets day 1', () => {
    const model = editUnit(defaultCronModel(), 'month', { mode: 'loop', start: 1, step: 3 });
    expect(buildExpression(model)).toBe('0 0 0 1 1/3 ?');
  });

  it('year change with month every sets month 1, cascading to day 1', () => {
    const model = editUnit(defaultCronModel(), 'year', { mode: 'specify', values: [2030] });
    expect(buildExpression(model)).toBe('0 0 0 1 1 ? 2030');
  });

  it('year change leaves a month the user set alone', () => {
    let model = editUnit(defaultCronModel(), 'month', { mode: 'specify', values: [6] });
    model = editUnit(model, 'year', { mode: 'range', from: 2027, to: 2028 });
    expect(buildExpression(model)).toBe('0 0 0 1 6 ? 2027-2028');
  });

  it('is pure', () => {
    const prev = defaultCronModel();
    const next = withUnit('minute', { mode: 'specify', values: [1] });
    const snapshot = structuredClone(next);
    applyLinkedEdits(prev, next);
    expect(next).toEqual(snapshot);
    expect(prev).toEqual(defaultCronModel());
  });
});
