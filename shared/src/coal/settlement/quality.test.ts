import { describe, expect, it } from 'vitest';
import { weightedQuality } from './quality';

/**
 * The settlement's quality (coal-api.md "Settlement"): for each indicator Σ(t × v) / Σ t over the approved results,
 * a result weighing the settle tonnes of the included weighings it covers. Expected figures worked by hand.
 */

const w = (id: string, settleKg: number) => ({ id, settleKg });

describe('the trace behind each quality value', () => {
  it("shows, for the issue's two batches, each result with its tonnage, value and product", () => {
    // Batch A: w1 31460 + w2 32180 = 63640 kg; batch B: w3 30940 + w4 33020 + w5 29880 = 93840 kg
    const q = weightedQuality(
      [w('1', 31460), w('2', 32180), w('3', 30940), w('4', 33020), w('5', 29880)],
      [
        { id: '12', sampleNo: 'CY-B', weighingIds: ['5', '3', '4'], qnetArKcal: 4960, mt: '16.30' },
        { id: '11', sampleNo: 'CY-A', weighingIds: ['2', '1'], qnetArKcal: 5230, mt: '14.60' },
      ],
    );
    expect(q.quality).toEqual({ qnetArKcal: '5069', mt: '15.61' });
    expect(q.trace.qnetArKcal).toEqual({
      indicator: 'qnetArKcal',
      // 798283.6 / 157.48 = 5069.11… → 5069
      value: '5069',
      sumT: '157.480',
      // 332837.2 + 465446.4
      sumProduct: '798283.6',
      results: [
        // 63.64 × 5230 = 332837.2
        { id: '11', sampleNo: 'CY-A', weighingIds: ['1', '2'], weightT: '63.640', value: '5230', product: '332837.2' },
        // 93.84 × 4960 = 465446.4
        { id: '12', sampleNo: 'CY-B', weighingIds: ['3', '4', '5'], weightT: '93.840', value: '4960', product: '465446.4' },
      ],
    });
    // 63.64 × 14.60 = 929.144; 93.84 × 16.30 = 1529.592; Σ 2458.736; / 157.48 = 15.613… → 15.61
    expect(q.trace.mt).toMatchObject({ value: '15.61', sumT: '157.480', sumProduct: '2458.736' });
    expect(q.trace.mt!.results.map((r) => r.product)).toEqual(['929.144', '1529.592']);
  });
});

