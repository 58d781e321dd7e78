import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../decimal';
import { evaluateClause, settleClauses } from './engine';
import { CLAUSE_TEMPLATE_5000 } from './template';
import type { ClauseIndicator, ContractClause } from './types';

/**
 * The clause engine against coal-api.md "Contracts" and "Settlement". Every expected figure is worked out by hand in
 * the comment next to it (d = how far into the band, steps = d / step, floored for `full`; perT = steps × amount,
 * within ±cap, half up to 4 places; amount = round2(quantityT × perT)); the engine is never asked for an expectation.
 * The property tests at the end compare the engine with a separate exact model in whole numbers (BigInt).
 */

type Partial2 = Partial<ContractClause> & Pick<ContractClause, 'indicator' | 'from' | 'to'>;
const clause = (c: Partial2): ContractClause => ({
  direction: 'above',
  step: '1',
  amountPerStep: '1',
  stepping: 'full',
  capPerT: null,
  mode: 'price',
  ...c,
});

describe('every indicator, both directions, both steppings', () => {
  // [indicator, direction, from, to, step, amount, value, full steps, full perT, prorata steps, prorata perT]
  const rows: [ClauseIndicator, 'above' | 'below', string, string, string, string, string, string, string, string, string][] = [
    // Qnet,ar above 5000–5500, 100 kcal, +2: v 5180 → d 180 → 1.8 steps; full 1 × 2 = 2; prorata 1.8 × 2 = 3.6
    ['qnetArKcal', 'above', '5000', '5500', '100', '2', '5180', '1', '2.0000', '1.8', '3.6000'],
    // Qnet,ar below 4800–5000, 100 kcal, −3: v 4850 → d 5000 − 4850 = 150 → 1.5; full −3; prorata 1.5 × −3 = −4.5
    ['qnetArKcal', 'below', '4800', '5000', '100', '-3', '4850', '1', '-3.0000', '1.5', '-4.5000'],
    // Mt above 15–30, 1 %, −1: v 16.4 → d 1.4; full 1 × −1 = −1; prorata 1.4 × −1 = −1.4
    ['mt', 'above', '15', '30', '1', '-1', '16.4', '1', '-1.0000', '1.4', '-1.4000'],
    // Mt below 6–10, 0.5 %, +0.8: v 8.7 → d 10 − 8.7 = 1.3 → 2.6 steps; full 2 × 0.8 = 1.6; prorata 2.6 × 0.8 = 2.08
    ['mt', 'below', '6', '10', '0.5', '0.8', '8.7', '2', '1.6000', '2.6', '2.0800'],
    // Ad above 10–20, 1 %, −2.5: v 13.25 → d 3.25; full 3 × −2.5 = −7.5; prorata 3.25 × −2.5 = −8.125
    ['ad', 'above', '10', '20', '1', '-2.5', '13.25', '3', '-7.5000', '3.25', '-8.1250'],
    // Ad below 5–10, 0.5 %, +1.2: v 8.8 → d 1.2 → 2.4 steps; full 2 × 1.2 = 2.4; prorata 2.4 × 1.2 = 2.88
    ['ad', 'below', '5', '10', '0.5', '1.2', '8.8', '2', '2.4000', '2.4', '2.8800'],
    // St,d above 0.6–1.5, 0.1 %, −5: v 0.87 → d 0.27 → 2.7 steps; full 2 × −5 = −10; prorata 2.7 × −5 = −13.5
    ['std', 'above', '0.6', '1.5', '0.1', '-5', '0.87', '2', '-10.0000', '2.7', '-13.5000'],
    // St,d below 0.2–0.6, 0.1 %, +1: v 0.45 → d 0.15 → 1.5 steps; full 1; prorata 1.5
    ['std', 'below', '0.2', '0.6', '0.1', '1', '0.45', '1', '1.0000', '1.5', '1.5000'],
    // Vdaf above 28–37, 1 %, +0.5: v 30.6 → d 2.6; full 2 × 0.5 = 1; prorata 2.6 × 0.5 = 1.3
    ['vdaf', 'above', '28', '37', '1', '0.5', '30.6', '2', '1.0000', '2.6', '1.3000'],
    // Vdaf below 20–28, 2 %, −3: v 24.5 → d 3.5 → 1.75 steps; full 1 × −3 = −3; prorata 1.75 × −3 = −5.25
    ['vdaf', 'below', '20', '28', '2', '-3', '24.5', '1', '-3.0000', '1.75', '-5.2500'],
    // HGI above 60–80, 5, +1.5: v 72 → d 12 → 2.4 steps; full 2 × 1.5 = 3; prorata 2.4 × 1.5 = 3.6
    ['hgi', 'above', '60', '80', '5', '1.5', '72', '2', '3.0000', '2.4', '3.6000'],
    // HGI below 40–60, 5, −2: v 52 → d 8 → 1.6 steps; full 1 × −2 = −2; prorata 1.6 × −2 = −3.2
    ['hgi', 'below', '40', '60', '5', '-2', '52', '1', '-2.0000', '1.6', '-3.2000'],
    // G above 65–90, 5, +3: v 78 → d 13 → 2.6 steps; full 2 × 3 = 6; prorata 2.6 × 3 = 7.8
    ['g', 'above', '65', '90', '5', '3', '78', '2', '6.0000', '2.6', '7.8000'],
    // G below 50–65, 5, −4: v 61 → d 4 → 0.8 steps; full 0 (not a whole step) → 0; prorata 0.8 × −4 = −3.2
    ['g', 'below', '50', '65', '5', '-4', '61', '0', '0.0000', '0.8', '-3.2000'],
  ];

  it.each(rows)('%s %s %s–%s step %s × %s at %s', (indicator, direction, from, to, step, amount, value, fullSteps, fullPerT, proSteps, proPerT) => {
    const full = evaluateClause(clause({ indicator, direction, from, to, step, amountPerStep: amount, stepping: 'full' }), { [indicator]: value });
    expect(full).toEqual({ indicator, direction, mode: 'price', from, to, value, steps: fullSteps, perT: fullPerT, deductPct: '0', rejected: false });
    const pro = evaluateClause(clause({ indicator, direction, from, to, step, amountPerStep: amount, stepping: 'prorata' }), { [indicator]: value });
    expect(pro).toEqual({ indicator, direction, mode: 'price', from, to, value, steps: proSteps, perT: proPerT, deductPct: '0', rejected: false });
  });

  it('covers all seven indicators in both directions', () => {
    const seen = new Set(rows.map((r) => `${r[0]}/${r[1]}`));
    expect(seen.size).toBe(14);
  });

  it('reads the value as a number too (a client may send 16.4)', () => {
    const c = clause({ indicator: 'mt', from: '15', to: '30', step: '1', amountPerStep: '-1' });
    expect(evaluateClause(c, { mt: 16.4 })).toMatchObject({ value: '16.4', steps: '1', perT: '-1.0000' });
    expect(evaluateClause(c, { mt: ' 16.40 ' })).toMatchObject({ value: '16.4', steps: '1', perT: '-1.0000' });
  });
});

