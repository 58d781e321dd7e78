import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { businessToday, computeSettlement, Dec, dec, formatBusinessDate, money, round2, settlementMoneyStatus, weightedQuality, type ContractClause, type SettlementStatus } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { coalAccount } from '../account/table';
import { coalContract } from '../contract/table';
import { coalInvoice, coalInvoiceEvent, coalInvoiceSettlement } from '../invoice/table';
import { coalMoneyBill, coalMoneyBillEvent, coalMoneyBillSettlement } from '../moneyBill/table';
import { coalMoneyFlow } from '../moneyFlow/table';
import { approvedResultsFor } from '../qualityTest/results';
import { qualityInput } from '../settlement/gather';
import { coalSettlement, coalSettlementEvent } from '../settlement/table';
import { coalWeighing } from '../weighing/table';
import { DEMO_TENANT as TENANT } from './company';
import { insertInChunks } from './bulk';
import { addDays, at } from './days';
import { DEMO_HISTORY_MARKER } from './history';
import { seededRandom, type Random } from './random';

/** The marker remembering the settlements and finance demo rows were written (sys_config). */
export const DEMO_SETTLEMENT_MARKER = 'seeded:demo:settlement';

const id = (key: string) => seedId(`demo:${key}`);

/**
 * How far each contract of the history got, period by period, oldest first: the older sheets settled and paid, the
 * last month's invoiced or partly paid, the last fortnight's still in review — and the last 14 days before today left
 * unsettled for a user to draft. The completed sale s7 was settled monthly and still owes on four of its sheets:
 * the ageing report's 31–60, 61–90 and 91–180 days.
 */
const PLAN: { contract: string; days: number; statuses: SettlementStatus[] }[] = [
  { contract: 's1', days: 14, statuses: ['paid', 'partlyPaid', 'financeReviewed'] },
  { contract: 's2', days: 14, statuses: ['paid', 'invoiced', 'qualityReviewed'] },
  { contract: 's3', days: 14, statuses: ['paid', 'paid', 'qtyReviewed'] },
  { contract: 's9', days: 14, statuses: ['paid', 'partlyPaid', 'draft'] },
  { contract: 's7', days: 28, statuses: ['partlyPaid', 'invoiced', 'partlyPaid', 'invoiced', 'financeReviewed'] },
  { contract: 'p1', days: 14, statuses: ['paid', 'invoiced', 'financeReviewed'] },
  { contract: 'p2', days: 14, statuses: ['paid', 'paid', 'draft'] },
  { contract: 'p8', days: 14, statuses: ['paid', 'invoiced', 'qtyReviewed'] },
];

/** The people of the review chain (the rows' author is `demo`; the timeline names them). */
const STAFF = {
  draft: { byUsername: 'demo', byRealname: '陈静（结算员）' },
  qtyReview: { byUsername: 'demo', byRealname: '孙丽（计量主管）' },
  qualityReview: { byUsername: 'demo', byRealname: '周敏（质检主管）' },
  financeReview: { byUsername: 'demo', byRealname: '刘洋（财务经理）' },
  cashier: { byUsername: 'demo', byRealname: '吴芳（出纳）' },
} as const;
const CHAIN: SettlementStatus[] = ['draft', 'qtyReviewed', 'qualityReviewed', 'financeReviewed'];
const STEP = { qtyReviewed: 'qtyReview', qualityReviewed: 'qualityReview', financeReviewed: 'financeReview' } as const;

/** An invoice holds at most 999 999.99 元 (the 百万元版 limit): a sheet is invoiced in as many as it takes. */
const INVOICE_LIMIT = dec('999999.99');