describe('which tonnage a result weighs', () => {
  it('a result covering weighings outside the settlement counts only its included ones', () => {
    // R1 covers w1 (20 t, included) and w9 (not in this settlement): it weighs 20 t. R2 covers w2 (10 t).
    // Qnet: (20 × 5000 + 10 × 5300) / 30 = 153000 / 30 = 5100
    const q = weightedQuality([w('1', 20000), w('2', 10000)], [
      { id: '1', weighingIds: ['1', '9'], qnetArKcal: 5000 },
      { id: '2', weighingIds: ['2'], qnetArKcal: 5300 },
    ]);
    expect(q.quality.qnetArKcal).toBe('5100');
    expect(q.trace.qnetArKcal!.results.map((r) => [r.id, r.weighingIds, r.weightT])).toEqual([
      ['1', ['1'], '20.000'],
      ['2', ['2'], '10.000'],
    ]);
  });

  it('a weighing covered by two results weighs in each (the spec: weight = settleKg of the weighings each result covers)', () => {
    // w1 10 t, w2 10 t. R1 covers w1 and w2 (20 t) at 5000; R2, a second test, covers w2 (10 t) at 5200.
    // Per result: (20 × 5000 + 10 × 5200) / 30 = 152000 / 30 = 5066.67 → 5067.
    // (Averaging per weighing first would give w1 5000, w2 5100 → 5050; that is not what the spec says.)
    // Mt likewise: (20 × 10.00 + 10 × 12.00) / 30 = 320 / 30 = 10.666… → 10.67
    const q = weightedQuality([w('1', 10000), w('2', 10000)], [
      { id: '1', weighingIds: ['1', '2'], qnetArKcal: 5000, mt: '10.00' },
      { id: '2', weighingIds: ['2'], qnetArKcal: 5200, mt: '12.00' },
    ]);
    expect(q.quality).toEqual({ qnetArKcal: '5067', mt: '10.67' });
    expect(q.trace.qnetArKcal!.sumT).toBe('30.000');
  });

  it('a weighing named twice in one result counts once', () => {
    // R1 covers w1 (listed twice) = 10 t at 5000; R2 covers w2 = 10 t at 5100 → (50000 + 51000) / 20 = 5050
    const q = weightedQuality([w('1', 10000), w('2', 10000)], [
      { id: '1', weighingIds: ['1', '1'], qnetArKcal: 5000 },
      { id: '2', weighingIds: ['2'], qnetArKcal: 5100 },
    ]);
    expect(q.quality.qnetArKcal).toBe('5050');
    expect(q.trace.qnetArKcal!.results[0].weightT).toBe('10.000');
  });

  it('a result that covers no included weighing, or only weighings of 0 kg, is not used', () => {
    const q = weightedQuality([w('1', 10000), w('2', 0)], [
      { id: '1', weighingIds: ['1'], mt: '10.00' },
      { id: '2', weighingIds: ['9'], mt: '30.00' },
      { id: '3', weighingIds: ['2'], mt: '40.00' },
    ]);
    expect(q.quality).toEqual({ mt: '10.00' });
    expect(q.trace.mt!.results.map((r) => r.id)).toEqual(['1']);
  });
});

describe('places and missing values', () => {
  it('rounds kcal/kg, HGI and G to the unit and percentages to 2 places, half up', () => {
    // 3 t and 1 t: Qnet (3 × 5000 + 1 × 5002) / 4 = 20002 / 4 = 5000.5 → 5001
    // HGI (3 × 60 + 1 × 62) / 4 = 242 / 4 = 60.5 → 61; G (3 × 80 + 1 × 81) / 4 = 321 / 4 = 80.25 → 80
    // Vdaf (3 × 30.00 + 1 × 30.02) / 4 = 120.02 / 4 = 30.005 → 30.01; Ad (3 × 20.00 + 1 × 20.01) / 4 = 80.01 / 4 = 20.0025 → 20.00
    const q = weightedQuality([w('1', 3000), w('2', 1000)], [
      { id: '1', weighingIds: ['1'], qnetArKcal: 5000, hgi: 60, g: 80, vdaf: '30.00', ad: '20.00' },
      { id: '2', weighingIds: ['2'], qnetArKcal: 5002, hgi: 62, g: 81, vdaf: '30.02', ad: '20.01' },
    ]);
    expect(q.quality).toEqual({ qnetArKcal: '5001', ad: '20.00', vdaf: '30.01', hgi: '61', g: '80' });
  });

  it('an indicator is averaged over the results that measured it; unmeasured ones are absent', () => {
    // Mt measured by both (20 t at 12.00, 30 t at 14.00 → 660 / 50 = 13.20); Ad by the first only → 22.00;
    // St,d by none (null, blank, not a number) → absent
    const q = weightedQuality([w('1', 20000), w('2', 30000)], [
      { id: '1', weighingIds: ['1'], mt: '12.00', ad: '22.00', std: null },
      { id: '2', weighingIds: ['2'], mt: 14, ad: '', std: 'n/a' },
    ]);
    expect(q.quality).toEqual({ mt: '13.20', ad: '22.00' });
    expect(q.trace.std).toBeUndefined();
    expect(q.trace.ad!.sumT).toBe('20.000');
  });

  it('gives nothing for no weighings or no results', () => {
    expect(weightedQuality([], [{ id: '1', weighingIds: ['1'], mt: '10' }])).toEqual({ quality: {}, trace: {} });
    expect(weightedQuality([w('1', 10000)], [])).toEqual({ quality: {}, trace: {} });
  });
});