describe('band edges of a price clause', () => {
  // above 5000–5500, 100 kcal, +2 元, full
  const up = clause({ indicator: 'qnetArKcal', direction: 'above', from: '5000', to: '5500', step: '100', amountPerStep: '2' });
  // below 4800–5000, 100 kcal, −3 元, full
  const down = clause({ indicator: 'qnetArKcal', direction: 'below', from: '4800', to: '5000', step: '100', amountPerStep: '-3' });
  const at = (c: ContractClause, v: string) => {
    const r = evaluateClause(c, { qnetArKcal: v });
    return [r.steps, r.perT];
  };

  it('above: on from counts nothing, on to counts the whole band, outside is clamped', () => {
    expect(at(up, '5000')).toEqual(['0', '0.0000']); // d = 0
    expect(at(up, '4999')).toEqual(['0', '0.0000']); // below from: clamp → 5000, d = 0
    expect(at(up, '3000')).toEqual(['0', '0.0000']);
    expect(at(up, '5099')).toEqual(['0', '0.0000']); // d = 99 → 0.99 → floor 0
    expect(at(up, '5100')).toEqual(['1', '2.0000']); // d = 100 → 1 step
    expect(at(up, '5499')).toEqual(['4', '8.0000']); // d = 499 → 4.99 → 4 × 2 = 8
    expect(at(up, '5500')).toEqual(['5', '10.0000']); // on to: d = 500 → 5 × 2 = 10
    expect(at(up, '5501')).toEqual(['5', '10.0000']); // above to: clamp → 5500
    expect(at(up, '9000')).toEqual(['5', '10.0000']);
  });

  it('below: on to counts nothing, on from counts the whole band, outside is clamped', () => {
    expect(at(down, '5000')).toEqual(['0', '0.0000']); // on to: d = 5000 − 5000 = 0 (0 × −3 is −0: printed 0.0000)
    expect(at(down, '5001')).toEqual(['0', '0.0000']); // above to: clamp → 5000
    expect(at(down, '6000')).toEqual(['0', '0.0000']);
    expect(at(down, '4901')).toEqual(['0', '0.0000']); // d = 99 → 0
    expect(at(down, '4900')).toEqual(['1', '-3.0000']); // d = 100 → 1 × −3
    expect(at(down, '4800')).toEqual(['2', '-6.0000']); // on from: d = 200 → 2 × −3 = −6
    expect(at(down, '4799')).toEqual(['2', '-6.0000']); // below from: clamp → 4800
    expect(at(down, '0')).toEqual(['2', '-6.0000']);
  });

  it('prorata on the edges: 0 on from (above) / to (below), the whole band on the other edge', () => {
    const upP = { ...up, stepping: 'prorata' as const };
    const downP = { ...down, stepping: 'prorata' as const };
    expect(at(upP, '5000')).toEqual(['0', '0.0000']);
    expect(at(upP, '5001')).toEqual(['0.01', '0.0200']); // d = 1 → 0.01 × 2 = 0.02
    expect(at(upP, '5500')).toEqual(['5', '10.0000']);
    expect(at(upP, '6000')).toEqual(['5', '10.0000']);
    expect(at(downP, '5000')).toEqual(['0', '0.0000']);
    expect(at(downP, '4999')).toEqual(['0.01', '-0.0300']); // d = 1 → 0.01 × −3 = −0.03
    expect(at(downP, '4800')).toEqual(['2', '-6.0000']);
    expect(at(downP, '4000')).toEqual(['2', '-6.0000']);
  });

  it('a percentage band on its edges: Mt above 15–30 per 1 %, −1', () => {
    const mt = clause({ indicator: 'mt', from: '15', to: '30', step: '1', amountPerStep: '-1' });
    expect(evaluateClause(mt, { mt: '15' }).perT).toBe('0.0000');
    expect(evaluateClause(mt, { mt: '15.99' }).perT).toBe('0.0000'); // d = 0.99 → 0
    expect(evaluateClause(mt, { mt: '16' }).perT).toBe('-1.0000');
    expect(evaluateClause(mt, { mt: '30' }).perT).toBe('-15.0000'); // d = 15 → 15 × −1
    expect(evaluateClause(mt, { mt: '35' }).perT).toBe('-15.0000'); // clamped to 30
    expect(evaluateClause(mt, { mt: '9' }).perT).toBe('0.0000');
  });
});

describe('a missing value counts nothing', () => {
  const c = clause({ indicator: 'mt', from: '15', to: '30', step: '1', amountPerStep: '-1' });
  it.each([[{}], [{ mt: null }], [{ mt: '' }], [{ mt: undefined }], [{ mt: 'n/a' }], [{ ad: '20' }]])('%j', (quality) => {
    expect(evaluateClause(c, quality)).toEqual({ indicator: 'mt', direction: 'above', mode: 'price', from: '15', to: '30', value: null, steps: '0', perT: '0.0000', deductPct: '0', rejected: false });
  });

  it('nor does it reject, nor deduct tonnes, nor add an amount', () => {
    const s = settleClauses({
      clauses: [
        clause({ indicator: 'qnetArKcal', mode: 'reject', from: '0', to: '3999', step: null, amountPerStep: null }),
        clause({ indicator: 'mt', mode: 'tonnage', from: '12', to: '20', step: '1', amountPerStep: '1' }),
        c,
      ],
      quality: {},
      weighedT: '31.46',
      unitPrice: '800',
    });
    expect(s.rejectedBy).toEqual([]);
    expect(s.lines.map((l) => [l.value, l.rejected, l.deductT, l.amount])).toEqual([
      [null, false, '0.000', '0.00'],
      [null, false, '0.000', '0.00'],
      [null, false, '0.000', '0.00'],
    ]);
    expect(s.quantityT).toBe('31.460');
    expect(s.baseAmount).toBe('25168.00'); // 31.46 × 800
    expect(s.clauseAmount).toBe('0.00');
  });
});

