import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { monthOf, SERVICE_FEE_BILL_ACTIONS, serviceFeeBillActionPerm } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';
import { coalBill } from '../coalBill/table';
import { coalWeighing } from '../weighing/table';
import { billLastMonth } from './job';
import { coalServiceFeeBill, coalServiceFeeBillLine } from './table';

let t: TestApp;
let admin: ReturnType<typeof callsAs>;
let carrierX: string;
let carrierY: string;
let consumerA: string;
let supplierS: string;
const BILL_PERMS = ['coal:serviceFeeBill:list', 'coal:serviceFeeBill:exportXls', ...SERVICE_FEE_BILL_ACTIONS.map(serviceFeeBillActionPerm)];
const RULE_PERMS = ['coal:serviceFeeRule:list', 'coal:serviceFeeRule:add', 'coal:serviceFeeRule:edit', 'coal:serviceFeeRule:delete'];

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

let n = 0;
/** A weighing of tenant 1 written as the scale leaves it; a completed sale gets its coal bill unless told otherwise. */
async function weighing(at: string, o: { direction?: 'sales' | 'purchase'; carrierId?: string; settleKg?: number; status?: string; bill?: 'issued' | 'void' | null; tenantId?: number } = {}): Promise<string> {
  n += 1;
  const direction = o.direction ?? 'sales';
  const status = o.status ?? 'completed';
  const settleKg = o.settleKg ?? 30000;
  const [w] = await t.ctx.db
    .insert(coalWeighing)
    .values({ tenantId: o.tenantId ?? 1, weighNo: `SFBD${n}`, direction, pickupOrderId: `po${n}`, pickupOrderNo: `TM${n}`, planId: 'plan', contractId: 'c', contractNo: 'HT1', carId: 'car', plateNo: `晋A${String(n).padStart(5, '0')}`, carrierId: o.carrierId ?? carrierX, consumerId: direction === 'sales' ? consumerA : null, supplierId: direction === 'purchase' ? supplierS : null, yardId: 'y', materialId: 'm', tareKg: 15000, grossKg: 15000 + settleKg, netKg: settleKg, settleKg, grossTime: new Date(at), tareTime: new Date(at), status })
    .returning({ id: coalWeighing.id });
  const bill = o.bill === undefined ? (direction === 'sales' && status === 'completed' ? 'issued' : null) : o.bill;
  if (bill) {
    const [b] = await t.ctx.db
      .insert(coalBill)
      .values({ tenantId: o.tenantId ?? 1, billNo: `SFMP${n}`, weighingId: w.id, weighNo: `SFBD${n}`, pickupOrderId: `po${n}`, contractId: 'c', contractNo: 'HT1', shipper: '默认租户', plateNo: 'x', materialId: 'm', grossKg: 15000 + settleKg, tareKg: 15000, netKg: settleKg, issuedAt: new Date(at), validUntil: new Date(at), qrCode: 'x', status: bill, carrierId: o.carrierId ?? carrierX, consumerId: consumerA })
      .returning({ id: coalBill.id });
    await t.ctx.db.update(coalWeighing).set({ billId: b.id }).where(eq(coalWeighing.id, w.id));
  }
  return w.id;
}

const billsOf = async (month: string) => must(await admin.get(`/coal/serviceFeeBill/list?month=${month}&pageSize=100&column=billNo&order=asc`)).records as any[];
const liveOf = async (month: string) => (await billsOf(month)).filter((b) => b.status !== 'void');
const byPayer = (bills: any[], id: string) => bills.find((b) => b.payerId === id && b.status !== 'void');

beforeAll(async () => {
  t = await createTestApp();
  admin = callsAs(t, await t.login());
  const add = async (e: string, name: string) => must(await admin.send('POST', `/coal/${e}/add`, { name })).id as string;
  carrierX = await add('carrier', '太原顺达物流');
  carrierY = await add('carrier', '大同远通运输');
  consumerA = await add('consumer', '华能秦皇岛电厂');
  supplierS = await add('supplier', '神木大柳塔煤矿');
});
afterAll(async () => t?.close());