type Row<T extends PgTable> = T['$inferInsert'];
export interface DemoFinance {
  settlements: Row<typeof coalSettlement>[];
  settlementEvents: Row<typeof coalSettlementEvent>[];
  claims: { settlementId: string; weighingIds: string[] }[];
  invoices: Row<typeof coalInvoice>[];
  invoiceShares: Row<typeof coalInvoiceSettlement>[];
  invoiceEvents: Row<typeof coalInvoiceEvent>[];
  bills: Row<typeof coalMoneyBill>[];
  billShares: Row<typeof coalMoneyBillSettlement>[];
  billEvents: Row<typeof coalMoneyBillEvent>[];
  flows: Row<typeof coalMoneyFlow>[];
}

type Contract = typeof coalContract.$inferSelect;
type Weighing = { id: string; contractId: string; settleKg: number; day: string };
type Result = ReturnType<typeof qualityInput>[number];
type Account = { id: string; openingBalance: string };
type Party = { creditCode: string | null };

const digits = (r: Random, n: number) => r.chars('0123456789', n);

/**
 * The settlements of the history's contracts (PLAN), computed by the same arithmetic the server drafts with
 * (computeSettlement over the period's weighings and their approved results), their timelines through the review
 * chain, the invoices (全电发票, 20-digit numbers) of the sheets past 财务审核, the collections and payments that
 * settled them, and each company account's flow with its running balance from the opening balance. Payments go out
 * of the second company account, collections into the first.
 */
