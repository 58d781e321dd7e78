import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { businessDayStart, businessToday, dec, SettlementServerTexts, SettlementTexts, type ContractClause, type SettlementDetail } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, caller, secondTenant, userWithPerms } from '../../../../test/support/coal-org';
import { dayAfter, dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { coalContract } from '../contract/table';
import { coalWeighing } from '../weighing/table';
import { approvedResult, contractWithPlan, labApprover, must, weighed, type SettledPlan } from './fixture';
import { moveSettlementMoney } from './money';
import { coalSettlement } from './table';

const API = '/coal/settlement';
const perms = (...a: string[]) => a.map((x) => `coal:settlement:${x}`);
const FINANCE = perms('list', 'exportXls', 'draft', 'edit', 'financeReview', 'reject', 'void', 'print');
const ALL = perms('list', 'exportXls', 'draft', 'edit', 'qtyReview', 'qualityReview', 'financeReview', 'reject', 'void', 'print');

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
let fin1: Calls;
let fin2: Calls;
let wb: Calls;
let qa: Calls;
let labBoss: Calls;

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'st');
  admin = w.admin;
  fin1 = callsAs(t, await userWithPerms(t, 'st_fin1', FINANCE));
  fin2 = callsAs(t, await userWithPerms(t, 'st_fin2', FINANCE));
  wb = callsAs(t, await userWithPerms(t, 'st_wb', perms('list', 'qtyReview')));
  qa = callsAs(t, await userWithPerms(t, 'st_qa', perms('list', 'qualityReview')));
  labBoss = await labApprover(t, 'st_lab_boss');
});
afterAll(async () => t?.close());

// The contract's clauses of the hand-worked sheet below (800.00 元/t tax included, 13 %).
const CLAUSES: ContractClause[] = [
  { indicator: 'mt', direction: 'above', from: '12', to: '20', step: '1', amountPerStep: '0.5', stepping: 'full', capPerT: null, mode: 'tonnage' },
  { indicator: 'ad', direction: 'above', from: '20', to: '30', step: '1', amountPerStep: '-4', stepping: 'prorata', capPerT: '10', mode: 'price' },
  { indicator: 'qnetArKcal', direction: 'above', from: '5000', to: '5500', step: '100', amountPerStep: '2', stepping: 'prorata', capPerT: null, mode: 'price' },
  { indicator: 'qnetArKcal', direction: 'above', from: '0', to: '3999', step: null, amountPerStep: null, stepping: 'full', capPerT: null, mode: 'reject' },
];
// Batch A: the lab's coal of shared/src/coal/quality/derive.test.ts — Ad 22.83, St,d 0.64, Qnet,ar 5106 kcal/kg.
const VALUES_A = { mt: '12.40', mad: '3.20', aad: '22.10', vad: '28.50', stad: '0.62', qgrAd: '24.10', qnetArMj: '21.35' };
// Batch B: Ad = 19.20 × 100 / (100 − 4.00) = 20.00; St,d = 0.72 × 100 / 96 = 0.75;
// Qnet,ar = 20.90 MJ/kg × 1000 / 4.1816 = 4998.08… → 4998 kcal/kg.
const VALUES_B = { mt: '15.60', mad: '4.00', aad: '19.20', vad: '28.00', stad: '0.72', qgrAd: '23.50', qnetArMj: '20.90' };

