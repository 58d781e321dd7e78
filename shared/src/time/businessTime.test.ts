import { afterEach, describe, expect, it } from 'vitest';
import {
  businessDayStart,
  businessTimeZone,
  canonicalTimeZone,
  DEFAULT_BUSINESS_TIME_ZONE,
  formatBusinessDate,
  formatBusinessDateTime,
  instantOfWallTime,
  isTimeZone,
  setBusinessTimeZone,
  wallTimeOf,
} from './businessTime';
import { formatRuleDate } from '../entities/system/fillRule';
import { formatFireTime, nextFireTimes } from '../cron/schedule';

const machineZone = process.env.TZ;
afterEach(() => {
  setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

/** Runs `read` with the machine (process) in each of a few zones and answers what it read each time. */
function underMachineZones<T>(read: () => T): T[] {
  return ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'].map((zone) => {
    process.env.TZ = zone;
    return read();
  });
}

describe('the business zone', () => {
  it('is Asia/Shanghai by default and only takes zones the runtime knows, in their own spelling', () => {
    expect(businessTimeZone()).toBe('Asia/Shanghai');
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(canonicalTimeZone('asia/shanghai')).toBe('Asia/Shanghai');
    expect(() => setBusinessTimeZone('Mars/Olympus')).toThrow(RangeError);
    expect(businessTimeZone()).toBe('Asia/Shanghai');
    setBusinessTimeZone('america/new_york');
    expect(businessTimeZone()).toBe('America/New_York');
  });
});

describe('formatting an instant', () => {
  const instant = Date.UTC(2026, 10, 24, 23, 30, 5); // 2026-11-25 07:30:05 in Shanghai, 18:30:05 the day before in New York

  it('shows the business zone whatever zone the machine is in', () => {
    expect(new Set(underMachineZones(() => formatBusinessDateTime(instant)))).toEqual(new Set(['2026-11-25 07:30:05']));
    expect(new Set(underMachineZones(() => formatBusinessDate(new Date(instant))))).toEqual(new Set(['2026-11-25']));
    setBusinessTimeZone('America/New_York');
    expect(new Set(underMachineZones(() => formatBusinessDateTime(instant)))).toEqual(new Set(['2026-11-24 18:30:05']));
  });

  it('takes the fixed-offset path for China time only where it agrees with the time-zone database', () => {
    // 'PRC' is the same zone under another name, so it goes through Intl: both must agree, before 1991 too (DST).
    for (let t = Date.UTC(1986, 0, 1); t < Date.UTC(2040, 0, 1); t += 37 * 86_400_000 + 3_599_000) {
      expect(formatBusinessDateTime(t)).toBe(formatBusinessDateTime(t, 'PRC'));
    }
    expect(formatBusinessDateTime(Date.UTC(1988, 6, 1, 12, 0, 0))).toBe('1988-07-01 21:00:00'); // China's summer time
  });

  it('writes years below 1000 with four digits', () => {
    expect(formatBusinessDate(Date.UTC(999, 0, 1, 12), 'UTC')).toBe('0999-01-01');
  });
});

describe('reading a wall time', () => {
  it('is the inverse of formatting, in the default zone and in one with daylight saving', () => {
    for (const zone of ['Asia/Shanghai', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata']) {
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 3 * 86_400_000 + 3_601_000) {
        expect(instantOfWallTime(wallTimeOf(t, zone), zone).getTime()).toBe(Math.floor(t / 1000) * 1000);
      }
    }
  });

  it('reads a time skipped in spring just after the gap, and a repeated autumn time as its first instant', () => {
    const ny = 'America/New_York';
    // 2026-03-08 02:30 does not exist in New York (clocks go 02:00 → 03:00).
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 }, ny).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 2026-11-01 01:30 happens twice (EDT, then EST).
    expect(instantOfWallTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 }, ny).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('counts business days from their own midnight', () => {
    const now = Date.UTC(2026, 10, 24, 23, 30); // 07:30 on 11-25 in Shanghai
    expect(businessDayStart(0, now).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(businessDayStart(6, now).toISOString()).toBe('2026-11-18T16:00:00.000Z');
    // A New York day holding the autumn change is 25 hours long.
    expect(businessDayStart(0, Date.UTC(2026, 10, 2, 12), 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(businessDayStart(1, Date.UTC(2026, 10, 2, 12), 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });
});

describe('what reckons in the business zone', () => {
  it('numbering rules date their numbers by the business day, not the machine’s', () => {
    const instant = new Date(Date.UTC(2026, 10, 24, 23, 30)); // 07:30 on 11-25 in Shanghai
    expect(new Set(underMachineZones(() => formatRuleDate(instant, 'yyyyMMdd')))).toEqual(new Set(['20261125']));
  });

  it('cron expressions fire by the business zone’s clock', () => {
    const after = new Date(Date.UTC(2026, 0, 10)); // 08:00 in Shanghai, 01:00 in Berlin
    expect(formatFireTime(nextFireTimes('0 0 2 * * ?', 1, after)[0])).toBe('2026-01-11 02:00:00');
    expect(nextFireTimes('0 0 2 * * ?', 1, after)[0].toISOString()).toBe('2026-01-10T18:00:00.000Z');
    setBusinessTimeZone('Europe/Berlin');
    expect(nextFireTimes('0 0 2 * * ?', 1, after)[0].toISOString()).toBe('2026-01-10T01:00:00.000Z');
    expect(formatFireTime(nextFireTimes('0 0 2 * * ?', 1, after)[0])).toBe('2026-01-10 02:00:00');
    // L-2 (two days before the month's last day) by Berlin's calendar.
    expect(nextFireTimes('0 0 23 L-2 * ?', 2, after).map(formatFireTime)).toEqual(['2026-01-29 23:00:00', '2026-02-26 23:00:00']);
  });
});
