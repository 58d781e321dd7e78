import { describe, expect, it } from 'vitest';
import { kgText, percent, yuan } from './format';

describe('settlement figures as shown', () => {
  it('groups yuan without touching the fen', () => {
    expect(yuan('123603.60')).toBe('123,603.60');
    expect(yuan('1234567.05')).toBe('1,234,567.05');
    expect(yuan('-1500.00')).toBe('-1,500.00');
    expect(yuan('999.99')).toBe('999.99');
    expect(yuan('0.00')).toBe('0.00');
    expect(yuan(null)).toBe('');
  });

  it('groups kilograms and writes a rate as a percentage', () => {
    expect(kgText(49000)).toBe('49,000');
    expect(kgText(0)).toBe('0');
    expect(percent('0.13')).toBe('13%');
    expect(percent('0.09')).toBe('9%');
    expect(percent('0.065')).toBe('6.5%');
    expect(percent('1')).toBe('100%');
    expect(percent('0')).toBe('0%');
  });
});
