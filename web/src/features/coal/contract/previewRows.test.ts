import { CLAUSE_TEMPLATE_5000, type ContractClause } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { clausesToRows, rowsToRaw } from './clauseColumns';
import { buildPreview, signedPerT, stepsText } from './previewRows';

const template = rowsToRaw(clausesToRows(CLAUSE_TEMPLATE_5000));

describe('buildPreview', () => {
  it('5180 kcal and 16.4 % Mt on 1000 t at 800 元/t: +2 for one whole 100 kcal, −1 for one whole 1 % moisture', () => {
    const p = buildPreview({ rows: template, quality: { qnetArKcal: '5180', mt: '16.4' }, quantityT: '1000', unitPrice: '800' });
    if ('error' in p) throw new Error(p.error);
    expect(p.lines.map((l) => [l.title, l.value, l.steps, l.perT, l.amount, l.rejected])).toEqual([
      ['Qnet,ar 高于 5000–5500 kcal/kg', '5180', '1', '2.0000', '2000.00', false],
      ['Qnet,ar 低于 4800–5000 kcal/kg', '5180', '0', '0.0000', '0.00', false],
      ['Qnet,ar 低于 4000–4800 kcal/kg', '5180', '0', '0.0000', '0.00', false],
      ['Qnet,ar 在 0–3999 kcal/kg 拒收', '5180', '0', '0.0000', '0.00', false],
      ['Mt 高于 15–30 %', '16.4', '1', '-1.0000', '-1000.00', false],
    ]);
    expect(p.totals).toEqual({ weighedT: '1000.000', quantityT: '1000.000', perT: '1.0000', clauseAmount: '1000.00', baseAmount: '800000.00', total: '801000.00', rejectedBy: [] });
  });

  it('3900 kcal falls through both lower bands (2 + 8 steps: −6 −72 元/t) and into the reject band', () => {
    const p = buildPreview({ rows: template, quality: { qnetArKcal: 3900 }, quantityT: '10', unitPrice: null });
    if ('error' in p) throw new Error(p.error);
    expect(p.lines.map((l) => l.perT)).toEqual(['0.0000', '-6.0000', '-72.0000', '0.0000', '0.0000']);
    expect(p.lines[4].value).toBeNull();
    expect(p.totals.perT).toBe('-78.0000');
    expect(p.totals.clauseAmount).toBe('-780.00');
    expect(p.totals.baseAmount).toBeNull();
    expect(p.totals.total).toBeNull();
    expect(p.totals.rejectedBy).toEqual(['Qnet,ar 在 0–3999 kcal/kg 拒收']);
  });

  it('a tonnage clause deducts first; the price clauses are paid on what is left', () => {
    const rows: Partial<ContractClause>[] = [
      { indicator: 'ad', direction: 'above', from: '20', to: '40', step: '1', amountPerStep: '0.5', stepping: 'prorata', capPerT: '3', mode: 'tonnage' },
      { indicator: 'qnetArKcal', direction: 'above', from: '5000', to: '5500', step: '100', amountPerStep: '2', stepping: 'full', capPerT: null, mode: 'price' },
    ];
    const p = buildPreview({ rows, quality: { ad: '23', qnetArKcal: '5100' }, quantityT: '1000', unitPrice: '800' });
    if ('error' in p) throw new Error(p.error);
    // Ad 3 % over 20 at 0.5 % a step = 1.5 % of 1000 t = 15 t; 985 t × +2 元/t.
    expect(p.lines[0]).toMatchObject({ modeLabel: '扣吨', steps: '3', deductT: '15.000', amount: '0.00' });
    expect(p.lines[1]).toMatchObject({ perT: '2.0000', amount: '1970.00' });
    expect(p.totals).toMatchObject({ quantityT: '985.000', baseAmount: '788000.00', total: '789970.00' });
  });

  it('no quantity typed counts 0 t: the per-tonne figures still show', () => {
    const p = buildPreview({ rows: template, quality: { qnetArKcal: '5300' }, quantityT: '', unitPrice: '800' });
    if ('error' in p) throw new Error(p.error);
    expect(p.totals).toMatchObject({ perT: '6.0000', clauseAmount: '0.00', baseAmount: '0.00' });
  });

  it('rows the shared check refuses give its message with the row number, and no figures', () => {
    const rows = [...template, { indicator: 'mt', mode: 'price', direction: 'above', from: null, to: '30', step: '1', amountPerStep: '-1', stepping: 'full', capPerT: null }];
    expect(buildPreview({ rows, quality: {}, quantityT: '1' })).toEqual({ error: '质价条款第6行：请输入区间下限' });
  });
});

describe('figures for reading', () => {
  it('steps: whole as they are, a fraction to 4 places', () => {
    expect(stepsText('1')).toBe('1');
    expect(stepsText('1.8')).toBe('1.8');
    expect(stepsText('0.333333333333')).toBe('0.3333');
    expect(stepsText('0')).toBe('0');
  });
  it('元/t carries its sign, zero none', () => {
    expect(signedPerT('2.0000')).toBe('+2.0000');
    expect(signedPerT('-3.0000')).toBe('-3.0000');
    expect(signedPerT('0.0000')).toBe('0.0000');
  });
});
