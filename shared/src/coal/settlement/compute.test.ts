import { describe, expect, it } from 'vitest';
import { CLAUSE_TEMPLATE_5000 } from '../clauses/template';
import type { ContractClause } from '../clauses/types';
import { computeSettlement, settlementRefusals } from './compute';

/**
 * Settlement sheets worked by hand (coal-api.md "Settlement"). Every expected figure is computed in the comment above
 * it, never asked of the code: tonnes = Σ kg / 1000; a quality value = Σ(t × v) / Σ t rounded half up (kcal to the
 * unit, % to 2 places); the clause lines as docs/contracts.md (perT 4 places, amount = round2(quantityT × perT));
 * total = base + Σ amounts − deductions; tax = round2(total × r / (1 + r)); excl = total − tax.
 */

const price = (c: Partial<ContractClause> & Pick<ContractClause, 'indicator' | 'direction' | 'from' | 'to' | 'step' | 'amountPerStep'>): ContractClause => ({ stepping: 'full', capPerT: null, mode: 'price', ...c });
const w = (id: string, settleKg: number) => ({ id, settleKg });

describe("the issue's sheet: several clauses, two quality batches of different tonnage, a deduction, tax included", () => {
  // A purchase at 800.00 元/t tax included, 13 % VAT.
  const clauses: ContractClause[] = [
    price({ indicator: 'qnetArKcal', direction: 'above', from: '5000', to: '5500', step: '100', amountPerStep: '2', stepping: 'prorata' }),
    price({ indicator: 'qnetArKcal', direction: 'below', from: '4800', to: '5000', step: '100', amountPerStep: '-3' }),
    { indicator: 'qnetArKcal', direction: 'above', from: '0', to: '3999', step: null, amountPerStep: null, stepping: 'full', capPerT: null, mode: 'reject' },
    { indicator: 'mt', direction: 'above', from: '14', to: '20', step: '1', amountPerStep: '1', stepping: 'full', capPerT: null, mode: 'tonnage' },
    price({ indicator: 'ad', direction: 'above', from: '20', to: '30', step: '1', amountPerStep: '-4', stepping: 'prorata', capPerT: '10' }),
    price({ indicator: 'std', direction: 'above', from: '0.6', to: '1.5', step: '0.1', amountPerStep: '-5' }),
  ];
  // Batch A covers w1, w2: 31460 + 32180 = 63640 kg = 63.640 t.
  // Batch B covers w3, w4, w5: 30940 + 33020 + 29880 = 93840 kg = 93.840 t.
  const weighings = [w('1', 31460), w('2', 32180), w('3', 30940), w('4', 33020), w('5', 29880)];
  const results = [
    { id: '11', sampleNo: 'CY-A', weighingIds: ['1', '2'], qnetArKcal: 5230, mt: '14.60', ad: '18.20', std: '0.62' },
    { id: '12', sampleNo: 'CY-B', weighingIds: ['3', '4', '5'], qnetArKcal: 4960, mt: '16.30', ad: '21.50', std: '0.81' },
  ];
  const s = computeSettlement({ contract: { unitPrice: '800.00', taxRate: '0.13', clauses }, weighings, results, otherDeductions: [{ name: '杂物扣款', amount: '450' }] });

  it('weighs the weighings and averages the batches by their tonnage', () => {
    // weighedT = (63640 + 93840) kg / 1000 = 157.480 t
    expect(s.weighingIds).toEqual(['1', '2', '3', '4', '5']);
    expect(s.weighedT).toBe('157.480');
    expect(s.quality).toEqual({
      // (63.64 × 5230 + 93.84 × 4960) / 157.48 = (332837.2 + 465446.4) / 157.48 = 798283.6 / 157.48 = 5069.11… → 5069
      qnetArKcal: '5069',
      // (63.64 × 14.60 + 93.84 × 16.30) / 157.48 = (929.144 + 1529.592) / 157.48 = 2458.736 / 157.48 = 15.6130… → 15.61
      mt: '15.61',
      // (63.64 × 18.20 + 93.84 × 21.50) / 157.48 = (1158.248 + 2017.56) / 157.48 = 3175.808 / 157.48 = 20.1664… → 20.17
      ad: '20.17',
      // (63.64 × 0.62 + 93.84 × 0.81) / 157.48 = (39.4568 + 76.0104) / 157.48 = 115.4672 / 157.48 = 0.7332… → 0.73
      std: '0.73',
    });
  });

  it('deducts tonnes, then prices every clause on the quantity left', () => {
    // Mt tonnage above 14–20, 1 % per whole 1 %: d = 15.61 − 14 = 1.61 → 1 step → 1 % of 157.48 = 1.5748 → 1.575 t
    // quantityT = 157.480 − 1.575 = 155.905 t
    expect(s.quantityT).toBe('155.905');
    // base = round2(155.905 × 800) = 124724.00
    expect(s.baseAmount).toBe('124724.00');
    expect(s.lines).toEqual([
      // Qnet above 5000–5500, +2 per 100, prorata: d = 69 → 0.69 steps → +1.38 元/t; 155.905 × 1.38 = 215.1489 → 215.15
      { indicator: 'qnetArKcal', direction: 'above', mode: 'price', from: '5000', to: '5500', value: '5069', steps: '0.69', perT: '1.3800', deductT: '0.000', amount: '215.15' },
      // Qnet below 4800–5000: 5069 clamps to 5000, d = 0 → nothing
      { indicator: 'qnetArKcal', direction: 'below', mode: 'price', from: '4800', to: '5000', value: '5069', steps: '0', perT: '0.0000', deductT: '0.000', amount: '0.00' },
      // reject 0–3999: 5069 is outside; a reject line carries no money
      { indicator: 'qnetArKcal', direction: 'above', mode: 'reject', from: '0', to: '3999', value: '5069', steps: '0', perT: '0.0000', deductT: '0.000', amount: '0.00' },
      // the tonnage line above: 1 step, 1.575 t, no money of its own
      { indicator: 'mt', direction: 'above', mode: 'tonnage', from: '14', to: '20', value: '15.61', steps: '1', perT: '0.0000', deductT: '1.575', amount: '0.00' },
      // Ad above 20–30, −4 per 1 %, prorata, cap 10: d = 0.17 → −0.68 元/t (within the cap); 155.905 × −0.68 = −106.0154 → −106.02
      { indicator: 'ad', direction: 'above', mode: 'price', from: '20', to: '30', value: '20.17', steps: '0.17', perT: '-0.6800', deductT: '0.000', amount: '-106.02' },
      // St,d above 0.6–1.5, −5 per whole 0.1 %: d = 0.13 → 1 step → −5 元/t; 155.905 × −5 = −779.525, a tie → −779.53
      { indicator: 'std', direction: 'above', mode: 'price', from: '0.6', to: '1.5', value: '0.73', steps: '1', perT: '-5.0000', deductT: '0.000', amount: '-779.53' },
    ]);
  });

  it('adds the lines, takes the deduction off and splits out the tax', () => {
    expect(s.otherDeductions).toEqual([{ name: '杂物扣款', amount: '450.00' }]);
    // total = 124724.00 + 215.15 − 106.02 − 779.53 − 450.00 = 123603.60
    expect(s.totalAmount).toBe('123603.60');
    // tax = round2(123603.60 × 0.13 / 1.13) = round2(16068.468 / 1.13) = round2(14219.8832…) = 14219.88
    expect(s.taxAmount).toBe('14219.88');
    // excl = 123603.60 − 14219.88 = 109383.72
    expect(s.amountExclTax).toBe('109383.72');
  });

  it('refuses nothing: both batches are above 3999 kcal/kg', () => {
    expect(settlementRefusals({ clauses, weighings, results })).toEqual([]);
  });

  it('has exactly the reply fields of coal-api.md', () => {
    expect(Object.keys(s).sort()).toEqual(['amountExclTax', 'baseAmount', 'lines', 'otherDeductions', 'quality', 'quantityT', 'taxAmount', 'totalAmount', 'weighedT', 'weighingIds']);
    for (const l of s.lines) expect(Object.keys(l).sort()).toEqual(['amount', 'deductT', 'direction', 'from', 'indicator', 'mode', 'perT', 'steps', 'to', 'value']);
  });
});