describe('服务费规则', () => {
  it('adds rules for all carriers, one carrier and one customer; names the payer; refuses bad ones', async () => {
    expect(must(await admin.send('POST', '/coal/serviceFeeRule/add', { name: '承运吨费', payerKind: 'carrier', basis: 'perTonne', rate: '1.5', enabled: true }))).toMatchObject({ payerOrg: 'carrier', payerId: null, rate: '1.5000' });
    expect(must(await admin.send('POST', '/coal/serviceFeeRule/add', { name: '远通车次费', payerKind: 'carrier', payerId: carrierY, basis: 'perTrip', rate: '5', enabled: true }))).toMatchObject({ payerName: '大同远通运输', carrierId: carrierY });
    expect(must(await admin.send('POST', '/coal/serviceFeeRule/add', { name: '客户票费', payerKind: 'shipper', payerOrg: 'consumer', payerId: consumerA, basis: 'perBill', rate: '2', validFrom: '2026-10-01', enabled: true }))).toMatchObject({ payerName: '华能秦皇岛电厂', consumerId: consumerA });
    expect((await admin.send('POST', '/coal/serviceFeeRule/add', { name: '坏', payerKind: 'shipper', payerOrg: 'carrier', payerId: carrierX, basis: 'perBill', rate: '2' })).message).toBe('缴费单位类型与缴费方不符');
    expect((await admin.send('POST', '/coal/serviceFeeRule/add', { name: '坏', payerKind: 'carrier', basis: 'perBill', rate: '2', validFrom: '2026-10-02', validTo: '2026-10-01' })).message).toBe('生效日期不能晚于失效日期');
    expect((await admin.send('POST', '/coal/serviceFeeRule/add', { name: '坏', payerKind: 'shipper', payerOrg: 'supplier', payerId: consumerA, basis: 'perBill', rate: '2' })).message).toBe('缴费单位不存在');
  });
});

