import { describe, expect, it } from 'vitest';
import { dec } from '../decimal';
import { allocateOldestFirst, allocatedSum } from './allocate';

const open = (id: string, outstanding: string) => ({ id, outstanding: dec(outstanding) });

describe('allocateOldestFirst', () => {
  it('fills the oldest first, each up to what is open on it', () => {
    // 100000.00 over 80000.00 then 50000.00 open: 80000.00 + 20000.00.
    expect(allocateOldestFirst(dec('100000.00'), [open('a', '80000.00'), open('b', '50000.00')])).toEqual([
      { settlementId: 'a', amount: '80000.00' },
      { settlementId: 'b', amount: '20000.00' },
    ]);
  });

  it('leaves the rest as an advance and gives nothing to what the money does not reach', () => {
    const shares = allocateOldestFirst(dec('150000.00'), [open('a', '80000.00'), open('b', '50000.00')]);
    expect(shares.map((s) => s.amount)).toEqual(['80000.00', '50000.00']);
    expect(dec('150000.00').minus(allocatedSum(shares)).toFixed(2)).toBe('20000.00');
    expect(allocateOldestFirst(dec('0.01'), [open('a', '0.00'), open('b', '3.50'), open('c', '9')])).toEqual([{ settlementId: 'b', amount: '0.01' }]);
  });
});
