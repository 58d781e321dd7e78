import { describe, expect, it } from 'vitest';
import { computeTransitLoss } from './transitLoss';

/** Transit loss worked by hand (docs/freight.md "Transit loss"): loss = ticket − arrival, rate = loss / ticket × 1000 ‰. */

describe('transit loss of three wagons against a 1.5 ‰ allowance', () => {
  const r = computeTransitLoss({
    allowancePermille: '1.5',
    wagons: [
      { wagonNo: 'C70-4821034', ticketKg: 68740, arrivalKg: 68660 },
      { wagonNo: 'C70-4821102', ticketKg: 70620, arrivalKg: 70480 },
      { wagonNo: 'C64-4910277', ticketKg: 61480, arrivalKg: 61500 },
    ],
  });

  it('computes each wagon and flags the one above the allowance', () => {
    expect(r.wagons.map((w) => [w.lossT, w.ratePermille, w.flagged])).toEqual([
      // 80 kg: 80 000 / 68 740 = 1.16380… → 1.16 ‰, under 1.5
      ['0.080', '1.16', false],
      // 140 kg: 140 000 / 70 620 = 1.98244… → 1.98 ‰, over
      ['0.140', '1.98', true],
      // a gain of 20 kg: −20 000 / 61 480 = −0.32530… → −0.33 ‰
      ['-0.020', '-0.33', false],
    ]);
    expect(r.flaggedWagons).toEqual(['C70-4821102']);
  });

  it('computes the consignment on the sums', () => {
    // 200 840 − 200 640 = 200 kg; 200 000 / 200 840 = 0.99581… → 1.00 ‰, under
    expect([r.ticketT, r.arrivalT, r.lossT, r.ratePermille, r.flagged]).toEqual(['200.840', '200.640', '0.200', '1.00', false]);
  });

  it('compares the exact rate: 1.504 ‰ is over 1.5 though it prints 1.50; exactly 1.5 is not', () => {
    // 376 / 250 000 × 1000 = 1.504; 375 / 250 000 × 1000 = 1.5
    const x = computeTransitLoss({ allowancePermille: '1.5', wagons: [{ wagonNo: 'a', ticketKg: 250000, arrivalKg: 249624 }, { wagonNo: 'b', ticketKg: 250000, arrivalKg: 249625 }] });
    expect(x.wagons.map((w) => [w.ratePermille, w.flagged])).toEqual([['1.50', true], ['1.50', false]]);
    // an empty ticket has no rate
    expect(computeTransitLoss({ allowancePermille: '1.5', wagons: [{ wagonNo: 'c', ticketKg: 0, arrivalKg: 0 }] }).wagons[0]).toMatchObject({ ratePermille: null, flagged: false });
  });
});
