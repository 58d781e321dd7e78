import { describe, expect, it } from 'vitest';
import { percentOf, progressLines } from './progressLines';

describe('progress', () => {
  it('percent to one decimal; nothing contracted is 0, more than contracted goes past 100', () => {
    expect(percentOf('333.333', '1000.000')).toBe(33.3);
    expect(percentOf('0.000', '1000.000')).toBe(0);
    expect(percentOf('10', '0')).toBe(0);
    expect(percentOf('1050', '1000')).toBe(105);
    expect(percentOf(undefined, '1000')).toBe(0);
  });

  it('tonnes against the quantity, money against the amount; a sale is collected, a purchase paid', () => {
    const p = { contractedT: '1000.000', dispatchedT: '600.000', shippedT: '450.000', settledT: '300.000', contractAmount: '800000.00', settledAmount: '240000.00', invoicedAmount: '120000.00', paidAmount: '80000.00' };
    const lines = progressLines(p, 'sales');
    expect(lines.map((l) => [l.label, l.percent, l.unit])).toEqual([
      ['合同量', 100, 't'],
      ['已调度', 60, 't'],
      ['已发运', 45, 't'],
      ['已结算量', 30, 't'],
      ['已结算额', 30, '元'],
      ['已开票', 15, '元'],
      ['已收款', 10, '元'],
    ]);
    expect(progressLines(p, 'purchase').at(-1)?.label).toBe('已付款');
  });

  it('no progress yet reads zero everywhere (never made up)', () => {
    expect(progressLines(undefined, 'sales').every((l) => l.percent === 0 && /^0\.0+$/.test(l.value))).toBe(true);
  });
});