describe('结算单：起草、追溯、审核链、作废', () => {
  let p: SettledPlan;
  let a: string[];
  let b: string[];
  let labA: string;
  let labB: string;
  let early: string;
  let s: SettlementDetail;
  const today = businessToday();

  it('previews and drafts a sheet equal to the one computed by hand', async () => {
    p = await contractWithPlan(w, CLAUSES);
    // Batch A: 47 000 − 15 000 = 32 000 kg; 46 500 − 15 000 = 31 500 kg → 63 500 kg = 63.500 t
    a = [await weighed(t, w, p, 47000), await weighed(t, w, p, 46500)];
    // Batch B: 33 000 kg; 32 000 kg; 47 260 − 15 000 = 32 260 kg net − 260 kg 扣杂 = 32 000 kg → 97 000 kg = 97.000 t
    b = [await weighed(t, w, p, 48000), await weighed(t, w, p, 47000), await weighed(t, w, p, 47260, 260)];
    labA = (await approvedResult(w, labBoss, a, VALUES_A)).labNo;
    labB = (await approvedResult(w, labBoss, b, VALUES_B)).labNo;
    // A weighing whose gross was weighed at 23:59:59 yesterday, China time: not in a period of today.
    early = await weighed(t, w, p, 45000);
    await t.ctx.db.update(coalWeighing).set({ grossTime: new Date(businessDayStart(0).getTime() - 1000) }).where(eq(coalWeighing.id, early));

    const body = { contractId: p.contractId, from: today, to: today, otherDeductions: [{ name: '杂物扣款', amount: '300' }] };
    const preview = must(await fin1.send('POST', `${API}/preview`, body));
    const sheet = {
      weighingIds: [...a, ...b].sort(),
      // weighedT = (63 500 + 97 000) kg / 1000 = 160.500 t
      weighedT: '160.500',
      quality: {
        // (63.5 × 5106 + 97 × 4998) / 160.5 = (324231 + 484806) / 160.5 = 809037 / 160.5 = 5040.72… → 5041
        qnetArKcal: '5041',
        // (63.5 × 12.40 + 97 × 15.60) / 160.5 = (787.4 + 1513.2) / 160.5 = 2300.6 / 160.5 = 14.3339… → 14.33
        mt: '14.33',
        // (63.5 × 22.83 + 97 × 20.00) / 160.5 = (1449.705 + 1940) / 160.5 = 3389.705 / 160.5 = 21.1196… → 21.12
        ad: '21.12',
        // (63.5 × 0.64 + 97 × 0.75) / 160.5 = (40.64 + 72.75) / 160.5 = 113.39 / 160.5 = 0.7064… → 0.71
        std: '0.71',
        // Vdaf of A: 28.50 × 100 / (100 − 3.20 − 22.10) = 2850 / 74.70 = 38.15; of B: 2800 / 76.80 = 36.458… → 36.46
        // (63.5 × 38.15 + 97 × 36.46) / 160.5 = (2422.525 + 3536.62) / 160.5 = 5959.145 / 160.5 = 37.128… → 37.13
        vdaf: '37.13',
      },
      // Mt tonnage above 12–20, 0.5 % per whole 1 %: d = 14.33 − 12 = 2.33 → 2 steps → 1 % of 160.5 = 1.605 t
      // quantityT = 160.500 − 1.605 = 158.895 t
      quantityT: '158.895',
      // base = 158.895 × 800 = 127116.00
      baseAmount: '127116.00',
      lines: [
        { indicator: 'mt', direction: 'above', mode: 'tonnage', from: '12', to: '20', value: '14.33', steps: '2', perT: '0.0000', deductT: '1.605', amount: '0.00' },
        // Ad above 20–30, −4 per 1 %, prorata: d = 1.12 → −4.48 元/t; 158.895 × −4.48 = −711.8496 → −711.85
        { indicator: 'ad', direction: 'above', mode: 'price', from: '20', to: '30', value: '21.12', steps: '1.12', perT: '-4.4800', deductT: '0.000', amount: '-711.85' },
        // Qnet,ar above 5000–5500, +2 per 100, prorata: d = 41 → +0.82 元/t; 158.895 × 0.82 = 130.2939 → 130.29
        { indicator: 'qnetArKcal', direction: 'above', mode: 'price', from: '5000', to: '5500', value: '5041', steps: '0.41', perT: '0.8200', deductT: '0.000', amount: '130.29' },
        { indicator: 'qnetArKcal', direction: 'above', mode: 'reject', from: '0', to: '3999', value: '5041', steps: '0', perT: '0.0000', deductT: '0.000', amount: '0.00' },
      ],
      otherDeductions: [{ name: '杂物扣款', amount: '300.00' }],
      // 127116.00 − 711.85 + 130.29 − 300.00 = 126234.44
      totalAmount: '126234.44',
      // 126234.44 × 13 / 113 = 1641047.72 / 113 = 14522.546… → 14522.55; excl = 126234.44 − 14522.55 = 111711.89
      taxAmount: '14522.55',
      amountExclTax: '111711.89',
    };
    expect(preview).toMatchObject({ ...sheet, contractId: p.contractId, contractNo: p.contractNo, contractVersion: 1, direction: 'sales', from: today, to: today, unitPrice: '800.0000', taxRate: '0.13', refusals: [] });
    expect(preview.quality).toEqual(sheet.quality);
    expect(preview.lines).toEqual(sheet.lines);
    // The preview saved nothing.
    const free = await t.ctx.db.select({ s: coalWeighing.settlementId }).from(coalWeighing).where(inArray(coalWeighing.id, [...a, ...b]));
    expect(free.every((r) => r.s === null)).toBe(true);
    // Yesterday's period holds the weighing of 23:59:59 only.
    expect(must(await fin1.send('POST', `${API}/preview`, { contractId: p.contractId, from: dayAfter(-1), to: dayAfter(-1) })).weighingIds).toEqual([early]);

    s = must(await fin1.send('POST', `${API}/draft`, { ...body, remark: '十一月上旬' }));
    expect(s).toMatchObject({ ...sheet, status: 'draft', rev: 1, contractVersion: 1, unitPrice: '800.0000', taxRate: '0.13', counterpartyId: w.consumerA, invoicedAmount: '0.00', paidAmount: '0.00', createBy: 'st_fin1', remark: '十一月上旬', printCount: 0, voidReason: null });
    expect(s.settlementNo).toMatch(new RegExp(`^JS${today.replaceAll('-', '')}\\d{4}$`));
    expect(s.events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.byUsername])).toEqual([['draft', null, 'draft', 'st_fin1']]);
    const held = await t.ctx.db.select({ id: coalWeighing.id, s: coalWeighing.settlementId }).from(coalWeighing).where(inArray(coalWeighing.id, [...a, ...b, early]));
    expect(held.filter((r) => r.s === s.id).map((r) => r.id).sort()).toEqual(sheet.weighingIds);
    expect(held.find((r) => r.id === early)!.s).toBeNull();
    // The same period again: nothing left to settle.
    expect((await fin1.send('POST', `${API}/draft`, body)).message).toBe(SettlementServerTexts.noWeighings);
  });

  it('traces every figure: the weighings add up to weighedT, each quality value to its results', async () => {
    const d: SettlementDetail = must(await fin2.get(`${API}/queryById?id=${s.id}`));
    expect(d.trace.weighings.map((x) => x.id).sort()).toEqual(s.weighingIds);
    expect(d.trace.weighings.map((x) => x.weighNo)).toEqual(d.trace.weighings.map((x) => x.weighNo).sort());
    const kg = d.trace.weighings.reduce((sum, x) => sum + x.settleKg, 0);
    expect(dec(kg).div(1000).toFixed(3)).toBe(d.weighedT);
    const deducted = d.trace.weighings.find((x) => x.id === b[2])!;
    expect(deducted).toMatchObject({ netKg: 32260, deductKg: 260, settleKg: 32000 });
    expect(deducted.weighNo).toMatch(/^BD\d+$/);
    expect(deducted.grossTime?.slice(0, 10)).toBe(today);
    const kcal = d.trace.quality.find((q) => q.indicator === 'qnetArKcal')!;
    expect(kcal).toMatchObject({ value: '5041', sumT: '160.500', sumProduct: '809037' });
    // Results come in id order; here by their tonnes.
    expect(kcal.results.map((r) => [r.sampleNo, r.weightT, r.value, r.product]).sort((x, y) => Number(x[1]) - Number(y[1]))).toEqual([
      [labA, '63.500', '5106', '324231'],
      [labB, '97.000', '4998', '484806'],
    ]);
    // Σ weightT of the results = weighedT: every tonne has a result.
    expect(dec(kcal.results[0].weightT).plus(kcal.results[1].weightT).toFixed(3)).toBe(d.weighedT);
  });

  it('edits a draft’s deductions on its snapshot; a stale copy is refused', async () => {
    // The contract's price changes afterwards: the draft keeps the price it was computed with.
    await t.ctx.db.update(coalContract).set({ unitPrice: '900' }).where(eq(coalContract.id, p.contractId));
    const edited: SettlementDetail = must(await fin1.send('PUT', `${API}/edit`, { id: s.id, rev: 1, otherDeductions: [{ name: '杂物扣款', amount: '300' }, { name: '化验费', amount: 120.5 }], remark: '补扣化验费' }));
    // 126534.44 − 300.00 − 120.50 = 126113.94; tax = 126113.94 × 13 / 113 = 1639481.22 / 113 = 14508.683… → 14508.68
    // excl = 126113.94 − 14508.68 = 111605.26
    expect(edited).toMatchObject({ rev: 2, baseAmount: '127116.00', quantityT: '158.895', totalAmount: '126113.94', taxAmount: '14508.68', amountExclTax: '111605.26', remark: '补扣化验费', unitPrice: '800.0000' });
    expect(edited.otherDeductions).toEqual([{ name: '杂物扣款', amount: '300.00' }, { name: '化验费', amount: '120.50' }]);
    expect(edited.lines).toEqual(s.lines);
    expect(edited.events.map((e) => e.kind)).toEqual(['draft', 'edit']);
    expect((await fin1.send('PUT', `${API}/edit`, { id: s.id, rev: 1, otherDeductions: [] })).message).toBe(SettlementServerTexts.stale);
    expect((await fin1.send('PUT', `${API}/edit`, { id: s.id, rev: 2, otherDeductions: [{ name: '', amount: '1' }] })).message).toBe(`其他扣款第1行：${SettlementTexts.name}`);
    await t.ctx.db.update(coalContract).set({ unitPrice: '800' }).where(eq(coalContract.id, p.contractId));
  });

  it('goes through the review chain, each step by its own permission, four eyes on 财务审核', async () => {
    const act = (c: Calls, action: string, body: object = {}) => c.send('PUT', `${API}/${action}`, { id: s.id, ...body });
    // Permissions: the weighbridge clerk cannot pass 财务审核, finance cannot pass 数量审核.
    expect((await act(wb, 'financeReview')).code).toBe(510);
    expect((await act(fin1, 'qtyReview')).code).toBe(510);
    expect((await act(qa, 'qualityReview')).message).toBe('只有数量审核后的结算单可以质价审核');
    expect((await act(fin1, 'reject', { remark: '重核' })).message).toBe('只有审核中的结算单可以驳回');
    // Two clerks at once: one wins.
    const both = await Promise.all([act(wb, 'qtyReview', { rev: 2 }), act(admin, 'qtyReview', { rev: 2 })]);
    expect(both.filter((r) => r.success)).toHaveLength(1);
    expect(['只有草稿状态的结算单可以数量审核', SettlementServerTexts.stale]).toContain(both.find((r) => !r.success)!.message);
    expect((await fin1.send('PUT', `${API}/edit`, { id: s.id, rev: 3, otherDeductions: [] })).message).toBe(SettlementServerTexts.notDraft);
    expect((await act(qa, 'qualityReview', { rev: 2 })).message).toBe(SettlementServerTexts.stale);
    expect(must(await act(qa, 'qualityReview', { rev: 3, remark: '质价相符' }))).toMatchObject({ status: 'qualityReviewed', rev: 4 });
    expect((await act(fin1, 'financeReview')).message).toBe(SettlementServerTexts.ownFinanceReview);
    const reviewed: SettlementDetail = must(await act(fin2, 'financeReview'));
    expect(reviewed).toMatchObject({ status: 'financeReviewed', financeReviewedDate: today, rev: 5 });
    expect(reviewed.events.map((e) => [e.kind, e.fromStatus, e.toStatus])).toEqual([
      ['draft', null, 'draft'],
      ['edit', 'draft', 'draft'],
      ['qtyReview', 'draft', 'qtyReviewed'],
      ['qualityReview', 'qtyReviewed', 'qualityReviewed'],
      ['financeReview', 'qualityReviewed', 'financeReviewed'],
    ]);
    expect(reviewed.events[3].remark).toBe('质价相符');
    // The contract's progress counts it from 财务审核 on.
    expect(must(await admin.get(`/coal/contract/progress?id=${p.contractId}`))).toMatchObject({ settledT: '158.895', settledAmount: '126113.94', invoicedAmount: '0.00', paidAmount: '0.00' });
  });

  it('rejects back to draft, and refuses reject and void once money moved', async () => {
    const act = (c: Calls, action: string, body: object = {}) => c.send('PUT', `${API}/${action}`, { id: s.id, ...body });
    expect((await act(fin2, 'reject', {})).message).toBe(SettlementServerTexts.remarkRequired);
    const back: SettlementDetail = must(await act(fin2, 'reject', { remark: '扣款需重核' }));
    expect(back).toMatchObject({ status: 'draft', financeReviewedDate: null });
    expect(back.events.at(-1)).toMatchObject({ kind: 'reject', fromStatus: 'financeReviewed', toStatus: 'draft', remark: '扣款需重核', byUsername: 'st_fin2' });
    expect(must(await admin.get(`/coal/contract/progress?id=${p.contractId}`))).toMatchObject({ settledT: '0.000', settledAmount: '0.00' });
    must(await act(wb, 'qtyReview'));
    must(await act(qa, 'qualityReview'));
    must(await act(fin2, 'financeReview'));
    // An invoice of 1000.00 against it (finance's call, in its own transaction).
    const by = { username: 'st_fin2', realname: null };
    const money = { tenantId: 1, counterpartyId: w.consumerA, direction: 'sales' as const, remark: '发票 00012345', by };
    await moveSettlementMoney(t.ctx.db, { ...money, kind: 'invoice' }, [{ settlementId: s.id, invoiced: dec('1000') }]);
    expect(must(await admin.get(`/coal/contract/progress?id=${p.contractId}`))).toMatchObject({ settledT: '158.895', invoicedAmount: '1000.00' });
    expect((await act(fin2, 'reject', { remark: '重核' })).message).toBe(SettlementServerTexts.moneyMoved);
    expect((await act(fin2, 'void', { reason: '重开' })).message).toBe(SettlementServerTexts.moneyMoved);
    await moveSettlementMoney(t.ctx.db, { ...money, kind: 'invoiceVoid' }, [{ settlementId: s.id, invoiced: dec('-1000') }]);
  });

  it('voids with a reason and frees the weighings, which a new draft takes', async () => {
    const act = (c: Calls, action: string, body: object = {}) => c.send('PUT', `${API}/${action}`, { id: s.id, ...body });
    expect((await act(fin1, 'void', { reason: '  ' })).message).toBe(SettlementServerTexts.reasonRequired);
    const voided: SettlementDetail = must(await act(fin1, 'void', { reason: '合同单价调整，重新结算' }));
    expect(voided).toMatchObject({ status: 'void', voidReason: '合同单价调整，重新结算', voidedBy: '测试st_fin1' });
    expect(voided.events.map((e) => e.kind)).toEqual(['draft', 'edit', 'qtyReview', 'qualityReview', 'financeReview', 'reject', 'qtyReview', 'qualityReview', 'financeReview', 'invoice', 'invoiceVoid', 'void']);
    expect((await act(fin1, 'void', { reason: '再作废' })).message).toBe('结算单已作废');
    const freed = await t.ctx.db.select({ s: coalWeighing.settlementId }).from(coalWeighing).where(inArray(coalWeighing.id, s.weighingIds));
    expect(freed.every((r) => r.s === null)).toBe(true);
    expect(must(await admin.get(`/coal/contract/progress?id=${p.contractId}`))).toMatchObject({ settledT: '0.000', settledAmount: '0.00', invoicedAmount: '0.00' });
    const again: SettlementDetail = must(await fin1.send('POST', `${API}/draft`, { contractId: p.contractId, from: today, to: today }));
    expect(again.weighingIds).toEqual(s.weighingIds);
    expect(again).toMatchObject({ quantityT: '158.895', totalAmount: '126534.44' });
    expect(again.settlementNo).not.toBe(s.settlementNo);
    // The voided row stays, with its weighings named.
    const [old] = await t.ctx.db.select().from(coalSettlement).where(eq(coalSettlement.id, s.id));
    expect(old).toMatchObject({ status: 'void', weighingIds: s.weighingIds });
    s = again;
  });

  it('lists and reads for the counterparty’s users only; another tenant or organisation sees and does nothing', async () => {
    const own = callsAs(t, await userWithPerms(t, 'st_consumer_a', ALL, { org: { kind: 'consumer', id: w.consumerA } }));
    const listed = must(await own.get(`${API}/list?contractId=${p.contractId}`));
    expect(listed.records.map((r: { id: string }) => r.id)).toContain(s.id);
    expect(listed.records.find((r: { id: string }) => r.id === s.id)).toMatchObject({ settlementNo: s.settlementNo, status_dictText: '草稿', direction_dictText: '销售', quantityT: '158.895', totalAmount: '126534.44', weighingCount: 5 });
    expect(must(await own.get(`${API}/queryById?id=${s.id}`)).totalAmount).toBe('126534.44');
    expect((await own.send('PUT', `${API}/qtyReview`, { id: s.id })).message).toBe(SettlementServerTexts.staffOnly);
    expect((await own.send('POST', `${API}/draft`, { contractId: p.contractId, from: today, to: today })).message).toBe(SettlementServerTexts.staffOnly);
    expect((await own.send('POST', `${API}/preview`, { contractId: p.contractId, from: today, to: today })).message).toBe(SettlementServerTexts.staffOnly);

    const other = callsAs(t, await userWithPerms(t, 'st_consumer_b', ALL, { org: { kind: 'consumer', id: w.consumerB } }));
    expect(must(await other.get(`${API}/list`)).total).toBe(0);
    expect((await other.get(`${API}/queryById?id=${s.id}`)).success).toBe(false);

    await secondTenant(t);
    const mallory = callsAs(t, await userWithPerms(t, 'st_mallory', ALL, { tenantId: 2 }));
    expect(must(await mallory.get(`${API}/list`)).total).toBe(0);
    expect((await mallory.get(`${API}/queryById?id=${s.id}`)).message).toBe('未找到对应数据');
    for (const action of ['qtyReview', 'qualityReview', 'financeReview']) expect((await mallory.send('PUT', `${API}/${action}`, { id: s.id })).message).toBe('未找到对应数据');
    expect((await mallory.send('PUT', `${API}/void`, { id: s.id, reason: '恶意' })).message).toBe('未找到对应数据');
    expect((await mallory.send('PUT', `${API}/edit`, { id: s.id, rev: 1, otherDeductions: [] })).message).toBe('未找到对应数据');
    expect((await mallory.send('POST', `${API}/draft`, { contractId: p.contractId, from: dayAfter(-1), to: dayAfter(-1) })).message).toBe(SettlementServerTexts.contractMissing);
    expect(must(await admin.get(`${API}/queryById?id=${s.id}`))).toMatchObject({ status: 'draft', rev: 1 });
    const early0 = await t.ctx.db.select({ s: coalWeighing.settlementId }).from(coalWeighing).where(eq(coalWeighing.id, early));
    expect(early0[0].s).toBeNull();

    // The export is the kit's, in the caller's scope.
    expect((await caller(t).get(await userWithPerms(t, 'st_noexport', perms('list')), `${API}/exportXls`)).json?.code).toBe(510);
  });
});

