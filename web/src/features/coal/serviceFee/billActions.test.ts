import { describe, expect, it } from 'vitest';
import { lastMonthOf, offeredBillActions } from './billActions';

describe('服务费账单的操作', () => {
  it('offers 确认 and 作废 on a draft only, by permission', () => {
    expect(offeredBillActions('draft', () => true)).toEqual(['confirm', 'void']);
    expect(offeredBillActions('draft', (p) => p === 'coal:serviceFeeBill:void')).toEqual(['void']);
    expect(offeredBillActions('confirmed', () => true)).toEqual([]);
    expect(offeredBillActions('void', () => true)).toEqual([]);
  });

  it('offers last month first, across a year', () => {
    expect(lastMonthOf('2026-11-26')).toBe('2026-10');
    expect(lastMonthOf('2027-01-01')).toBe('2026-12');
  });
});
