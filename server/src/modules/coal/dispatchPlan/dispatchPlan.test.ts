import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessToday } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, caller, sheetRows, userWithPerms } from '../../../../test/support/coal-org';
import { dayAfter, dispatchWorld, PICKUP_PERMS, PLAN_PERMS, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { scaleOf, steady, truckIn } from '../../../../test/support/weighing';
import { coalContract } from '../contract/table';
import { startPlan } from './service';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
const today = businessToday();

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t);
  admin = w.admin;
});
afterAll(async () => t?.close());

const plan = (contractId: string, extra: object = {}) => ({
  contractId,
  loadDate: today,
  slot: 'morning',
  carrierId: w.carrierX,
  consigneeId: w.consigneeA,
  yardId: w.yardId,
  plannedTrucks: 10,
  plannedT: '300',
  ...extra,
});
const addPlan = (contractId: string, extra: object = {}, as: Calls = admin) => as.send('POST', '/coal/dispatchPlan/add', plan(contractId, extra));
const okPlan = async (contractId: string, extra: object = {}) => {
  const r = await addPlan(contractId, extra);
  expect(r.success, r.message).toBe(true);
  return r.result as { id: string; planNo: string; [k: string]: unknown };
};
const progress = async (contractId: string) => (await admin.get(`/coal/contract/progress?id=${contractId}`)).result;
/** Unread system messages of a user, as the bell lists them. */
const bell = async (as: Calls) => (await as.get('/sys/annountCement/listByUser')).result.sysMsgList as { titile: string; busId: string; openPage: string; msgContent: string }[];

describe('调度计划：录入', () => {
  it('adds a draft against an executing contract: a number from the rule, the contract copied, its coal by default', async () => {
    const c = await w.contract();
    const r = await addPlan(c.id, { remark: '早班装车' });
    expect(r.success, r.message).toBe(true);
    const p = r.result;
    expect(p.planNo).toMatch(new RegExp(`^DD${today.replaceAll('-', '')}\\d{4}$`));
    expect(p).toMatchObject({
      contractId: c.id,
      contractNo: c.contractNo,
      direction: 'sales',
      consumerId: w.consumerA,
      supplierId: null,
      materialId: w.materialId,
      loadDate: today,
      slot: 'morning',
      plannedTrucks: 10,
      plannedT: '300.000',
      status: 'draft',
      issuedTrucks: 0,
      status_dictText: '草稿',
      slot_dictText: '上午',
      direction_dictText: '销售',
      carrierId_dictText: 'dw太原顺达物流有限公司',
      consigneeId_dictText: 'dw秦皇岛电厂一号卸煤场',
      materialId_dictText: 'dw动力煤5000',
      yardId_dictText: 'dw一号货场',
    });
    const listed = (await admin.get(`/coal/dispatchPlan/list?planNo=${p.planNo}`)).result.records;
    expect(listed.map((x: any) => x.id)).toEqual([p.id]);
    // The slot defaults to the whole day; another coal sort may be named.
    const q = await okPlan(c.id, { slot: undefined, materialId: w.otherMaterialId, consigneeId: undefined });
    expect(q).toMatchObject({ slot: 'allDay', slot_dictText: '全天', materialId: w.otherMaterialId, consigneeId: null });
    expect(q.planNo).not.toBe(p.planNo);
  });

  it('a purchase plan belongs to the contract’s supplier', async () => {
    const c = await w.contract({ direction: 'purchase' });
    const p = await okPlan(c.id, { consigneeId: undefined });
    expect(p).toMatchObject({ direction: 'purchase', supplierId: w.supplierS, consumerId: null });
  });

  it('refuses what the rules forbid, with Chinese messages, and writes nothing', async () => {
    const c = await w.contract();
    const draft = (await admin.send('POST', '/coal/contract/add', { direction: 'sales', mode: 'other', counterpartyId: w.consumerA, materialId: w.materialId, quantityT: '100', unitPrice: '1', taxRate: '0.13', signDate: today, startDate: today, endDate: '2099-12-31' })).result;
    const short = await w.contract({ endDate: dayAfter(3) });
    const before = (await admin.get('/coal/dispatchPlan/list')).result.total;
    const bad = async (contractId: string, extra: object = {}) => (await addPlan(contractId, extra)).message;
    expect(await bad(draft.id)).toBe('只有执行中的合同可以调度');
    expect(await bad('no-such-contract')).toBe('合同不存在或已删除');
    expect(await bad(c.id, { loadDate: dayAfter(-1) })).toBe('装车日期不能早于今天');
    expect(await bad(short.id, { loadDate: dayAfter(4) })).toBe(`装车日期不在合同期限内（${today} 至 ${dayAfter(3)}）`);
    expect(await bad(c.id, { consigneeId: w.consigneeB })).toBe('收货单位「dw托克托电厂卸煤场」不属于合同客户「dw华能秦皇岛电厂」');
    expect(await bad(c.id, { consigneeId: 'nope' })).toBe('收货单位的值不在可选范围内');
    expect(await bad(c.id, { plannedT: '0' })).toBe('计划吨数(t)不能小于0.001');
    expect(await bad(c.id, { plannedT: '1.0001' })).toBe('计划吨数(t)最多3位小数');
    expect(await bad(c.id, { plannedTrucks: 0 })).toBe('计划车数不能小于1');
    expect(await bad(c.id, { carrierId: '' })).toBe('请选择承运单位');
    expect(await bad(c.id, { yardId: '' })).toBe('请选择货场');
    expect(await bad(c.id, { slot: 'noon' })).toBe('装车时段的值不在可选范围内');
    expect(await bad(c.id, { loadDate: '' })).toBe('请输入装车日期');
    expect(await bad(c.id, { plannedT: '1001' })).toMatch(/^超出合同剩余量/);
    expect((await admin.get('/coal/dispatchPlan/list')).result.total).toBe(before);
  });
});

