import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, exportFile, sheetRows, userWithPerms } from '../../../../test/support/coal-org';
import { coalConsumer } from '../consumer/table';
import { coalSupplier } from '../supplier/table';
import { coalSettlement, coalSettlementEvent } from '../settlement/table';
import { coalInvoice } from './table';
import { insertSettlement } from './testSettlements';

let t: TestApp;
let admin: ReturnType<typeof callsAs>;
let consumerA: string;
let consumerB: string;
let consumerNoTaxId: string;
let supplierS: string;
const PERMS = ['coal:invoice:list', 'coal:invoice:add', 'coal:invoice:void', 'coal:invoice:exportXls'];

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};
const settlement = async (id: string) => (await t.ctx.db.select().from(coalSettlement).where(eq(coalSettlement.id, id)))[0];

/** 123603.60 at 13 %: by hand 123603.60 × 0.13 / 1.13 = 14219.8831 → tax 14219.88, excl 123603.60 − 14219.88 = 109383.72. */
const FIGURES = { taxRate: '0.13', amountExclTax: '109383.72', tax: '14219.88', total: '123603.60' };

async function company(table: typeof coalConsumer | typeof coalSupplier, name: string, creditCode: string | null, tenantId = 1) {
  const [r] = await t.ctx.db.insert(table).values({ tenantId, name, creditCode }).returning({ id: table.id });
  return r.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = callsAs(t, await t.login());
  consumerA = await company(coalConsumer, '华能秦皇岛电厂', '91130300MA0A1B2C3D');
  consumerB = await company(coalConsumer, '唐山冀东水泥', '91130200MA0X9Y8Z7W');
  consumerNoTaxId = await company(coalConsumer, '无税号客户', null);
  supplierS = await company(coalSupplier, '神木大柳塔煤矿', '91610821MA0S1M2K3L');
});
afterAll(async () => t?.close());