describe('caps', () => {
  // above 5000–5500 per 100 kcal +2, prorata, cap 3
  const bonus = clause({ indicator: 'qnetArKcal', from: '5000', to: '5500', step: '100', amountPerStep: '2', stepping: 'prorata', capPerT: '3' });
  // Mt above 15–30 per 1 % −1, full, cap 5
  const penalty = clause({ indicator: 'mt', from: '15', to: '30', step: '1', amountPerStep: '-1', capPerT: '5' });

  it('a positive amount stops at +cap', () => {
    expect(evaluateClause(bonus, { qnetArKcal: '5100' }).perT).toBe('2.0000'); // 1 × 2 = 2 < 3
    expect(evaluateClause(bonus, { qnetArKcal: '5150' }).perT).toBe('3.0000'); // 1.5 × 2 = 3 = cap
    const r = evaluateClause(bonus, { qnetArKcal: '5180' }); // 1.8 × 2 = 3.6 > 3 → 3
    expect(r.perT).toBe('3.0000');
    expect(r.steps).toBe('1.8'); // the steps are still shown as counted
    expect(evaluateClause(bonus, { qnetArKcal: '5500' }).perT).toBe('3.0000'); // 5 × 2 = 10 → 3
  });

  it('a negative amount stops at −cap', () => {
    expect(evaluateClause(penalty, { mt: '19.5' }).perT).toBe('-4.0000'); // 4 × −1 = −4, within 5
    expect(evaluateClause(penalty, { mt: '20' }).perT).toBe('-5.0000'); // 5 × −1 = −5 = −cap
    expect(evaluateClause(penalty, { mt: '25' }).perT).toBe('-5.0000'); // 10 × −1 = −10 → −5
    expect(evaluateClause(penalty, { mt: '30' }).perT).toBe('-5.0000'); // 15 × −1 = −15 → −5
  });

  it('a cap is a magnitude: "-5" caps like "5"; none ("" or null) caps nothing; 0 leaves nothing', () => {
    expect(evaluateClause({ ...penalty, capPerT: '-5' }, { mt: '25' }).perT).toBe('-5.0000');
    expect(evaluateClause({ ...penalty, capPerT: '' }, { mt: '25' }).perT).toBe('-10.0000');
    expect(evaluateClause({ ...penalty, capPerT: null }, { mt: '25' }).perT).toBe('-10.0000');
    expect(evaluateClause({ ...penalty, capPerT: '0' }, { mt: '25' }).perT).toBe('0.0000'); // −10 within ±0 → 0, never "-0.0000"
  });

  it('a cap with 4 places: 1/3 step × 2 = 0.6666… capped at 0.5555', () => {
    const c = clause({ indicator: 'qnetArKcal', from: '5000', to: '5500', step: '300', amountPerStep: '2', stepping: 'prorata', capPerT: '0.5555' });
    expect(evaluateClause(c, { qnetArKcal: '5100' }).perT).toBe('0.5555');
  });

  it('caps the deducted percentage of a tonnage clause, and the tonnes follow', () => {
    // Mt above 15–30 per 1 %, 0.5 % of the quantity each, cap 3 %: at 25 %, 10 steps × 0.5 = 5 % → 3 %
    const t = clause({ indicator: 'mt', from: '15', to: '30', step: '1', amountPerStep: '0.5', mode: 'tonnage', capPerT: '3' });
    expect(evaluateClause(t, { mt: '25' })).toMatchObject({ steps: '10', deductPct: '3', perT: '0.0000' });
    expect(evaluateClause(t, { mt: '19' })).toMatchObject({ steps: '4', deductPct: '2' }); // 4 × 0.5 = 2 < 3
    const s = settleClauses({ clauses: [t], quality: { mt: '25' }, weighedT: '40', unitPrice: '800' });
    expect(s.lines[0]).toMatchObject({ deductT: '1.200', amount: '0.00' }); // 40 × 3 / 100 = 1.2
    expect(s.quantityT).toBe('38.800'); // 40 − 1.2
    expect(s.baseAmount).toBe('31040.00'); // 38.8 × 800
  });
});

describe('reject bands', () => {
  const reject = (from: string, to: string, direction: 'above' | 'below' = 'above') =>
    clause({ indicator: 'std', direction, from, to, step: null, amountPerStep: null, mode: 'reject' });

  it('a value exactly on from or on to rejects; just outside does not', () => {
    const c = reject('2', '3');
    const r = (v: string) => evaluateClause(c, { std: v }).rejected;
    expect(r('2')).toBe(true); // on from
    expect(r('3')).toBe(true); // on to
    expect(r('2.5')).toBe(true);
    expect(r('1.99')).toBe(false); // just below
    expect(r('3.01')).toBe(false); // just above
    expect(r('0')).toBe(false);
  });

  it('a band of one value rejects that value only', () => {
    const c = reject('2.5', '2.5');
    expect(evaluateClause(c, { std: '2.5' }).rejected).toBe(true);
    expect(evaluateClause(c, { std: '2.49' }).rejected).toBe(false);
    expect(evaluateClause(c, { std: '2.51' }).rejected).toBe(false);
  });

  it('the direction plays no part', () => {
    expect(evaluateClause(reject('2', '3', 'below'), { std: '2' }).rejected).toBe(true);
    expect(evaluateClause(reject('2', '3', 'below'), { std: '3' }).rejected).toBe(true);
    expect(evaluateClause(reject('2', '3', 'below'), { std: '3.01' }).rejected).toBe(false);
  });

  it('ignores step, amount and cap: no steps, no 元/t, no tonnes', () => {
    const c = { ...reject('2', '3'), step: '0.1', amountPerStep: '-50', capPerT: '10', stepping: 'prorata' as const };
    expect(evaluateClause(c, { std: '2.7' })).toEqual({ indicator: 'std', direction: 'above', mode: 'reject', from: '2', to: '3', value: '2.7', steps: '0', perT: '0.0000', deductPct: '0', rejected: true });
    const s = settleClauses({ clauses: [c], quality: { std: '2.7' }, weighedT: '10', unitPrice: '500' });
    expect(s.lines[0]).toMatchObject({ deductT: '0.000', amount: '0.00', rejected: true });
    expect(s.quantityT).toBe('10.000');
    expect(s.rejectedBy).toHaveLength(1);
    expect(s.rejectedBy[0].indicator).toBe('std');
  });

  it('the template rejects below 4000 kcal (its row 0–3999), not at 4000', () => {
    const at = (v: string) => settleClauses({ clauses: CLAUSE_TEMPLATE_5000, quality: { qnetArKcal: v }, weighedT: '1' });
    expect(at('3999').rejectedBy.map((l) => [l.from, l.to])).toEqual([['0', '3999']]);
    expect(at('0').rejectedBy).toHaveLength(1);
    expect(at('4000').rejectedBy).toEqual([]);
    // at 4000 the −3 band counts 2 steps (5000 − 4800 = 200) → −6, the −9 band 8 steps (4800 − 4000 = 800) → −72
    expect(at('4000').perT).toBe('-78.0000');
  });
});

