// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../../lib/testing/matchMedia';
import { SettlementFigures, type SheetFigures } from './SettlementFigures';

beforeAll(() => {
  stubMatchMedia();
});
afterEach(cleanup);

/**
 * Two trucks, 33 300 and 31 200 kg settled (64.500 t); Qnet 5 448 over the first, 5 450 over the second:
 * (33.3 × 5448 + 31.2 × 5450) / 64.5 = 351 458.4 / 64.5 = 5 449.0; 865 元/t × 64.500 = 55 792.50; less 300.00 of
 * other deductions = 55 492.50, tax 13 %: 6 384.09, without tax 49 108.41.
 */
const figures: SheetFigures = {
  weighingIds: ['1', '2'],
  weighedT: '64.500',
  quantityT: '64.500',
  quality: { qnetArKcal: '5449' },
  baseAmount: '55792.50',
  lines: [{ indicator: 'qnetArKcal', direction: 'above', mode: 'price', from: '5500', to: '6000', value: '5449', steps: '0', perT: '0.0000', deductT: '0.000', amount: '0.00' }],
  otherDeductions: [{ name: '化验费', amount: '300.00' }],
  totalAmount: '55492.50',
  taxAmount: '6384.09',
  amountExclTax: '49108.41',
  unitPrice: '865.0000',
  taxRate: '0.13',
  trace: {
    weighings: [
      { id: '1', weighNo: 'BD2026112790001', plateNo: '晋F11552', grossTime: '2026-11-27 01:05:00', netKg: 33300, deductKg: 0, settleKg: 33300 },
      { id: '2', weighNo: 'BD2026112790002', plateNo: '晋A66727', grossTime: '2026-11-27 01:07:37', netKg: 31400, deductKg: 200, settleKg: 31200 },
    ],
    quality: [
      {
        indicator: 'qnetArKcal',
        value: '5449',
        sumT: '64.500',
        sumProduct: '351458.4',
        results: [
          { id: 'r1', sampleNo: 'HYVU66CEQA', weighingIds: ['1'], weightT: '33.300', value: '5448', product: '181418.4' },
          { id: 'r2', sampleNo: 'HYUBRAQRQD', weighingIds: ['2'], weightT: '31.200', value: '5450', product: '170040' },
        ],
      },
    ],
  },
};

describe('SettlementFigures', () => {
  it('shows the sheet as an accountant reads it, money grouped', () => {
    render(<SettlementFigures f={figures} />);
    expect(screen.getByTestId('settlement-weighed').textContent).toBe('64.500 t');
    expect(screen.getByText('865.00 元/t')).toBeTruthy();
    expect(screen.getByTestId('settlement-total').textContent).toBe('55,492.50 元');
    expect(screen.getByText('6,384.09 元')).toBeTruthy();
    expect(screen.getByText('300.00 元')).toBeTruthy();
    expect(screen.getByText('Qnet,ar 高于 5500–6000 kcal/kg')).toBeTruthy();
  });

  it('opens the weighings behind the quantity, summing to 过磅净重', async () => {
    render(<SettlementFigures f={figures} />);
    fireEvent.click(screen.getByTestId('settlement-quantity'));
    const table = await screen.findByTestId('settlement-weighings');
    expect(within(table).getByText('BD2026112790002')).toBeTruthy();
    expect(within(table).getByText('31,400')).toBeTruthy();
    expect(within(table).getByTestId('settlement-weighings-sum').textContent).toBe('64,500');
  });

  it('opens the results behind a quality value with their tonnes and the weighted mean', async () => {
    render(<SettlementFigures f={figures} />);
    fireEvent.click(screen.getByTestId('settlement-quality-qnetArKcal'));
    const trace = await screen.findByTestId('settlement-quality-trace');
    expect(within(trace).getByText('HYVU66CEQA')).toBeTruthy();
    expect(within(trace).getByText('33.300')).toBeTruthy();
    expect(within(trace).getByText('181418.4')).toBeTruthy();
    expect(within(trace).getByTestId('settlement-quality-mean').textContent).toBe('5449');
    expect(trace.textContent).toContain('351458.4 ÷ 64.500 ≈ 5449');
  });
});
