import { CLAUSE_TEMPLATE_5000 } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { changedTerms, describeChanges, hasChanges, sameTerm, termsOf } from './supplementTerms';

const record = {
  id: 'c1',
  contractNo: 'HT202601010001',
  quantityT: '1000.000',
  unitPrice: '800.0000',
  taxRate: '0.13',
  endDate: '2026-12-31',
  deliveryPlace: '曹妃甸港',
  deliveryTerms: 'portFob',
  weighingBasis: null,
  deposit: null,
  baseQnetArKcal: 5000,
  attachments: 'contract/20260101/a.pdf',
  remark: '',
  clauses: [...CLAUSE_TEMPLATE_5000],
};

describe('termsOf', () => {
  it('reads the changeable terms and the clauses, missing ones as null', () => {
    const t = termsOf(record);
    expect(t).toMatchObject({ quantityT: '1000.000', taxRate: '0.13', qualityBasis: null, settlementCycle: null, baseQnetArKcal: 5000 });
    expect(t.clauses).toHaveLength(5);
    expect('contractNo' in t).toBe(false);
  });
});

describe('sameTerm', () => {
  it('numbers by value, empties alike, texts trimmed', () => {
    expect(sameTerm('1000.000', '1000')).toBe(true);
    expect(sameTerm('1000.000', 1000)).toBe(true);
    expect(sameTerm('0.13', '0.130')).toBe(true);
    expect(sameTerm(null, '')).toBe(true);
    expect(sameTerm(undefined, null)).toBe(true);
    expect(sameTerm('曹妃甸港 ', '曹妃甸港')).toBe(true);
    expect(sameTerm('1000', '1200')).toBe(false);
    expect(sameTerm(null, '0')).toBe(false);
  });
});

describe('changedTerms', () => {
  const current = termsOf(record);

  it('sends only what changed, in the form the user typed it', () => {
    const proposed = { ...current, quantityT: '1200', unitPrice: '800', deliveryPlace: '京唐港', weighingBasis: '', remark: null, clauses: [...CLAUSE_TEMPLATE_5000] };
    expect(changedTerms(current, proposed)).toEqual({ quantityT: '1200', deliveryPlace: '京唐港' });
  });

  it('a cleared term is sent as null; a filled one as its value', () => {
    expect(changedTerms(current, { deliveryPlace: '', deposit: '50000' })).toEqual({ deliveryPlace: null, deposit: '50000' });
  });

  it('clauses compare after normalisation; a changed row sends the whole new list', () => {
    const typed = CLAUSE_TEMPLATE_5000.map((c) => ({ ...c, from: c.from === '5000' ? '05000' : c.from }));
    expect(changedTerms(current, { clauses: typed })).toEqual({});
    const fewer = CLAUSE_TEMPLATE_5000.slice(0, 4);
    expect(changedTerms(current, { clauses: fewer })).toEqual({ clauses: fewer });
  });

  it('nothing changed is nothing to send', () => {
    expect(hasChanges(changedTerms(current, { ...current }))).toBe(false);
  });
});

describe('describeChanges', () => {
  it('each change as label, before, after in the order of the terms, dictionary texts and percentages read out', () => {
    const lines = describeChanges(
      { clauses: CLAUSE_TEMPLATE_5000.slice(4), taxRate: '0.09', deliveryTerms: 'delivered', quantityT: '1200' },
      termsOf(record),
    );
    expect(lines).toEqual([
      { field: 'quantityT', label: '合同数量(t)', before: '1,000.000', after: '1,200.000' },
      { field: 'taxRate', label: '税率', before: '13%', after: '9%' },
      { field: 'deliveryTerms', label: '交货方式', before: '港口平仓', after: '到厂交货' },
      { field: 'clauses', label: '质价条款', before: expect.stringContaining('Qnet,ar 高于 5000–5500 kcal/kg；') as unknown as string, after: 'Mt 高于 15–30 %' },
    ]);
  });

  it('empty values read —, attachments by file name', () => {
    expect(describeChanges({ deposit: '5000', attachments: 'contract/x/a.pdf,contract/x/b.pdf' }, { deposit: null, attachments: null })).toEqual([
      { field: 'deposit', label: '保证金(元)', before: '—', after: '5,000.00' },
      { field: 'attachments', label: '合同附件', before: '—', after: 'a.pdf，b.pdf' },
    ]);
  });
});