describe('服务费账单', () => {
  it('bills October from its completed weighings by gross time in China time', async () => {
    const oct31 = await weighing('2026-10-31T23:30:00+08:00', { settleKg: 33980 }); // October's
    await weighing('2026-11-01T00:10:00+08:00', { settleKg: 31000 }); // November's
    await weighing('2026-10-15T10:00:00+08:00', { status: 'void', settleKg: 40000 });
    await weighing('2026-10-16T10:00:00+08:00', { status: 'reversed', settleKg: 40000 });
    await weighing('2026-09-30T23:59:00+08:00', { settleKg: 40000 }); // September's
    const purchase = await weighing('2026-10-10T09:00:00+08:00', { direction: 'purchase', carrierId: carrierY, settleKg: 30015 });
    const r = must(await admin.send('POST', '/coal/serviceFeeBill/generate', { month: '2026-10' }));
    expect(r).toEqual({ month: '2026-10', written: 3, voided: 0, kept: 0 });
    const bills = await billsOf('2026-10');
    // X: 1.5 × 33.980 = 50.97. Y: 1.5 × 30.015 = 45.0225 → 45.02, + 5 × 1 trip = 50.02. A: 2 × 1 bill = 2.00. S: no rule.
    expect(byPayer(bills, carrierX)).toMatchObject({ totalAmount: '50.97', weighingCount: 1, status: 'draft', payerName: '太原顺达物流', payerKind: 'carrier' });
    expect(byPayer(bills, carrierY)).toMatchObject({ totalAmount: '50.02', weighingCount: 1 });
    expect(byPayer(bills, consumerA)).toMatchObject({ totalAmount: '2.00', payerKind: 'shipper', payerOrg: 'consumer' });
    expect(byPayer(bills, supplierS)).toBeUndefined();
    const detail = must(await admin.get(`/coal/serviceFeeBill/detail?id=${byPayer(bills, carrierY).id}`));
    expect(detail.lines).toMatchObject([
      { ruleName: '承运吨费', basis: 'perTonne', rate: '1.5000', quantity: '30.015', amount: '45.02', weighings: [{ id: purchase, settleKg: 30015 }] },
      { ruleName: '远通车次费', basis: 'perTrip', quantity: '1.000', amount: '5.00' },
    ]);
    expect(must(await admin.get(`/coal/serviceFeeBill/detail?id=${byPayer(bills, carrierX).id}`)).lines[0].weighings.map((w: any) => w.id)).toEqual([oct31]);
  });

  it('is idempotent: generating or running the job again writes nothing for a month already billed', async () => {
    const before = await t.ctx.db.select().from(coalServiceFeeBill);
    const again = await admin.send('POST', '/coal/serviceFeeBill/generate', { month: '2026-10' });
    expect(again).toMatchObject({ success: true, message: '2026-10的服务费账单已生成，无新增', result: { written: 0, kept: 3 } });
    expect(await billLastMonth(t.ctx, new Date('2026-11-01T02:00:00+08:00'))).toEqual({ month: '2026-10', written: 0 });
    expect(await t.ctx.db.select().from(coalServiceFeeBill)).toEqual(before);
  });

  it('the job on 1 December at 02:00 China time bills November once', async () => {
    expect(await billLastMonth(t.ctx, new Date('2026-12-01T02:00:00+08:00'))).toEqual({ month: '2026-11', written: 2 });
    const nov = await billsOf('2026-11');
    expect(byPayer(nov, carrierX)).toMatchObject({ totalAmount: '46.50', createBy: 'system' });
    expect(byPayer(nov, consumerA)).toMatchObject({ totalAmount: '2.00' });
    expect(await billLastMonth(t.ctx, new Date('2026-12-01T02:00:00+08:00'))).toEqual({ month: '2026-11', written: 0 });
  });

  it('regenerating voids the drafts and writes them anew in one transaction; confirmed bills stay', async () => {
    const oct = await billsOf('2026-10');
    must(await admin.send('PUT', '/coal/serviceFeeBill/confirm', { id: byPayer(oct, consumerA).id }));
    await weighing('2026-10-20T08:00:00+08:00', { settleKg: 20000 });
    // A bill number the second new bill will want, taken by a bill of another month: the run fails half way.
    const oldX = byPayer(oct, carrierX);
    await t.ctx.db.insert(coalServiceFeeBill).values({ tenantId: 1, billNo: 'FW2026100005', month: '2099-01', payerKind: 'carrier', payerOrg: 'carrier', payerId: 'nobody', payerName: '占号', weighingCount: 0, totalAmount: '0', status: 'void' });
    expect((await admin.send('POST', '/coal/serviceFeeBill/generate', { month: '2026-10', regenerate: true })).success).toBe(false);
    expect((await billsOf('2026-10')).map((b) => [b.id, b.status])).toEqual(oct.map((b) => [b.id, b.id === byPayer(oct, consumerA).id ? 'confirmed' : b.status]));
    await t.ctx.db.delete(coalServiceFeeBill).where(eq(coalServiceFeeBill.month, '2099-01'));

    const r = must(await admin.send('POST', '/coal/serviceFeeBill/generate', { month: '2026-10', regenerate: true }));
    expect(r).toEqual({ month: '2026-10', written: 2, voided: 2, kept: 1 });
    const after = await billsOf('2026-10');
    expect(after.find((b) => b.id === oldX.id)).toMatchObject({ status: 'void', voidReason: '重新生成账单' });
    // X: 1.5 × (33.980 + 20.000) = 80.97.
    expect(byPayer(after, carrierX)).toMatchObject({ totalAmount: '80.97', weighingCount: 2, status: 'draft' });
    expect(byPayer(after, consumerA)).toMatchObject({ status: 'confirmed', totalAmount: '2.00' });
    expect(await liveOf('2026-10')).toHaveLength(3);
  });

  it('confirms and voids drafts only, voiding with a reason; bills are never edited or deleted', async () => {
    const oct = await billsOf('2026-10');
    const x = byPayer(oct, carrierX);
    const y = byPayer(oct, carrierY);
    expect((await admin.send('PUT', '/coal/serviceFeeBill/void', { id: x.id, reason: ' ' })).message).toBe('请填写作废原因');
    expect(must(await admin.send('PUT', '/coal/serviceFeeBill/void', { id: x.id, reason: '费率录错' }))).toMatchObject({ status: 'void', voidReason: '费率录错', voidedBy: expect.any(String) });
    expect((await admin.send('PUT', '/coal/serviceFeeBill/confirm', { id: x.id })).message).toBe('只有草稿状态的账单可以确认');
    expect(must(await admin.send('PUT', '/coal/serviceFeeBill/confirm', { id: y.id }))).toMatchObject({ status: 'confirmed' });
    expect((await admin.send('PUT', '/coal/serviceFeeBill/void', { id: y.id, reason: '重复' })).message).toBe('只有草稿状态的账单可以作废');
    expect((await admin.send('PUT', '/coal/serviceFeeBill/edit', { id: y.id, totalAmount: '1' })).success).not.toBe(true);
    expect((await admin.send('DELETE', `/coal/serviceFeeBill/delete?id=${y.id}`)).success).not.toBe(true);
    // The voided payer is billed again by a plain generation: it has no live bill of the month.
    expect(must(await admin.send('POST', '/coal/serviceFeeBill/generate', { month: '2026-10' }))).toMatchObject({ written: 1, kept: 2 });
    // Two clerks on that new draft at once: one wins, the other is told it is no longer a draft.
    const fresh = byPayer(await billsOf('2026-10'), carrierX);
    expect(fresh.status).toBe('draft');
    const both = await Promise.all([admin.send('PUT', '/coal/serviceFeeBill/confirm', { id: fresh.id }), admin.send('PUT', '/coal/serviceFeeBill/void', { id: fresh.id, reason: '同时作废' })]);
    expect(both.filter((r) => r.success)).toHaveLength(1);
    expect(both.find((r) => !r.success)?.message).toMatch(/^只有草稿状态的账单可以(确认|作废)$/);
    expect((await admin.send('POST', '/coal/serviceFeeBill/generate', { month: '2026-13' })).message).toBe('账单月份格式应为yyyy-MM');
    expect((await admin.send('POST', '/coal/serviceFeeBill/generate', { month: monthOf(new Date()) })).message).toBe('只能生成已结束的月份的账单');
  });

  it('keeps a rule a bill counted: disabled, not deleted', async () => {
    const rules = must(await admin.get('/coal/serviceFeeRule/list?pageSize=50')).records as any[];
    const used = rules.find((r) => r.name === '承运吨费');
    expect((await admin.send('DELETE', `/coal/serviceFeeRule/delete?id=${used.id}`)).message).toBe('该规则已用于服务费账单，不能删除，请停用');
    expect(must(await admin.send('PUT', '/coal/serviceFeeRule/edit', { id: used.id, enabled: false }))).toMatchObject({ enabled: false });
    const spare = must(await admin.send('POST', '/coal/serviceFeeRule/add', { name: '未用', payerKind: 'carrier', basis: 'perTrip', rate: '1', enabled: false }));
    must(await admin.send('DELETE', `/coal/serviceFeeRule/delete?id=${spare.id}`));
    expect((await admin.send('DELETE', `/coal/carrier/delete?id=${carrierY}`)).message).toContain('已用于服务费规则');
  });
});