describe('调度计划：合同剩余量', () => {
  it('holds the open plans within quantity − shipped, counting drafts, approved and executing plans', async () => {
    const c = await w.contract({ quantityT: '1000' });
    const a = await okPlan(c.id, { plannedT: '600' });
    expect((await addPlan(c.id, { plannedT: '400.001' })).message).toBe('超出合同剩余量：合同剩余1000.000t，其他调度计划已安排600.000t，本计划400.001t');
    const b = await okPlan(c.id, { plannedT: '400' });
    expect((await addPlan(c.id, { plannedT: '0.001' })).message).toMatch(/^超出合同剩余量/);
    // An approved or executing plan still holds its tonnage; a closed one and a deleted draft give it back.
    expect((await admin.send('PUT', '/coal/dispatchPlan/approve', { id: a.id })).success).toBe(true);
    await startPlan(t.ctx.db, a.id);
    expect((await addPlan(c.id, { plannedT: '1' })).message).toMatch(/^超出合同剩余量/);
    expect((await admin.send('PUT', '/coal/dispatchPlan/close', { id: a.id, remark: '客户暂停提货' })).success).toBe(true);
    const d = await okPlan(c.id, { plannedT: '600' });
    expect((await admin.send('DELETE', `/coal/dispatchPlan/delete?id=${b.id}`)).success).toBe(true);
    expect((await admin.get(`/coal/dispatchPlan/queryById?id=${b.id}`)).message).toBe('未找到对应数据');
    await okPlan(c.id, { plannedT: '400' });
    // Editing a plan counts the others, not its own stored tonnage.
    expect((await admin.send('PUT', '/coal/dispatchPlan/edit', { id: d.id, plannedT: '600.5' })).message).toMatch(/^超出合同剩余量/);
    const e = await admin.send('PUT', '/coal/dispatchPlan/edit', { id: d.id, plannedT: '550', plannedTrucks: 20 });
    expect(e.success, e.message).toBe(true);
    expect(e.result).toMatchObject({ plannedT: '550.000', plannedTrucks: 20 });
  });

  it('of two plans written at once that together exceed the balance, exactly one is kept', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await w.contract({ quantityT: '1000' });
      const results = await Promise.all([addPlan(c.id, { plannedT: '600' }), addPlan(c.id, { plannedT: '600' })]);
      expect(results.filter((r) => r.success)).toHaveLength(1);
      expect(results.find((r) => !r.success)?.message).toMatch(/^超出合同剩余量/);
      expect((await admin.get(`/coal/dispatchPlan/list?contractNo=${c.contractNo}`)).result.total).toBe(1);
    }
    // Five at once of 300 t against 1000 t: three fit, and no more.
    const c = await w.contract({ quantityT: '1000' });
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => addPlan(c.id, { plannedT: '300' })));
    expect(five.filter((r) => r.success)).toHaveLength(3);
    expect(five.filter((r) => !r.success).every((r) => r.message.startsWith('超出合同剩余量'))).toBe(true);
  });

  it('an approval checks the contract again: still executing, the balance still holding the plan', async () => {
    const c = await w.contract({ quantityT: '500' });
    const p = await okPlan(c.id, { plannedT: '500' });
    // A supplementary agreement lowered the quantity meanwhile.
    await t.ctx.db.update(coalContract).set({ quantityT: '400' }).where(eq(coalContract.id, c.id));
    expect((await admin.send('PUT', '/coal/dispatchPlan/approve', { id: p.id })).message).toBe('超出合同剩余量：合同剩余400.000t，其他调度计划已安排500.000t，本计划0.000t');
    await t.ctx.db.update(coalContract).set({ quantityT: '500' }).where(eq(coalContract.id, c.id));
    expect((await admin.send('PUT', '/coal/contract/complete', { id: c.id })).success).toBe(true);
    expect((await admin.send('PUT', '/coal/dispatchPlan/approve', { id: p.id })).message).toBe('只有执行中的合同可以调度');
    expect((await addPlan(c.id, { plannedT: '1' })).message).toBe('只有执行中的合同可以调度');
  });

  it('counts shipped tonnage once: the balance loses what was weighed, the plan that shipped it holds only the rest', async () => {
    // 100 t; plan A of 60 t ships one truck of 33.98 t net (49 000 − 15 020 kg). Balance 66.02 t, A still holds
    // 26.02 t, so a new plan may take 40 t and no more.
    const c = await w.contract({ quantityT: '100' });
    const a = await okPlan(c.id, { plannedT: '60', yardId: w.yardId });
    expect((await admin.send('PUT', '/coal/dispatchPlan/approve', { id: a.id })).success).toBe(true);
    const truck = await truckIn(t, w, a.id);
    const at = async (kg: number) => {
      const scaleId = await scaleOf(admin, w.yardId);
      await steady(t, scaleId, kg);
      return { scaleId, weightKg: kg };
    };
    const rec = (await admin.send('POST', '/coal/weighing/tare', { queueId: truck.ticketId, ...(await at(15020)) })).result;
    expect((await admin.send('POST', '/coal/weighing/gross', { id: rec.id, ...(await at(49000)) })).success).toBe(true);
    expect((await addPlan(c.id, { plannedT: '40.001' })).message).toBe('超出合同剩余量：合同剩余66.020t，其他调度计划已安排26.020t，本计划40.001t');
    await okPlan(c.id, { plannedT: '40' });
  });
});

