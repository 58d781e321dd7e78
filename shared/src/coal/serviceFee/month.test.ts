import { describe, expect, it } from 'vitest';
import { monthOf, monthSpan, previousMonth } from './month';

describe('账单月份 in China time', () => {
  it('spans the month from China midnight to China midnight', () => {
    const { from, to } = monthSpan('2026-10');
    expect(from.toISOString()).toBe('2026-09-30T16:00:00.000Z');
    expect(to.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(monthSpan('2026-12').to.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('puts 2026-10-31 23:30 China time in October and 2026-11-01 00:10 in November', () => {
    expect(monthOf(new Date('2026-10-31T15:30:00Z'))).toBe('2026-10');
    expect(monthOf(new Date('2026-10-31T16:10:00Z'))).toBe('2026-11');
  });

  it('steps back a month across a year', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });
});
