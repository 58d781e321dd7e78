import { describe, expect, it } from 'vitest';
import { computeRailFreight, type RailFreightInput } from './railTariff';

/**
 * Railway freight worked by hand (docs/freight.md "Railway"). Per tonne = base + running × km + surcharges × their
 * km; charged weight = max(ticket, marked load), whole tonnes half up; each component of a wagon = round2(perT × t);
 * wagon = Σ components; total = Σ wagons.
 */

// Coal at a class-4-like tariff: 发到基价 16.30 元/t, 运行基价 0.0980 元/t·km, 652 tariff km of which 480 electrified;
// 电气化附加费 0.012 元/t·km over the electrified km, 建设基金 0.033 元/t·km over all, 取送车费 9.00 元 per wagon.
const input: RailFreightInput = {
  rates: {
    baseRate: '16.30',
    runningRate: '0.0980',
    surcharges: [
      { code: 'electrification', name: '电气化附加费', basis: 'electrifiedTonneKm', rate: '0.012' },
      { code: 'constructionFund', name: '铁路建设基金', basis: 'tonneKm', rate: '0.033' },
      { code: 'shunting', name: '取送车费', basis: 'wagon', rate: '9' },
    ],
  },
  tariffKm: 652,
  electrifiedKm: 480,
  wagons: [
    // C70, marked 70 t, loaded light: charged on its marked load
    { wagonNo: 'C70-4821034', ticketKg: 68740, minChargedKg: 70000 },
    // C70 loaded over its marked load: charged on the ticket, 70.620 → 71 t
    { wagonNo: 'C70-4821102', ticketKg: 70620, minChargedKg: 70000 },
    // C64, marked 61 t: 61.480 → 61 t
    { wagonNo: 'C64-4910277', ticketKg: 61480, minChargedKg: 61000 },
  ],
};

describe('a consignment of three wagons over a partly electrified route', () => {
  const r = computeRailFreight(input);

  it('builds the rate per tonne from its components', () => {
    // running 0.098 × 652 = 63.896; electrification 0.012 × 480 = 5.76; fund 0.033 × 652 = 21.516
    expect(r.components.map((c) => [c.code, c.km, c.perT])).toEqual([
      ['base', null, '16.3000'],
      ['running', 652, '63.8960'],
      ['electrification', 480, '5.7600'],
      ['constructionFund', 652, '21.5160'],
      ['shunting', null, null],
    ]);
    // 16.30 + 63.896 + 5.76 + 21.516 = 107.472
    expect(r.ratePerT).toBe('107.4720');
    expect(r.perWagon).toBe('9.00');
  });

  it('charges each wagon on max(ticket, marked load), whole tonnes, each component to the fen', () => {
    expect(r.wagons.map((w) => [w.chargedT, w.chargedBy])).toEqual([
      ['70.000', 'minimum'],
      ['71.000', 'ticket'],
      ['61.000', 'ticket'],
    ]);
    // 70 t: 1141.00 + 63.896×70 = 4472.72 + 403.20 + 21.516×70 = 1506.12 + 9.00 = 7532.04
    expect(r.wagons[0].components.map((c) => c.amount)).toEqual(['1141.00', '4472.72', '403.20', '1506.12', '9.00']);
    expect(r.wagons[0].freight).toBe('7532.04');
    // 71 t: 1157.30 + 4536.616 → 4536.62 + 408.96 + 1527.636 → 1527.64 + 9.00 = 7639.52
    expect(r.wagons[1].components.map((c) => c.amount)).toEqual(['1157.30', '4536.62', '408.96', '1527.64', '9.00']);
    expect(r.wagons[1].freight).toBe('7639.52');
    // 61 t: 994.30 + 3897.656 → 3897.66 + 351.36 + 1312.476 → 1312.48 + 9.00 = 6564.80
    expect(r.wagons[2].freight).toBe('6564.80');
  });

  it('totals the wagons', () => {
    // 7532.04 + 7639.52 + 6564.80 = 21736.36
    expect(r.total).toBe('21736.36');
    // 68.740 + 70.620 + 61.480 = 200.840 t on the tickets, 70 + 71 + 61 = 202 t charged
    expect(r.ticketT).toBe('200.840');
    expect(r.chargedT).toBe('202.000');
    // 21736.36 / 200.84 = 108.22724… → 108.2272
    expect(r.effectivePerTicketT).toBe('108.2272');
  });

  it('charges to the kilogram when whole tonnes are turned off', () => {
    const kg = computeRailFreight({ ...input, chargedToWholeTonne: false });
    // 70.620 t: 16.30×70.62 = 1151.106 → 1151.11; 63.896×70.62 = 4512.33552 → 4512.34; 5.76×70.62 = 406.7712 → 406.77;
    // 21.516×70.62 = 1519.45992 → 1519.46; + 9.00 → 7598.68
    expect(kg.wagons[1].chargedT).toBe('70.620');
    expect(kg.wagons[1].freight).toBe('7598.68');
    // 61.480 t is above the marked 61 t: charged on the ticket to the kg
    expect(kg.wagons[2].chargedT).toBe('61.480');
  });

  it('rounds a charged weight of half a tonne up', () => {
    // 60.500 t → 61 t; 60.499 t → 60 t
    const w = computeRailFreight({ ...input, wagons: [{ wagonNo: 'a', ticketKg: 60500, minChargedKg: 0 }, { wagonNo: 'b', ticketKg: 60499, minChargedKg: 0 }] });
    expect(w.wagons.map((x) => x.chargedT)).toEqual(['61.000', '60.000']);
  });

  it('refuses electrified km beyond the tariff km and rates of more than 4 places', () => {
    expect(() => computeRailFreight({ ...input, electrifiedKm: 653 })).toThrow();
    expect(() => computeRailFreight({ ...input, rates: { ...input.rates, runningRate: '0.09801' } })).toThrow();
  });
});