describe('rounding of perT: half up to 4 places, ties away from zero; only perT is rounded', () => {
  const prorata = (amountPerStep: string, step: string, from = '5000', to = '5500') =>
    clause({ indicator: 'qnetArKcal', from, to, step, amountPerStep, stepping: 'prorata' });

  it('1/3 step × 2 元 = 0.6666… → 0.6667, and −2 元 → −0.6667', () => {
    // above 5000–5500 per 300 kcal, v 5100: d = 100 → 1/3 step
    const r = evaluateClause(prorata('2', '300'), { qnetArKcal: '5100' });
    expect(r.perT).toBe('0.6667');
    expect(r.steps.startsWith('0.33333333333333333333')).toBe(true); // exact steps, not 0.3333
    expect(evaluateClause(prorata('-2', '300'), { qnetArKcal: '5100' }).perT).toBe('-0.6667');
    // 2/3 step × 2 = 1.3333… → 1.3333 (the 5th place 3 rounds down)
    expect(evaluateClause(prorata('2', '300'), { qnetArKcal: '5200' }).perT).toBe('1.3333');
  });

  it('steps are exact, not rounded before multiplying: 1/3 × 3 = 1.0000 (0.3333 × 3 would be 0.9999)', () => {
    expect(evaluateClause(prorata('3', '300'), { qnetArKcal: '5100' }).perT).toBe('1.0000');
    expect(evaluateClause(prorata('-3', '300'), { qnetArKcal: '5100' }).perT).toBe('-1.0000');
  });

  it('a tie in the 5th place goes up for a bonus and away from zero for a penalty', () => {
    // Mt above 15–30 per 1 %, prorata; v 15.5 → d 0.5 step; 0.5 × 1.2345 = 0.61725 → 0.6173
    const mt = (amount: string) => clause({ indicator: 'mt', from: '15', to: '30', step: '1', amountPerStep: amount, stepping: 'prorata' });
    expect(evaluateClause(mt('1.2345'), { mt: '15.5' }).perT).toBe('0.6173');
    expect(evaluateClause(mt('-1.2345'), { mt: '15.5' }).perT).toBe('-0.6173'); // not −0.6172
    // v 15.1 → 0.1 step × 0.0125 = 0.00125 → 0.0013 (half even would give 0.0012)
    expect(evaluateClause(mt('0.0125'), { mt: '15.1' }).perT).toBe('0.0013');
    expect(evaluateClause(mt('-0.0125'), { mt: '15.1' }).perT).toBe('-0.0013');
    // 0.1 × 0.0124 = 0.00124 → 0.0012
    expect(evaluateClause(mt('-0.0124'), { mt: '15.1' }).perT).toBe('-0.0012');
  });

  it('a tie reached through a step that does not divide evenly is still a tie (multiply before dividing)', () => {
    // Ad above 10–13.6 per 1.2 %, −9.87, prorata; v 11.21 → d 1.21 → 1.21 / 1.2 = 1.008333… steps (no end)
    // but 1.21 × −9.87 / 1.2 = −11.9427 / 1.2 = −9.95225 exactly → half up, away from zero → −9.9523
    const ad = clause({ indicator: 'ad', from: '10', to: '13.6', step: '1.2', amountPerStep: '-9.87', stepping: 'prorata' });
    expect(evaluateClause(ad, { ad: '11.21' }).perT).toBe('-9.9523');
    expect(evaluateClause({ ...ad, amountPerStep: '9.87' }, { ad: '11.21' }).perT).toBe('9.9523');
    // Mt above 15–18 per 3 %, 0.0165, prorata; v 15.1 → d 0.1 → 0.1 × 0.0165 / 3 = 0.00165 / 3 = 0.00055 → 0.0006
    const mt = clause({ indicator: 'mt', from: '15', to: '18', step: '3', amountPerStep: '0.0165', stepping: 'prorata' });
    expect(evaluateClause(mt, { mt: '15.1' }).perT).toBe('0.0006');
  });

  it('a tiny penalty that rounds to zero prints 0.0000, never -0.0000', () => {
    // 0.1 step × −0.0004 = −0.00004 → −0.0000 → 0.0000
    const c = clause({ indicator: 'mt', from: '15', to: '30', step: '1', amountPerStep: '-0.0004', stepping: 'prorata' });
    expect(evaluateClause(c, { mt: '15.1' }).perT).toBe('0.0000');
    // a penalty clause whose value is below its band: 0 × −1 (−0 in decimal.js)
    const s = settleClauses({ clauses: [clause({ indicator: 'mt', from: '15', to: '30', amountPerStep: '-1' })], quality: { mt: '10' }, weighedT: '5', unitPrice: '1' });
    expect(s.lines[0]).toMatchObject({ steps: '0', perT: '0.0000', amount: '0.00' });
    expect(s.perT).toBe('0.0000');
    expect(s.clauseAmount).toBe('0.00');
    expect(JSON.stringify(s)).not.toMatch(/"-0(\.0+)?"/);
  });
});

