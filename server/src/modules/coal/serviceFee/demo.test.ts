import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { monthOf, monthSpan, previousMonth } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { seedDemoServiceFees } from '../demo/serviceFee';
import { coalWeighing } from '../weighing/table';
import { seedId } from '../../../core/db/seed-id';
import { coalServiceFeeBill, coalServiceFeeBillLine } from './table';

let t: TestApp;
let admin: string;
const get = async (url: string) => (await t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': admin } })).json;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await t.login();
});
afterAll(() => t?.close());

describe('DEMO_DATA=1: service fees', () => {
  it('writes three rules once and bills last month from the weeks of demo weighings weighed in it', async () => {
    const rules = (await get('/coal/serviceFeeRule/list?pageSize=50')).result.records as any[];
    expect(rules.map((r) => r.basis).sort()).toEqual(['perBill', 'perTonne', 'perTrip']);
    expect(await seedDemoServiceFees(t.ctx.db)).toBeNull();
    const last = previousMonth(monthOf(new Date()));
    const { from, to } = monthSpan(last);
    const bills = await t.ctx.db.select().from(coalServiceFeeBill);
    expect(bills.length).toBeGreaterThan(0);
    expect(bills.every((b) => b.month === last && b.status === 'draft')).toBe(true);
    // The per-tonne rule (0.50 元/t of every carrier): each carrier's bill holds 0.50 × its settled tonnes of the
    // month, worked out here from the weighings' kilograms: kg × 0.5 / 1000, to the fen, in integer arithmetic.
    const weighings = (await t.ctx.db.select().from(coalWeighing).where(eq(coalWeighing.status, 'completed'))).filter((w) => w.grossTime! >= from && w.grossTime! < to);
    const lines = await t.ctx.db.select().from(coalServiceFeeBillLine).where(eq(coalServiceFeeBillLine.ruleId, seedId('demo:serviceFeeRule:tonne')));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const bill = bills.find((b) => b.id === line.billId)!;
      const kg = weighings.filter((w) => w.carrierId === bill.payerId).reduce((s, w) => s + w.settleKg!, 0);
      const fen = Math.round(kg / 20); // kg × 0.5 元/t = kg / 2000 元 = kg / 20 fen, half up
      expect(line.amount).toBe((fen / 100).toFixed(2));
    }
  });
});