describe('登记发票', () => {
  let s1: string;
  let s2: string;
  let invoiceId: string;

  it('enters a 销项专票 against two sales settlements, filling them in order up to what is left to invoice', async () => {
    // S1: 100000.00, 40000.00 invoiced before → 60000.00 left; S2: 80000.00, nothing invoiced.
    s1 = await insertSettlement(t.ctx.db, { counterpartyId: consumerA, total: '100000.00', invoiced: '40000.00' });
    s2 = await insertSettlement(t.ctx.db, { counterpartyId: consumerA, total: '80000.00' });
    const r = must(await admin.send('POST', '/coal/invoice/add', { direction: 'out', kind: 'special', code: '1300224130', number: '00012345', date: '2026-11-20', counterpartyId: consumerA, settlementIds: [s1, s2], ...FIGURES }));
    invoiceId = r.id;
    expect(r).toMatchObject({ status: 'normal', direction: 'out', kind: 'special', number: '00012345', code: '1300224130', date: '2026-11-20', counterpartyName: '华能秦皇岛电厂', consumerId: consumerA, total: '123603.60', tax: '14219.88', amountExclTax: '109383.72', taxRate: '0.13', settlementIds: [s1, s2] });
    // 123603.60 = 60000.00 to S1 (now 100000.00 invoiced: 已开票) + 63603.60 to S2 (63603.60 of 80000.00: still 财务审核).
    expect(await settlement(s1)).toMatchObject({ invoicedAmount: '100000.00', status: 'invoiced' });
    expect(await settlement(s2)).toMatchObject({ invoicedAmount: '63603.60', status: 'financeReviewed' });
    const d = must(await admin.get(`/coal/invoice/queryById?id=${invoiceId}`));
    expect(d.allocations.map((a: any) => [a.settlementId, a.amount])).toEqual([
      [s1, '60000.00'],
      [s2, '63603.60'],
    ]);
    expect(d.events).toMatchObject([{ kind: 'create', toStatus: 'normal', byUsername: 'admin' }]);
    const lines = await t.ctx.db.select().from(coalSettlementEvent).where(eq(coalSettlementEvent.settlementId, s1));
    expect(lines.map((l) => [l.kind, l.remark])).toEqual([['invoice', '开票 1300224130-00012345']]);
  });

  it('refuses the same code and number again, in Chinese, changing nothing', async () => {
    const before = await settlement(s2);
    const r = await admin.send('POST', '/coal/invoice/add', { direction: 'out', kind: 'normal', code: '1300224130', number: '00012345', date: '2026-11-21', counterpartyId: consumerA, settlementIds: [s2], taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00' });
    expect(r).toMatchObject({ success: false, message: '发票代码1300224130、号码00012345已登记，不能重复登记（如需更正请先作废原发票）' });
    expect(await settlement(s2)).toEqual(before);
  });

  it('lists by direction, kind, counterparty, number and date range', async () => {
    const list = async (q: string) => must(await admin.get(`/coal/invoice/list?${q}`)).records.map((r: any) => r.id);
    expect(await list('direction=out')).toEqual([invoiceId]);
    expect(await list('direction=in')).toEqual([]);
    expect(await list('kind=special')).toEqual([invoiceId]);
    expect(await list(`counterpartyId=${consumerA}`)).toEqual([invoiceId]);
    expect(await list(`counterpartyId=${consumerB}`)).toEqual([]);
    expect(await list('number=*0012*')).toEqual([invoiceId]);
    expect(await list('date_begin=2026-11-20&date_end=2026-11-20')).toEqual([invoiceId]);
    expect(await list('date_begin=2026-11-21')).toEqual([]);
    const rows = await sheetRows(await exportFile(t, await t.login(), '/coal/invoice'));
    const at = (label: string) => (rows[0] as string[]).indexOf(label);
    expect([rows[1][at('发票号码')], rows[1][at('进销项')], rows[1][at('发票种类')], rows[1][at('价税合计')], rows[1][at('开票日期')]]).toEqual(['00012345', '销项', '专票', 123603.6, '2026-11-20']);
  });

  it('offers the settlements with something left to invoice, of the direction and counterparty', async () => {
    const c = must(await admin.get(`/coal/invoice/candidates?counterpartyId=${consumerA}&direction=out`));
    // S1 is invoiced in full; S2 has 80000.00 − 63603.60 = 16396.40 left.
    expect(c.map((x: any) => [x.id, x.open])).toEqual([[s2, '16396.40']]);
    expect(must(await admin.get(`/coal/invoice/candidates?counterpartyId=${consumerA}&direction=in`))).toEqual([]);
  });

  it('refuses figures that do not add up, a wrong number, a missing 税号 on a 专票, over-invoicing and another counterparty', async () => {
    const base = { direction: 'out', kind: 'normal', date: '2026-11-22', counterpartyId: consumerA, settlementIds: [s2] };
    const msg = async (body: object) => (await admin.send('POST', '/coal/invoice/add', { ...base, ...body })).message;
    // 100.00 × 13 % = 13.00; 13.07 is 0.07 off.
    expect(await msg({ number: '00020001', code: '1300224130', taxRate: '0.13', amountExclTax: '100.00', tax: '13.07', total: '113.07' })).toBe('税额与金额×税率不符：100.00 × 13% = 13.00，相差0.07元（允许误差0.06元）');
    expect(await msg({ number: '00020001', code: '1300224130', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.01' })).toBe('价税合计应等于金额加税额：100.00 + 13.00 = 113.00');
    expect(await msg({ number: '00020001', code: '1300224130', taxRate: '0.17', amountExclTax: '100.00', tax: '17.00', total: '117.00' })).toBe('税率应为13%、9%、6%、3%、1%或0');
    expect(await msg({ number: '0002000', code: '1300224130', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00' })).toBe('发票号码应为8位数字，全电发票为20位数字');
    expect(await msg({ number: '00020001', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00' })).toBe('8位号码的发票须填写10位或12位发票代码');
    // 16396.40 left on S2; 20000.00 + 2600.00 = 22600.00 is more.
    expect(await msg({ number: '24112000000000000001', taxRate: '0.13', amountExclTax: '20000.00', tax: '2600.00', total: '22600.00' })).toBe('价税合计22600.00元超过所选结算单的未开票金额16396.40元');
    expect(await msg({ number: '24112000000000000001', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00', counterpartyId: consumerB })).toBe('结算单的往来单位与单据不一致');
    expect(await msg({ number: '24112000000000000001', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00', direction: 'in', counterpartyId: supplierS })).toBe('结算单的往来单位与单据不一致');
    const noTaxId = await insertSettlement(t.ctx.db, { counterpartyId: consumerNoTaxId, total: '1130.00' });
    expect(await msg({ kind: 'special', number: '24112000000000000001', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00', counterpartyId: consumerNoTaxId, settlementIds: [noTaxId] })).toBe(
      '开具专票须有对方的纳税人识别号，请先在基础数据中填写无税号客户的统一社会信用代码',
    );
    const draft = await insertSettlement(t.ctx.db, { counterpartyId: consumerA, total: '1130.00', status: 'qualityReviewed', reviewed: null });
    expect(await msg({ number: '24112000000000000001', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00', settlementIds: [draft] })).toBe('结算单须经财务审核后才能开票或收付款');
    const purchase = await insertSettlement(t.ctx.db, { counterpartyId: consumerA, direction: 'purchase', total: '1130.00' });
    expect(await msg({ number: '24112000000000000001', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00', settlementIds: [purchase] })).toMatch(/^结算单JS-T\d+的购销方向与单据不符/);
    expect(await msg({ number: '24112000000000000001', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00', settlementIds: [s2, s2] })).toBe('同一结算单不能重复选择');
    expect(await msg({ number: '24112000000000000001', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00', allocations: [{ settlementId: s2, amount: '100.00' }] })).toBe('分配到结算单的金额合计100.00元，与价税合计113.00元不符');
    expect(await msg({ number: '24112000000000000001', taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00', date: '2026-02-30' })).toBe('开票日期格式应为yyyy-MM-dd');
    // Nothing of these was written: one live invoice, S2 as it was.
    expect((await t.ctx.db.select().from(coalInvoice)).length).toBe(1);
    expect(await settlement(s2)).toMatchObject({ invoicedAmount: '63603.60' });
  });

  it('takes explicit allocations; a 全电 进项普票 against a supplier purchase settlement', async () => {
    const p1 = await insertSettlement(t.ctx.db, { counterpartyId: supplierS, direction: 'purchase', total: '5000.00' });
    const p2 = await insertSettlement(t.ctx.db, { counterpartyId: supplierS, direction: 'purchase', total: '5000.00' });
    // 3270.00 at 9 %: 3000.00 + 270.00; allocated 1000.00 to P1 and 2270.00 to P2 (not the default order's 3270.00 to P1).
    const r = must(await admin.send('POST', '/coal/invoice/add', { direction: 'in', kind: 'normal', number: '24112000000000000009', date: '2026-11-23', counterpartyId: supplierS, settlementIds: `${p1},${p2}`, taxRate: 0.09, amountExclTax: 3000, tax: 270, total: '3270.00', allocations: [{ settlementId: p2, amount: '2270.00' }, { settlementId: p1, amount: 1000 }] }));
    expect(r).toMatchObject({ code: null, supplierId: supplierS, consumerId: null, total: '3270.00', taxRate: '0.09' });
    expect(await settlement(p1)).toMatchObject({ invoicedAmount: '1000.00' });
    expect(await settlement(p2)).toMatchObject({ invoicedAmount: '2270.00' });
  });

  it('voids with a reason: the amounts go back off the settlements in one transaction; a second void is refused', async () => {
    expect((await admin.send('PUT', '/coal/invoice/void', { id: invoiceId, reason: '' })).message).toBe('请填写作废原因');
    const [a, b] = await Promise.all([admin.send('PUT', '/coal/invoice/void', { id: invoiceId, reason: '票面金额开错' }), admin.send('PUT', '/coal/invoice/void', { id: invoiceId, reason: '重复作废' })]);
    expect([a.success, b.success].sort()).toEqual([false, true]);
    expect([a, b].find((x) => !x.success)!.message).toBe('发票已作废');
    const d = must(await admin.get(`/coal/invoice/queryById?id=${invoiceId}`));
    expect(d).toMatchObject({ status: 'void', voidReason: expect.stringMatching(/票面金额开错|重复作废/) });
    expect(d.events.map((e: any) => e.kind)).toEqual(['create', 'void']);
    expect(await settlement(s1)).toMatchObject({ invoicedAmount: '40000.00', status: 'financeReviewed' });
    expect(await settlement(s2)).toMatchObject({ invoicedAmount: '0.00', status: 'financeReviewed' });
    const lines = await t.ctx.db.select().from(coalSettlementEvent).where(eq(coalSettlementEvent.settlementId, s1)).orderBy(asc(coalSettlementEvent.seq));
    expect(lines.map((l) => [l.kind, l.fromStatus, l.toStatus])).toEqual([
      ['invoice', 'financeReviewed', 'invoiced'],
      ['invoiceVoid', 'invoiced', 'financeReviewed'],
    ]);
    // Voided, its number may be entered again (corrected).
    must(await admin.send('POST', '/coal/invoice/add', { direction: 'out', kind: 'special', code: '1300224130', number: '00012345', date: '2026-11-20', counterpartyId: consumerA, settlementIds: [s2], taxRate: '0.13', amountExclTax: '70796.46', tax: '9203.54', total: '80000.00' }));
    expect(await settlement(s2)).toMatchObject({ invoicedAmount: '80000.00', status: 'invoiced' });
  });

  it('of two clerks invoicing the last of one settlement at once, one wins and the other is refused', async () => {
    const consumerC = await company(coalConsumer, '邯郸钢铁', '91130400MA0C1D2E3F');
    const s = await insertSettlement(t.ctx.db, { counterpartyId: consumerC, total: '1130.00' });
    // 1130.00 at 13 %: 1000.00 + 130.00; each invoice wants all of it.
    const body = (number: string) => ({ direction: 'out', kind: 'normal', number, date: '2026-11-25', counterpartyId: consumerC, settlementIds: [s], taxRate: '0.13', amountExclTax: '1000.00', tax: '130.00', total: '1130.00' });
    const [a, b] = await Promise.all([admin.send('POST', '/coal/invoice/add', body('24112000000000000101')), admin.send('POST', '/coal/invoice/add', body('24112000000000000102'))]);
    expect([a.success, b.success].sort()).toEqual([false, true]);
    expect([a, b].find((x) => !x.success)!.message).toBe('价税合计1130.00元超过所选结算单的未开票金额0.00元');
    expect(await settlement(s)).toMatchObject({ invoicedAmount: '1130.00', status: 'invoiced' });
    // One number entered twice at once: the unique index lets one through and the other hears it in Chinese.
    const s2 = await insertSettlement(t.ctx.db, { counterpartyId: consumerC, total: '2260.00' });
    const again = { ...body('24112000000000000103'), settlementIds: [s2] };
    const [c, d] = await Promise.all([admin.send('POST', '/coal/invoice/add', again), admin.send('POST', '/coal/invoice/add', again)]);
    expect([c.success, d.success].sort()).toEqual([false, true]);
    expect([c, d].find((x) => !x.success)!.message).toBe('发票号码24112000000000000103已登记，不能重复登记（如需更正请先作废原发票）');
    expect(await settlement(s2)).toMatchObject({ invoicedAmount: '1130.00' });
  });

  it('shows another tenant nothing and lets it do nothing; a customer user reads its own invoices only and enters none', async () => {
    const other = callsAs(t, await userWithPerms(t, 'inv_t2', PERMS, { tenantId: 2 }));
    expect(must(await other.get('/coal/invoice/list')).total).toBe(0);
    expect((await other.get(`/coal/invoice/queryById?id=${invoiceId}`)).success).toBe(false);
    const ownA = (await t.ctx.db.select().from(coalInvoice).where(eq(coalInvoice.consumerId, consumerA))).map((r) => r.id).sort();
    expect((await other.send('PUT', '/coal/invoice/void', { id: ownA.find((x) => x !== invoiceId)!, reason: '越权' })).message).toBe('未找到对应数据');
    expect((await other.get(`/coal/invoice/candidates?counterpartyId=${consumerA}&direction=out`)).result).toEqual([]);

    const userB = callsAs(t, await userWithPerms(t, 'inv_b', PERMS, { org: { kind: 'consumer', id: consumerB } }));
    expect(must(await userB.get('/coal/invoice/list')).total).toBe(0);
    expect((await userB.get(`/coal/invoice/queryById?id=${invoiceId}`)).success).toBe(false);
    const userA = callsAs(t, await userWithPerms(t, 'inv_a', PERMS, { org: { kind: 'consumer', id: consumerA } }));
    expect(must(await userA.get('/coal/invoice/list')).records.map((r: any) => r.id).sort()).toEqual(ownA);
    expect((await userA.send('PUT', '/coal/invoice/void', { id: invoiceId, reason: 'x' })).message).toBe('发票由本公司财务人员登记');
    const s3 = await insertSettlement(t.ctx.db, { counterpartyId: consumerA, total: '113.00' });
    expect((await userA.send('POST', '/coal/invoice/add', { direction: 'out', kind: 'normal', number: '24112000000000000077', date: '2026-11-24', counterpartyId: consumerA, settlementIds: [s3], taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00' })).message).toBe('发票由本公司财务人员登记');
    expect(await settlement(s3)).toMatchObject({ invoicedAmount: '0.00' });
    const noPerm = callsAs(t, await userWithPerms(t, 'inv_none', ['coal:invoice:list']));
    expect((await noPerm.send('PUT', '/coal/invoice/void', { id: invoiceId, reason: 'x' })).code).toBe(510);
  });
});