describe('settlement: tonnage deductions (round3), then the quantity prices the clauses (round2)', () => {
  const tonnage = clause({ indicator: 'mt', from: '12', to: '20', step: '1', amountPerStep: '0.7', mode: 'tonnage' });
  const kcal = clause({ indicator: 'qnetArKcal', from: '5000', to: '5500', step: '100', amountPerStep: '2' });

  it('full: 2 steps × 0.7 % = 1.4 % of 31.46 t = 0.44044 → 0.440 t; priced on 31.020 t', () => {
    const s = settleClauses({ clauses: [tonnage, kcal], quality: { mt: '14.5', qnetArKcal: '5260' }, weighedT: '31.46', unitPrice: '800' });
    // Mt 14.5 → d 2.5 → 2 steps → 1.4 %; 31.46 × 1.4 / 100 = 0.44044 → 0.440
    expect(s.lines[0]).toMatchObject({ mode: 'tonnage', steps: '2', deductPct: '1.4', perT: '0.0000', deductT: '0.440', amount: '0.00' });
    // quantity 31.46 − 0.44 = 31.02; Qnet 5260 → d 260 → 2 steps × 2 = 4 元/t; 31.02 × 4 = 124.08
    expect(s.lines[1]).toMatchObject({ mode: 'price', steps: '2', perT: '4.0000', deductT: '0.000', amount: '124.08' });
    expect(s.weighedT).toBe('31.460');
    expect(s.quantityT).toBe('31.020');
    expect(s.baseAmount).toBe('24816.00'); // 31.02 × 800
    expect(s.perT).toBe('4.0000');
    expect(s.clauseAmount).toBe('124.08');
  });

  it('prorata: 2.5 steps × 0.7 % = 1.75 % of 31.46 t = 0.55055 → 0.551 t (half up); priced on 30.909 t', () => {
    const s = settleClauses({ clauses: [{ ...tonnage, stepping: 'prorata' }, kcal], quality: { mt: '14.5', qnetArKcal: '5260' }, weighedT: '31.46', unitPrice: '800' });
    expect(s.lines[0]).toMatchObject({ steps: '2.5', deductPct: '1.75', deductT: '0.551' });
    expect(s.quantityT).toBe('30.909'); // 31.46 − 0.551
    expect(s.lines[1].amount).toBe('123.64'); // 30.909 × 4 = 123.636 → 123.64
    expect(s.baseAmount).toBe('24727.20'); // 30.909 × 800 = 24727.2
  });

  it('a deduction on a tie rounds half up: 30 t × 0.015 % = 0.0045 t → 0.005 t', () => {
    const t = clause({ indicator: 'mt', from: '12', to: '20', step: '1', amountPerStep: '0.015', mode: 'tonnage' });
    const s = settleClauses({ clauses: [t], quality: { mt: '13' }, weighedT: '30', unitPrice: '100' });
    expect(s.lines[0].deductT).toBe('0.005');
    expect(s.quantityT).toBe('29.995');
    expect(s.baseAmount).toBe('2999.50'); // 29.995 × 100
  });

  it('a tie through an uneven step: 30 t × (0.13 / 3 step × 2.5 %) = 0.0325 t → 0.033 t', () => {
    // Mt above 15–18 per 3 %, 2.5 % each, prorata; v 15.13 → d 0.13 → 0.0433… step (no end) → 0.108333… %
    // deduct = 30 × 0.13 × 2.5 / (3 × 100) = 9.75 / 300 = 0.0325 exactly → half up → 0.033
    const t = clause({ indicator: 'mt', from: '15', to: '18', step: '3', amountPerStep: '2.5', mode: 'tonnage', stepping: 'prorata' });
    const s = settleClauses({ clauses: [t], quality: { mt: '15.13' }, weighedT: '30' });
    expect(s.lines[0].deductT).toBe('0.033');
    expect(s.quantityT).toBe('29.967'); // 30 − 0.033
    expect(s.baseAmount).toBeNull(); // no unit price given
  });

  it('each tonnage clause rounds its own deduction: 2 × round3(10.1 × 0.5 %) = 2 × 0.051 (not round3(1 %) = 0.101)', () => {
    const a = clause({ indicator: 'mt', from: '12', to: '20', step: '1', amountPerStep: '0.5', mode: 'tonnage' });
    const b = clause({ indicator: 'ad', from: '20', to: '30', step: '1', amountPerStep: '0.5', mode: 'tonnage' });
    // 10.1 × 0.5 / 100 = 0.0505 → 0.051 each
    const s = settleClauses({ clauses: [a, b], quality: { mt: '13', ad: '21' }, weighedT: '10.1', unitPrice: '10' });
    expect(s.lines.map((l) => l.deductT)).toEqual(['0.051', '0.051']);
    expect(s.quantityT).toBe('9.998'); // 10.1 − 0.102
    expect(s.baseAmount).toBe('99.98'); // 9.998 × 10
  });

  it('amounts round half up to the fen, a negative tie away from zero', () => {
    const pen = clause({ indicator: 'mt', from: '15', to: '30', step: '1', amountPerStep: '-1' });
    const bon = clause({ indicator: 'qnetArKcal', from: '5000', to: '5500', step: '100', amountPerStep: '1' });
    // 10.005 t × −1 = −10.005 → −10.01; × +1 = 10.005 → 10.01; base 10.005 × 1 = 10.005 → 10.01
    const s = settleClauses({ clauses: [pen, bon], quality: { mt: '16', qnetArKcal: '5100' }, weighedT: '10.005', unitPrice: '1' });
    expect(s.lines.map((l) => l.amount)).toEqual(['-10.01', '10.01']);
    expect(s.clauseAmount).toBe('0.00'); // −10.01 + 10.01 = 0 (the sum of the rounded lines)
    expect(s.perT).toBe('0.0000'); // −1 + 1
    expect(s.baseAmount).toBe('10.01');
  });

  it('the amount uses the rounded perT: 3 t × 0.6667 = 2.0001 → 2.00 (not 3 × 2/3 = 2)', () => {
    // above 5000–5500 per 300 kcal, +2 prorata, v 5100 → 0.6667 元/t (see above); 3.5 t × 0.6667 = 2.33345 → 2.33
    const c = clause({ indicator: 'qnetArKcal', from: '5000', to: '5500', step: '300', amountPerStep: '2', stepping: 'prorata' });
    expect(settleClauses({ clauses: [c], quality: { qnetArKcal: '5100' }, weighedT: '3' }).lines[0].amount).toBe('2.00');
    // 7.5 t × 0.6667 = 5.00025 → 5.00; exact 2/3 × 7.5 would be 5 as well; 1000 t × 0.6667 = 666.70 (exact 2/3 would give 666.67)
    expect(settleClauses({ clauses: [c], quality: { qnetArKcal: '5100' }, weighedT: '1000' }).lines[0].amount).toBe('666.70');
  });

  it('a small negative amount that rounds to zero prints 0.00', () => {
    // 0.001 t × −1 = −0.001 → −0.00 → 0.00
    const s = settleClauses({ clauses: [clause({ indicator: 'mt', from: '15', to: '30', amountPerStep: '-1' })], quality: { mt: '16' }, weighedT: '0.001', unitPrice: '1' });
    expect(s.lines[0].perT).toBe('-1.0000');
    expect(s.lines[0].amount).toBe('0.00');
    expect(s.clauseAmount).toBe('0.00');
    expect(s.baseAmount).toBe('0.00'); // 0.001 × 1 = 0.001 → 0.00
  });

  it('weighedT is taken to 3 places, as printed: 31.4605 t is 31.461 t for every figure', () => {
    const s = settleClauses({ clauses: [], quality: {}, weighedT: '31.4605', unitPrice: '800' });
    expect(s.weighedT).toBe('31.461');
    expect(s.quantityT).toBe('31.461');
    expect(s.baseAmount).toBe('25168.80'); // 31.461 × 800 (not 31.4605 × 800 = 25168.40)
  });

  it('unit price and weighed tonnes may be numbers; a blank unit price gives no base amount', () => {
    expect(settleClauses({ clauses: [], quality: {}, weighedT: 31.46, unitPrice: 800 }).baseAmount).toBe('25168.00');
    expect(settleClauses({ clauses: [], quality: {}, weighedT: '31.46', unitPrice: '' }).baseAmount).toBeNull();
    expect(settleClauses({ clauses: [], quality: {}, weighedT: '31.46', unitPrice: null }).baseAmount).toBeNull();
  });
});