describe('服务费的范围', () => {
  it('a carrier user reads its own bills only, and neither generates, confirms nor writes rules', async () => {
    const x = callsAs(t, await userWithPerms(t, 'sf_carrier_x', [...BILL_PERMS, ...RULE_PERMS], { org: { kind: 'carrier', id: carrierX } }));
    const mine = must(await x.get('/coal/serviceFeeBill/list?pageSize=100')).records as any[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((b) => b.payerId === carrierX)).toBe(true);
    const yBill = byPayer(await billsOf('2026-10'), carrierY);
    expect((await x.get(`/coal/serviceFeeBill/list?payerId=${carrierY}`)).result.total).toBe(0);
    expect((await x.get(`/coal/serviceFeeBill/queryById?id=${yBill.id}`)).message).toBe('未找到对应数据');
    expect((await x.get(`/coal/serviceFeeBill/detail?id=${yBill.id}`)).message).toBe('未找到对应数据');
    expect(must(await x.get(`/coal/serviceFeeBill/detail?id=${mine[0].id}`)).record.id).toBe(mine[0].id);
    expect((await x.send('POST', '/coal/serviceFeeBill/generate', { month: '2026-10', regenerate: true })).message).toBe('服务费由本公司财务人员办理');
    expect((await x.send('PUT', '/coal/serviceFeeBill/confirm', { id: mine[0].id })).message).toBe('服务费由本公司财务人员办理');
    expect((await x.send('POST', '/coal/serviceFeeRule/add', { name: '自定', payerKind: 'carrier', basis: 'perTrip', rate: '0' })).message).toBe('服务费由本公司财务人员办理');
    // Rules: only those naming carrier X (none do); the all-carrier rules are our staff's to read.
    expect((await x.get('/coal/serviceFeeRule/list')).result.total).toBe(0);
  });

  it('tenant 2 sees none of tenant 1 and bills only its own weighings', async () => {
    const m = callsAs(t, await userWithPerms(t, 'sf_tenant2', [...BILL_PERMS, ...RULE_PERMS], { tenantId: 2 }));
    const victim = (await billsOf('2026-10'))[0];
    expect((await m.get('/coal/serviceFeeBill/list')).result.total).toBe(0);
    expect((await m.get('/coal/serviceFeeRule/list')).result.total).toBe(0);
    expect((await m.get(`/coal/serviceFeeBill/queryById?id=${victim.id}`)).success).toBe(false);
    expect((await m.get(`/coal/serviceFeeBill/detail?id=${victim.id}`)).message).toBe('未找到对应数据');
    expect((await m.send('PUT', '/coal/serviceFeeBill/void', { id: victim.id, reason: '恶意' })).message).toBe('未找到对应数据');
    expect(must(await m.send('POST', '/coal/serviceFeeBill/generate', { month: '2026-10', regenerate: true }))).toEqual({ month: '2026-10', written: 0, voided: 0, kept: 0 });
    const rules = await t.ctx.db.select().from(coalServiceFeeBillLine).where(and(eq(coalServiceFeeBillLine.tenantId, 2)));
    expect(rules).toEqual([]);
    expect((await admin.get(`/coal/serviceFeeBill/queryById?id=${victim.id}`)).result.status).toBe(victim.status);
  });

  it('runs as the seeded monthly job and seeds the 财务 role with the buttons', async () => {
    const jobs = must(await admin.get('/sys/quartzJob/list?pageSize=100')).records as any[];
    expect(jobs.find((j) => j.handlerKey === 'coalServiceFeeMonthly')).toMatchObject({ cronExpression: '0 0 2 1 * ?', status: 0 });
    const finance = callsAs(t, await t.createUser({ username: 'sf_finance', password: 'Passw0rd!x', roles: ['finance_clerk'] }).then(() => t.login('sf_finance', 'Passw0rd!x')));
    expect((await finance.get('/coal/serviceFeeBill/list')).success).toBe(true);
    expect((await finance.get('/coal/serviceFeeRule/list')).success).toBe(true);
    // It reads the carriers, customers and suppliers it names payers from.
    for (const e of ['carrier', 'consumer', 'supplier']) expect((await finance.get(`/coal/${e}/list`)).success, e).toBe(true);
    expect((await finance.get('/coal/weighing/list')).success).toBe(false);
  });
});
