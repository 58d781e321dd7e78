import { describe, expect, it } from 'vitest';
import { money } from '@meiyun/shared';
import { shareTotals } from './AllocationTable';

describe('shareTotals', () => {
  it('sums the typed shares to the fen and leaves the advance', () => {
    // 80000.00 + 20000.10 = 100000.10; 123603.60 − 100000.10 = 23603.50.
    const t = shareTotals('123603.60', { a: '80000.00', b: '20000.1' });
    expect(money(t.total)).toBe('100000.10');
    expect(t.advance && money(t.advance)).toBe('23603.50');
  });
  it('ignores what is not a number yet; a negative advance is an over-allocation', () => {
    const t = shareTotals('100', { a: '60', b: '41.', c: 'x' });
    expect(money(t.total)).toBe('60.00');
    expect(shareTotals('100', { a: '60', b: '40.01' }).advance?.isNeg()).toBe(true);
    expect(shareTotals('', { a: '1' }).advance).toBeNull();
  });
});
