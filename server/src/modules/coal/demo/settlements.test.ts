/**
 * DEMO_DATA=1: the settlements and money of the history (settlements.ts) must add up as an accountant checks them:
 * each sheet recomputed from its own weighings and results, each weighing in one sheet, the invoiced and paid
 * amounts the sums of their invoices and bills, each account's running balance in step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { computeSettlement, dec, money, round2, settlementMoneyStatus, type ContractClause } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { coalAccount } from '../account/table';
import { coalInvoice, coalInvoiceSettlement } from '../invoice/table';
import { coalMoneyBill, coalMoneyBillSettlement } from '../moneyBill/table';
import { coalMoneyFlow } from '../moneyFlow/table';
import { approvedResultsFor } from '../qualityTest/results';
import { qualityInput } from '../settlement/gather';
import { coalSettlement } from '../settlement/table';
import { coalWeighing } from '../weighing/table';
import { seedDemoSettlements } from './settlements';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

const sum = (xs: readonly string[]) => money(xs.reduce((s, x) => s.plus(dec(x)), dec(0)));

describe('DEMO_DATA=1: settlements and money', () => {
  it('recomputes every sheet from its own weighings and approved results; no weighing in two sheets', async () => {
    const sheets = await t.ctx.db.select().from(coalSettlement);
    expect(sheets.length).toBeGreaterThanOrEqual(20);
    expect(new Set(sheets.map((s) => s.status))).toEqual(new Set(['draft', 'qtyReviewed', 'qualityReviewed', 'financeReviewed', 'invoiced', 'partlyPaid', 'paid']));
    const seen = new Set<string>();
    for (const s of sheets) {
      const ws = await t.ctx.db.select({ id: coalWeighing.id, settleKg: coalWeighing.settleKg }).from(coalWeighing).where(eq(coalWeighing.settlementId, s.id));
      expect(ws.map((w) => w.id).sort()).toEqual([...s.weighingIds].sort());
      for (const w of ws) {
        expect(seen.has(w.id)).toBe(false);
        seen.add(w.id);
      }
      const results = qualityInput(await approvedResultsFor(t.ctx.db, 1, s.weighingIds));
      // Every sheet's quality was measured: the clauses had values to read.
      expect(Object.keys(s.quality).length, s.settlementNo).toBeGreaterThanOrEqual(4);
      const again = computeSettlement({ contract: { unitPrice: s.unitPrice, taxRate: s.taxRate, clauses: s.clauses as ContractClause[] }, weighings: ws.map((w) => ({ id: w.id, settleKg: w.settleKg! })), results, otherDeductions: s.otherDeductions });
      expect({ weighedT: s.weighedT, quantityT: s.quantityT, baseAmount: s.baseAmount, totalAmount: s.totalAmount, taxAmount: s.taxAmount, amountExclTax: s.amountExclTax, lines: s.lines, quality: s.quality }).toEqual({
        weighedT: again.weighedT, quantityT: again.quantityT, baseAmount: again.baseAmount, totalAmount: again.totalAmount, taxAmount: again.taxAmount, amountExclTax: again.amountExclTax, lines: again.lines, quality: again.quality,
      });
      // The sheet's total is the sum of its lines, to the fen.
      expect(sum([s.baseAmount, ...s.lines.map((l) => l.amount), ...s.otherDeductions.map((d) => `-${d.amount}`)])).toBe(s.totalAmount);
    }
  });

  it('keeps each sheet’s invoiced and paid amounts the sums of its invoices and bills, and its status from them', async () => {
    const sheets = await t.ctx.db.select().from(coalSettlement);
    const invoiceShares = await t.ctx.db.select().from(coalInvoiceSettlement);
    const billShares = await t.ctx.db.select().from(coalMoneyBillSettlement);
    for (const s of sheets) {
      expect(s.invoicedAmount).toBe(sum(invoiceShares.filter((x) => x.settlementId === s.id).map((x) => x.amount)));
      expect(s.paidAmount).toBe(sum(billShares.filter((x) => x.settlementId === s.id).map((x) => x.amount)));
      if (s.financeReviewedDate) expect(s.status).toBe(settlementMoneyStatus(s.totalAmount, s.invoicedAmount, s.paidAmount));
      else expect(['draft', 'qtyReviewed', 'qualityReviewed']).toContain(s.status);
    }
    for (const i of await t.ctx.db.select().from(coalInvoice)) {
      expect(sum([i.amountExclTax, i.tax])).toBe(i.total);
      expect(dec(i.total).lte('999999.99')).toBe(true);
      expect(dec(i.tax).minus(round2(dec(i.amountExclTax).times(i.taxRate))).abs().lte('0.01'), i.invoiceNumber).toBe(true);
    }
  });

  it('runs each company account’s balance from its opening balance, line by line', async () => {
    const flows = await t.ctx.db.select().from(coalMoneyFlow).orderBy(coalMoneyFlow.accountId, coalMoneyFlow.seq);
    expect(flows.length).toBeGreaterThan(10);
    const bills = new Map((await t.ctx.db.select().from(coalMoneyBill)).map((b) => [b.id, b]));
    for (const accountId of new Set(flows.map((f) => f.accountId))) {
      const [account] = await t.ctx.db.select().from(coalAccount).where(eq(coalAccount.id, accountId));
      let balance = dec(account.openingBalance ?? '0');
      flows.filter((f) => f.accountId === accountId).forEach((f, i) => {
        expect(f.seq).toBe(i + 1);
        balance = f.direction === 'in' ? balance.plus(f.amount) : balance.minus(f.amount);
        expect(f.balanceAfter).toBe(money(balance));
        const bill = bills.get(f.billId!)!;
        expect([bill.status, bill.amount, bill.accountId, bill.kind === 'collection' ? 'in' : 'out']).toEqual(['done', f.amount, accountId, f.direction]);
      });
    }
  });

  it('leaves sales sheets owing in several ageing buckets, and the last fortnight unsettled', async () => {
    const owing = (await t.ctx.db.execute(sql`
      select (current_date - finance_reviewed_date) as age from coal_settlement
      where direction = 'sales' and finance_reviewed_date is not null and total_amount > paid_amount`)) as unknown as { rows: { age: number }[] };
    const ages = owing.rows.map((r) => Number(r.age));
    expect(ages.some((a) => a <= 30)).toBe(true);
    expect(ages.some((a) => a > 30 && a <= 60)).toBe(true);
    expect(ages.some((a) => a > 60 && a <= 90)).toBe(true);
    expect(ages.some((a) => a > 90 && a <= 180)).toBe(true);
    const free = (await t.ctx.db.execute(sql`select count(*)::int as n from coal_weighing where status = 'completed' and settlement_id is null`)) as unknown as { rows: { n: number }[] };
    expect(Number(free.rows[0].n)).toBeGreaterThan(100);
    expect(await seedDemoSettlements(t.ctx.db)).toBeNull();
  });
});