describe('调度计划：审核与关闭', () => {
  let c: { id: string; contractNo: string };
  let carrierUser: Calls;
  let dispatcher: Calls;
  beforeAll(async () => {
    c = await w.contract({ quantityT: '5000' });
    carrierUser = callsAs(t, await userWithPerms(t, 'dp_carrier_x', ['coal:dispatchPlan:list', ...PICKUP_PERMS], { org: { kind: 'carrier', id: w.carrierX } }));
    dispatcher = callsAs(t, await userWithPerms(t, 'dp_dispatcher', PLAN_PERMS));
  });

  it('approves a draft once; edits and deletes only drafts; tells the author and the carrier', async () => {
    const p = (await dispatcher.send('POST', '/coal/dispatchPlan/add', plan(c.id))).result;
    const r = await admin.send('PUT', '/coal/dispatchPlan/approve', { id: p.id, remark: '同意' });
    expect(r.success, r.message).toBe(true);
    expect(r.result).toMatchObject({ status: 'approved', status_dictText: '已审核' });
    expect((await admin.send('PUT', '/coal/dispatchPlan/approve', { id: p.id })).message).toBe('只有草稿状态的调度计划可以审核');
    expect((await admin.send('PUT', '/coal/dispatchPlan/edit', { id: p.id, plannedT: '1' })).message).toBe('只有草稿状态的调度计划可以修改');
    expect((await admin.send('DELETE', `/coal/dispatchPlan/delete?id=${p.id}`)).message).toBe('只有草稿状态的调度计划可以删除');
    for (const who of [dispatcher, carrierUser]) {
      const msg = (await bell(who)).find((m) => m.busId === p.id);
      expect(msg?.titile).toBe(`调度计划审核：${p.planNo}`);
      expect(msg?.openPage).toBe(`/coal/dispatchPlan?id=${p.id}`);
    }
    // Nobody is told of their own act.
    expect((await bell(admin)).some((m) => m.busId === p.id)).toBe(false);
  });

  it('lets one of two approvals at once win', async () => {
    const p = await okPlan(c.id);
    const results = await Promise.all([admin.send('PUT', '/coal/dispatchPlan/approve', { id: p.id }), dispatcher.send('PUT', '/coal/dispatchPlan/approve', { id: p.id })]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success)?.message).toBe('只有草稿状态的调度计划可以审核');
  });

  it('closes a draft, an approved or an executing plan with a reason, once', async () => {
    for (const start of ['draft', 'approved', 'executing'] as const) {
      const p = await okPlan(c.id);
      if (start !== 'draft') await admin.send('PUT', '/coal/dispatchPlan/approve', { id: p.id });
      if (start === 'executing') expect(await startPlan(t.ctx.db, p.id)).toBe(true);
      expect((await admin.get(`/coal/dispatchPlan/queryById?id=${p.id}`)).result.status).toBe(start);
      expect((await admin.send('PUT', '/coal/dispatchPlan/close', { id: p.id, remark: ' ' })).message).toBe('请填写意见');
      const r = await admin.send('PUT', '/coal/dispatchPlan/close', { id: p.id, remark: '电厂检修' });
      expect(r.result).toMatchObject({ status: 'closed', closeReason: '电厂检修', status_dictText: '已关闭' });
      expect((await admin.send('PUT', '/coal/dispatchPlan/close', { id: p.id, remark: '再关' })).message).toBe('只有草稿、已审核或执行中的调度计划可以关闭');
      expect((await admin.send('PUT', '/coal/dispatchPlan/approve', { id: p.id })).message).toBe('只有草稿状态的调度计划可以审核');
    }
    // Only an approved plan starts executing, once.
    const p = await okPlan(c.id);
    expect(await startPlan(t.ctx.db, p.id)).toBe(false);
    await admin.send('PUT', '/coal/dispatchPlan/approve', { id: p.id });
    expect(await startPlan(t.ctx.db, p.id)).toBe(true);
    expect(await startPlan(t.ctx.db, p.id)).toBe(false);
  });

  it('keeps the timeline: who, when, what, why', async () => {
    const p = (await dispatcher.send('POST', '/coal/dispatchPlan/add', plan(c.id))).result;
    await dispatcher.send('PUT', '/coal/dispatchPlan/edit', { id: p.id, plannedTrucks: 12 });
    await dispatcher.send('PUT', '/coal/dispatchPlan/approve', { id: p.id, remark: '可以装' });
    await admin.send('PUT', '/coal/dispatchPlan/close', { id: p.id, remark: '取消' });
    const events = (await dispatcher.get(`/coal/dispatchPlan/events?id=${p.id}`)).result;
    expect(events.map((e: any) => [e.kind, e.fromStatus, e.toStatus, e.byUsername, e.remark])).toEqual([
      ['create', null, 'draft', 'dp_dispatcher', null],
      ['edit', 'draft', 'draft', 'dp_dispatcher', null],
      ['approve', 'draft', 'approved', 'dp_dispatcher', '可以装'],
      ['close', 'approved', 'closed', 'admin', '取消'],
    ]);
    expect(events[0].time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('lets each action only to who holds its permission', async () => {
    const reader = callsAs(t, await userWithPerms(t, 'dp_reader', ['coal:dispatchPlan:list']));
    const p = await okPlan(c.id);
    for (const [method, url, body] of [
      ['POST', '/coal/dispatchPlan/add', plan(c.id)],
      ['PUT', '/coal/dispatchPlan/edit', { id: p.id, plannedTrucks: 2 }],
      ['PUT', '/coal/dispatchPlan/approve', { id: p.id }],
      ['PUT', '/coal/dispatchPlan/close', { id: p.id, remark: 'x' }],
      ['DELETE', `/coal/dispatchPlan/delete?id=${p.id}`, undefined],
    ] as const) {
      expect((await reader.send(method, url, body)).code, url).toBe(510);
    }
    expect((await reader.get(`/coal/dispatchPlan/queryById?id=${p.id}`)).result.status).toBe('draft');
  });
});

describe('调度计划：合同执行进度', () => {
  it('feeds dispatchedT: the planned tonnes of approved, executing and completed plans', async () => {
    const c = await w.contract({ quantityT: '1000' });
    const a = await okPlan(c.id, { plannedT: '120.5' });
    expect((await progress(c.id)).dispatchedT).toBe('0.000');
    await admin.send('PUT', '/coal/dispatchPlan/approve', { id: a.id });
    const b = await okPlan(c.id, { plannedT: '200' });
    await admin.send('PUT', '/coal/dispatchPlan/approve', { id: b.id });
    await startPlan(t.ctx.db, b.id);
    await okPlan(c.id, { plannedT: '300' }); // a draft: not dispatched yet
    const closed = await okPlan(c.id, { plannedT: '50' });
    await admin.send('PUT', '/coal/dispatchPlan/approve', { id: closed.id });
    await admin.send('PUT', '/coal/dispatchPlan/close', { id: closed.id, remark: '取消' });
    expect(await progress(c.id)).toMatchObject({ contractedT: '1000.000', dispatchedT: '320.500', shippedT: '0.000' });
    const listed = (await admin.get(`/coal/contract/list?contractNo=${c.contractNo}`)).result.records[0];
    expect(listed.progress.dispatchedT).toBe('320.500');
  });
});

describe('调度计划：租户与单位隔离', () => {
  let salesPlan: { id: string; planNo: string };
  let purchasePlan: { id: string; planNo: string };
  let otherPlan: { id: string; planNo: string };
  beforeAll(async () => {
    const sales = await w.contract({ quantityT: '5000' });
    const purchase = await w.contract({ direction: 'purchase', quantityT: '5000' });
    const salesB = await w.contract({ counterpartyId: w.consumerB, quantityT: '5000' });
    salesPlan = await okPlan(sales.id);
    purchasePlan = await okPlan(purchase.id, { consigneeId: undefined, carrierId: w.carrierY });
    otherPlan = await okPlan(salesB.id, { consigneeId: w.consigneeB, carrierId: w.carrierY });
  });

  const ids = async (as: Calls, query = '') => ((await as.get(`/coal/dispatchPlan/list?pageSize=1000${query}`)).result.records as any[]).map((r) => r.id);

  it('shows a carrier’s, a customer’s and a supplier’s user the plans that concern them, whatever the query', async () => {
    const carrierX = callsAs(t, await userWithPerms(t, 'dp_org_carrier', PLAN_PERMS, { org: { kind: 'carrier', id: w.carrierX } }));
    const consumerA = callsAs(t, await userWithPerms(t, 'dp_org_consumer', PLAN_PERMS, { org: { kind: 'consumer', id: w.consumerA } }));
    const supplier = callsAs(t, await userWithPerms(t, 'dp_org_supplier', PLAN_PERMS, { org: { kind: 'supplier', id: w.supplierS } }));
    const x = await ids(carrierX);
    expect(x).toContain(salesPlan.id);
    expect(x).not.toContain(purchasePlan.id);
    expect(x).not.toContain(otherPlan.id);
    expect(await ids(carrierX, `&carrierId=${w.carrierY}`)).toEqual([]);
    const a = await ids(consumerA);
    expect(a).toContain(salesPlan.id);
    expect(a).not.toContain(otherPlan.id);
    expect(a).not.toContain(purchasePlan.id);
    const s = (await supplier.get('/coal/dispatchPlan/list?pageSize=1000')).result.records as any[];
    expect(s.map((r) => r.id)).toContain(purchasePlan.id);
    expect(s.every((r) => r.supplierId === w.supplierS && r.direction === 'purchase')).toBe(true);
    for (const [who, foreign] of [
      [carrierX, otherPlan],
      [consumerA, purchasePlan],
      [supplier, salesPlan],
    ] as const) {
      expect((await who.get(`/coal/dispatchPlan/queryById?id=${foreign.id}`)).message).toBe('未找到对应数据');
      expect((await who.get(`/coal/dispatchPlan/events?id=${foreign.id}`)).message).toBe('未找到对应数据');
    }
    const sheet = await sheetRows((await caller(t).get(await t.login('dp_org_carrier', 'Passw0rd!x'), '/coal/dispatchPlan/exportXls')).rawPayload);
    expect(sheet.flat()).toContain(salesPlan.planNo);
    expect(sheet.flat()).not.toContain(otherPlan.planNo);
    expect(sheet.flat()).not.toContain(purchasePlan.planNo);
  });

  it('lets no organisation’s user write or decide a plan, not even its own', async () => {
    const carrierX = callsAs(t, await userWithPerms(t, 'dp_org_carrier2', PLAN_PERMS, { org: { kind: 'carrier', id: w.carrierX } }));
    const before = (await admin.get(`/coal/dispatchPlan/queryById?id=${salesPlan.id}`)).result;
    expect((await carrierX.send('POST', '/coal/dispatchPlan/add', plan(before.contractId))).message).toBe('调度计划由本公司调度人员编制');
    expect((await carrierX.send('PUT', '/coal/dispatchPlan/edit', { id: salesPlan.id, plannedTrucks: 1 })).message).toBe('调度计划由本公司调度人员编制');
    expect((await carrierX.send('PUT', '/coal/dispatchPlan/approve', { id: salesPlan.id })).message).toBe('调度计划由本公司调度人员编制');
    expect((await carrierX.send('PUT', '/coal/dispatchPlan/close', { id: salesPlan.id, remark: 'x' })).message).toBe('调度计划由本公司调度人员编制');
    expect((await carrierX.send('DELETE', `/coal/dispatchPlan/delete?id=${otherPlan.id}`)).message).toBe('未找到对应数据');
    expect((await admin.get(`/coal/dispatchPlan/queryById?id=${salesPlan.id}`)).result).toEqual(before);
  });

  it('shows another tenant nothing and lets it change nothing', async () => {
    const other = callsAs(t, await userWithPerms(t, 'dp_tenant2', [...PLAN_PERMS, 'coal:contract:list'], { tenantId: 2 }));
    expect((await other.get('/coal/dispatchPlan/list')).result.total).toBe(0);
    const before = (await admin.get(`/coal/dispatchPlan/queryById?id=${salesPlan.id}`)).result;
    expect((await other.get(`/coal/dispatchPlan/queryById?id=${salesPlan.id}`)).message).toBe('未找到对应数据');
    expect((await other.get(`/coal/dispatchPlan/events?id=${salesPlan.id}`)).message).toBe('未找到对应数据');
    expect((await other.send('PUT', '/coal/dispatchPlan/edit', { id: salesPlan.id, plannedTrucks: 1 })).message).toBe('未找到对应数据');
    expect((await other.send('PUT', '/coal/dispatchPlan/approve', { id: salesPlan.id })).message).toBe('未找到对应数据');
    expect((await other.send('PUT', '/coal/dispatchPlan/close', { id: salesPlan.id, remark: 'x' })).message).toBe('未找到对应数据');
    expect((await other.send('DELETE', `/coal/dispatchPlan/delete?id=${salesPlan.id}`)).message).toBe('未找到对应数据');
    // Nor plan against this tenant's contract, with its carrier and yard.
    expect((await other.send('POST', '/coal/dispatchPlan/add', plan(before.contractId))).success).toBe(false);
    expect((await other.send('POST', '/coal/dispatchPlan/add', plan(before.contractId, { carrierId: undefined, yardId: undefined }))).success).toBe(false);
    expect((await admin.get(`/coal/dispatchPlan/queryById?id=${salesPlan.id}`)).result).toEqual(before);
    expect((await other.get('/coal/dispatchPlan/list')).result.total).toBe(0);
  });

  it('keeps a carrier with open plans from being deleted', async () => {
    const carrier = (await admin.send('POST', '/coal/carrier/add', { name: 'dw孤立承运' })).result.id;
    const c = await w.contract({ quantityT: '100' });
    const p = await okPlan(c.id, { carrierId: carrier, plannedT: '10' });
    expect((await admin.send('DELETE', `/coal/carrier/delete?id=${carrier}`)).message).toBe(`承运单位「dw孤立承运」有未完成的调度计划（${p.planNo}），不能删除`);
    await admin.send('PUT', '/coal/dispatchPlan/close', { id: p.id, remark: '取消' });
    expect((await admin.send('DELETE', `/coal/carrier/delete?id=${carrier}`)).success).toBe(true);
    expect((await admin.send('DELETE', `/coal/carrier/deleteRecycleBin?ids=${carrier}`)).message).toBe(`承运单位「dw孤立承运」已有调度计划（${p.planNo}），不能彻底删除`);
  });
});