describe('a purchase and a sale: the same arithmetic, a bonus raises the amount whoever pays', () => {
  it('a purchase on the 5000 kcal template at 650.00 元/t', () => {
    // w1 29960 + w2 31020 = 60980 kg = 60.980 t, one batch: Qnet,ar 4750, Mt 17.20
    const s = computeSettlement({
      contract: { unitPrice: '650', taxRate: '0.13', clauses: CLAUSE_TEMPLATE_5000 },
      weighings: [w('101', 29960), w('102', 31020)],
      results: [{ id: '7', weighingIds: ['101', '102'], qnetArKcal: '4750', mt: '17.20' }],
    });
    expect(s.weighedT).toBe('60.980');
    expect(s.quantityT).toBe('60.980');
    expect(s.quality).toEqual({ qnetArKcal: '4750', mt: '17.20' });
    // base = 60.98 × 650 = 39637.00
    expect(s.baseAmount).toBe('39637.00');
    expect(s.lines.map((l) => [l.steps, l.perT, l.amount])).toEqual([
      // row 1 above 5000–5500: 4750 clamps to 5000, nothing
      ['0', '0.0000', '0.00'],
      // row 2 below 4800–5000 −3: 4750 clamps to 4800, d = 200 → 2 steps → −6; 60.98 × −6 = −365.88
      ['2', '-6.0000', '-365.88'],
      // row 3 below 4000–4800 −9: d = 4800 − 4750 = 50 → 0 whole steps
      ['0', '0.0000', '0.00'],
      // row 4 reject 0–3999: not in the band
      ['0', '0.0000', '0.00'],
      // row 5 Mt above 15–30 −1: d = 2.2 → 2 steps → −2; 60.98 × −2 = −121.96
      ['2', '-2.0000', '-121.96'],
    ]);
    // total = 39637.00 − 365.88 − 121.96 = 39149.16
    expect(s.totalAmount).toBe('39149.16');
    // tax = round2(39149.16 × 13 / 113) = round2(508939.08 / 113) = round2(4503.885…) = 4503.89; excl = 34645.27
    expect(s.taxAmount).toBe('4503.89');
    expect(s.amountExclTax).toBe('34645.27');
  });

  it('a sale to a power plant on a 5500 kcal base at 920.50 元/t, with a lab fee deducted', () => {
    // s1 34560 + s2 35180 = 69740 kg (batch R1), s3 33900 kg (batch R2); weighedT = 103640 kg = 103.640 t
    const clauses = [
      price({ indicator: 'qnetArKcal', direction: 'below', from: '5300', to: '5500', step: '100', amountPerStep: '-4', stepping: 'prorata' }),
      price({ indicator: 'qnetArKcal', direction: 'above', from: '5500', to: '6000', step: '100', amountPerStep: '3' }),
      price({ indicator: 'std', direction: 'above', from: '0.5', to: '1.0', step: '0.1', amountPerStep: '-3', stepping: 'prorata', capPerT: '6' }),
    ];
    const s = computeSettlement({
      contract: { unitPrice: '920.50', taxRate: '0.13', clauses },
      weighings: [w('201', 34560), w('202', 35180), w('203', 33900)],
      results: [
        { id: '31', weighingIds: ['201', '202'], qnetArKcal: 5420, std: '0.55' },
        { id: '32', weighingIds: ['203'], qnetArKcal: 5310, std: '0.78' },
      ],
      otherDeductions: [{ name: '化验费', amount: 300 }],
    });
    expect(s.weighedT).toBe('103.640');
    // Qnet: (69.74 × 5420 + 33.9 × 5310) / 103.64 = (377990.8 + 180009) / 103.64 = 557999.8 / 103.64 = 5383.98… → 5384
    // St,d: (69.74 × 0.55 + 33.9 × 0.78) / 103.64 = (38.357 + 26.442) / 103.64 = 64.799 / 103.64 = 0.6252… → 0.63
    expect(s.quality).toEqual({ qnetArKcal: '5384', std: '0.63' });
    // base = 103.64 × 920.50 = 95400.62
    expect(s.baseAmount).toBe('95400.62');
    expect(s.lines.map((l) => [l.steps, l.perT, l.amount])).toEqual([
      // below 5300–5500 −4 prorata: d = 5500 − 5384 = 116 → 1.16 steps → −4.64; 103.64 × −4.64 = −480.8896 → −480.89
      ['1.16', '-4.6400', '-480.89'],
      // above 5500–6000: 5384 is below the band
      ['0', '0.0000', '0.00'],
      // St,d above 0.5–1.0 −3 per 0.1 prorata cap 6: d = 0.13 → 1.3 steps → −3.9 (within 6); 103.64 × −3.9 = −404.196 → −404.20
      ['1.3', '-3.9000', '-404.20'],
    ]);
    // total = 95400.62 − 480.89 − 404.20 − 300.00 = 94215.53
    expect(s.totalAmount).toBe('94215.53');
    // tax = round2(94215.53 × 13 / 113) = round2(1224801.89 / 113) = round2(10838.954…) = 10838.95; excl = 83376.58
    expect(s.taxAmount).toBe('10838.95');
    expect(s.amountExclTax).toBe('83376.58');
  });
});