describe('the preview of issue 11: the 5000 kcal template at 5180 kcal, Mt 16.4 %', () => {
  it('+2.0000 and −1.0000, net +1.0000 元/t; 31.46 t at 800 元/t: base 25168.00, amounts 62.92 and −31.46', () => {
    const s = settleClauses({ clauses: CLAUSE_TEMPLATE_5000, quality: { qnetArKcal: '5180', mt: '16.4' }, weighedT: '31.46', unitPrice: '800' });
    expect(s.lines.map((l) => [l.indicator, l.direction, l.mode, l.value, l.steps, l.perT, l.amount, l.rejected])).toEqual([
      // above 5000–5500 per 100 kcal +2: d = 180 → 1 whole step → +2; 31.46 × 2 = 62.92
      ['qnetArKcal', 'above', 'price', '5180', '1', '2.0000', '62.92', false],
      // below 4800–5000: 5180 clamps to 5000, d = 0
      ['qnetArKcal', 'below', 'price', '5180', '0', '0.0000', '0.00', false],
      // below 4000–4800: clamps to 4800, d = 0
      ['qnetArKcal', 'below', 'price', '5180', '0', '0.0000', '0.00', false],
      // reject 0–3999: 5180 is outside
      ['qnetArKcal', 'below', 'reject', '5180', '0', '0.0000', '0.00', false],
      // Mt above 15–30 per 1 % −1: d = 1.4 → 1 whole step → −1; 31.46 × −1 = −31.46
      ['mt', 'above', 'price', '16.4', '1', '-1.0000', '-31.46', false],
    ]);
    expect(s.perT).toBe('1.0000'); // +2 − 1
    expect(s.weighedT).toBe('31.460');
    expect(s.quantityT).toBe('31.460');
    expect(s.baseAmount).toBe('25168.00'); // 31.46 × 800
    expect(s.clauseAmount).toBe('31.46'); // 62.92 − 31.46
    expect(s.rejectedBy).toEqual([]);
  });

  it('the same template lower down: 4500 kcal, Mt 14 % → −6 and −27, net −33.0000', () => {
    // −3 band: 5000 − 4800 = 200 (4500 clamps to 4800) → 2 steps × −3 = −6; −9 band: 4800 − 4500 = 300 → 3 × −9 = −27
    const s = settleClauses({ clauses: CLAUSE_TEMPLATE_5000, quality: { qnetArKcal: 4500, mt: 14 }, weighedT: '10', unitPrice: '800' });
    expect(s.lines.map((l) => l.perT)).toEqual(['0.0000', '-6.0000', '-27.0000', '0.0000', '0.0000']);
    expect(s.lines.map((l) => l.amount)).toEqual(['0.00', '-60.00', '-270.00', '0.00', '0.00']); // × 10 t
    expect(s.perT).toBe('-33.0000');
    expect(s.clauseAmount).toBe('-330.00');
  });
});

