import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, CLAUSE_TEMPLATE_5000 } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';

let t: TestApp;
let admin: ReturnType<typeof callsAs>;
let supplierId: string;
let consumerId: string;
let otherConsumerId: string;
let materialId: string;

const TRADER = ['coal:contract:list', 'coal:contract:add', 'coal:contract:edit', 'coal:contract:submit', 'coal:contract:supplement', 'coal:contract:delete'];
const APPROVER = ['coal:contract:list', 'coal:contract:approve', 'coal:contract:reject', 'coal:contract:complete', 'coal:contract:terminate'];

beforeAll(async () => {
  t = await createTestApp();
  admin = callsAs(t, await t.login());
  supplierId = (await admin.send('POST', '/coal/supplier/add', { name: '神木大柳塔煤矿' })).result.id;
  consumerId = (await admin.send('POST', '/coal/consumer/add', { name: '华能秦皇岛电厂' })).result.id;
  otherConsumerId = (await admin.send('POST', '/coal/consumer/add', { name: '大唐托克托电厂' })).result.id;
  materialId = (await admin.send('POST', '/coal/material/add', { code: 'DL5000', name: '动力煤5000' })).result.id;
});
afterAll(async () => t?.close());

const today = businessToday();
const sales = (extra: object = {}) => ({
  direction: 'sales',
  mode: 'railway',
  counterpartyId: consumerId,
  materialId,
  quantityT: '10000',
  unitPrice: '800',
  taxRate: '0.13',
  signDate: today,
  startDate: today,
  endDate: '2099-12-31',
  clauses: CLAUSE_TEMPLATE_5000,
  ...extra,
});

/** Unread system messages of a user, as the bell lists them. */
async function bell(as: ReturnType<typeof callsAs>) {
  const r = (await as.get('/sys/annountCement/listByUser')).result;
  return r.sysMsgList as { titile: string; busId: string; openPage: string; msgContent: string }[];
}

describe('合同：录入与修改', () => {
  it('adds a draft with its clauses, a number from the rule, the counterparty as signed, the progress', async () => {
    const r = await admin.send('POST', '/coal/contract/add', sales());
    expect(r.success, r.message).toBe(true);
    const c = r.result;
    expect(c.contractNo).toMatch(new RegExp(`^HT${today.replaceAll('-', '')}\\d{4}$`));
    expect(c).toMatchObject({ status: 'draft', version: 1, rev: 1, counterpartyName: '华能秦皇岛电厂', consumerId, supplierId: null, quantityT: '10000.000', unitPrice: '800.0000', taxRate: '0.13' });
    expect(c.clauses).toEqual(CLAUSE_TEMPLATE_5000);
    // 10000 t × 800 元/t; nothing dispatched, shipped, settled or paid yet.
    expect(c.progress).toEqual({ contractedT: '10000.000', dispatchedT: '0.000', shippedT: '0.000', settledT: '0.000', contractAmount: '8000000.00', settledAmount: '0.00', invoicedAmount: '0.00', paidAmount: '0.00' });
    const listed = (await admin.get(`/coal/contract/list?contractNo=${c.contractNo}`)).result.records[0];
    expect(listed).toMatchObject({ id: c.id, status_dictText: '草稿', direction_dictText: '销售', materialId_dictText: '动力煤5000', rev: 1 });
    expect((await admin.get(`/coal/contract/progress?id=${c.id}`)).result.contractedT).toBe('10000.000');
  });

  it('refuses bad input with Chinese messages and writes nothing', async () => {
    const before = (await admin.get('/coal/contract/list')).result.total;
    const bad = async (p: object) => (await admin.send('POST', '/coal/contract/add', sales(p))).message;
    expect(await bad({ clauses: [CLAUSE_TEMPLATE_5000[0], { ...CLAUSE_TEMPLATE_5000[1], from: '5000', to: '4800' }] })).toBe('质价条款第2行：区间下限必须小于上限');
    expect(await bad({ clauses: [{ ...CLAUSE_TEMPLATE_5000[0], step: '0' }] })).toBe('质价条款第1行：每档幅度必须大于0');
    expect(await bad({ clauses: [{ ...CLAUSE_TEMPLATE_5000[0], from: '5000.5' }] })).toBe('质价条款第1行：区间下限必须是整数');
    expect(await bad({ counterpartyId: supplierId })).toBe('合同对方不存在或已删除');
    expect(await bad({ endDate: '2000-01-01' })).toBe('结束日期不能早于开始日期');
    expect(await bad({ unitPrice: '800.12345' })).toBe('含税单价(元/t)最多4位小数');
    expect(await bad({ direction: 'lease' })).toBe('合同类型的值不在可选范围内');
    expect((await admin.get('/coal/contract/list')).result.total).toBe(before);
  });

  it('edits a draft only with the revision it read; a purchase names a supplier', async () => {
    const c = (await admin.send('POST', '/coal/contract/add', sales())).result;
    const edited = await admin.send('PUT', '/coal/contract/edit', { id: c.id, rev: 1, direction: 'purchase', counterpartyId: supplierId, unitPrice: '612.5', clauses: [] });
    expect(edited.success, edited.message).toBe(true);
    expect(edited.result).toMatchObject({ rev: 2, direction: 'purchase', counterpartyName: '神木大柳塔煤矿', supplierId, consumerId: null, unitPrice: '612.5000', clauses: [] });
    // A second clerk still holding revision 1 does not undo the first one's edit.
    expect((await admin.send('PUT', '/coal/contract/edit', { id: c.id, rev: 1, unitPrice: '1' })).message).toBe('合同已被他人修改，请刷新后重试');
    expect((await admin.get(`/coal/contract/queryById?id=${c.id}`)).result.unitPrice).toBe('612.5000');
  });
});