describe('a reject band', () => {
  // The template's row 4: Qnet,ar 0–3999 rejects. Two batches of 30 t each.
  const weighings = [w('1', 30000), w('2', 30000)];
  const good = { id: '41', sampleNo: 'CY20261120-01', weighingIds: ['1'], qnetArKcal: '5200', mt: '14.00' };

  it('names the batch that falls into the band, even when the mean does not', () => {
    const bad = { id: '42', sampleNo: 'CY20261120-02', weighingIds: ['2'], qnetArKcal: '3950', mt: '14.00' };
    const refusals = settlementRefusals({ clauses: CLAUSE_TEMPLATE_5000, weighings, results: [bad, good] });
    expect(refusals).toEqual([
      { indicator: 'qnetArKcal', from: '0', to: '3999', resultId: '42', sampleNo: 'CY20261120-02', value: '3950', message: '化验批次 CY20261120-02 的 Qnet,ar 为 3950 kcal/kg，按条款「Qnet,ar 在 0–3999 kcal/kg 拒收」拒收' },
    ]);
    // The figures are still there for the preview: mean (30 × 5200 + 30 × 3950) / 60 = 4575.
    const s = computeSettlement({ contract: { unitPrice: '650', taxRate: '0.13', clauses: CLAUSE_TEMPLATE_5000 }, weighings, results: [bad, good] });
    expect(s.quality.qnetArKcal).toBe('4575');
    // row 2: 4575 clamps to 4800, d = 200 → −6; row 3: d = 4800 − 4575 = 225 → 2 whole steps → −18
    expect(s.lines.map((l) => l.perT)).toEqual(['0.0000', '-6.0000', '-18.0000', '0.0000', '0.0000']);
  });

  it('takes both edges of the band: 3999 rejects, 4000 does not', () => {
    const at = (v: string) => settlementRefusals({ clauses: CLAUSE_TEMPLATE_5000, weighings, results: [good, { id: '43', weighingIds: ['2'], qnetArKcal: v }] });
    expect(at('3999').map((r) => r.resultId)).toEqual(['43']);
    // at 0 the mean falls in too: (30 × 5200 + 30 × 0) / 60 = 2600, so the mean is named after the batch
    expect(at('0').map((r) => r.resultId)).toEqual(['43', null]);
    expect(at('4000')).toEqual([]);
  });

  it('names the batch by its id when it has no sample code, and ignores a batch covering no included weighing', () => {
    const outside = { id: '44', weighingIds: ['99'], qnetArKcal: '3000' };
    const bad = { id: '45', weighingIds: ['2'], qnetArKcal: '3500' };
    const r = settlementRefusals({ clauses: CLAUSE_TEMPLATE_5000, weighings, results: [outside, bad, good] });
    expect(r.map((x) => x.message)).toEqual(['化验批次 45 的 Qnet,ar 为 3500 kcal/kg，按条款「Qnet,ar 在 0–3999 kcal/kg 拒收」拒收']);
  });

  it('refuses a mean that falls into a band no batch is in', () => {
    // HGI rejected within 50–60; batches of 45 and 65 over equal tonnage average (45 + 65) / 2 = 55
    const clauses: ContractClause[] = [{ indicator: 'hgi', direction: 'above', from: '50', to: '60', step: null, amountPerStep: null, stepping: 'full', capPerT: null, mode: 'reject' }];
    const r = settlementRefusals({ clauses, weighings, results: [{ id: '46', weighingIds: ['1'], hgi: 45 }, { id: '47', weighingIds: ['2'], hgi: 65 }] });
    expect(r).toEqual([{ indicator: 'hgi', from: '50', to: '60', resultId: null, sampleNo: null, value: '55', message: '加权平均 HGI 为 55，按条款「HGI 在 50–60 拒收」拒收' }]);
  });
});

