import { settlementActionPerm } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { offeredSettlementButtons, previousMonth } from './settlementActions';

const all = () => true;
const zero = { invoicedAmount: '0.00', paidAmount: '0.00' };

describe('offeredSettlementButtons', () => {
  it('follows the review chain', () => {
    expect(offeredSettlementButtons({ status: 'draft', ...zero }, all)).toEqual(['edit', 'qtyReview', 'void']);
    expect(offeredSettlementButtons({ status: 'qtyReviewed', ...zero }, all)).toEqual(['qualityReview', 'reject', 'void']);
    expect(offeredSettlementButtons({ status: 'qualityReviewed', ...zero }, all)).toEqual(['financeReview', 'reject', 'void']);
    expect(offeredSettlementButtons({ status: 'financeReviewed', ...zero }, all)).toEqual(['reject', 'void']);
    expect(offeredSettlementButtons({ status: 'void', ...zero }, all)).toEqual([]);
  });

  it('offers only what the user holds', () => {
    const only = (p: string) => p === settlementActionPerm('qualityReview');
    expect(offeredSettlementButtons({ status: 'draft', ...zero }, only)).toEqual([]);
    expect(offeredSettlementButtons({ status: 'qtyReviewed', ...zero }, only)).toEqual(['qualityReview']);
  });

  it('offers neither reject nor void once money was entered against it', () => {
    expect(offeredSettlementButtons({ status: 'financeReviewed', invoicedAmount: '100.00', paidAmount: '0.00' }, all)).toEqual([]);
    expect(offeredSettlementButtons({ status: 'partlyPaid', invoicedAmount: '0.00', paidAmount: '0.01' }, all)).toEqual([]);
  });
});

describe('previousMonth', () => {
  it('is the calendar month before, its last day included', () => {
    expect(previousMonth('2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousMonth('2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(previousMonth('2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(previousMonth('2026-05-31')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });
});