export function demoFinanceRows(today: string, contracts: readonly Contract[], weighings: readonly Weighing[], results: readonly Result[], accounts: { collect: Account; pay: Account }, r: Random): DemoFinance {
  const out: DemoFinance = { settlements: [], settlementEvents: [], claims: [], invoices: [], invoiceShares: [], invoiceEvents: [], bills: [], billShares: [], billEvents: [], flows: [] };
  const byId = new Map(contracts.map((c) => [c.id, c]));
  const serials = new Map<string, number>();
  const serial = (prefix: string, day: string) => {
    const key = `${prefix}${day}`;
    const n = (serials.get(key) ?? 0) + 1;
    serials.set(key, n);
    return `${prefix}${day.replaceAll('-', '')}${9000 + n}`;
  };
  const moves: { day: string; account: Account; amount: Dec; direction: 'in' | 'out'; billId: string; billNo: string; counterparty: string; summary: string; at: Date }[] = [];

  for (const plan of PLAN) {
    const c = byId.get(id(`contract:${plan.contract}`));
    if (!c) continue;
    const mine = weighings.filter((w) => w.contractId === c.id);
    const sale = c.direction === 'sales';
    // Periods of `days` ending 15 days before today, back as far as the statuses go.
    plan.statuses.forEach((status, i) => {
      const back = plan.statuses.length - 1 - i;
      const to = addDays(today, -15 - back * plan.days);
      const from = addDays(to, -(plan.days - 1));
      const inPeriod = mine.filter((w) => w.day >= from && w.day <= to);
      if (!inPeriod.length) return;
      const ws = inPeriod.map((w) => ({ id: w.id, settleKg: w.settleKg }));
      const theirs = results.filter((x) => x.weighingIds.some((wid) => inPeriod.some((w) => w.id === wid)));
      const clauses = c.clauses as ContractClause[];
      const deductions = r.chance(0.3) ? [{ name: sale ? '运输途耗超标扣款' : '杂物扣款', amount: money(dec(r.int(8, 40) * 50)) }] : [];
      const sheet = computeSettlement({ contract: { unitPrice: c.unitPrice, taxRate: c.taxRate, clauses }, weighings: ws, results: theirs, otherDeductions: deductions });
      const trace = weightedQuality(ws, theirs).trace;
      const settlementId = id(`settlement:${plan.contract}:${from}`);
      const drafted = addDays(to, 1);
      const settlementNo = serial('JS', drafted);
      const step = CHAIN.indexOf(status);
      const reached = step >= 0 ? step : CHAIN.length - 1;
      const total = dec(sheet.totalAmount);
      // What was invoiced and paid: all of it for 已开票 and beyond, some of it for 部分结清.
      const invoiced = step >= 0 ? dec(0) : total;
      // A partial payment in round ten thousands, as customers pay on account.
      const part = total.times(r.int(35, 65)).div(100).div(10000).floor().times(10000);
      const paid = status === 'paid' ? total : status === 'partlyPaid' ? (part.gt(0) ? part : round2(total.div(2))) : dec(0);
      const reviewedDay = addDays(to, 4);
      out.settlements.push({
        id: settlementId, tenantId: TENANT, settlementNo, contractId: c.id, contractNo: c.contractNo, contractVersion: c.version, direction: c.direction,
        counterpartyId: c.counterpartyId, counterpartyName: c.counterpartyName, supplierId: c.supplierId, consumerId: c.consumerId, materialId: c.materialId,
        periodFrom: from, periodTo: to, unitPrice: c.unitPrice, taxRate: c.taxRate, clauses, weighingIds: sheet.weighingIds, weighingCount: sheet.weighingIds.length,
        weighedT: sheet.weighedT, quantityT: sheet.quantityT, quality: sheet.quality as Record<string, string>, qualityTrace: Object.values(trace), lines: sheet.lines,
        otherDeductions: sheet.otherDeductions, baseAmount: sheet.baseAmount, totalAmount: sheet.totalAmount, taxAmount: sheet.taxAmount, amountExclTax: sheet.amountExclTax,
        invoicedAmount: money(invoiced), paidAmount: money(paid), status: step >= 0 ? status : settlementMoneyStatus(total, invoiced, paid),
        financeReviewedDate: reached >= 3 ? reviewedDay : null, createBy: 'demo', createTime: at(drafted, 9, 30), updateBy: 'demo', updateTime: at(addDays(to, 1 + reached), 16),
      });
      out.claims.push({ settlementId, weighingIds: sheet.weighingIds });
      const event = (kind: string, time: Date, fromStatus: string | null, toStatus: string, by: { byUsername: string; byRealname: string }, remark?: string) =>
        out.settlementEvents.push({ id: id(`settlement-event:${settlementId}:${out.settlementEvents.length}`), tenantId: TENANT, settlementId, kind, fromStatus, toStatus, remark, time, ...by });
      event('draft', at(drafted, 9, 30), null, 'draft', STAFF.draft, `${from} 至 ${to}，${sheet.weighingIds.length}车`);
      for (let k = 1; k <= reached; k++) {
        const s = CHAIN[k] as keyof typeof STEP;
        event(STEP[s], at(addDays(to, 1 + k), 10 + k), CHAIN[k - 1], s, STAFF[STEP[s]], k === 3 ? '金额核对无误' : '核对无误');
      }
      if (step >= 0) return;

      // Invoices for the whole sheet, in pieces under the limit, dated the day after 财务审核.
      const invoiceDay = addDays(reviewedDay, 1);
      let left = total;
      let piece = 0;
      let statusNow: SettlementStatus = 'financeReviewed';
      let invoicedNow = dec(0);
      while (left.gt(0)) {
        const part = Dec.min(left, INVOICE_LIMIT);
        left = left.minus(part);
        invoicedNow = invoicedNow.plus(part);
        const excl = round2(part.div(dec(1).plus(c.taxRate)));
        const invoiceId = id(`invoice:${settlementId}:${piece++}`);
        const number = `26${sale ? '14' : '61'}${digits(r, 16)}`;
        out.invoices.push({
          id: invoiceId, tenantId: TENANT, kind: 'special', direction: sale ? 'out' : 'in', invoiceNumber: number, invoiceDate: invoiceDay,
          counterpartyKind: sale ? 'consumer' : 'supplier', counterpartyId: c.counterpartyId, counterpartyName: c.counterpartyName, supplierId: c.supplierId, consumerId: c.consumerId,
          taxRate: c.taxRate, amountExclTax: money(excl), tax: money(part.minus(excl)), total: money(part), status: 'normal', createBy: 'demo', createTime: at(invoiceDay, 14, piece),
        });
        out.invoiceShares.push({ id: id(`invoice-share:${invoiceId}`), tenantId: TENANT, invoiceId, settlementId, amount: money(part) });
        out.invoiceEvents.push({ id: id(`invoice-event:${invoiceId}`), tenantId: TENANT, invoiceId, kind: 'create', toStatus: 'normal', remark: settlementNo, time: at(invoiceDay, 14, piece), ...STAFF.financeReview });
        const next = settlementMoneyStatus(total, invoicedNow, dec(0));
        event('invoice', at(invoiceDay, 14, piece), statusNow, next, STAFF.financeReview, `${sale ? '销项' : '进项'}发票 ${number}，${money(part)}元`);
        statusNow = next;
      }
      if (paid.isZero()) return;

      // The money: one collection (sale) or payment (purchase) bill, reviewed and done, its flow line on the account.
      const payDay = addDays(invoiceDay, r.int(6, 14));
      const kind = sale ? 'collection' : 'payment';
      const billId = id(`bill:${settlementId}`);
      const billNo = serial(sale ? 'SK' : 'FK', payDay);
      const account = sale ? accounts.collect : accounts.pay;
      out.bills.push({
        id: billId, tenantId: TENANT, kind, billNo, billDate: payDay, counterpartyKind: sale ? 'consumer' : 'supplier', counterpartyId: c.counterpartyId, counterpartyName: c.counterpartyName,
        supplierId: c.supplierId, consumerId: c.consumerId, accountId: account.id, amount: money(paid), method: r.chance(0.75) ? 'wire' : 'bankAcceptance', status: 'done',
        reviewedBy: 'demo', reviewedTime: at(payDay, 10), doneBy: 'demo', doneTime: at(payDay, 15), remark: `${settlementNo} ${status === 'paid' ? '结清' : '部分'}${sale ? '回款' : '付款'}`,
        createBy: 'demo', createTime: at(payDay, 9),
      });
      out.billShares.push({ id: id(`bill-share:${billId}`), tenantId: TENANT, billId, settlementId, amount: money(paid) });
      out.billEvents.push(
        { id: id(`bill-event:${billId}:0`), tenantId: TENANT, billId, kind: 'create', toStatus: 'draft', time: at(payDay, 9), ...STAFF.cashier },
        { id: id(`bill-event:${billId}:1`), tenantId: TENANT, billId, kind: 'review', fromStatus: 'draft', toStatus: 'reviewed', time: at(payDay, 10), ...STAFF.financeReview },
        { id: id(`bill-event:${billId}:2`), tenantId: TENANT, billId, kind: 'done', fromStatus: 'reviewed', toStatus: 'done', time: at(payDay, 15), ...STAFF.cashier },
      );
      const after = settlementMoneyStatus(total, invoicedNow, paid);
      event('payment', at(payDay, 15), statusNow, after, STAFF.cashier, `${sale ? '收款' : '付款'}单 ${billNo}，${money(paid)}元`);
      moves.push({ day: payDay, account, amount: paid, direction: sale ? 'in' : 'out', billId, billNo, counterparty: c.counterpartyName, summary: `${sale ? '收' : '付'}${c.counterpartyName}货款（${settlementNo}）`, at: at(payDay, 15) });
    });
  }

  // Each account's lines in the order the money moved, the running balance from its opening balance.
  moves.sort((a, b) => a.at.getTime() - b.at.getTime() || a.billNo.localeCompare(b.billNo));
  const balances = new Map<string, { seq: number; balance: Dec }>();
  for (const m of moves) {
    const b = balances.get(m.account.id) ?? { seq: 0, balance: dec(m.account.openingBalance) };
    b.seq += 1;
    b.balance = m.direction === 'in' ? b.balance.plus(m.amount) : b.balance.minus(m.amount);
    balances.set(m.account.id, b);
    out.flows.push({
      id: id(`flow:${m.billId}`), tenantId: TENANT, accountId: m.account.id, seq: b.seq, flowDate: m.day, direction: m.direction, amount: money(m.amount), balanceAfter: money(b.balance),
      counterpartyName: m.counterparty, billId: m.billId, billNo: m.billNo, summary: m.summary, createBy: 'demo', createTime: m.at,
    });
  }
  return out;
}