describe('a capped clause', () => {
  it('limits a prorata penalty and a full-step bonus to their caps', () => {
    // 40000 + 20000 kg = 60.000 t, one batch: Ad 23.40, Qnet,ar 5380
    const clauses = [
      price({ indicator: 'ad', direction: 'above', from: '20', to: '30', step: '1', amountPerStep: '-4', stepping: 'prorata', capPerT: '10' }),
      price({ indicator: 'qnetArKcal', direction: 'above', from: '5000', to: '6000', step: '100', amountPerStep: '2', capPerT: '5' }),
    ];
    const s = computeSettlement({ contract: { unitPrice: '700', taxRate: '0.13', clauses }, weighings: [w('1', 40000), w('2', 20000)], results: [{ id: '1', weighingIds: ['1', '2'], ad: '23.40', qnetArKcal: '5380' }] });
    expect(s.lines.map((l) => [l.steps, l.perT, l.amount])).toEqual([
      // Ad: d = 3.4 → 3.4 × −4 = −13.6, beyond the cap → −10 元/t; 60 × −10 = −600.00
      ['3.4', '-10.0000', '-600.00'],
      // Qnet: d = 380 → 3 whole steps → +6, beyond the cap → +5 元/t; 60 × 5 = 300.00
      ['3', '5.0000', '300.00'],
    ]);
    // base 60 × 700 = 42000.00; total 42000.00 − 600.00 + 300.00 = 41700.00
    expect(s.baseAmount).toBe('42000.00');
    expect(s.totalAmount).toBe('41700.00');
    // tax = round2(41700 × 13 / 113) = round2(542100 / 113) = round2(4797.345…) = 4797.35; excl = 36902.65
    expect(s.taxAmount).toBe('4797.35');
    expect(s.amountExclTax).toBe('36902.65');
  });
});

