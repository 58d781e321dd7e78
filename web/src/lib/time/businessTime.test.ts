import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from '@meiyun/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionActions } from '../session/sessionStore';
import { adoptBusinessTimeZone, businessGreeting, businessHour, businessTimeZone, formatClock, formatDate, formatTime, toInstant } from './businessTime';

// Run with TZ=America/New_York (or any zone) too: every expectation below is China time whatever the machine's zone.
const machineZone = process.env.TZ;
afterEach(() => {
  setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

const MACHINE_ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Shanghai'];
function everyMachineZone<T>(read: () => T): Set<T> {
  return new Set(
    MACHINE_ZONES.map((zone) => {
      process.env.TZ = zone;
      return read();
    }),
  );
}

/** 2026-11-25 07:30:05 in Shanghai; 2026-11-24 18:30:05 in New York. */
const INSTANT = Date.UTC(2026, 10, 24, 23, 30, 5);

describe('formatTime / formatDate', () => {
  it('show one instant the same whatever the machine zone, in every form the API hands it over', () => {
    const forms = [INSTANT, new Date(INSTANT), '2026-11-24T23:30:05.000Z', '2026-11-24 23:30:05+00', '2026-11-25T07:30:05+08:00', '2026-11-24 18:30:05.2-0500'];
    for (const form of forms) {
      expect(everyMachineZone(() => formatTime(form))).toEqual(new Set(['2026-11-25 07:30:05']));
      expect(everyMachineZone(() => formatDate(form))).toEqual(new Set(['2026-11-25']));
    }
    expect(formatClock(INSTANT)).toBe('07:30:05');
  });

  it('keep a text the server already wrote in the business zone as it is', () => {
    expect(everyMachineZone(() => formatTime('2026-11-25 07:30:05'))).toEqual(new Set(['2026-11-25 07:30:05']));
    expect(everyMachineZone(() => formatTime('2026-11-25'))).toEqual(new Set(['2026-11-25 00:00:00']));
    expect(everyMachineZone(() => toInstant('2026-11-25 07:30:05')?.getTime())).toEqual(new Set([INSTANT]));
  });

  it('show nothing for no value and a text that is no time as it is', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
    expect(formatTime('未知')).toBe('未知');
    expect(formatDate('未知')).toBe('未知');
  });

  it('follow the zone the server announced with the permissions', () => {
    sessionActions.setPermissions({ menu: [], auth: [], allAuth: [], timeZone: 'America/New_York' }, null);
    expect(businessTimeZone()).toBe('America/New_York');
    expect(formatTime(INSTANT)).toBe('2026-11-24 18:30:05');
    // An unknown or absent zone leaves the one in force.
    adoptBusinessTimeZone('Mars/Olympus');
    adoptBusinessTimeZone(undefined);
    expect(businessTimeZone()).toBe('America/New_York');
  });
});

describe('the header greeting', () => {
  it('goes by the business hour, not the browser’s', () => {
    // 07:30 in Shanghai is 18:30 the evening before in New York: the greeting is still the Shanghai morning's.
    expect(everyMachineZone(() => businessHour(INSTANT))).toEqual(new Set([7]));
    expect(everyMachineZone(() => businessGreeting(INSTANT))).toEqual(new Set(['早上好']));
  });

  it.each([
    [Date.UTC(2026, 10, 24, 16, 0), '早上好'], // 00:00 Shanghai
    [Date.UTC(2026, 10, 25, 0, 59), '早上好'], // 08:59
    [Date.UTC(2026, 10, 25, 1, 0), '上午好'], // 09:00
    [Date.UTC(2026, 10, 25, 3, 59), '上午好'], // 11:59
    [Date.UTC(2026, 10, 25, 4, 0), '中午好'], // 12:00
    [Date.UTC(2026, 10, 25, 5, 59), '中午好'], // 13:59
    [Date.UTC(2026, 10, 25, 6, 0), '下午好'], // 14:00
    [Date.UTC(2026, 10, 25, 11, 59), '下午好'], // 19:59
    [Date.UTC(2026, 10, 25, 12, 0), '晚上好'], // 20:00
    [Date.UTC(2026, 10, 25, 15, 59), '晚上好'], // 23:59
  ])('at %i (UTC ms) says %s', (instant, greeting) => {
    process.env.TZ = 'America/New_York';
    expect(businessGreeting(instant)).toBe(greeting);
  });
});
