import { describe, expect, it } from 'vitest';
import { computeTruckFreight, type TruckFreightInput } from './truckFreight';

/**
 * A carrier's truck freight worked by hand (docs/freight.md "Truck"): freight = round2(settleT × rate); shortage =
 * loaded − received; allowance = loaded × ‰ / 1000; deducted = round3(max(0, shortage − allowance));
 * deduction = round2(deducted × price); the totals are sums of the trips.
 */

// 45.50 元/t on the loaded weight, 2 ‰ allowance, short tonnage charged at the coal's 680 元/t.
const input: TruckFreightInput = {
  rate: '45.50',
  settleBasis: 'loaded',
  allowancePermille: '2',
  deductionPrice: '680',
  trips: [
    // shortage 40 kg inside the allowance 34.56 × 2 ‰ = 0.06912 t
    { id: 't1', loadedKg: 34560, receivedKg: 34520 },
    // shortage 160 kg beyond the allowance 35.02 × 2 ‰ = 0.07004 t
    { id: 't2', loadedKg: 35020, receivedKg: 34860 },
    // gained 20 kg (rain)
    { id: 't3', loadedKg: 33980, receivedKg: 34000 },
  ],
};

describe('one carrier, three trips', () => {
  const r = computeTruckFreight(input);

  it('deducts only the shortage beyond the allowance', () => {
    expect(r.trips.map((t) => [t.settleT, t.freight, t.shortageT, t.allowanceT, t.deductT, t.deduction, t.net])).toEqual([
      // 34.56 × 45.5 = 1572.48; 0.040 < 0.06912 → nothing deducted
      ['34.560', '1572.48', '0.040', '0.069', '0.000', '0.00', '1572.48'],
      // 35.02 × 45.5 = 1593.41; 0.160 − 0.07004 = 0.08996 → 0.090 t × 680 = 61.20; net 1532.21
      ['35.020', '1593.41', '0.160', '0.070', '0.090', '61.20', '1532.21'],
      // 33.98 × 45.5 = 1546.09; shortage −0.020 → nothing
      ['33.980', '1546.09', '-0.020', '0.068', '0.000', '0.00', '1546.09'],
    ]);
  });

  it('totals the trips', () => {
    // freight 1572.48 + 1593.41 + 1546.09 = 4711.98; deduction 61.20; total 4650.78
    expect(r.freight).toBe('4711.98');
    expect(r.deduction).toBe('61.20');
    expect(r.total).toBe('4650.78');
    // 34.56 + 35.02 + 33.98 = 103.560; shortage 0.04 + 0.16 − 0.02 = 0.180; deducted 0.090
    expect(r.settleT).toBe('103.560');
    expect(r.shortageT).toBe('0.180');
    expect(r.deductT).toBe('0.090');
  });

  it('pays on the lesser weight when the contract says so', () => {
    const l = computeTruckFreight({ ...input, settleBasis: 'lesser' });
    // t1 34.52 × 45.5 = 1570.66; t2 34.86 × 45.5 = 1586.13; t3 33.98 (loaded is less) = 1546.09; Σ 4702.88
    expect(l.trips.map((t) => t.freight)).toEqual(['1570.66', '1586.13', '1546.09']);
    expect(l.freight).toBe('4702.88');
    // received: t3 34.00 × 45.5 = 1547.00
    expect(computeTruckFreight({ ...input, settleBasis: 'received' }).trips[2].freight).toBe('1547.00');
  });

  it('a shortage exactly at the allowance deducts nothing; one kilogram over deducts a kilogram', () => {
    // 40 t loaded, 2 ‰ = 80 kg: received 39 920 → shortage 80 = allowance; 39 919 → 81 − 80 = 1 kg × 680 = 0.68
    const at = computeTruckFreight({ ...input, trips: [{ id: 'a', loadedKg: 40000, receivedKg: 39920 }, { id: 'b', loadedKg: 40000, receivedKg: 39919 }] });
    expect(at.trips.map((t) => [t.deductT, t.deduction])).toEqual([['0.000', '0.00'], ['0.001', '0.68']]);
  });
});
