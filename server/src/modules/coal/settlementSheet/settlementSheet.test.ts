import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { businessToday, capitalYuan, groupedAmount, type ContractClause, type SettlementDetail } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, caller, userWithPerms } from '../../../../test/support/coal-org';
import { dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { readPdf } from '../../../../test/support/pdf';
import { approvedResult, contractWithPlan, labApprover, must, weighed } from '../settlement/fixture';
import { coalSettlement } from '../settlement/table';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
let d: SettlementDetail;
let token: string;

const price = (c: Partial<ContractClause>): ContractClause => ({ indicator: 'qnetArKcal', direction: 'above', from: '0', to: '0', step: '1', amountPerStep: '0', stepping: 'full', capPerT: null, mode: 'price', ...c });
const CLAUSES: ContractClause[] = [
  price({ indicator: 'qnetArKcal', direction: 'above', from: '5000', to: '5500', step: '100', amountPerStep: '2', stepping: 'prorata' }),
  price({ indicator: 'qnetArKcal', direction: 'below', from: '4800', to: '5000', step: '100', amountPerStep: '-3' }),
  { indicator: 'mt', direction: 'above', from: '10', to: '20', step: '1', amountPerStep: '1', stepping: 'full', capPerT: null, mode: 'tonnage' },
];
const MEASURED = { mt: '12.40', mad: '3.20', aad: '22.10', vad: '28.50', stad: '0.62', qgrAd: '24.10', qnetArMj: '21.35' };

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'ss');
  admin = w.admin;
  token = await t.login();
  const p = await contractWithPlan(w, CLAUSES);
  // Tare 15 000 each: nets 30 000, 31 000 (200 deducted → 30 800) and 29 000 kg; Σ settle 89 800 kg.
  const ids = [await weighed(t, w, p, 45000), await weighed(t, w, p, 46000, 200), await weighed(t, w, p, 44000)];
  const approver = await labApprover(t, 'ss_lab');
  await approvedResult(w, approver, ids.slice(0, 2), MEASURED);
  await approvedResult(w, approver, ids.slice(2), { ...MEASURED, mt: '9.80', qnetArMj: '20.10' });
  const today = businessToday();
  const drafted = must(await admin.send('POST', '/coal/settlement/draft', { contractId: p.contractId, from: today, to: today, otherDeductions: [{ name: '化验费', amount: '450.00' }], remark: '十一月第一批' }), 'draft');
  d = must(await admin.get(`/coal/settlement/queryById?id=${drafted.id}`), 'detail');
});
afterAll(async () => t?.close());

const printed = (tk: string, id: string, query = '&paper=a4') => caller(t).get(tk, `/coal/settlement/print?id=${id}${query}`);
const exported = (tk: string, id: string) => caller(t).get(tk, `/coal/settlement/exportSheet?id=${id}`);
const printCount = async (id: string) => (await t.ctx.db.select({ n: coalSettlement.printCount, rev: coalSettlement.rev }).from(coalSettlement).where(eq(coalSettlement.id, id)))[0];
const grouped = groupedAmount;