describe('tonnage clauses', () => {
  it('each deducts its own rounded tonnes from the weighed tonnes; the price clauses and the base use what is left', () => {
    // 48760 + 48580 = 97340 kg = 97.340 t; one batch: Mt 14.50, Ad 26.30, Qnet,ar 5260
    const clauses: ContractClause[] = [
      { indicator: 'mt', direction: 'above', from: '12', to: '20', step: '1', amountPerStep: '0.7', stepping: 'full', capPerT: null, mode: 'tonnage' },
      { indicator: 'ad', direction: 'above', from: '25', to: '35', step: '1', amountPerStep: '0.5', stepping: 'prorata', capPerT: null, mode: 'tonnage' },
      price({ indicator: 'qnetArKcal', direction: 'above', from: '5000', to: '5500', step: '100', amountPerStep: '2' }),
    ];
    const s = computeSettlement({ contract: { unitPrice: '700', taxRate: '0.13', clauses }, weighings: [w('1', 48760), w('2', 48580)], results: [{ id: '1', weighingIds: ['1', '2'], mt: '14.50', ad: '26.30', qnetArKcal: 5260 }] });
    expect(s.weighedT).toBe('97.340');
    expect(s.lines.map((l) => [l.steps, l.deductT, l.perT, l.amount])).toEqual([
      // Mt: d = 2.5 → 2 whole steps → 1.4 %; 97.34 × 1.4 / 100 = 1.36276 → 1.363 t
      ['2', '1.363', '0.0000', '0.00'],
      // Ad: d = 1.3 → 1.3 steps × 0.5 = 0.65 %; 97.34 × 0.65 / 100 = 0.63271 → 0.633 t
      ['1.3', '0.633', '0.0000', '0.00'],
      // Qnet: d = 260 → 2 steps → +4 元/t, on 95.344 t: 381.376 → 381.38
      ['2', '0.000', '4.0000', '381.38'],
    ]);
    // quantityT = 97.340 − 1.363 − 0.633 = 95.344
    expect(s.quantityT).toBe('95.344');
    // base = 95.344 × 700 = 66740.80; total = 66740.80 + 381.38 = 67122.18
    expect(s.baseAmount).toBe('66740.80');
    expect(s.totalAmount).toBe('67122.18');
    // tax = round2(67122.18 × 13 / 113) = round2(872588.34 / 113) = round2(7722.0207…) = 7722.02; excl = 59400.16
    expect(s.taxAmount).toBe('7722.02');
    expect(s.amountExclTax).toBe('59400.16');
  });
});

