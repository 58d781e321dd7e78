import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MONEY_BILL_ACTIONS, MONEY_BILL_KINDS, MONEY_BILL_KIND_INFO, moneyBillActionPerm } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';
import { coalAccount } from '../account/table';
import { coalMoneyFlow } from '../moneyFlow/table';
import { coalSettlement } from '../settlement/table';
import { coalMoneyBill } from './table';

let t: TestApp;
let admin: ReturnType<typeof callsAs>;
let clerk: ReturnType<typeof callsAs>;
let consumerA: string;
let consumerB: string;
let supplierS: string;
let carrierX: string;
let bank: string;

const PERMS = [
  ...MONEY_BILL_KINDS.flatMap((k) => ['list', 'add', 'edit', 'exportXls'].map((a) => `${MONEY_BILL_KIND_INFO[k].perm}:${a}`)),
  ...MONEY_BILL_KINDS.flatMap((k) => MONEY_BILL_ACTIONS.map((a) => moneyBillActionPerm(k, a))),
  'coal:moneyFlow:list',
];

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

async function account(holder: string, openingBalance: string, accountType = 'company', tenantId = 1): Promise<string> {
  const [a] = await t.ctx.db
    .insert(coalAccount)
    .values({ tenantId, holder, bankName: '中国工商银行太原迎泽支行', accountNo: `0502${Math.random().toString().slice(2, 14)}`, accountType, openingBalance })
    .returning({ id: coalAccount.id });
  return a.id;
}

let sn = 0;
/** A settlement as 财务审核 leaves it, written directly (the settlement screens are built beside this feature). */
async function settlement(o: { counterpartyId?: string; direction?: 'sales' | 'purchase'; total: string; paid?: string; reviewed?: string; status?: string; tenantId?: number }): Promise<{ id: string; no: string }> {
  sn += 1;
  const no = `JS20261100${String(sn).padStart(2, '0')}`;
  const direction = o.direction ?? 'sales';
  const [s] = await t.ctx.db
    .insert(coalSettlement)
    .values({
      tenantId: o.tenantId ?? 1,
      settlementNo: no,
      contractId: 'c1',
      contractNo: 'HT202610010001',
      contractVersion: 1,
      direction,
      counterpartyId: o.counterpartyId ?? (direction === 'sales' ? consumerA : supplierS),
      counterpartyName: '对方',
      consumerId: direction === 'sales' ? (o.counterpartyId ?? consumerA) : null,
      supplierId: direction === 'purchase' ? (o.counterpartyId ?? supplierS) : null,
      materialId: 'm',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      unitPrice: '800.0000',
      taxRate: '13.00',
      clauses: [],
      weighingIds: [],
      weighingCount: 0,
      weighedT: '0',
      quantityT: '0',
      quality: {},
      qualityTrace: [],
      lines: [],
      otherDeductions: [],
      baseAmount: o.total,
      totalAmount: o.total,
      taxAmount: '0',
      amountExclTax: o.total,
      paidAmount: o.paid ?? '0',
      status: o.status ?? (o.paid && o.paid !== '0' ? 'partlyPaid' : 'financeReviewed'),
      financeReviewedDate: o.reviewed ?? '2026-11-01',
    })
    .returning({ id: coalSettlement.id });
  return { id: s.id, no };
}
const settlementRow = async (id: string) => (await t.ctx.db.select().from(coalSettlement).where(eq(coalSettlement.id, id)))[0];
const flowsOf = (accountId: string) => t.ctx.db.select().from(coalMoneyFlow).where(eq(coalMoneyFlow.accountId, accountId)).orderBy(asc(coalMoneyFlow.seq));

const COLL = '/coal/collectionBill';
const PAY = '/coal/paymentBill';
const collection = (over: Record<string, unknown> = {}) => ({ billDate: '2026-11-20', counterpartyKind: 'consumer', counterpartyId: consumerA, accountId: bank, amount: '1000.00', method: 'wire', ...over });