describe('结算单：PDF', () => {
  it('has the weighings the test made: 89.800 t from three trucks, the deduction counted', () => {
    expect(d.weighedT).toBe('89.800');
    expect(d.trace.weighings.map((x) => x.settleKg)).toEqual([30000, 30800, 29000]);
    expect(d.otherDeductions).toEqual([{ name: '化验费', amount: '450.00' }]);
  });

  it('prints the whole sheet on A4 in Chinese: parties, quantity, quality, clause lines, deductions, totals in capitals, signatures, weighings', async () => {
    const r = await printed(token, d.id);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(r.headers['content-disposition']).toContain(encodeURIComponent(`结算单-${d.settlementNo}.pdf`));
    const pages = await readPdf(r.rawPayload);
    expect([pages[0].width, pages[0].height].map(Math.round)).toEqual([595, 842]);
    const text = pages.map((p) => p.text).join('');
    const phrases = [
      '煤炭结算单（草稿）',
      `No.${d.settlementNo}`,
      `合同编号${d.contractNo}（第${d.contractVersion}版）`,
      `客户${d.counterpartyName}`,
      `结算期间${d.from}至${d.to}`,
      '过磅车数3车',
      '过磅净重89.800t',
      `结算数量${d.quantityT}t`,
      '含税单价800.00元/t',
      ...d.trace.quality.map((q) => `${q.value}${q.results.length}${q.sumT}`),
      ...d.lines.map((l) => `${l.steps}${l.perT}${l.deductT}${grouped(l.amount)}`),
      '化验费450.00',
      `结算金额${grouped(d.totalAmount)}元（含税）`,
      `大写金额人民币${capitalYuan(d.totalAmount)}`,
      `税率13%`,
      `税额${grouped(d.taxAmount)}元`,
      `不含税金额${grouped(d.amountExclTax)}元`,
      '十一月第一批',
      '制单：',
      '数量审核：',
      '质价审核：',
      '财务审核：',
      '对方确认：（客户签字盖章）',
      ...d.trace.weighings.map((x) => x.weighNo),
      '合计3车结算重量89.800t',
      '89,800',
      '第1次打印',
    ];
    for (const p of phrases) expect(text, p).toContain(p.replace(/\s+/g, ''));
  });

  it('counts each print and writes it on the timeline, leaving rev alone (a review opened before still goes through)', async () => {
    const before = await printCount(d.id);
    const r = await printed(token, d.id, '');
    expect(r.headers['content-type']).toBe('application/pdf');
    const after = await printCount(d.id);
    expect(after.n).toBe(before.n + 1);
    expect(after.rev).toBe(before.rev);
    const text = (await readPdf(r.rawPayload)).map((p) => p.text).join('');
    expect(text).toContain(`第${after.n}次打印`);
    const detail: SettlementDetail = must(await admin.get(`/coal/settlement/queryById?id=${d.id}`));
    expect(detail.events.filter((e) => e.kind === 'print').map((e) => e.remark)).toEqual(Array.from({ length: after.n }, (_, i) => `第 ${i + 1} 次打印`));
  });

  it('names the reviewers in their boxes once reviewed, and only the pass that stands', async () => {
    const fresh = must(await admin.get(`/coal/settlement/queryById?id=${d.id}`));
    must(await admin.send('PUT', '/coal/settlement/qtyReview', { id: d.id, rev: fresh.rev }), 'qtyReview');
    const pages = await readPdf((await printed(token, d.id)).rawPayload);
    const text = pages.map((p) => p.text).join('');
    expect(text).toContain('煤炭结算单No.');
    expect(text).not.toContain('（草稿）');
    expect(text).toMatch(new RegExp(`数量审核：\\S*${businessToday()}`));
  });

  it('refuses another paper, a missing id, and a settlement the caller may not see', async () => {
    expect((await printed(token, d.id, '&paper=half241')).json.message).toBe('结算单只能打印在A4纸上');
    expect((await printed(token, '', '')).json.message).toBe('id不能为空');
    const perms = ['coal:settlement:list', 'coal:settlement:print'];
    const tenant2 = await userWithPerms(t, 'ss_tenant2', perms, { tenantId: 2 });
    const before = (await printCount(d.id)).n;
    for (const call of [printed, exported]) {
      const r = await call(tenant2, d.id);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.json.message).toBe('未找到对应数据');
    }
    expect((await printCount(d.id)).n).toBe(before);
  });

  it('refuses a user without the 打印结算单 button', async () => {
    const reader = callsAs(t, await userWithPerms(t, 'ss_reader', ['coal:settlement:list']));
    expect((await reader.get(`/coal/settlement/print?id=${d.id}`)).code).toBe(510);
    expect((await reader.get(`/coal/settlement/exportSheet?id=${d.id}`)).code).toBe(510);
  });
});

describe('结算单：Excel', () => {
  it('holds the detail’s figures as number cells with their formats, and its weighings summing to 过磅净重', async () => {
    const r = await exported(token, d.id);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as never);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['结算单', '过磅明细']);
    const sheet = wb.getWorksheet('结算单')!;
    const byLabel = new Map<string, ExcelJS.Cell>();
    sheet.eachRow((row) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string' && !byLabel.has(label)) byLabel.set(label, row.getCell(2));
    });
    const cell = (label: string, value: string, fmt: string) => {
      const c = byLabel.get(label);
      expect(c, label).toBeDefined();
      expect(typeof c!.value, label).toBe('number');
      expect(c!.value, label).toBe(Number(value));
      expect(c!.numFmt, label).toBe(fmt);
    };
    expect(byLabel.get('结算单号')!.value).toBe(d.settlementNo);
    cell('过磅净重(t)', d.weighedT, '#,##0.000');
    cell('结算数量(t)', d.quantityT, '#,##0.000');
    cell('含税单价(元/t)', d.unitPrice, '#,##0.00');
    cell('基础货款(元)', d.baseAmount, '#,##0.00');
    cell('其他扣款(元)', '450.00', '#,##0.00');
    cell('结算金额(含税,元)', d.totalAmount, '#,##0.00');
    cell('税额(13%,元)', d.taxAmount, '#,##0.00');
    cell('不含税金额(元)', d.amountExclTax, '#,##0.00');
    expect(byLabel.get('大写金额')!.value).toBe(`人民币${capitalYuan(d.totalAmount)}`);
    // The clause lines: their amounts, as numbers, in the order of the detail.
    const amounts: unknown[] = [];
    let inClauses = false;
    sheet.eachRow((row) => {
      const first = row.getCell(1).value;
      if (first === '条款') inClauses = true;
      else if (first === '四、其他扣款') inClauses = false;
      else if (inClauses && typeof row.getCell(7).value === 'number') amounts.push(row.getCell(7).value);
    });
    expect(amounts).toEqual(d.lines.map((l) => Number(l.amount)));

    const list = wb.getWorksheet('过磅明细')!;
    const rows: ExcelJS.Row[] = [];
    list.eachRow((row, n) => n > 1 && rows.push(row));
    expect(rows.map((row) => row.getCell(2).value).slice(0, 3)).toEqual(d.trace.weighings.map((x) => x.weighNo));
    expect(rows.slice(0, 3).map((row) => row.getCell(7).value)).toEqual([30000, 30800, 29000]);
    const total = rows[3];
    expect(total.getCell(1).value).toBe('合计');
    expect(total.getCell(7).value).toMatchObject({ formula: 'SUM(G2:G4)', result: 89800 });
    expect(total.getCell(8).value).toMatchObject({ formula: 'SUM(H2:H4)', result: 89.8 });
    expect(total.getCell(8).numFmt).toBe('#,##0.000');
  });
});