describe('docs/contracts.md worked example 2: prorata with a cap', () => {
  it('50 t at 650 元/t, Qnet,ar 5100, St,d 0.87 → +0.6667 and −12.0000; 33.34 and −600.00', () => {
    const kcal = clause({ indicator: 'qnetArKcal', from: '5000', to: '5500', step: '300', amountPerStep: '2', stepping: 'prorata' });
    const sulphur = clause({ indicator: 'std', from: '0.6', to: '1.5', step: '0.1', amountPerStep: '-5', stepping: 'prorata', capPerT: '12' });
    const s = settleClauses({ clauses: [kcal, sulphur], quality: { qnetArKcal: '5100', std: '0.87' }, weighedT: '50', unitPrice: '650' });
    // 1/3 step × 2 = 0.6666… → 0.6667; 50 × 0.6667 = 33.335 → 33.34
    // d 0.27 → 2.7 steps × −5 = −13.5 → cap −12; 50 × −12 = −600
    expect(s.lines.map((l) => [l.steps.slice(0, 6), l.perT, l.amount])).toEqual([
      ['0.3333', '0.6667', '33.34'],
      ['2.7', '-12.0000', '-600.00'],
    ]);
    expect(s.perT).toBe('-11.3333'); // 0.6667 − 12
    expect(s.baseAmount).toBe('32500.00'); // 50 × 650
    expect(s.clauseAmount).toBe('-566.66'); // 33.34 − 600
    // full stepping on the sulphur row: 2 steps × −5 = −10
    expect(evaluateClause({ ...sulphur, stepping: 'full' }, { std: '0.87' }).perT).toBe('-10.0000');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties. Decimal strings are built from integers (hundredths for values and bands, ten-thousandths for the
// amounts and caps), so no float ever reaches the engine.
// ---------------------------------------------------------------------------------------------------------------

/** n / 10^places as a plain decimal string, by integer arithmetic only. */
function scaled(n: number | bigint, places: number): string {
  const b = BigInt(n);
  const neg = b < 0n;
  const abs = neg ? -b : b;
  const unit = 10n ** BigInt(places);
  const whole = abs / unit;
  const frac = (abs % unit).toString().padStart(places, '0').replace(/0+$/, '');
  const s = frac ? `${whole}.${frac}` : `${whole}`;
  return neg && abs !== 0n ? `-${s}` : s;
}

/** An integer n of 10^-places units written with exactly `places` places ("0.0000", "-1.2500"), as the wire does. */
function fixedStr(n: bigint, places: number): string {
  const neg = n < 0n;
  const abs = neg ? -n : n;
  const unit = 10n ** BigInt(places);
  const s = `${abs / unit}.${(abs % unit).toString().padStart(places, '0')}`;
  return neg ? `-${s}` : s;
}

/** num / den (den > 0) rounded half up, away from zero on a tie, to an integer. */
function roundHalfUp(num: bigint, den: bigint): bigint {
  const neg = num < 0n;
  const abs = neg ? -num : num;
  const q = (2n * abs + den) / (2n * den);
  return neg ? -q : q;
}

interface Gen {
  indicator: ClauseIndicator;
  direction: 'above' | 'below';
  stepping: 'full' | 'prorata';
  /** hundredths */
  from: number;
  width: number;
  step: number;
  /** ten-thousandths, non-zero */
  amount: number;
  /** ten-thousandths, or null */
  cap: number | null;
}

const genClause = fc
  .record({
    indicator: fc.constantFrom<ClauseIndicator>('qnetArKcal', 'mt', 'ad', 'std', 'vdaf', 'hgi', 'g'),
    direction: fc.constantFrom<'above' | 'below'>('above', 'below'),
    stepping: fc.constantFrom<'full' | 'prorata'>('full', 'prorata'),
    from: fc.integer({ min: 0, max: 600000 }),
    width: fc.integer({ min: 1, max: 100000 }),
    stepFrac: fc.integer({ min: 1, max: 1000 }),
    amount: fc.integer({ min: -1000000, max: 1000000 }).filter((a) => a !== 0),
    cap: fc.option(fc.integer({ min: 0, max: 1000000 }), { nil: null }),
  })
  .map(({ stepFrac, ...g }): Gen => ({ ...g, step: Math.max(1, Math.floor((g.width * stepFrac) / 1000)) }));

const toClause = (g: Gen, mode: 'price' | 'tonnage' = 'price'): ContractClause => ({
  indicator: g.indicator,
  direction: g.direction,
  from: scaled(g.from, 2),
  to: scaled(g.from + g.width, 2),
  step: scaled(g.step, 2),
  amountPerStep: scaled(mode === 'tonnage' ? Math.abs(g.amount) : g.amount, 4),
  stepping: g.stepping,
  capPerT: g.cap === null ? null : scaled(g.cap, 4),
  mode,
});

/** A value (hundredths) from a little below the band to a little above it. */
const genValue = (g: Gen) => fc.integer({ min: Math.max(0, g.from - g.width), max: g.from + 2 * g.width });

/**
 * The exact model, in whole numbers: perT in ten-thousandths of a 元 as a fraction num / den before rounding.
 * d and step share their unit (hundredths), so steps = d / step.
 */
function model(g: Gen, v: number, amount = g.amount): { steps: [bigint, bigint]; num: bigint; den: bigint } {
  const to = g.from + g.width;
  const clamped = Math.min(Math.max(v, g.from), to);
  const d = BigInt(g.direction === 'above' ? clamped - g.from : to - clamped);
  const step = BigInt(g.step);
  const a = BigInt(amount);
  let num: bigint;
  let den: bigint;
  let steps: [bigint, bigint];
  if (g.stepping === 'full') {
    const whole = d / step; // d ≥ 0: BigInt division is the floor
    steps = [whole, 1n];
    num = whole * a;
    den = 1n;
  } else {
    steps = [d, step];
    num = d * a;
    den = step;
  }
  if (g.cap !== null) {
    const cap = BigInt(g.cap);
    const abs = num < 0n ? -num : num;
    if (abs > cap * den) {
      num = num < 0n ? -cap : cap;
      den = 1n;
    }
  }
  return { steps, num, den };
}

const perTOf = (g: Gen, v: number, stepping = g.stepping) => dec(evaluateClause(toClause({ ...g, stepping }), { [g.indicator]: scaled(v, 2) }).perT);

describe('properties (fast-check)', () => {
  it('perT equals the exact model rounded half up to 4 places, for every clause and value', () => {
    fc.assert(
      fc.property(genClause.chain((g) => fc.tuple(fc.constant(g), genValue(g))), ([g, v]) => {
        const { num, den } = model(g, v);
        const r = evaluateClause(toClause(g), { [g.indicator]: scaled(v, 2) });
        expect(r.perT).toBe(fixedStr(roundHalfUp(num, den), 4));
      }),
      { numRuns: 500 },
    );
  });

  it('tonnes deducted equal the exact model rounded half up to 3 places; amounts to 2', () => {
    fc.assert(
      fc.property(
        genClause.chain((g) => fc.tuple(fc.constant(g), genValue(g), genValue(g))),
        fc.integer({ min: 1, max: 200000000 }), // weighed, in kilograms
        fc.integer({ min: 1, max: 2000000 }), // unit price, in fen
        ([g, vT, vP], kg, fen) => {
          const t = { ...g, amount: Math.abs(g.amount) % 1000000 || 1 }; // a positive percentage, below 100
          const tonnage = toClause(t, 'tonnage');
          const price = { ...toClause(g), indicator: g.indicator === 'mt' ? ('ad' as const) : ('mt' as const) };
          const s = settleClauses({ clauses: [tonnage, price], quality: { [tonnage.indicator]: scaled(vT, 2), [price.indicator]: scaled(vP, 2) }, weighedT: scaled(kg, 3), unitPrice: scaled(fen, 2) });
          // pct in ten-thousandths of a percent = num / den; kg × pct / (10^4 × 100) kilograms
          const mt = model(t, vT);
          const deductKg = roundHalfUp(BigInt(kg) * mt.num, mt.den * 1000000n);
          expect(s.lines[0].deductT).toBe(fixedStr(deductKg, 3));
          const qKg = BigInt(kg) - deductKg;
          expect(s.quantityT).toBe(fixedStr(qKg, 3));
          // perT in 10^-4 元; kg × perT is in 10^-7 元 → fen: / 10^5
          const mp = model(g, vP);
          const perT = roundHalfUp(mp.num, mp.den);
          expect(s.lines[1].perT).toBe(fixedStr(perT, 4));
          expect(s.lines[1].amount).toBe(fixedStr(roundHalfUp(qKg * perT, 100000n), 2));
          // base: kg × fen is in 10^-5 元 → fen: / 10^3
          expect(s.baseAmount).toBe(fixedStr(roundHalfUp(qKg * BigInt(fen), 1000n), 2));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a tie stays a tie whatever the step: perT = t/2 ten-thousandths exactly rounds away from zero', () => {
    // step = 2·d·j hundredths and amount = t·j ten-thousandths give perT = d·t·j / (2·d·j) = t/2 (t odd): a tie at the
    // 5th place, reached through d / step = 1 / (2j), which has no end when j has a factor other than 2 and 5.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.constantFrom<'above' | 'below'>('above', 'below'),
        (d, j, k, from, direction) => {
          const t = 2 * k + 1;
          const step = 2 * d * j;
          const to = from + step;
          const c: ContractClause = { indicator: 'ad', direction, from: scaled(from, 2), to: scaled(to, 2), step: scaled(step, 2), amountPerStep: scaled(t * j, 4), stepping: 'prorata', capPerT: null, mode: 'price' };
          const v = direction === 'above' ? from + d : to - d;
          // t/2 half up away from zero: (t + 1)/2 for t > 0, (t − 1)/2 for t < 0
          const want = t > 0 ? (t + 1) / 2 : (t - 1) / 2;
          expect(evaluateClause(c, { ad: scaled(v, 2) }).perT).toBe(fixedStr(BigInt(want), 4));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('within a band the adjustment is monotonic in the value, its sense set by direction × sign of amount', () => {
    // above & bonus: non-decreasing; above & penalty: non-increasing; below & bonus: non-increasing (a lower value
    // goes further into the band); below & penalty: non-decreasing.
    fc.assert(
      fc.property(genClause.chain((g) => fc.tuple(fc.constant(g), genValue(g), genValue(g))), ([g, a, b]) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const pLo = perTOf(g, lo);
        const pHi = perTOf(g, hi);
        const rising = (g.direction === 'above') === g.amount > 0;
        if (rising) expect(pLo.lte(pHi)).toBe(true);
        else expect(pLo.gte(pHi)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('the deducted percentage of a tonnage clause rises with the value above, falls with it below', () => {
    fc.assert(
      fc.property(genClause.chain((g) => fc.tuple(fc.constant(g), genValue(g), genValue(g))), ([g, a, b]) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const c = toClause(g, 'tonnage');
        const pLo = dec(evaluateClause(c, { [g.indicator]: scaled(lo, 2) }).deductPct);
        const pHi = dec(evaluateClause(c, { [g.indicator]: scaled(hi, 2) }).deductPct);
        if (g.direction === 'above') expect(pLo.lte(pHi)).toBe(true);
        else expect(pLo.gte(pHi)).toBe(true);
        expect(pLo.gte(0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('|perT| never exceeds capPerT (and a tonnage percentage never exceeds its cap)', () => {
    fc.assert(
      fc.property(
        genClause.filter((g) => g.cap !== null).chain((g) => fc.tuple(fc.constant(g), genValue(g))),
        ([g, v]) => {
          const cap = dec(scaled(g.cap!, 4));
          expect(perTOf(g, v).abs().lte(cap)).toBe(true);
          const pct = dec(evaluateClause(toClause(g, 'tonnage'), { [g.indicator]: scaled(v, 2) }).deductPct);
          expect(pct.lte(cap)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('full stepping never exceeds prorata in magnitude, and has the same sign', () => {
    fc.assert(
      fc.property(genClause.chain((g) => fc.tuple(fc.constant(g), genValue(g))), ([g, v]) => {
        const full = perTOf(g, v, 'full');
        const pro = perTOf(g, v, 'prorata');
        expect(full.abs().lte(pro.abs())).toBe(true);
        expect(full.isZero() || full.isNeg() === pro.isNeg()).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('steps lie within [0, (to − from) / step]; full counts whole steps, prorata the exact quotient', () => {
    fc.assert(
      fc.property(genClause.chain((g) => fc.tuple(fc.constant(g), genValue(g))), ([g, v]) => {
        const r = evaluateClause(toClause(g), { [g.indicator]: scaled(v, 2) });
        const steps = dec(r.steps);
        const most = dec(g.width).div(g.step);
        expect(steps.gte(0)).toBe(true);
        expect(steps.lte(most)).toBe(true);
        const [n, d] = model(g, v).steps;
        if (g.stepping === 'full') {
          expect(steps.isInteger()).toBe(true);
          expect(r.steps).toBe(n.toString());
        } else {
          // the exact quotient to 40 significant digits
          expect(steps.eq(dec(n.toString()).div(d.toString()))).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('no figure of a settlement is ever printed "-0…"', () => {
    fc.assert(
      fc.property(
        genClause.chain((g) => fc.tuple(fc.constant(g), genValue(g))),
        fc.integer({ min: 0, max: 100000 }),
        ([g, v], kg) => {
          const s = settleClauses({ clauses: [toClause(g)], quality: { [g.indicator]: scaled(v, 2) }, weighedT: scaled(kg, 3), unitPrice: '1' });
          expect(JSON.stringify(s)).not.toMatch(/"-0(\.0+)?"/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