/** Entered by admin, reviewed by the second clerk: ready to be marked 已收/已付. */
async function reviewed(api: string, body: Record<string, unknown>) {
  const bill = must(await admin.send('POST', `${api}/add`, body));
  must(await clerk.send('PUT', `${api}/review`, { id: bill.id }));
  return bill;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = callsAs(t, await t.login());
  clerk = callsAs(t, await userWithPerms(t, 'cashier2', PERMS));
  const add = async (e: string, name: string) => must(await admin.send('POST', `/coal/${e}/add`, { name })).id as string;
  consumerA = await add('consumer', '华能秦皇岛电厂');
  consumerB = await add('consumer', '唐山冀东水泥');
  supplierS = await add('supplier', '神木大柳塔煤矿');
  carrierX = await add('carrier', '太原顺达物流');
  bank = await account('山西美云煤炭贸易有限公司', '100000.00');
});
afterAll(async () => t?.close());

describe('收款单与付款单', () => {
  it('numbers a collection SK… and a payment FK…, each list showing its own kind only', async () => {
    const c = must(await admin.send('POST', `${COLL}/add`, collection()));
    const p = must(await admin.send('POST', `${PAY}/add`, { ...collection(), counterpartyKind: 'supplier', counterpartyId: supplierS }));
    expect(c.billNo).toMatch(/^SK\d{8}\d{4}$/);
    expect(p.billNo).toMatch(/^FK\d{8}\d{4}$/);
    expect(c).toMatchObject({ status: 'draft', counterpartyName: '华能秦皇岛电厂', amount: '1000.00', consumerId: consumerA, accountName: expect.stringContaining('山西美云'), status_dictText: '草稿', method_dictText: '电汇' });
    const colls = must(await admin.get(`${COLL}/list?pageSize=100`)).records.map((r: any) => r.id);
    const pays = must(await admin.get(`${PAY}/list?pageSize=100`)).records.map((r: any) => r.id);
    expect(colls).toContain(c.id);
    expect(colls).not.toContain(p.id);
    expect(pays).toEqual([p.id]);
    expect((await admin.get(`${COLL}/queryById?id=${p.id}`)).message).toBe('未找到对应数据');
    expect((await admin.send('PUT', `${COLL}/review`, { id: p.id })).message).toBe('未找到对应数据');
  });

  it('refuses a counterparty account, a missing counterparty, a bad amount: nothing written', async () => {
    const before = (await t.ctx.db.select().from(coalMoneyBill)).length;
    const theirs = await account('华能秦皇岛电厂', '0', 'consumer');
    expect((await admin.send('POST', `${COLL}/add`, collection({ accountId: theirs }))).message).toBe('请选择本公司的账户');
    expect((await admin.send('POST', `${COLL}/add`, collection({ counterpartyId: 'nobody' }))).message).toBe('往来单位不存在');
    expect((await admin.send('POST', `${COLL}/add`, collection({ amount: '0' }))).message).toBe('金额(元)不能小于0.01');
    expect((await admin.send('POST', `${COLL}/add`, collection({ amount: '12.345' }))).message).toBe('金额(元)最多2位小数');
    expect((await admin.send('POST', `${COLL}/add`, collection({ method: 'bitcoin' }))).success).toBe(false);
    expect((await t.ctx.db.select().from(coalMoneyBill)).length).toBe(before);
  });

  it('running balance by hand: opening 100000.00, +123603.60, −50000.00, reversal −123603.60', async () => {
    const c = await reviewed(COLL, collection({ amount: '123603.60' }));
    expect(must(await admin.send('PUT', `${COLL}/done`, { id: c.id }))).toMatchObject({ status: 'done', status_dictText: '已收', doneBy: expect.any(String) });
    const p = await reviewed(PAY, { ...collection({ amount: '50000.00' }), counterpartyKind: 'supplier', counterpartyId: supplierS });
    expect(must(await clerk.send('PUT', `${PAY}/done`, { id: p.id }))).toMatchObject({ status: 'done', status_dictText: '已付' });
    expect((await admin.send('PUT', `${COLL}/reverse`, { id: c.id })).message).toBe('请填写冲销原因');
    expect(must(await admin.send('PUT', `${COLL}/reverse`, { id: c.id, reason: '客户退回，重复入账' }))).toMatchObject({ status: 'reversed', voidReason: '客户退回，重复入账' });
    const lines = await flowsOf(bank);
    // 100000.00 + 123603.60 = 223603.60; − 50000.00 = 173603.60; − 123603.60 = 50000.00.
    expect(lines.map((l) => [l.seq, l.direction, l.amount, l.balanceAfter, l.billNo])).toEqual([
      [1, 'in', '123603.60', '223603.60', c.billNo],
      [2, 'out', '50000.00', '173603.60', p.billNo],
      [3, 'out', '123603.60', '50000.00', c.billNo],
    ]);
    const balances = must(await admin.get('/coal/moneyFlow/balances'));
    const mine = balances.find((b: any) => b.id === bank);
    expect(mine).toMatchObject({ openingBalance: '100000.00', totalIn: '123603.60', totalOut: '173603.60', balance: '50000.00', lines: 3 });
    expect(mine.balance).toBe(lines[lines.length - 1].balanceAfter);
    expect(balances.some((b: any) => b.holder === '华能秦皇岛电厂')).toBe(false);
    const listed = must(await admin.get(`/coal/moneyFlow/list?accountId=${bank}&column=seq&order=asc`)).records;
    expect(listed.map((r: any) => r.balanceAfter)).toEqual(['223603.60', '173603.60', '50000.00']);
    expect(listed[0]).toMatchObject({ direction_dictText: '收入', counterpartyName: '华能秦皇岛电厂', accountName: expect.stringContaining('山西美云') });
    const detail = must(await admin.get(`${COLL}/queryById?id=${c.id}`));
    expect(detail.events.map((e: any) => [e.kind, e.toStatus])).toEqual([
      ['create', 'draft'],
      ['review', 'reviewed'],
      ['done', 'done'],
      ['reverse', 'reversed'],
    ]);
  });

  it('shares the amount oldest first up to what is open on each (figures by hand)', async () => {
    const s1 = await settlement({ total: '80000.00', reviewed: '2026-10-05' });
    const s2 = await settlement({ total: '60000.00', paid: '10000.00', reviewed: '2026-10-20' });
    const open = must(await admin.get(`/coal/settlement/outstanding?counterpartyId=${consumerA}&direction=sales`));
    expect(open.filter((s: any) => [s1.id, s2.id].includes(s.id)).map((s: any) => [s.settlementNo, s.outstanding])).toEqual([
      [s1.no, '80000.00'],
      [s2.no, '50000.00'],
    ]);
    // 100000.00 over [s2, s1], oldest first: s1 takes its 80000.00, s2 the remaining 20000.00 of its 50000.00 open.
    const a = must(await admin.send('POST', `${COLL}/add`, collection({ amount: '100000.00', settlementIds: [s2.id, s1.id] })));
    const da = must(await admin.get(`${COLL}/queryById?id=${a.id}`));
    expect(da.allocations.map((x: any) => [x.settlementNo, x.amount, x.outstanding])).toEqual([
      [s1.no, '80000.00', '80000.00'],
      [s2.no, '20000.00', '50000.00'],
    ]);
    expect(da.advance).toBe('0.00');
    expect(da.settlementIds).toEqual([s1.id, s2.id]);
    // 150000.00: 80000.00 + 50000.00 = 130000.00 shared, 20000.00 an advance (预收).
    const b = must(await admin.send('POST', `${COLL}/add`, collection({ amount: '150000.00', settlementIds: `${s1.id},${s2.id}` })));
    const db = must(await admin.get(`${COLL}/queryById?id=${b.id}`));
    expect(db.allocations.map((x: any) => x.amount)).toEqual(['80000.00', '50000.00']);
    expect(db.advance).toBe('20000.00');
    // Given shares are kept as given.
    const c = must(await admin.send('POST', `${COLL}/add`, collection({ amount: '5000.00', allocations: [{ settlementId: s2.id, amount: '3000.50' }] })));
    expect(must(await admin.get(`${COLL}/queryById?id=${c.id}`))).toMatchObject({ allocations: [{ settlementNo: s2.no, amount: '3000.50' }], advance: '1999.50' });
    for (const x of [a, b, c]) must(await admin.send('PUT', `${COLL}/void`, { id: x.id, reason: '测试分配' }));
  });

  it('refuses over-allocation, another counterparty, the wrong direction, a carrier with settlements', async () => {
    const s = await settlement({ total: '80000.00' });
    const before = (await t.ctx.db.select().from(coalMoneyBill)).length;
    expect((await admin.send('POST', `${COLL}/add`, collection({ amount: '90000.00', allocations: [{ settlementId: s.id, amount: '80000.01' }] }))).message).toBe(`结算单${s.no}的分配金额超过未结金额80000.00元`);
    const s2 = await settlement({ total: '1000.00' });
    expect((await admin.send('POST', `${COLL}/add`, collection({ amount: '1000.00', allocations: [{ settlementId: s.id, amount: '600.00' }, { settlementId: s2.id, amount: '400.01' }] }))).message).toBe('结算单分配金额合计不能超过单据金额');
    expect((await admin.send('POST', `${COLL}/add`, collection({ counterpartyId: consumerB, settlementIds: [s.id] }))).message).toBe(`结算单${s.no}不是该往来单位的结算单`);
    const purchase = await settlement({ direction: 'purchase', total: '1000.00' });
    expect((await admin.send('POST', `${PAY}/add`, { ...collection(), counterpartyKind: 'supplier', counterpartyId: supplierS, settlementIds: [s.id] })).message).toBe(`结算单${s.no}不是该往来单位的结算单`);
    expect((await admin.send('POST', `${COLL}/add`, collection({ counterpartyKind: 'supplier', counterpartyId: supplierS, settlementIds: [purchase.id] }))).message).toContain('购销方向');
    expect((await admin.send('POST', `${PAY}/add`, { ...collection(), counterpartyKind: 'carrier', counterpartyId: carrierX, settlementIds: [purchase.id] })).message).toBe('承运单位的收付款不关联结算单');
    const draft = await settlement({ total: '1000.00', status: 'qualityReviewed' });
    expect((await admin.send('POST', `${COLL}/add`, collection({ settlementIds: [draft.id] }))).message).toBe('结算单不存在、已作废或尚未财务审核');
    expect((await t.ctx.db.select().from(coalMoneyBill)).length).toBe(before);
    // Freight to a carrier: a payment without settlements.
    const freight = await reviewed(PAY, { ...collection({ amount: '3600.00' }), counterpartyKind: 'carrier', counterpartyId: carrierX, method: 'cash' });
    expect(must(await admin.send('PUT', `${PAY}/done`, { id: freight.id })).carrierId).toBe(carrierX);
  });

  it('two bills on one settlement: the second 已收 would over-pay it and rolls back whole (no flow line)', async () => {
    const s = await settlement({ total: '50000.00' });
    const a = await reviewed(COLL, collection({ amount: '50000.00', settlementIds: [s.id] }));
    const b = await reviewed(COLL, collection({ amount: '50000.00', settlementIds: [s.id] }));
    must(await admin.send('PUT', `${COLL}/done`, { id: a.id }));
    const lines = (await flowsOf(bank)).length;
    expect((await admin.send('PUT', `${COLL}/done`, { id: b.id })).message).toBe(`结算单${s.no}的收付款金额将超过结算金额`);
    expect((await flowsOf(bank)).length).toBe(lines);
    expect(must(await admin.get(`${COLL}/queryById?id=${b.id}`)).status).toBe('reviewed');
    expect(await settlementRow(s.id)).toMatchObject({ paidAmount: '50000.00', status: 'paid' });
  });

  it("moves a settlement financeReviewed → partlyPaid → paid, and back on reversal", async () => {
    const s = await settlement({ total: '50000.00' });
    const one = await reviewed(COLL, collection({ amount: '20000.00', settlementIds: [s.id] }));
    const two = await reviewed(COLL, collection({ amount: '30000.00', settlementIds: [s.id] }));
    must(await admin.send('PUT', `${COLL}/done`, { id: one.id }));
    expect(await settlementRow(s.id)).toMatchObject({ paidAmount: '20000.00', status: 'partlyPaid' });
    must(await admin.send('PUT', `${COLL}/done`, { id: two.id }));
    expect(await settlementRow(s.id)).toMatchObject({ paidAmount: '50000.00', status: 'paid' });
    must(await admin.send('PUT', `${COLL}/reverse`, { id: two.id, reason: '银行退票' }));
    expect(await settlementRow(s.id)).toMatchObject({ paidAmount: '20000.00', status: 'partlyPaid' });
    must(await admin.send('PUT', `${COLL}/reverse`, { id: one.id, reason: '银行退票' }));
    expect(await settlementRow(s.id)).toMatchObject({ paidAmount: '0.00', status: 'financeReviewed' });
  });

  it('four eyes, wrong states, reasons, drafts only edited', async () => {
    const bill = must(await admin.send('POST', `${COLL}/add`, collection()));
    expect((await admin.send('PUT', `${COLL}/review`, { id: bill.id })).message).toBe('不能审核自己录入的单据');
    expect((await admin.send('PUT', `${COLL}/done`, { id: bill.id })).message).toBe('只有已审核的收款单可以确认收款');
    expect((await admin.send('PUT', `${COLL}/reverse`, { id: bill.id, reason: 'x' })).message).toBe('只有已收的收款单可以冲销');
    expect(must(await admin.send('PUT', `${COLL}/edit`, { id: bill.id, rev: 1, amount: '1200.00' }))).toMatchObject({ amount: '1200.00', rev: 2 });
    expect((await admin.send('PUT', `${COLL}/edit`, { id: bill.id, rev: 1, amount: '1300.00' })).message).toBe('该单据已被他人修改，请刷新后重试');
    must(await clerk.send('PUT', `${COLL}/review`, { id: bill.id }));
    expect((await clerk.send('PUT', `${COLL}/review`, { id: bill.id })).message).toMatch(/^该收款单已由.+审核，请勿重复操作$/);
    expect((await admin.send('PUT', `${COLL}/edit`, { id: bill.id, amount: '1300.00' })).message).toBe('只有草稿状态的收款单可以修改');
    expect((await admin.send('PUT', `${COLL}/void`, { id: bill.id })).message).toBe('请填写作废原因');
    must(await admin.send('PUT', `${COLL}/void`, { id: bill.id, reason: '金额录错' }));
    expect((await admin.send('PUT', `${COLL}/done`, { id: bill.id })).message).toBe('只有已审核的收款单可以确认收款');
    expect((await admin.send('PUT', `${COLL}/void`, { id: bill.id, reason: '再作废' })).message).toMatch(/^该收款单已由.+作废，请勿重复操作$/);
  });

  it('two users marking one bill received: one wins, the other is told who did', async () => {
    const bill = await reviewed(COLL, collection({ amount: '777.77' }));
    const lines = (await flowsOf(bank)).length;
    const [x, y] = await Promise.all([admin.send('PUT', `${COLL}/done`, { id: bill.id }), clerk.send('PUT', `${COLL}/done`, { id: bill.id })]);
    expect([x.success, y.success].sort()).toEqual([false, true]);
    expect((x.success ? y : x).message).toMatch(/^该收款单已由.+确认收款，请勿重复操作$/);
    expect((await flowsOf(bank)).length).toBe(lines + 1);
  });

  it('10 collections marked received at once on one account: seqs 1..10, each balance = the previous + its amount', async () => {
    const acct = await account('山西美云煤炭贸易有限公司（一般户）', '500.00');
    const bills = [];
    for (let i = 1; i <= 10; i++) bills.push(await reviewed(COLL, collection({ accountId: acct, amount: `${i}000.0${i % 10}` })));
    const replies = await Promise.all(bills.map((b, i) => (i % 2 ? admin : clerk).send('PUT', `${COLL}/done`, { id: b.id })));
    for (const r of replies) expect(r.success, r.message).toBe(true);
    const lines = await flowsOf(acct);
    expect(lines.map((l) => l.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    let prev = 50000; // in fen: the opening 500.00
    for (const l of lines) {
      const amountFen = Math.round(Number(l.amount) * 100);
      expect(Math.round(Number(l.balanceAfter) * 100)).toBe(prev + amountFen);
      prev += amountFen;
    }
    // 500.00 + Σ i×1000 (55000) + 0.01+…+0.09 (0.45) + 0.00 = 55500.45
    expect(lines[9].balanceAfter).toBe('55500.45');
    const b = must(await admin.get('/coal/moneyFlow/balances')).find((x: any) => x.id === acct);
    expect(b).toMatchObject({ balance: '55500.45', totalIn: '55000.45', lines: 10 });
  });
});

describe('who sees and acts', () => {
  it("tenant 2 sees nothing and cannot act; a customer's user sees its own bills, read only; money flow is staff only", async () => {
    const bill = await reviewed(COLL, collection({ amount: '10.00' }));
    const other = must(await admin.send('POST', `${COLL}/add`, collection({ counterpartyId: consumerB, amount: '20.00' })));
    const t2 = callsAs(t, await userWithPerms(t, 'cashier_t2', PERMS, { tenantId: 2 }));
    expect(must(await t2.get(`${COLL}/list`)).records).toEqual([]);
    expect((await t2.get(`${COLL}/queryById?id=${bill.id}`)).message).toBe('未找到对应数据');
    expect((await t2.send('PUT', `${COLL}/done`, { id: bill.id })).message).toBe('未找到对应数据');
    expect(must(await t2.get('/coal/moneyFlow/list')).records).toEqual([]);
    expect(must(await t2.get('/coal/moneyFlow/balances'))).toEqual([]);
    expect(must(await t2.get(`/coal/settlement/outstanding?counterpartyId=${consumerA}&direction=sales`))).toEqual([]);

    const userA = callsAs(t, await userWithPerms(t, 'huaneng_fin', PERMS, { org: { kind: 'consumer', id: consumerA } }));
    const userB = callsAs(t, await userWithPerms(t, 'jidong_fin', PERMS, { org: { kind: 'consumer', id: consumerB } }));
    const seenA = must(await userA.get(`${COLL}/list?pageSize=500`)).records;
    expect(seenA.length).toBeGreaterThan(0);
    expect(seenA.every((r: any) => r.counterpartyId === consumerA)).toBe(true);
    expect(must(await userB.get(`${COLL}/list?pageSize=500`)).records.map((r: any) => r.id)).toEqual([other.id]);
    expect((await userB.get(`${COLL}/queryById?id=${bill.id}`)).message).toBe('未找到对应数据');
    expect((await userA.send('PUT', `${COLL}/done`, { id: bill.id })).message).toBe('收付款单由本公司财务人员办理');
    expect((await userA.send('POST', `${COLL}/add`, collection())).message).toBe('收付款单由本公司财务人员办理');
    expect(must(await userA.get(`${PAY}/list`)).records).toEqual([]);
    expect(must(await userA.get('/coal/moneyFlow/list')).records).toEqual([]);
    expect((await userA.get('/coal/moneyFlow/balances')).success).toBe(false);
    expect((await userA.get(`/coal/settlement/outstanding?counterpartyId=${consumerA}&direction=sales`)).success).toBe(false);
    expect(must(await admin.get(`${COLL}/queryById?id=${bill.id}`)).status).toBe('reviewed');
  });

  it('the outstanding list needs the add permission of that direction', async () => {
    const onlyPay = callsAs(t, await userWithPerms(t, 'payer_only', ['coal:paymentBill:list', 'coal:paymentBill:add']));
    expect((await onlyPay.get(`/coal/settlement/outstanding?counterpartyId=${consumerA}&direction=sales`)).code).toBe(510);
    expect((await onlyPay.get(`/coal/settlement/outstanding?counterpartyId=${supplierS}&direction=purchase`)).success).toBe(true);
    expect((await onlyPay.get('/coal/moneyFlow/balances')).code).toBe(510);
  });
});
