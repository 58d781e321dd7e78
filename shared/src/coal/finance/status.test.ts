import { describe, expect, it } from 'vitest';
import { moneyBillActionLabel, offeredMoneyBillActions } from './status';

describe('money bill actions by state', () => {
  const all = () => true;
  it('offers each action from its states only, and only with its permission', () => {
    expect(offeredMoneyBillActions('collection', 'draft', all)).toEqual(['review', 'void']);
    expect(offeredMoneyBillActions('collection', 'reviewed', all)).toEqual(['done', 'void']);
    expect(offeredMoneyBillActions('payment', 'done', all)).toEqual(['reverse']);
    expect(offeredMoneyBillActions('payment', 'void', all)).toEqual([]);
    expect(offeredMoneyBillActions('payment', 'reversed', all)).toEqual([]);
    expect(offeredMoneyBillActions('collection', 'reviewed', (p) => p === 'coal:collectionBill:void')).toEqual(['void']);
    expect(offeredMoneyBillActions('payment', 'reviewed', (p) => p === 'coal:collectionBill:done')).toEqual([]);
  });
  it('names 确认收款 and 确认付款', () => {
    expect(moneyBillActionLabel('collection', 'done')).toBe('确认收款');
    expect(moneyBillActionLabel('payment', 'done')).toBe('确认付款');
  });
});
