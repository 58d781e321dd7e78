import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../decimal';
import { CLAUSE_TEMPLATE_5000 } from '../clauses/template';
import { CLAUSE_INDICATORS, INDICATORS, type ClauseIndicator, type ContractClause } from '../clauses/types';
import { computeSettlement, settlementRefusals, type SettlementInput } from './compute';
import { weightedQuality, type SettlementQualityResult } from './quality';

/**
 * Properties of the settlement over random drafts (fast-check): the sheet adds up, the quantity is the weighings',
 * the tax split is exact, a mean lies between its results and equals an exact model in whole numbers (BigInt), and
 * the order in which the server happens to read rows changes nothing.
 */

// A pool of clauses of every mode, stepping and cap; each draft takes a random subset.
const POOL: ContractClause[] = [
  ...CLAUSE_TEMPLATE_5000,
  { indicator: 'qnetArKcal', direction: 'above', from: '5000', to: '6000', step: '300', amountPerStep: '2', stepping: 'prorata', capPerT: '5', mode: 'price' },
  { indicator: 'mt', direction: 'above', from: '12', to: '20', step: '1', amountPerStep: '0.7', stepping: 'full', capPerT: null, mode: 'tonnage' },
  { indicator: 'ad', direction: 'above', from: '25', to: '35', step: '1', amountPerStep: '0.5', stepping: 'prorata', capPerT: '3', mode: 'tonnage' },
  { indicator: 'ad', direction: 'above', from: '20', to: '30', step: '0.3', amountPerStep: '-1.37', stepping: 'prorata', capPerT: '10', mode: 'price' },
  { indicator: 'std', direction: 'above', from: '0.6', to: '1.5', step: '0.1', amountPerStep: '-5', stepping: 'full', capPerT: null, mode: 'price' },
  { indicator: 'vdaf', direction: 'below', from: '20', to: '28', step: '0.7', amountPerStep: '-3.3333', stepping: 'prorata', capPerT: null, mode: 'price' },
  { indicator: 'hgi', direction: 'below', from: '40', to: '60', step: '5', amountPerStep: '-2', stepping: 'full', capPerT: null, mode: 'price' },
  { indicator: 'g', direction: 'above', from: '65', to: '90', step: '5', amountPerStep: '3', stepping: 'prorata', capPerT: null, mode: 'price' },
  { indicator: 'std', direction: 'above', from: '3', to: '5', step: null, amountPerStep: null, stepping: 'full', capPerT: null, mode: 'reject' },
];

// Values in units of the indicator's last place (hundredths for %, whole numbers otherwise).
const RANGES: Record<ClauseIndicator, [number, number]> = { qnetArKcal: [3000, 7000], mt: [200, 4000], ad: [500, 4500], std: [10, 500], vdaf: [1000, 4500], hgi: [30, 110], g: [0, 110] };
const scaledStr = (n: number, places: number) => (places === 0 ? String(n) : dec(n).div(10 ** places).toFixed(places));

const genDraft = fc
  .record({
    kgs: fc.array(fc.integer({ min: 0, max: 3000 }).map((n) => n * 20), { maxLength: 10 }),
    results: fc.array(
      fc.record({
        cover: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 6 }),
        values: fc.record(Object.fromEntries(CLAUSE_INDICATORS.map((k) => [k, fc.option(fc.integer({ min: RANGES[k][0], max: RANGES[k][1] }), { nil: undefined })])) as Record<ClauseIndicator, fc.Arbitrary<number | undefined>>),
      }),
      { maxLength: 5 },
    ),
    clauses: fc.subarray(POOL),
    price: fc.integer({ min: 0, max: 20000000 }), // 10^-4 元/t
    taxPct: fc.constantFrom(0, 1, 3, 6, 9, 13),
    deductions: fc.array(fc.integer({ min: 1, max: 10000000 }), { maxLength: 3 }), // fen
  })
  .map((g): SettlementInput & { taxPct: number } => {
    const weighings = g.kgs.map((settleKg, i) => ({ id: String(i + 1), settleKg }));
    // cover index 10 and 11 are weighings outside the settlement
    const results: SettlementQualityResult[] = g.results.map((r, i) => ({
      id: String(100 + i),
      weighingIds: r.cover.map((c) => String(c + 1)),
      ...Object.fromEntries(CLAUSE_INDICATORS.flatMap((k) => (r.values[k] === undefined ? [] : [[k, scaledStr(r.values[k]!, INDICATORS[k].scale)]]))),
    }));
    return {
      contract: { unitPrice: dec(g.price).div(10000).toFixed(), taxRate: dec(g.taxPct).div(100).toFixed(), clauses: g.clauses },
      weighings,
      results,
      otherDeductions: g.deductions.map((fen, i) => ({ name: `扣款${i + 1}`, amount: dec(fen).div(100).toFixed(2) })),
      taxPct: g.taxPct,
    };
  });

/** n / d half up (away from zero) to an integer, exactly. */
function roundHalfUp(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return neg ? -q : q;
}
const fen = (s: string) => BigInt(dec(s).times(100).toFixed(0));