describe('合同：审批流', () => {
  let trader: ReturnType<typeof callsAs>;
  let approver: ReturnType<typeof callsAs>;
  let contract: { id: string; contractNo: string };

  beforeAll(async () => {
    trader = callsAs(t, await userWithPerms(t, 'ht_trader', TRADER));
    approver = callsAs(t, await userWithPerms(t, 'ht_approver', APPROVER));
    contract = (await trader.send('POST', '/coal/contract/add', sales())).result;
  });

  it('lets each action only to who holds its permission', async () => {
    const submitByApprover = await approver.send('PUT', '/coal/contract/submit', { id: contract.id });
    expect(submitByApprover).toMatchObject({ success: false, code: 510 });
    expect((await trader.send('PUT', '/coal/contract/approve', { id: contract.id })).code).toBe(510);
  });

  it('submits, tells the approvers through the bell, and refuses the submitter approving it', async () => {
    const r = await trader.send('PUT', '/coal/contract/submit', { id: contract.id, remark: '请审批' });
    expect(r.success, r.message).toBe(true);
    expect(r.result.status).toBe('approving');
    const msgs = await bell(approver);
    const msg = msgs.find((m) => m.busId === contract.id);
    expect(msg?.titile).toBe(`合同待审批：${contract.contractNo}`);
    expect(msg?.openPage).toBe(`/coal/contract?id=${contract.id}`);
    // The submitter, who may also approve here, is not told of their own act and may not decide on it.
    const both = callsAs(t, await userWithPerms(t, 'ht_both', [...TRADER, ...APPROVER]));
    const own = (await both.send('POST', '/coal/contract/add', sales())).result;
    await both.send('PUT', '/coal/contract/submit', { id: own.id });
    expect((await both.send('PUT', '/coal/contract/approve', { id: own.id })).message).toBe('不能审批自己提交的合同');
    expect((await bell(both)).some((m) => m.busId === own.id)).toBe(false);
  });

  it('refuses editing while approving; a rejection needs a reason and returns the draft', async () => {
    expect((await trader.send('PUT', '/coal/contract/edit', { id: contract.id, rev: 2, unitPrice: '801' })).message).toBe('只有草稿状态的合同可以修改');
    expect((await approver.send('PUT', '/coal/contract/reject', { id: contract.id, remark: '  ' })).message).toBe('请填写意见');
    const r = await approver.send('PUT', '/coal/contract/reject', { id: contract.id, remark: '单价偏低' });
    expect(r.result.status).toBe('draft');
    expect((await bell(trader)).find((m) => m.busId === contract.id)?.titile).toBe(`合同驳回：${contract.contractNo}`);
    const rev = (await trader.get(`/coal/contract/queryById?id=${contract.id}`)).result.rev;
    expect((await trader.send('PUT', '/coal/contract/edit', { id: contract.id, rev, unitPrice: '815' })).success).toBe(true);
    expect((await trader.send('PUT', '/coal/contract/submit', { id: contract.id })).success).toBe(true);
  });

  it('lets one of two approvals at once win', async () => {
    const second = callsAs(t, await userWithPerms(t, 'ht_approver2', APPROVER));
    const results = await Promise.all([approver.send('PUT', '/coal/contract/approve', { id: contract.id, remark: '同意' }), second.send('PUT', '/coal/contract/approve', { id: contract.id })]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success)?.message).toBe('只有审批中的合同可以审批');
    const c = (await trader.get(`/coal/contract/queryById?id=${contract.id}`)).result;
    expect(c.status).toBe('executing');
    expect((await trader.send('PUT', '/coal/contract/submit', { id: contract.id })).message).toBe('只有草稿状态的合同可以提交审批');
    expect((await trader.send('DELETE', `/coal/contract/delete?id=${contract.id}`)).message).toBe('只有草稿状态的合同可以删除');
  });

  it('keeps the timeline: who, when, what, why', async () => {
    const events = (await trader.get(`/coal/contract/events?id=${contract.id}`)).result;
    expect(events.map((e: any) => [e.kind, e.fromStatus, e.toStatus, e.byUsername, e.remark])).toEqual([
      ['create', null, 'draft', 'ht_trader', null],
      ['submit', 'draft', 'approving', 'ht_trader', '请审批'],
      ['reject', 'approving', 'draft', 'ht_approver', '单价偏低'],
      ['edit', 'draft', 'draft', 'ht_trader', null],
      ['submit', 'draft', 'approving', 'ht_trader', null],
      // Whichever of the two approvers won.
      ['approve', 'approving', 'executing', expect.stringMatching(/^ht_approver2?$/), expect.toSatisfy((r: unknown) => r === null || r === '同意')],
    ]);
    expect(events[0].time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('changes an executing contract only by a supplementary agreement with its own approval', async () => {
    const newClauses = [...CLAUSE_TEMPLATE_5000, { indicator: 'std', direction: 'above', from: '1', to: '3', step: '0.1', amountPerStep: '-2', stepping: 'full', capPerT: '20', mode: 'price' }];
    const s = await trader.send('POST', '/coal/contract/supplement', { contractId: contract.id, reason: '增加硫分条款并调价', changes: { unitPrice: '830', endDate: '2099-12-31', clauses: newClauses } });
    expect(s.success, s.message).toBe(true);
    // The end date did not change: only what differs is proposed.
    expect(s.result).toMatchObject({ status: 'approving', version: 2, changes: { unitPrice: '830', clauses: newClauses } });
    expect(Object.keys(s.result.changes).sort()).toEqual(['clauses', 'unitPrice']);
    expect((await trader.send('POST', '/coal/contract/supplement', { contractId: contract.id, reason: '再改', changes: { unitPrice: '840' } })).message).toBe('该合同已有审批中的补充协议');
    expect((await trader.send('PUT', '/coal/contract/supplement/approve', { id: s.result.id })).code).toBe(510);
    const a = await approver.send('PUT', '/coal/contract/supplement/approve', { id: s.result.id, remark: '同意调价' });
    expect(a.success, a.message).toBe(true);
    expect(a.result.previous).toEqual({ unitPrice: '815.0000', clauses: CLAUSE_TEMPLATE_5000 });
    const c = (await trader.get(`/coal/contract/queryById?id=${contract.id}`)).result;
    expect(c).toMatchObject({ version: 2, unitPrice: '830.0000', status: 'executing' });
    expect(c.clauses).toHaveLength(6);
    expect((await approver.send('PUT', '/coal/contract/supplement/approve', { id: s.result.id })).message).toBe('该补充协议不在审批中');
    const kinds = (await trader.get(`/coal/contract/events?id=${contract.id}`)).result.map((e: any) => e.kind);
    expect(kinds.slice(-2)).toEqual(['supplement', 'supplementApprove']);
    expect((await trader.get(`/coal/contract/supplements?id=${contract.id}`)).result).toHaveLength(1);
    expect((await trader.send('POST', '/coal/contract/supplement', { contractId: contract.id, reason: '无变化', changes: { unitPrice: '830.00' } })).message).toBe('补充协议没有修改任何内容');
  });

  it('completes or terminates an executing contract; terminating needs a reason', async () => {
    expect((await approver.send('PUT', '/coal/contract/terminate', { id: contract.id })).message).toBe('请填写意见');
    const r = await approver.send('PUT', '/coal/contract/complete', { id: contract.id });
    expect(r.result.status).toBe('completed');
    expect((await approver.send('PUT', '/coal/contract/terminate', { id: contract.id, remark: '客户违约' })).message).toBe('只有执行中的合同可以终止');
  });
});

describe('合同：预置角色', () => {
  it('lets the 合同业务员 write and submit, the 合同审批人 decide, and neither the other', async () => {
    await t.createUser({ username: 'ht_clerk_role', password: 'Passw0rd!x', roles: ['contract_clerk'] });
    await t.createUser({ username: 'ht_approver_role', password: 'Passw0rd!x', roles: ['contract_approver'] });
    const clerk = callsAs(t, await t.login('ht_clerk_role', 'Passw0rd!x'));
    const approver = callsAs(t, await t.login('ht_approver_role', 'Passw0rd!x'));
    const c = await clerk.send('POST', '/coal/contract/add', sales());
    expect(c.success, c.message).toBe(true);
    // The clerk picks the counterparty and the coal sort from their lists.
    for (const e of ['supplier', 'consumer', 'material']) expect((await clerk.get(`/coal/${e}/list`)).success, e).toBe(true);
    expect((await approver.send('POST', '/coal/contract/add', sales())).code).toBe(510);
    expect((await clerk.send('PUT', '/coal/contract/submit', { id: c.result.id })).success).toBe(true);
    expect((await clerk.send('PUT', '/coal/contract/approve', { id: c.result.id })).code).toBe(510);
    expect((await approver.get(`/coal/contract/queryById?id=${c.result.id}`)).result.status).toBe('approving');
    expect((await approver.send('PUT', '/coal/contract/approve', { id: c.result.id })).result.status).toBe('executing');
    expect((await approver.send('POST', '/coal/contract/supplement', { contractId: c.result.id, reason: 'x', changes: { unitPrice: '1' } })).code).toBe(510);
  });
});

describe('合同：租户与单位隔离', () => {
  let contractId: string;
  beforeAll(async () => {
    contractId = (await admin.send('POST', '/coal/contract/add', sales())).result.id;
    await admin.send('POST', '/coal/contract/add', sales({ counterpartyId: otherConsumerId }));
  });

  it('shows another tenant nothing and lets it change nothing', async () => {
    const other = callsAs(t, await userWithPerms(t, 'ht_tenant2', [...TRADER, ...APPROVER], { tenantId: 2 }));
    expect((await other.get('/coal/contract/list')).result.total).toBe(0);
    for (const url of ['queryById', 'events', 'progress', 'supplements']) expect((await other.get(`/coal/contract/${url}?id=${contractId}`)).message).toBe('未找到对应数据');
    expect((await other.send('PUT', '/coal/contract/submit', { id: contractId })).message).toBe('未找到对应数据');
    expect((await other.send('PUT', '/coal/contract/edit', { id: contractId, rev: 1, unitPrice: '1' })).message).toBe('未找到对应数据');
    // Nor can it sign with this tenant's customer.
    expect((await other.send('POST', '/coal/contract/add', sales())).message).toMatch(/不存在|不在可选范围内/);
  });

  it('shows a customer’s user its own contracts only, and lets them write none', async () => {
    const shipper = callsAs(t, await userWithPerms(t, 'ht_shipper', TRADER, { org: { kind: 'consumer', id: consumerId } }));
    const records = (await shipper.get('/coal/contract/list?pageSize=100')).result.records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r: any) => r.consumerId === consumerId)).toBe(true);
    const others = (await admin.get(`/coal/contract/list?pageSize=100`)).result.records.filter((r: any) => r.consumerId === otherConsumerId);
    expect((await shipper.get(`/coal/contract/queryById?id=${others[0].id}`)).message).toBe('未找到对应数据');
    expect((await shipper.send('POST', '/coal/contract/add', sales())).message).toBe('合同由本公司业务人员办理');
    expect((await shipper.send('PUT', '/coal/contract/submit', { id: contractId })).message).toBe('合同由本公司业务人员办理');
  });

  it('keeps the counterparty and the coal sort of a contract from being deleted', async () => {
    expect((await admin.send('DELETE', `/coal/consumer/delete?id=${otherConsumerId}`)).message).toMatch(/^客户「大唐托克托电厂」已有合同（HT\d{12}），不能删除$/);
    expect((await admin.send('DELETE', `/coal/material/delete?id=${materialId}`)).message).toBe('煤种已被合同使用，不能删除');
  });
});