describe('rounding ties go half up (away from zero), where binary floats would not', () => {
  it('the base amount: 31.465 t × 801.00 = 25203.465 → 25203.47', () => {
    // (25203.465).toFixed(2) in floating point is "25203.46": the float is a hair below the tie.
    const s = computeSettlement({ contract: { unitPrice: '801.00', taxRate: '0', clauses: [] }, weighings: [w('1', 31465)], results: [] });
    expect(s.baseAmount).toBe('25203.47');
    // no tax at rate 0: excl = total
    expect([s.totalAmount, s.taxAmount, s.amountExclTax]).toEqual(['25203.47', '0.00', '25203.47']);
  });

  it('a penalty line: 155.905 t × −5.0000 = −779.525 → −779.53', () => {
    const clauses = [price({ indicator: 'std', direction: 'above', from: '0.6', to: '1.5', step: '0.1', amountPerStep: '-5' })];
    // St,d 0.73: d = 0.13 → 1 whole step → −5 元/t; base 155.905 × 100 = 15590.50
    const s = computeSettlement({ contract: { unitPrice: '100', taxRate: '0', clauses }, weighings: [w('1', 155905)], results: [{ id: '1', weighingIds: ['1'], std: '0.73' }] });
    expect(s.lines[0].amount).toBe('-779.53');
    // total 15590.50 − 779.53 = 14810.97
    expect(s.totalAmount).toBe('14810.97');
  });

  it('the tax: at 20 % (not a Chinese VAT rate, but one where a tie can happen) 1000.05 / 6 = 166.675 → 166.68', () => {
    // total × 0.2 / 1.2 = total / 6. In floating point 1000.05 / 6 = 166.67499999999998, which would round down.
    // At 13 % a tie cannot happen: tax in thousandths of a 元 = 10 × 13 × fen / 113; 113 is prime to 10, so it is whole
    // only when 113 divides the fen, and then it is a multiple of 10, never …5. The same holds at 9 %, 6 %, 3 %.
    const s = computeSettlement({ contract: { unitPrice: '1000.05', taxRate: '0.2', clauses: [] }, weighings: [w('1', 1000)], results: [] });
    expect(s.totalAmount).toBe('1000.05');
    expect(s.taxAmount).toBe('166.68');
    // excl = 1000.05 − 166.68 = 833.37
    expect(s.amountExclTax).toBe('833.37');
  });

  it('the quality means: 5180.5 → 5181 kcal/kg, 16.405 → 16.41 %', () => {
    const s = computeSettlement({
      contract: { unitPrice: '1', taxRate: '0', clauses: [] },
      weighings: [w('1', 30000), w('2', 10000), w('3', 10000)],
      results: [
        // Qnet: w2 (10 t) 5180 and w3 (10 t) 5181 → (51800 + 51810) / 20 = 5180.5 → 5181
        { id: '1', weighingIds: ['2'], qnetArKcal: '5180' },
        { id: '2', weighingIds: ['3'], qnetArKcal: '5181' },
        // Mt: w1 (30 t) 16.40 and w2 (10 t) 16.42 → (492 + 164.2) / 40 = 656.2 / 40 = 16.405 → 16.41
        { id: '3', weighingIds: ['1'], mt: '16.40' },
        { id: '4', weighingIds: ['2'], mt: '16.42' },
      ],
    });
    expect(s.quality).toEqual({ qnetArKcal: '5181', mt: '16.41' });
  });
});