describe('结算单：种子角色', () => {
  it('gives finance the drafting and 财务审核, the weighbridge 数量审核, the quality supervisor 质价审核', async () => {
    const as = async (username: string, role: string) => {
      await t.createUser({ username, password: 'Passw0rd!x', roles: [role] });
      return callsAs(t, await t.login(username, 'Passw0rd!x'));
    };
    const finance = await as('st_role_fin', 'finance_clerk');
    const scale = await as('st_role_wb', 'weighbridge_clerk');
    const quality = await as('st_role_qa', 'quality_approver');
    // Finance picks the contract from the contract list.
    expect((await finance.get('/coal/contract/list?status=executing')).success).toBe(true);
    for (const c of [finance, scale, quality]) expect((await c.get(`${API}/list`)).success).toBe(true);
    const tried = async (c: Calls, action: string) => (await c.send('PUT', `${API}/${action}`, { id: 'none', remark: '试', reason: '试' })).code;
    // 510: no permission; 500 with 未找到对应数据: permitted, nothing to act on.
    expect(await tried(finance, 'financeReview')).not.toBe(510);
    for (const a of ['reject', 'void']) expect(await tried(finance, a)).not.toBe(510);
    for (const a of ['qtyReview', 'qualityReview']) expect(await tried(finance, a)).toBe(510);
    expect(await tried(scale, 'qtyReview')).not.toBe(510);
    for (const a of ['qualityReview', 'financeReview', 'void']) expect(await tried(scale, a)).toBe(510);
    expect(await tried(quality, 'qualityReview')).not.toBe(510);
    for (const a of ['qtyReview', 'financeReview', 'reject']) expect(await tried(quality, a)).toBe(510);
    expect((await scale.send('POST', `${API}/preview`, {})).code).toBe(510);
  });
});

