import { describe, expect, it } from 'vitest';
import { feeLine, monthBills, ruleApplies, type FeeRule, type FeeWeighing } from './fee';

const rule = (over: Partial<FeeRule>): FeeRule => ({ id: 'r', name: '规则', payerKind: 'carrier', payerOrg: null, payerId: null, basis: 'perTonne', rate: '1.5', validFrom: null, validTo: null, enabled: true, ...over });
const sale = (id: string, settleKg: number, over: Partial<FeeWeighing> = {}): FeeWeighing => ({ id, direction: 'sales', carrierId: 'X', consumerId: 'A', supplierId: null, settleKg, day: '2026-10-15', billed: true, ...over });

describe('服务费的计算', () => {
  it('按吨: 1.5 元/t × (33 980 + 30 015) kg / 1000 = 1.5 × 63.995 = 95.9925 → 95.99', () => {
    const line = feeLine(rule({ rate: '1.5' }), [sale('w1', 33980), sale('w2', 30015)]);
    expect(line).toMatchObject({ quantity: '63.995', amount: '95.99', weighingIds: ['w1', 'w2'] });
  });

  it('rounds half up at the fen: 0.35 元/t × 0.1 t (100 kg) = 0.035 → 0.04', () => {
    expect(feeLine(rule({ rate: '0.35' }), [sale('w1', 100)])?.amount).toBe('0.04');
  });

  it('按票 counts the weighings with a live coal bill, 按车次 every weighing', () => {
    const ws = [sale('w1', 30000), sale('w2', 31000, { billed: false }), sale('w3', 32000)];
    expect(feeLine(rule({ basis: 'perBill', rate: '2.5' }), ws)).toMatchObject({ quantity: '2', amount: '5.00', weighingIds: ['w1', 'w3'] });
    expect(feeLine(rule({ basis: 'perTrip', rate: '10' }), ws)).toMatchObject({ quantity: '3', amount: '30.00', weighingIds: ['w1', 'w2', 'w3'] });
    expect(feeLine(rule({ basis: 'perBill' }), [sale('w9', 1, { billed: false })])).toBeNull();
  });

  it('a rule applies to its kind, its payer, its days and only when enabled', () => {
    const carrier = { org: 'carrier' as const, id: 'X' };
    const consumer = { org: 'consumer' as const, id: 'A' };
    expect(ruleApplies(rule({}), carrier, '2026-10-01')).toBe(true);
    expect(ruleApplies(rule({}), consumer, '2026-10-01')).toBe(false);
    expect(ruleApplies(rule({ payerKind: 'shipper' }), consumer, '2026-10-01')).toBe(true);
    expect(ruleApplies(rule({ payerKind: 'shipper', payerOrg: 'supplier', payerId: 'A' }), consumer, '2026-10-01')).toBe(false);
    expect(ruleApplies(rule({ payerId: 'Y', payerOrg: 'carrier' }), carrier, '2026-10-01')).toBe(false);
    expect(ruleApplies(rule({ payerKind: 'shipper', payerOrg: 'consumer' }), consumer, '2026-10-01')).toBe(true);
    expect(ruleApplies(rule({ payerKind: 'shipper', payerOrg: 'supplier' }), consumer, '2026-10-01')).toBe(false);
    expect(ruleApplies(rule({ validFrom: '2026-10-02' }), carrier, '2026-10-01')).toBe(false);
    expect(ruleApplies(rule({ validTo: '2026-10-01' }), carrier, '2026-10-01')).toBe(true);
    expect(ruleApplies(rule({ validTo: '2026-09-30' }), carrier, '2026-10-01')).toBe(false);
    expect(ruleApplies(rule({ enabled: false }), carrier, '2026-10-01')).toBe(false);
  });

  it('a month: per payer Σ of its rules, each line rounded, the total the sum of the lines', () => {
    const rules = [
      rule({ id: 'ton', name: '吨费', rate: '0.333' }),
      rule({ id: 'trip', name: '车次费', basis: 'perTrip', rate: '5' }),
      rule({ id: 'shipper', name: '货主吨费', payerKind: 'shipper', rate: '1.2', validFrom: '2026-10-10' }),
    ];
    const ws = [
      sale('w1', 33985, { day: '2026-10-05' }),
      sale('w2', 30015, { day: '2026-10-20' }),
      { ...sale('w3', 41000), direction: 'purchase' as const, consumerId: null, supplierId: 'S', carrierId: 'Y', billed: false },
    ];
    const bills = monthBills(rules, ws);
    expect(bills.map((b) => `${b.payer.org}:${b.payer.id}`)).toEqual(['carrier:X', 'carrier:Y', 'consumer:A', 'supplier:S']);
    // X: 0.333 × 64.000 = 21.312 → 21.31; 5 × 2 = 10.00; total 31.31.
    expect(bills[0]).toMatchObject({ payerKind: 'carrier', totalAmount: '31.31', lines: [{ ruleId: 'ton', quantity: '64.000', amount: '21.31' }, { ruleId: 'trip', quantity: '2', amount: '10.00' }] });
    // Y: 0.333 × 41 = 13.653 → 13.65; 5 × 1; total 18.65.
    expect(bills[1]).toMatchObject({ totalAmount: '18.65', lines: [{ amount: '13.65' }, { amount: '5.00' }] });
    // A: only w2 falls on or after 10-10: 1.2 × 30.015 = 36.018 → 36.02.
    expect(bills[2]).toMatchObject({ payerKind: 'shipper', totalAmount: '36.02', lines: [{ ruleId: 'shipper', quantity: '30.015', amount: '36.02', weighingIds: ['w2'] }] });
    // S: 1.2 × 41 = 49.20.
    expect(bills[3]).toMatchObject({ totalAmount: '49.20', lines: [{ weighingIds: ['w3'] }] });
  });

  it('the total sums the rounded lines, not the unrounded products', () => {
    // 0.005 × 1 t = 0.005 → 0.01 on each of two rules: the bill is 0.02, where the unrounded 0.010 would give 0.01.
    const bills = monthBills([rule({ id: 'a', rate: '0.005' }), rule({ id: 'b', rate: '0.005' })], [sale('w1', 1000)]);
    expect(bills[0].totalAmount).toBe('0.02');
  });

  it('no bill for a payer no rule charges', () => {
    expect(monthBills([rule({ payerId: 'Z', payerOrg: 'carrier' })], [sale('w1', 1000)])).toEqual([]);
  });
});
