import { describe, expect, it } from 'vitest';
import { allocateInvoice, expectedTax, invoiceFigureProblems, invoiceNumberProblem, invoiceTaxRate, splitTotal } from './invoiceTax';
import { ageingBucketOf } from './ageing';

const fields = (f: Parameters<typeof invoiceFigureProblems>[0]) => invoiceFigureProblems(f).map((p) => p.field);

describe('发票的税额计算', () => {
  it('splits 123603.60 at 13 % into 109383.72 + 14219.88', () => {
    // By hand: 123603.60 × 0.13 / 1.13 = 16068.468 / 1.13 = 14219.8831 → 14219.88; 123603.60 − 14219.88 = 109383.72.
    // Check the other way: 109383.72 × 0.13 = 14219.8836 → 14219.88, and 109383.72 + 14219.88 = 123603.60.
    expect(splitTotal('123603.60', '0.13')).toEqual({ amountExclTax: '109383.72', tax: '14219.88' });
    expect(expectedTax('109383.72', '0.13').toFixed(2)).toBe('14219.88');
    expect(invoiceFigureProblems({ amountExclTax: '109383.72', tax: '14219.88', total: '123603.60', taxRate: '0.13' })).toEqual([]);
  });

  it('splits at 9 %, 3 % and 0', () => {
    // 10900.00 × 0.09 / 1.09 = 900.00 exactly; 10000.00 + 900.00.
    expect(splitTotal('10900', '0.09')).toEqual({ amountExclTax: '10000.00', tax: '900.00' });
    // 1000.00 × 0.03 / 1.03 = 29.1262… → 29.13; 1000.00 − 29.13 = 970.87; 970.87 × 0.03 = 29.1261 → 29.13.
    expect(splitTotal('1000.00', '0.03')).toEqual({ amountExclTax: '970.87', tax: '29.13' });
    expect(splitTotal('500.00', '0')).toEqual({ amountExclTax: '500.00', tax: '0.00' });
    expect(invoiceFigureProblems({ amountExclTax: '500', tax: '0', total: '500.00', taxRate: 0 })).toEqual([]);
  });

  it('wants the total to be amount + tax to the fen', () => {
    const p = invoiceFigureProblems({ amountExclTax: '109383.72', tax: '14219.88', total: '123603.61', taxRate: '0.13' });
    expect(p).toEqual([{ field: 'total', message: '价税合计应等于金额加税额：109383.72 + 14219.88 = 123603.60' }]);
  });

  it('accepts a tax off by up to ¥0.06 (per-line rounding) and refuses more', () => {
    // 109383.72 × 0.13 = 14219.8836 → 14219.88; 14219.94 is 0.06 above, 14219.95 is 0.07 above.
    expect(fields({ amountExclTax: '109383.72', tax: '14219.94', total: '123603.66', taxRate: '0.13' })).toEqual([]);
    expect(fields({ amountExclTax: '109383.72', tax: '14219.82', total: '123603.54', taxRate: '0.13' })).toEqual([]);
    const p = invoiceFigureProblems({ amountExclTax: '109383.72', tax: '14219.95', total: '123603.67', taxRate: '0.13' });
    expect(p).toEqual([{ field: 'tax', message: '税额与金额×税率不符：109383.72 × 13% = 14219.88，相差0.07元（允许误差0.06元）' }]);
    // At 0 the tax is 0 exactly.
    expect(fields({ amountExclTax: '500.00', tax: '0.01', total: '500.01', taxRate: '0' })).toEqual(['tax']);
  });

  it('names missing and malformed figures and rates', () => {
    expect(fields({ amountExclTax: '', tax: '1.234', total: '-5', taxRate: '0.17' })).toEqual(['amountExclTax', 'tax', 'total', 'taxRate']);
    expect(fields({ amountExclTax: '0', tax: '0', total: '0', taxRate: '0' })).toEqual(['total']);
    expect(invoiceTaxRate('0.130')?.toFixed(2)).toBe('0.13');
    expect(invoiceTaxRate(0.09)?.toFixed(2)).toBe('0.09');
    expect(invoiceTaxRate('0.17')).toBeNull();
    expect(invoiceTaxRate('abc')).toBeNull();
  });
});

describe('发票代码与号码', () => {
  it('takes an 8-digit number with a 10- or 12-digit code, or a 20-digit number without code', () => {
    expect(invoiceNumberProblem('1100224130', '01234567')).toBeNull();
    expect(invoiceNumberProblem('011002200111', '01234567')).toBeNull();
    expect(invoiceNumberProblem('', '24112000000012345678')).toBeNull();
    expect(invoiceNumberProblem(null, '01234567')?.field).toBe('invoiceCode');
    expect(invoiceNumberProblem('12345', '01234567')?.message).toBe('发票代码应为10位或12位数字');
    expect(invoiceNumberProblem('1100224130', '24112000000012345678')?.field).toBe('invoiceCode');
    expect(invoiceNumberProblem('1100224130', '1234567')?.message).toBe('发票号码应为8位数字，全电发票为20位数字');
    expect(invoiceNumberProblem('1100224130', '')?.message).toBe('请输入发票号码');
  });
});

describe('发票金额分配到结算单', () => {
  it('fills each settlement in order up to what is left to invoice on it', () => {
    // 100000.00 over A (open 60000.00), B (open 0), C (open 50000.00): A 60000.00, C 40000.00.
    expect(allocateInvoice('100000.00', [{ id: 'A', open: '60000.00' }, { id: 'B', open: '0' }, { id: 'C', open: '50000.00' }])).toEqual([
      { settlementId: 'A', amount: '60000.00' },
      { settlementId: 'C', amount: '40000.00' },
    ]);
    expect(allocateInvoice('60000', [{ id: 'A', open: '60000.00' }, { id: 'C', open: '50000.00' }])).toEqual([{ settlementId: 'A', amount: '60000.00' }]);
    expect(allocateInvoice('110000.01', [{ id: 'A', open: '60000.00' }, { id: 'C', open: '50000.00' }])).toBeNull();
  });
});

describe('账龄区间', () => {
  it('puts the edges in the lower bucket', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 180, 181, 400, -2].map(ageingBucketOf)).toEqual(['b0_30', 'b0_30', 'b31_60', 'b31_60', 'b61_90', 'b61_90', 'b91_180', 'b91_180', 'b180', 'b180', 'b0_30']);
  });
});