function shuffle<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('properties (fast-check)', () => {
  it('total = base + Σ clause amounts − Σ other deductions, to the fen', () => {
    fc.assert(
      fc.property(genDraft, (input) => {
        const s = computeSettlement(input);
        const want = fen(s.baseAmount) + s.lines.reduce((t, l) => t + fen(l.amount), 0n) - s.otherDeductions.reduce((t, d) => t + fen(d.amount), 0n);
        expect(fen(s.totalAmount)).toBe(want);
      }),
      { numRuns: 400 },
    );
  });

  it('weighedT = Σ settleKg / 1000 and quantityT = weighedT − Σ deductT, in kilograms exactly', () => {
    fc.assert(
      fc.property(genDraft, (input) => {
        const s = computeSettlement(input);
        const kg = input.weighings.reduce((t, w) => t + BigInt(w.settleKg), 0n);
        const kgOf = (t: string) => BigInt(dec(t).times(1000).toFixed(0));
        expect(kgOf(s.weighedT)).toBe(kg);
        expect(s.weighedT).toMatch(/^\d+\.\d{3}$/);
        expect(kgOf(s.quantityT)).toBe(kg - s.lines.reduce((t, l) => t + kgOf(l.deductT), 0n));
      }),
      { numRuns: 400 },
    );
  });

  it('taxAmount + amountExclTax = totalAmount exactly, and taxAmount is the exact tax rounded half up', () => {
    fc.assert(
      fc.property(genDraft, (input) => {
        const s = computeSettlement(input);
        expect(fen(s.taxAmount) + fen(s.amountExclTax)).toBe(fen(s.totalAmount));
        // rate p / 100: tax = total × p / (100 + p), in fen
        const p = BigInt(input.taxPct);
        expect(fen(s.taxAmount)).toBe(roundHalfUp(fen(s.totalAmount) * p, 100n + p));
      }),
      { numRuns: 400 },
    );
  });

  it('each mean lies between its results’ least and greatest value, and equals Σ(kg × v) / Σ kg rounded half up', () => {
    fc.assert(
      fc.property(genDraft, (input) => {
        const { quality, trace } = weightedQuality(input.weighings, input.results);
        const kgById = new Map(input.weighings.map((w) => [w.id, BigInt(w.settleKg)]));
        for (const k of CLAUSE_INDICATORS) {
          const places = INDICATORS[k].scale;
          const unit = 10n ** BigInt(places);
          // the model: each result weighs the kilograms of its distinct included weighings
          const used = input.results.flatMap((r) => {
            const v = r[k];
            const kg = [...new Set(r.weighingIds)].reduce((t, id) => t + (kgById.get(id) ?? 0n), 0n);
            return v === undefined || kg === 0n ? [] : [{ kg, v: BigInt(dec(v as string).times(unit.toString()).toFixed(0)) }];
          });
          if (used.length === 0) {
            expect(quality[k]).toBeUndefined();
            expect(trace[k]).toBeUndefined();
            continue;
          }
          const mean = roundHalfUp(used.reduce((t, u) => t + u.kg * u.v, 0n), used.reduce((t, u) => t + u.kg, 0n));
          const got = BigInt(dec(quality[k]!).times(unit.toString()).toFixed(0));
          expect(got).toBe(mean);
          expect(quality[k]!).toMatch(places === 0 ? /^\d+$/ : /^\d+\.\d{2}$/);
          const vs = used.map((u) => u.v);
          expect(got >= vs.reduce((a, b) => (a < b ? a : b))).toBe(true);
          expect(got <= vs.reduce((a, b) => (a > b ? a : b))).toBe(true);
          // the trace adds up to what it shows
          const tr = trace[k]!;
          expect(tr.results.reduce((t, r) => t.plus(dec(r.weightT)), dec(0)).eq(dec(tr.sumT))).toBe(true);
          expect(tr.results.reduce((t, r) => t.plus(dec(r.product)), dec(0)).eq(dec(tr.sumProduct))).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('permuting the weighings, the results or a result’s weighings changes nothing', () => {
    fc.assert(
      fc.property(genDraft, fc.integer(), fc.integer(), (input, a, b) => {
        const shuffled: SettlementInput = {
          ...input,
          weighings: shuffle(input.weighings, a),
          results: shuffle(input.results, b).map((r, i) => ({ ...r, weighingIds: shuffle(r.weighingIds, a + i) })),
        };
        expect(computeSettlement(shuffled)).toEqual(computeSettlement(input));
        expect(weightedQuality(shuffled.weighings, shuffled.results)).toEqual(weightedQuality(input.weighings, input.results));
        const refusals = (x: SettlementInput) => settlementRefusals({ clauses: x.contract.clauses, weighings: x.weighings, results: x.results });
        expect(refusals(shuffled)).toEqual(refusals(input));
      }),
      { numRuns: 300 },
    );
  });

  it('never prints "-0" and never divides by zero', () => {
    fc.assert(
      fc.property(genDraft, (input) => {
        const s = computeSettlement(input);
        expect(JSON.stringify(s)).not.toMatch(/"-0(\.0+)?"/);
        expect(JSON.stringify(s)).not.toMatch(/NaN|Infinity/);
      }),
      { numRuns: 300 },
    );
  });
});