/**
 * DEMO_DATA=1: the settlements and money of the history (demoFinanceRows), written once after it, in one
 * transaction: the sheets claim their weighings the way a draft does (settlement_id set where it was null).
 */
export async function seedDemoSettlements(db: Db, now = new Date()): Promise<Record<string, number> | null> {
  const markers = await db.select({ key: sysConfig.key }).from(sysConfig).where(sql`${sysConfig.key} in (${DEMO_HISTORY_MARKER}, ${DEMO_SETTLEMENT_MARKER})`);
  if (!markers.some((m) => m.key === DEMO_HISTORY_MARKER) || markers.some((m) => m.key === DEMO_SETTLEMENT_MARKER)) return null;
  const [any] = await db.select({ n: sql<number>`1` }).from(coalSettlement).where(eq(coalSettlement.tenantId, TENANT)).limit(1);
  if (any) return null;
  const contracts = await db.select().from(coalContract).where(and(eq(coalContract.tenantId, TENANT), eq(coalContract.createBy, 'demo'), eq(coalContract.delFlag, 0)));
  const rows = await db
    .select({ id: coalWeighing.id, contractId: coalWeighing.contractId, settleKg: coalWeighing.settleKg, grossTime: coalWeighing.grossTime })
    .from(coalWeighing)
    .where(and(eq(coalWeighing.tenantId, TENANT), eq(coalWeighing.status, 'completed'), sql`${coalWeighing.settlementId} is null`))
    .orderBy(asc(coalWeighing.id));
  const weighings = rows.map((w) => ({ id: w.id, contractId: w.contractId, settleKg: w.settleKg ?? 0, day: formatBusinessDate(w.grossTime!) }));
  const results = qualityInput(await approvedResultsFor(db, TENANT, weighings.map((w) => w.id)));
  const accounts = await db.select({ id: coalAccount.id, openingBalance: coalAccount.openingBalance }).from(coalAccount).where(inArray(coalAccount.id, [id('account:company:1'), id('account:company:2')]));
  const collect = accounts.find((a) => a.id === id('account:company:1'));
  const pay = accounts.find((a) => a.id === id('account:company:2'));
  if (!collect || !pay) return null;
  const f = demoFinanceRows(businessToday(now), contracts, weighings, results, { collect: { id: collect.id, openingBalance: collect.openingBalance ?? '0' }, pay: { id: pay.id, openingBalance: pay.openingBalance ?? '0' } }, seededRandom(20261202));
  let written = false;
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_SETTLEMENT_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first || !f.settlements.length) return;
    await insertInChunks(tx, coalSettlement, f.settlements);
    await insertInChunks(tx, coalSettlementEvent, f.settlementEvents);
    for (const c of f.claims) await tx.update(coalWeighing).set({ settlementId: c.settlementId }).where(and(inArray(coalWeighing.id, c.weighingIds), sql`${coalWeighing.settlementId} is null`));
    await insertInChunks(tx, coalInvoice, f.invoices);
    await insertInChunks(tx, coalInvoiceSettlement, f.invoiceShares);
    await insertInChunks(tx, coalInvoiceEvent, f.invoiceEvents);
    await insertInChunks(tx, coalMoneyBill, f.bills);
    await insertInChunks(tx, coalMoneyBillSettlement, f.billShares);
    await insertInChunks(tx, coalMoneyBillEvent, f.billEvents);
    await insertInChunks(tx, coalMoneyFlow, f.flows);
    written = true;
  });
  return written ? { settlements: f.settlements.length, invoices: f.invoices.length, moneyBills: f.bills.length, moneyFlows: f.flows.length } : null;
}
