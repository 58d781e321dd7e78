/**
 * DEMO_DATA=1: the weeks before the first start (history.ts) are what settlements, fee bills and reports read, so
 * they must hold together as the weighbridge and the lab would have left them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { formatBusinessDate, businessToday, computeSettlement, settlementRefusals, type ContractClause } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { coalContract } from '../contract/table';
import { coalDispatchPlan } from '../dispatchPlan/table';
import { coalPickupOrder } from '../pickupOrder/table';
import { approvedResultsFor } from '../qualityTest/results';
import { qualityInput } from '../settlement/gather';
import { coalWeighing } from '../weighing/table';
import { DEMO_HISTORY_MARKER, seedDemoHistory } from './history';
import { sysConfig } from '../../../core/db/schema/index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

const history = sql`${coalWeighing.weighNo} !~ '9000[0-9]$'`;

describe('DEMO_DATA=1: the weeks of history', () => {
  it('weighs trucks of eight contracts on days before today, within each contract’s term, each plan as planned', async () => {
    const weighings = await t.ctx.db.select().from(coalWeighing).where(history);
    expect(weighings.length).toBeGreaterThan(1000);
    const today = businessToday();
    const contracts = new Map((await t.ctx.db.select().from(coalContract)).map((c) => [c.id, c]));
    expect(new Set(weighings.map((w) => w.contractId)).size).toBe(8);
    for (const w of weighings) {
      const day = formatBusinessDate(w.grossTime!);
      const c = contracts.get(w.contractId)!;
      expect(day < today && day >= c.startDate && day <= c.endDate, `${w.weighNo} ${day}`).toBe(true);
      expect([w.status, w.netKg, w.settleKg]).toEqual(['completed', w.grossKg! - w.tareKg!, w.grossKg! - w.tareKg!]);
      expect(w.grossKg!).toBeLessThanOrEqual(49000);
      expect(w.netKg!).toBeGreaterThan(10000);
      // A sale weighs empty first, a purchase loaded first, with the mine's ticket weight beside it.
      expect(w.direction === 'sales' ? w.tareTime! < w.grossTime! && w.ticketKg === null : w.grossTime! < w.tareTime! && w.profitLossKg === w.netKg! - w.ticketKg!).toBe(true);
    }
    expect(new Set(weighings.map((w) => w.weighNo)).size).toBe(weighings.length);
    const plans = await t.ctx.db.select().from(coalDispatchPlan).where(inArray(coalDispatchPlan.id, [...new Set(weighings.map((w) => w.planId))]));
    for (const p of plans) expect([p.status, p.plannedTrucks]).toEqual(['completed', weighings.filter((w) => w.planId === p.id).length]);
    const orders = await t.ctx.db.select().from(coalPickupOrder).where(inArray(coalPickupOrder.id, weighings.map((w) => w.pickupOrderId)));
    expect(orders.every((o) => o.status === 'used')).toBe(true);
  });

  it('samples each contract’s day once, approved, so every weighing has its result and no clause refuses a settlement', async () => {
    const weighings = await t.ctx.db.select().from(coalWeighing).where(history);
    const results = qualityInput(await approvedResultsFor(t.ctx.db, 1, weighings.map((w) => w.id)));
    const covered = results.flatMap((r) => r.weighingIds);
    expect(covered.sort()).toEqual(weighings.map((w) => w.id).sort());
    for (const c of await t.ctx.db.select().from(coalContract).where(inArray(coalContract.id, [...new Set(weighings.map((w) => w.contractId))]))) {
      const mine = weighings.filter((w) => w.contractId === c.id).map((w) => ({ id: w.id, settleKg: w.settleKg! }));
      const theirs = results.filter((r) => r.weighingIds.some((id) => mine.some((w) => w.id === id)));
      expect(settlementRefusals({ weighings: mine, results: theirs, clauses: c.clauses as ContractClause[] }), c.contractNo).toEqual([]);
      const sheet = computeSettlement({ contract: { unitPrice: c.unitPrice, taxRate: c.taxRate, clauses: c.clauses as ContractClause[] }, weighings: mine, results: theirs });
      expect(Object.keys(sheet.quality).length, c.contractNo).toBeGreaterThanOrEqual(4);
      // Believable: the clauses move the price by less than a tenth.
      expect(Math.abs(Number(sheet.totalAmount) / Number(sheet.baseAmount) - 1), c.contractNo).toBeLessThan(0.1);
    }
  });

  it('writes them once', async () => {
    expect(await seedDemoHistory(t.ctx.db)).toBeNull();
    await t.ctx.db.delete(sysConfig).where(eq(sysConfig.key, DEMO_HISTORY_MARKER));
    const count = async () => Number((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(coalWeighing))[0].n);
    const before = await count();
    // Without the marker, the history already in tenant 1 keeps a second one out.
    expect(await seedDemoHistory(t.ctx.db)).toBeNull();
    expect(await count()).toBe(before);
  });
});