describe('no weighings', () => {
  it('is zero everywhere and divides by nothing', () => {
    // A result whose weighings are all outside the settlement weighs nothing.
    const s = computeSettlement({ contract: { unitPrice: '800', taxRate: '0.13', clauses: CLAUSE_TEMPLATE_5000 }, weighings: [], results: [{ id: '1', weighingIds: ['9'], qnetArKcal: 5200, mt: '14' }] });
    expect(s).toEqual({
      weighingIds: [],
      weighedT: '0.000',
      quantityT: '0.000',
      quality: {},
      baseAmount: '0.00',
      lines: CLAUSE_TEMPLATE_5000.map((c) => ({ indicator: c.indicator, direction: c.direction, mode: c.mode, from: c.from, to: c.to, value: null, steps: '0', perT: '0.0000', deductT: '0.000', amount: '0.00' })),
      otherDeductions: [],
      totalAmount: '0.00',
      taxAmount: '0.00',
      amountExclTax: '0.00',
    });
    expect(settlementRefusals({ clauses: CLAUSE_TEMPLATE_5000, weighings: [], results: [] })).toEqual([]);
  });

  it('with a deduction, the total is minus the deduction and the tax is split from it', () => {
    // total = 0 − 113.00 = −113.00; tax = round2(−113 × 0.13 / 1.13) = −13.00; excl = −113.00 − (−13.00) = −100.00
    const s = computeSettlement({ contract: { unitPrice: '800', taxRate: '0.13', clauses: [] }, weighings: [], results: [], otherDeductions: [{ name: '滞港费', amount: '113.00' }] });
    expect([s.totalAmount, s.taxAmount, s.amountExclTax]).toEqual(['-113.00', '-13.00', '-100.00']);
  });
});

describe('a quality indicator missing', () => {
  it('leaves it out of the quality and makes its clause count nothing', () => {
    // 50 t in two batches; neither measured St,d; only the first measured Ad.
    // Mt: (20 × 12.00 + 30 × 14.00) / 50 = (240 + 420) / 50 = 13.20; Ad: the first batch alone, 22.00
    const clauses = [
      price({ indicator: 'std', direction: 'above', from: '0.6', to: '1.5', step: '0.1', amountPerStep: '-5' }),
      price({ indicator: 'ad', direction: 'above', from: '20', to: '30', step: '1', amountPerStep: '-2' }),
    ];
    const s = computeSettlement({
      contract: { unitPrice: '600', taxRate: '0.13', clauses },
      weighings: [w('1', 20000), w('2', 30000)],
      results: [
        { id: '1', weighingIds: ['1'], mt: '12.00', ad: '22.00', std: null },
        { id: '2', weighingIds: ['2'], mt: '14.00', ad: '', std: undefined },
      ],
    });
    expect(s.quality).toEqual({ mt: '13.20', ad: '22.00' });
    expect(s.lines[0]).toEqual({ indicator: 'std', direction: 'above', mode: 'price', from: '0.6', to: '1.5', value: null, steps: '0', perT: '0.0000', deductT: '0.000', amount: '0.00' });
    // Ad 22.00: d = 2 → 2 steps → −4 元/t; 50 × −4 = −200.00; base 50 × 600 = 30000.00; total 29800.00
    expect(s.lines[1]).toMatchObject({ value: '22.00', steps: '2', perT: '-4.0000', amount: '-200.00' });
    expect(s.totalAmount).toBe('29800.00');
    // tax = round2(29800 × 13 / 113) = round2(387400 / 113) = round2(3428.318…) = 3428.32; excl = 26371.68
    expect(s.taxAmount).toBe('3428.32');
    expect(s.amountExclTax).toBe('26371.68');
  });
});

describe('caller errors are thrown, not guessed at', () => {
  const contract = { unitPrice: '800', taxRate: '0.13', clauses: [] };
  it('a weighing listed twice, a weight that is not whole kilograms', () => {
    expect(() => computeSettlement({ contract, weighings: [w('1', 20000), w('1', 20000)], results: [] })).toThrow(/twice/);
    expect(() => computeSettlement({ contract, weighings: [w('1', 20000.5)], results: [] })).toThrow(/whole number/);
    expect(() => computeSettlement({ contract, weighings: [w('1', -20)], results: [] })).toThrow(/whole number/);
  });
  it('a price or a deduction that is not a decimal, a deduction with more than 2 places', () => {
    expect(() => computeSettlement({ contract: { ...contract, unitPrice: 'abc' }, weighings: [], results: [] })).toThrow(/unitPrice/);
    expect(() => computeSettlement({ contract, weighings: [], results: [], otherDeductions: [{ name: 'x', amount: '1.005' }] })).toThrow(/2 places/);
  });
});
