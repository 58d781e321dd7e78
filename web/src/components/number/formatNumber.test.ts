import { describe, expect, it } from 'vitest';
import { formatThousands } from './formatNumber';

describe('formatThousands', () => {
  it('groups the integer part by thousands', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(-1234567.25)).toBe('-1,234,567.25');
    expect(formatThousands('98765432109876543210.01')).toBe('98,765,432,109,876,543,210.01');
  });
  it('rounds half up on the digits when decimals are fixed', () => {
    expect(formatThousands('1234.5', 2)).toBe('1,234.50');
    expect(formatThousands('0.125', 2)).toBe('0.13');
    expect(formatThousands('999999.995', 2)).toBe('1,000,000.00');
    expect(formatThousands(1.005, 2)).toBe('1.01');
    expect(formatThousands('-0.001', 2)).toBe('0.00');
    expect(formatThousands(12, 0)).toBe('12');
  });
  it('answers empty for nothing and the text for non-numbers', () => {
    expect(formatThousands(null)).toBe('');
    expect(formatThousands(undefined)).toBe('');
    expect(formatThousands('')).toBe('');
    expect(formatThousands(Number.NaN)).toBe('');
    expect(formatThousands('abc')).toBe('abc');
  });
});
