import { afterEach, describe, expect, it } from 'vitest';
import { CRON_INVALID_MESSAGE, cronError, formatFireTime, isValidCron, nextFireTime, nextFireTimes } from './schedule';

/** Shanghai wall-clock text of an instant, whatever the machine's zone. */
function local(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function fire(expr: string, count: number, after: string, options?: { ignoreYear?: boolean }): string[] {
  return nextFireTimes(expr, count, new Date(`${after}+08:00`), options).map(local);
}

describe('isValidCron', () => {
  it.each([
    '0 0 12 * * ?',
    '0 0 12 ? * *',
    '* * * * * ? *',
    '0/5 * * * * ?',
    '*/15 0-30/5 8-18 ? * MON-FRI',
    '0 15 10 ? * 6L 2026-2030',
    '0 15 10 ? * FRIL',
    '0 15 10 ? * 6#3',
    '0 15 10 ? * MON#2',
    '0 0 12 1/5 * ?',
    '0 11 11 11 11 ? *',
    '0 0 0 L * ?',
    '0 0 0 LW * ?',
    '0 0 0 L-3 * ?',
    '0 0 0 15W * ?',
    '0 0 0 1,15,28 JAN,MAR-MAY ?',
    '0 0 0 ? * 1,3,5 2019',
    '0 0 0 ? * SUN-SAT',
    '0 0 0 ? * FRI-MON',
    '0 0 22-2 * * ?',
    '0 0 0 * * * *',
    '0 0 0 1 * ? 2020/2',
  ])('accepts %s', (expr) => {
    expect(cronError(expr)).toBeNull();
    expect(isValidCron(expr)).toBe(true);
  });

  it.each([
    ['', '表达式为空'],
    ['* * * * *', '应有6或7个字段'],
    ['* * * * * * * *', '应有6或7个字段'],
    ['60 * * * * ?', '秒字段的值60超出范围0-59'],
    ['0 60 * * * ?', '分字段'],
    ['0 0 24 * * ?', '时字段'],
    ['0 0 0 32 * ?', '日字段'],
    ['0 0 0 0 * ?', '日字段'],
    ['0 0 0 * 13 ?', '月字段'],
    ['0 0 0 ? * 8', '周字段'],
    ['0 0 0 ? * 0', '周字段'],
    ['0 0 0 1 ? ?', '月字段'],
    ['0 0 0 ? * ?', '日和周不能同时为?'],
    ['0 0 0 1 * MON', '日和周不能同时指定'],
    ['0 0 0 L-31 * ?', 'L-1至L-30'],
    ['0 0 0 L,5 * ?', '须单独使用'],
    ['0 0 0 ? * 2#6', '#6'],
    ['0 0 0 ? * 2#1,3', '须单独使用'],
    ['0 0 0 * * ? 1969', '年字段'],
    ['0 0 0 * * ? 2030-2020', '起始大于结束'],
    ['0/0 * * * * ?', '间隔'],
    ['a * * * * ?', '无法识别'],
    ['1,,2 * * * * ?', '空项'],
    ['0 0 0 ? * FOO', '无法识别'],
  ])('rejects %j with a Chinese reason', (expr, reason) => {
    const message = cronError(expr);
    expect(message).toContain(CRON_INVALID_MESSAGE);
    expect(message).toContain(reason);
    expect(isValidCron(expr)).toBe(false);
  });
});

describe('nextFireTimes', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('counts seconds strictly after the given instant', () => {
    expect(fire('0/20 * * * * ?', 4, '2026-01-01T00:00:00')).toEqual([
      '2026-01-01 00:00:20',
      '2026-01-01 00:00:40',
      '2026-01-01 00:01:00',
      '2026-01-01 00:01:20',
    ]);
  });

  it('fires daily at noon in Shanghai time', () => {
    expect(fire('0 0 12 * * ?', 3, '2026-03-01T12:00:00')).toEqual([
      '2026-03-02 12:00:00',
      '2026-03-03 12:00:00',
      '2026-03-04 12:00:00',
    ]);
  });

  it('reads day-of-week in Quartz numbering (1 = Sunday) and as names', () => {
    // 2026-03-01 is a Sunday.
    expect(fire('0 0 9 ? * 1', 2, '2026-02-28T00:00:00')).toEqual(['2026-03-01 09:00:00', '2026-03-08 09:00:00']);
    expect(fire('0 0 9 ? * MON-FRI', 6, '2026-02-28T00:00:00')).toEqual([
      '2026-03-02 09:00:00',
      '2026-03-03 09:00:00',
      '2026-03-04 09:00:00',
      '2026-03-05 09:00:00',
      '2026-03-06 09:00:00',
      '2026-03-09 09:00:00',
    ]);
    expect(fire('0 0 9 ? * 2-6', 6, '2026-02-28T00:00:00')).toEqual(fire('0 0 9 ? * MON-FRI', 6, '2026-02-28T00:00:00'));
  });

  it('wraps a weekday range past Saturday', () => {
    expect(fire('0 0 9 ? * FRI-MON', 4, '2026-03-02T10:00:00')).toEqual([
      '2026-03-06 09:00:00',
      '2026-03-07 09:00:00',
      '2026-03-08 09:00:00',
      '2026-03-09 09:00:00',
    ]);
  });

  it('steps weekdays from a start day', () => {
    // 2/2 = Monday, Wednesday, Friday
    expect(fire('0 0 9 ? * 2/2', 4, '2026-03-01T00:00:00')).toEqual([
      '2026-03-02 09:00:00',
      '2026-03-04 09:00:00',
      '2026-03-06 09:00:00',
      '2026-03-09 09:00:00',
    ]);
  });

  it('handles the last day (L) and last workday (LW) of the month', () => {
    expect(fire('0 0 0 L * ?', 3, '2028-01-15T00:00:00')).toEqual([
      '2028-01-31 00:00:00',
      '2028-02-29 00:00:00',
      '2028-03-31 00:00:00',
    ]);
    // 2026-05-31 is a Sunday, 2026-10-31 a Saturday
    expect(fire('0 0 0 LW 5,10 ?', 2, '2026-01-01T00:00:00')).toEqual(['2026-05-29 00:00:00', '2026-10-30 00:00:00']);
  });

  it('handles N days before the month end (L-n)', () => {
    expect(fire('0 30 8 L-2 * ?', 4, '2026-01-01T00:00:00')).toEqual([
      '2026-01-29 08:30:00',
      '2026-02-26 08:30:00',
      '2026-03-29 08:30:00',
      '2026-04-28 08:30:00',
    ]);
    // L-29 only exists in months of 30 or 31 days: February is skipped
    expect(fire('0 0 0 L-29 * ?', 3, '2026-01-05T00:00:00')).toEqual([
      '2026-03-02 00:00:00',
      '2026-04-01 00:00:00',
      '2026-05-02 00:00:00',
    ]);
  });

  it('handles the nearest workday to a day (nW)', () => {
    // 2026-02-15 is a Sunday -> Monday 16; 2026-08-15 is a Saturday -> Friday 14
    expect(fire('0 0 0 15W 2,8 ?', 2, '2026-01-01T00:00:00')).toEqual(['2026-02-16 00:00:00', '2026-08-14 00:00:00']);
    // 1W on a Saturday stays in the month: Monday the 3rd (2026-08-01 is a Saturday)
    expect(fire('0 0 0 1W 8 ?', 1, '2026-01-01T00:00:00')).toEqual(['2026-08-03 00:00:00']);
  });

  it('handles the last given weekday (nL) and the Nth weekday (n#m)', () => {
    expect(fire('0 0 18 ? * 6L', 3, '2026-01-01T00:00:00')).toEqual([
      '2026-01-30 18:00:00',
      '2026-02-27 18:00:00',
      '2026-03-27 18:00:00',
    ]);
    expect(fire('0 0 18 ? * FRIL', 1, '2026-01-01T00:00:00')).toEqual(['2026-01-30 18:00:00']);
    expect(fire('0 0 10 ? * 2#2', 3, '2026-01-01T00:00:00')).toEqual([
      '2026-01-12 10:00:00',
      '2026-02-09 10:00:00',
      '2026-03-09 10:00:00',
    ]);
    expect(fire('0 0 10 ? * MON#5', 2, '2026-01-01T00:00:00')).toEqual(['2026-03-30 10:00:00', '2026-06-29 10:00:00']);
  });

  it('reads month names, lists, ranges and steps', () => {
    expect(fire('0 0 0 1 JAN,MAR-APR ?', 3, '2026-01-01T00:00:00')).toEqual([
      '2026-03-01 00:00:00',
      '2026-04-01 00:00:00',
      '2027-01-01 00:00:00',
    ]);
    expect(fire('0 0 0 1 2/5 ?', 3, '2026-01-01T00:00:00')).toEqual([
      '2026-02-01 00:00:00',
      '2026-07-01 00:00:00',
      '2026-12-01 00:00:00',
    ]);
    expect(fire('10-40/15 5 6 * * ?', 3, '2026-01-01T00:00:00')).toEqual([
      '2026-01-01 06:05:10',
      '2026-01-01 06:05:25',
      '2026-01-01 06:05:40',
    ]);
  });

  it('wraps an hour range past midnight', () => {
    expect(fire('0 0 23-1 * * ?', 4, '2026-01-01T12:00:00')).toEqual([
      '2026-01-01 23:00:00',
      '2026-01-02 00:00:00',
      '2026-01-02 01:00:00',
      '2026-01-02 23:00:00',
    ]);
  });

  it('filters by year, and can ignore the year', () => {
    expect(fire('0 0 0 1 1 ? 2028,2030', 5, '2026-01-01T00:00:00')).toEqual([
      '2028-01-01 00:00:00',
      '2030-01-01 00:00:00',
    ]);
    expect(fire('0 0 0 1 1 ? 2019', 3, '2026-01-01T00:00:00')).toEqual([]);
    expect(fire('0 0 0 1 1 ? 2019', 2, '2026-01-01T00:00:00', { ignoreYear: true })).toEqual([
      '2027-01-01 00:00:00',
      '2028-01-01 00:00:00',
    ]);
    expect(fire('0 0 0 1 1 ? 2027/3', 2, '2026-06-01T00:00:00')).toEqual(['2027-01-01 00:00:00', '2030-01-01 00:00:00']);
  });

  it('computes in Asia/Shanghai whatever the machine zone is', () => {
    for (const zone of ['UTC', 'America/New_York', 'Europe/Berlin']) {
      process.env.TZ = zone;
      // New York and Berlin both change clocks in March; Shanghai does not.
      expect(fire('0 30 2 * * ?', 3, '2026-03-07T12:00:00')).toEqual([
        '2026-03-08 02:30:00',
        '2026-03-09 02:30:00',
        '2026-03-10 02:30:00',
      ]);
      expect(nextFireTime('0 0 0 * * ?', new Date('2026-03-29T12:00:00Z'))?.toISOString()).toBe('2026-03-29T16:00:00.000Z');
    }
  });

  it('returns null from nextFireTime when nothing is left, and throws for an invalid expression', () => {
    expect(nextFireTime('0 0 0 1 1 ? 2020', new Date('2026-01-01T00:00:00Z'))).toBeNull();
    expect(() => nextFireTimes('0 0 0 ? * ?', 1)).toThrow(CRON_INVALID_MESSAGE);
  });

  it('formats a firing time in Shanghai time', () => {
    expect(formatFireTime(new Date('2026-12-31T16:00:05Z'))).toBe('2027-01-01 00:00:05');
  });

  it('defaults to now', () => {
    const before = Date.now();
    const [first] = nextFireTimes('* * * * * ?', 1);
    expect(first.getTime()).toBeGreaterThan(before - 1000);
    expect(first.getTime()).toBeLessThanOrEqual(before + 2000);
  });
});
