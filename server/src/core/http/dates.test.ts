import { describe, expect, it } from 'vitest';
import { dayjs, fmtDate, fmtTime } from './dates';

describe('China time formatting', () => {
  it('agrees with the time-zone database on the fixed-offset fast path and before it', () => {
    const samples = [Date.UTC(2024, 4, 31, 16, 0, 0), Date.UTC(1999, 11, 31, 23, 59, 59), Date.UTC(1988, 6, 1, 12, 0, 0), Date.UTC(2038, 0, 19, 3, 14, 7)];
    for (const t of samples) {
      const d = new Date(t);
      expect(fmtTime(d)).toBe(dayjs(d).tz('Asia/Shanghai').format('YYYY-MM-DD HH:mm:ss'));
      expect(fmtDate(d)).toBe(dayjs(d).tz('Asia/Shanghai').format('YYYY-MM-DD'));
    }
    expect(fmtTime(new Date(Date.UTC(2024, 4, 31, 16, 0, 0)))).toBe('2024-06-01 00:00:00');
  });
});