describe('结算单：拒收、合同状态、单价和输入的校验', () => {
  const today = businessToday();

  it('refuses a draft a reject clause refuses, naming the batch, and claims nothing', async () => {
    const p = await contractWithPlan(w, [{ indicator: 'qnetArKcal', direction: 'above', from: '0', to: '5000', step: null, amountPerStep: null, stepping: 'full', capPerT: null, mode: 'reject' }]);
    const x = await weighed(t, w, p, 46000);
    const { labNo } = await approvedResult(w, labBoss, [x], VALUES_B);
    const preview = must(await fin1.send('POST', `${API}/preview`, { contractId: p.contractId, from: today, to: today }));
    const batch = `化验批次 ${labNo} 的 Qnet,ar 为 4998 kcal/kg，按条款「Qnet,ar 在 0–5000 kcal/kg 拒收」拒收`;
    const mean = '加权平均 Qnet,ar 为 4998 kcal/kg，按条款「Qnet,ar 在 0–5000 kcal/kg 拒收」拒收';
    expect(preview.refusals.map((r: { message: string }) => r.message)).toEqual([batch, mean]);
    expect((await fin1.send('POST', `${API}/draft`, { contractId: p.contractId, from: today, to: today })).message).toBe(`${batch}；${mean}`);
    const [row] = await t.ctx.db.select({ s: coalWeighing.settlementId }).from(coalWeighing).where(eq(coalWeighing.id, x));
    expect(row.s).toBeNull();
    expect(await t.ctx.db.select().from(coalSettlement).where(eq(coalSettlement.contractId, p.contractId))).toEqual([]);
  });

  it('refuses a contract not executing or without a price, and a bad period or deduction', async () => {
    const draftContract = must(
      await admin.send('POST', '/coal/contract/add', { direction: 'sales', mode: 'other', counterpartyId: w.consumerA, materialId: w.materialId, quantityT: '100', unitPrice: '800', taxRate: '0.13', signDate: today, startDate: today, endDate: '2099-12-31' }),
    );
    expect((await fin1.send('POST', `${API}/draft`, { contractId: draftContract.id, from: today, to: today })).message).toBe(SettlementServerTexts.contractStatus);
    expect((await fin1.send('POST', `${API}/draft`, { contractId: 'nope', from: today, to: today })).message).toBe(SettlementServerTexts.contractMissing);
    const p = await contractWithPlan(w, []);
    expect((await fin1.send('POST', `${API}/draft`, { contractId: p.contractId, from: today, to: today })).message).toBe(SettlementServerTexts.noWeighings);
    await weighed(t, w, p, 45000);
    await t.ctx.db.update(coalContract).set({ unitPrice: '0' }).where(eq(coalContract.id, p.contractId));
    expect((await fin1.send('POST', `${API}/draft`, { contractId: p.contractId, from: today, to: today })).message).toBe(SettlementServerTexts.noPrice);
    await t.ctx.db.update(coalContract).set({ unitPrice: '612.5' }).where(eq(coalContract.id, p.contractId));
    expect((await fin1.send('POST', `${API}/draft`, { contractId: p.contractId, from: today, to: dayAfter(-1) })).message).toBe(SettlementTexts.order);
    expect((await fin1.send('POST', `${API}/draft`, { contractId: p.contractId, from: '2026-02-30', to: today })).message).toBe(SettlementTexts.fromBad);
    expect((await fin1.send('POST', `${API}/draft`, { contractId: p.contractId, from: today, to: today, otherDeductions: [{ name: '运费', amount: '1.005' }] })).message).toBe(`其他扣款第1行：${SettlementTexts.amountPlaces}`);
    expect((await fin1.send('POST', `${API}/draft`, { contractId: p.contractId })).message).toBe(SettlementTexts.fromMissing);
    // Without quality results the sheet is the weight at the price: 30 000 kg × 612.50 = 18375.00
    const plain = must(await fin1.send('POST', `${API}/draft`, { contractId: p.contractId, from: today, to: today }));
    expect(plain).toMatchObject({ weighedT: '30.000', quantityT: '30.000', quality: {}, baseAmount: '18375.00', totalAmount: '18375.00', unitPrice: '612.5000' });
    // A completed contract is settled too.
    await t.ctx.db.update(coalContract).set({ status: 'completed' }).where(and(eq(coalContract.id, p.contractId)));
    expect((await fin1.send('POST', `${API}/preview`, { contractId: p.contractId, from: today, to: today })).message).toBe(SettlementServerTexts.noWeighings);
  });
});
