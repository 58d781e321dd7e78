import type { InvoiceCandidate } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { allocationPreview, liveFigureCheck, tickOrder } from './invoiceForm';

const cand = (id: string, open: string): InvoiceCandidate => ({ id, settlementNo: id, contractNo: 'HT', periodFrom: '', periodTo: '', taxRate: '0.13', totalAmount: open, invoicedAmount: '0.00', open, status: 'financeReviewed', financeReviewedDate: null });

describe('发票登记表单', () => {
  it('checks the figures once all are typed', () => {
    expect(liveFigureCheck({ amountExclTax: '109383.72', tax: '', total: '123603.60', taxRate: '0.13' })).toBeNull();
    expect(liveFigureCheck({ amountExclTax: '109383.72', tax: '14219.88', total: '123603.60', taxRate: '0.13' })).toEqual({ ok: true, problems: {} });
    expect(liveFigureCheck({ amountExclTax: '109383.72', tax: '14219.88', total: '123603.70', taxRate: '0.13' })?.problems.total).toBe('价税合计应等于金额加税额：109383.72 + 14219.88 = 123603.60');
  });

  it('previews the default allocation in the order ticked', () => {
    // 123603.60 over B (open 80000.00) then A (open 60000.00): B 80000.00, A 43603.60.
    const c = [cand('A', '60000.00'), cand('B', '80000.00')];
    const p = allocationPreview('123603.60', c, ['B', 'A']);
    expect([...p.amounts]).toEqual([
      ['B', '80000.00'],
      ['A', '43603.60'],
    ]);
    expect(p).toMatchObject({ over: false, open: '140000.00' });
    expect(allocationPreview('140000.01', c, ['A', 'B']).over).toBe(true);
    expect(tickOrder(['B', 'A'], ['A', 'B', 'C'])).toEqual(['B', 'A', 'C']);
    expect(tickOrder(['B', 'A'], ['A'])).toEqual(['A']);
  });
});
