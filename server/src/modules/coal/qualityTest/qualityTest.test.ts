import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, importFile, secondTenant, sheetRows, userWithPerms, xlsxOf, caller } from '../../../../test/support/coal-org';
import { dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { scaleOf, truckIn, yardWithPlan } from '../../../../test/support/weighing';
import { approvedResultsFor } from './results';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
let lab: Calls;
let labToken: string;
let boss: Calls;

const API = '/coal/qualityTest';
const LAB = ['list', 'edit', 'exportXls', 'review', 'importExcel'].map((a) => `coal:qualityTest:${a}`);
const BOSS = ['list', 'add', 'exportXls', 'approve', 'void', 'codes'].map((a) => `coal:qualityTest:${a}`);
const ALL = [...new Set([...LAB, ...BOSS])];

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

/** A completed sales weighing of the plan (tare 15 000 kg, gross as told), weighed by hand on a scale of the yard. */
async function completed(planId: string, yardId: string, grossKg = 48000): Promise<string> {
  const x = await truckIn(t, w, planId);
  const scaleId = await scaleOf(admin, yardId);
  const first = must(await admin.send('POST', '/coal/weighing/tare', { queueId: x.ticketId, scaleId, weightKg: 15000, manual: true }));
  must(await admin.send('POST', '/coal/weighing/gross', { id: first.id, scaleId, weightKg: grossKg, manual: true }));
  return first.id;
}
async function tared(planId: string, yardId: string): Promise<string> {
  const x = await truckIn(t, w, planId);
  return must(await admin.send('POST', '/coal/weighing/tare', { queueId: x.ticketId, scaleId: await scaleOf(admin, yardId), weightKg: 15000, manual: true })).id;
}

/** The hand-worked coal of shared/src/coal/quality/derive.test.ts. */
const VALUES = { mt: '12.40', mad: '3.20', aad: '22.10', vad: '28.50', stad: '0.62', qgrAd: '24.10', qnetArMj: '21.35' };
const DERIVED = { ad: '22.83', vdaf: '38.15', std: '0.64', star: '0.56', fcad: '46.20', qnetArKcal: 5106 };

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'qt');
  admin = w.admin;
  labToken = await userWithPerms(t, 'qt_lab', LAB);
  lab = callsAs(t, labToken);
  boss = callsAs(t, await userWithPerms(t, 'qt_boss', BOSS));
});
afterAll(async () => t?.close());

describe('煤质化验：登记批次、录入、审核、批准', () => {
  let plan: { yardId: string; planId: string; contractId: string };
  let weighings: string[];
  let testId: string;

  it('registers a plan’s completed weighings as a batch with three codes; the lab sees the lab code only', async () => {
    plan = await yardWithPlan(w);
    weighings = [await completed(plan.planId, plan.yardId), await completed(plan.planId, plan.yardId, 47000)];
    const open = await tared(plan.planId, plan.yardId);
    const added = must(await boss.send('POST', `${API}/add`, { planId: plan.planId, sampledAt: '2026-11-26 09:30:00', lab: '山西煤炭质量检测中心' }));
    testId = added.id;
    expect(added).toMatchObject({ status: 'entered', status_dictText: '已录入', planId: plan.planId, contractId: plan.contractId, weighingCount: 2, lab: '山西煤炭质量检测中心', mt: null, ad: null, qnetArKcal: null, enteredBy: null });
    expect([...added.weighingIds].sort()).toEqual([...weighings].sort());
    expect(added.weighingIds).not.toContain(open);
    expect(added.labNo).toMatch(/^HY[A-Z2-9]{8}$/);
    expect(added.sampleNo).toMatch(/^CY\d{8}[A-Z2-9]{4}$/);
    expect(added.prepNo).toMatch(/^ZY[A-Z2-9]{8}$/);
    expect(added.labNo.slice(2)).not.toContain(added.sampleNo.slice(10));
    const seen = must(await lab.get(`${API}/queryById?id=${testId}`));
    expect(seen.labNo).toBe(added.labNo);
    expect(Object.keys(seen)).not.toEqual(expect.arrayContaining(['sampleNo']));
    expect(JSON.stringify(must(await lab.get(`${API}/list`)))).not.toContain(added.sampleNo);
    expect(JSON.stringify(await sheetRows((await caller(t).get(labToken, `${API}/exportXls`)).rawPayload))).not.toContain(added.prepNo);
    expect((await lab.get(`${API}/codes?id=${testId}`)).success).toBe(false);
    expect(must(await boss.get(`${API}/codes?id=${testId}`))).toEqual({ id: testId, sampleNo: added.sampleNo, prepNo: added.prepNo, labNo: added.labNo });
  });

  it('refuses batches that are not completed weighings of one contract, or already sampled', async () => {
    const open = (await tared(plan.planId, plan.yardId)) as string;
    expect((await boss.send('POST', `${API}/add`, { weighingIds: open })).message).toBe('只有已完成的磅单可以化验：' + must(await admin.get(`/coal/weighing/queryById?id=${open}`)).weighNo);
    expect((await boss.send('POST', `${API}/add`, { weighingIds: [weighings[0]] })).message).toMatch(/^磅单BD\d+已在其他化验批次中$/);
    expect((await boss.send('POST', `${API}/add`, { planId: plan.planId })).message).toBe('该调度计划没有已完成的磅单');
    expect((await boss.send('POST', `${API}/add`, {})).message).toBe('请选择调度计划或磅单');
    expect((await boss.send('POST', `${API}/add`, { planId: plan.planId, weighingIds: weighings })).message).toBe('调度计划和磅单只能选择一种');
    expect((await boss.send('POST', `${API}/add`, { weighingIds: 'nope' })).message).toBe('磅单不存在');
    expect((await boss.send('POST', `${API}/add`, { weighingIds: [1, 2] })).message).toBe('磅单格式不正确');
    const other = await yardWithPlan(w);
    const elsewhere = await completed(other.planId, other.yardId);
    const fresh = await completed(plan.planId, plan.yardId);
    expect((await boss.send('POST', `${API}/add`, { weighingIds: `${fresh},${elsewhere}` })).message).toBe('一批化验结果只能覆盖同一合同的磅单');
    expect((await boss.send('POST', `${API}/add`, { weighingIds: [fresh], mad: '60', aad: '40' })).message).toBe('空气干燥基水分与灰分之和应小于100%');
    expect((await boss.send('POST', `${API}/add`, { weighingIds: [fresh], mt: '100.01' })).message).toBe('全水分Mt(%)不能大于100');
  });

  it('computes the derived values and warnings on every edit, reviews, and lets another person approve', async () => {
    const entered = must(await lab.send('PUT', `${API}/edit`, { id: testId, ...VALUES, mt: '26.00' }));
    expect(entered).toMatchObject({ ...VALUES, mt: '26.00', ...DERIVED, star: '0.47', enteredBy: 'qt_lab', status: 'entered' });
    // St,ar = 74.00 × 0.62 / 96.80 = 0.4739… → 0.47; Mt 26 is outside 8–25 %.
    expect(entered.warnings).toBe('全水分Mt26.00%偏高，常见范围8–25%');
    const fixed = must(await lab.send('PUT', `${API}/edit`, { id: testId, mt: '12.40' }));
    expect(fixed).toMatchObject({ ...VALUES, ...DERIVED, warnings: null });
    expect((await lab.send('PUT', `${API}/edit`, { id: testId, ad: '99.00', qnetArKcal: 1 })).result).toMatchObject({ ...DERIVED });

    expect((await boss.send('PUT', `${API}/approve`, { id: testId })).message).toBe('只有已审核的化验结果可以批准');
    const reviewed = must(await lab.send('PUT', `${API}/review`, { id: testId }));
    expect(reviewed).toMatchObject({ status: 'reviewed', reviewedBy: 'qt_lab' });
    expect((await lab.send('PUT', `${API}/edit`, { id: testId, mt: '13.00' })).message).toBe('只有已录入的化验结果可以修改');
    expect((await lab.send('PUT', `${API}/review`, { id: testId })).message).toBe('只有已录入的化验结果可以审核');
    expect((await lab.send('PUT', `${API}/approve`, { id: testId })).success).toBe(false);

    // Two approvers at once: one wins.
    const both = await Promise.all([boss.send('PUT', `${API}/approve`, { id: testId }), admin.send('PUT', `${API}/approve`, { id: testId })]);
    expect(both.filter((r) => r.success)).toHaveLength(1);
    const approved = must(await boss.get(`${API}/queryById?id=${testId}`));
    expect(approved).toMatchObject({ status: 'approved', status_dictText: '已批准', ...VALUES, ...DERIVED });
    expect(approved.approvedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // Read-only once approved.
    expect((await admin.send('PUT', `${API}/edit`, { id: testId, mt: '13.00' })).message).toBe('只有已录入的化验结果可以修改');
    expect((await admin.send('PUT', `${API}/void`, { id: testId, reason: '重做' })).message).toBe('已批准或已作废的化验结果不能作废');
    expect((await admin.send('DELETE', `${API}/delete?id=${testId}`)).success).toBe(false);
    expect(must(await admin.get(`${API}/queryById?id=${testId}`))).toEqual(approved);
  });

  it('four eyes: whoever entered the values cannot approve them; a review needs every value', async () => {
    const wid = await completed(plan.planId, plan.yardId);
    const mine = must(await admin.send('POST', `${API}/add`, { weighingIds: [wid], mt: '12.40' }));
    expect(mine.enteredBy).toBe('admin');
    expect((await admin.send('PUT', `${API}/review`, { id: mine.id })).message).toBe('化验值不完整，不能审核');
    must(await admin.send('PUT', `${API}/edit`, { id: mine.id, ...VALUES }));
    must(await lab.send('PUT', `${API}/review`, { id: mine.id }));
    expect((await admin.send('PUT', `${API}/approve`, { id: mine.id })).message).toBe('不能批准自己录入的化验结果');
    must(await boss.send('PUT', `${API}/approve`, { id: mine.id }));
  });

  it('voids with a reason and frees the weighings for another sample', async () => {
    const wid = await completed(plan.planId, plan.yardId);
    const first = must(await boss.send('POST', `${API}/add`, { weighingIds: wid }));
    expect((await boss.send('PUT', `${API}/void`, { id: first.id })).message).toBe('请填写作废原因');
    const voided = must(await boss.send('PUT', `${API}/void`, { id: first.id, reason: '样品受潮' }));
    expect(voided).toMatchObject({ status: 'void', voidReason: '样品受潮', weighingIds: [wid] });
    expect((await lab.send('PUT', `${API}/review`, { id: first.id })).message).toBe('只有已录入的化验结果可以审核');
    const again = must(await boss.send('POST', `${API}/add`, { weighingIds: [wid] }));
    expect(again.weighingIds).toEqual([wid]);
  });

  it('approvedResultsFor answers the approved results covering the weighings, with their values as decimal strings', async () => {
    const r = await approvedResultsFor(t.ctx.db, 1, [weighings[1], 'unknown']);
    expect(r).toHaveLength(1);
    expect(r[0]).toEqual({
      id: testId,
      labNo: expect.stringMatching(/^HY/),
      weighingIds: [...weighings].sort(),
      values: { ...VALUES, hgi: null, g: null, ad: '22.83', vdaf: '38.15', std: '0.64', star: '0.56', fcad: '46.20', qnetArKcal: '5106' },
    });
    expect(await approvedResultsFor(t.ctx.db, 2, weighings)).toEqual([]);
    expect(await approvedResultsFor(t.ctx.db, 1, [])).toEqual([]);
    // Entered, reviewed or voided results do not count.
    const pending = must(await lab.get(`${API}/list?status=entered`)).records[0];
    expect(await approvedResultsFor(t.ctx.db, 1, pending.weighingIds)).toEqual([]);
  });
});

describe('导入化验结果', () => {
  it('fills the tests 已录入 by lab code; unknown codes, bad values and finished tests go to the error file', async () => {
    const y = await yardWithPlan(w);
    const a = must(await boss.send('POST', `${API}/add`, { weighingIds: [await completed(y.planId, y.yardId)] }));
    const b = must(await boss.send('POST', `${API}/add`, { weighingIds: [await completed(y.planId, y.yardId)] }));
    const c = must(await boss.send('POST', `${API}/add`, { weighingIds: [await completed(y.planId, y.yardId)], ...VALUES }));
    must(await lab.send('PUT', `${API}/review`, { id: c.id }));
    const template = await caller(t).get(labToken, `${API}/importTemplate`);
    const header = (await sheetRows(template.rawPayload))[0];
    expect(header.slice(0, 3)).toEqual(['化验编码*', '全水分Mt(%)', '空干基水分Mad(%)']);
    const file = await xlsxOf('化验结果', [
      ['化验编码', '全水分Mt(%)', '空干基水分Mad(%)', '空干基灰分Aad(%)', '空干基挥发分Vad(%)', '空干基全硫St,ad(%)', 'qnetArMj', '哈氏可磨指数HGI'],
      [a.labNo, '12.40', '3.20', '22.10', '28.50', '0.62', '21.35', '58'],
      ['HYNOTTHERE', '12', '3', '20', '28', '0.6', '21'],
      [b.labNo, '12.40', '3.20', '22.1', '28.5', 'abc', '21.35'],
      [c.labNo, '13', '3', '20', '28', '0.6', '21'],
    ]);
    const r = await importFile(t, labToken, API, file);
    expect(r).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有3条数据导入失败' });
    const errors = await sheetRows((await caller(t).get(labToken, `/${r.result}`)).rawPayload);
    expect(errors.map((row) => row[row.length - 1])).toEqual(['错误原因', '化验编码不存在', expect.stringContaining('空干基全硫St,ad(%)'), '只有已录入的化验结果可以修改']);
    expect(must(await lab.get(`${API}/queryById?id=${a.id}`))).toMatchObject({ ...VALUES, qgrAd: null, hgi: 58, ...DERIVED, enteredBy: 'qt_lab', status: 'entered' });
    expect(must(await lab.get(`${API}/queryById?id=${b.id}`))).toMatchObject({ mt: null, stad: null, ad: null });
    expect(must(await lab.get(`${API}/queryById?id=${c.id}`))).toMatchObject({ ...VALUES, status: 'reviewed' });

    const dup = await xlsxOf('化验结果', [['化验编码', '全水分Mt(%)'], [b.labNo, '10'], [b.labNo, '11']]);
    expect((await importFile(t, labToken, API, dup)).message).toBe('文件导入成功，但有2条数据导入失败');
    expect(must(await importFile(t, labToken, API, await xlsxOf('化验结果', [['化验编码', '全水分Mt(%)'], [b.labNo, '10.5']])))).toBe('文件导入成功！数据行数：1');
    expect(must(await lab.get(`${API}/queryById?id=${b.id}`)).mt).toBe('10.50');
    expect((await importFile(t, labToken, API, await xlsxOf('x', [['全水分Mt(%)'], ['10']]))).message).toMatch(/^文件「.+」缺少“化验编码”列$/);
  });
});

describe('another tenant and another organisation', () => {
  it('see nothing and change nothing', async () => {
    const y = await yardWithPlan(w);
    const wid = await completed(y.planId, y.yardId);
    const test = must(await boss.send('POST', `${API}/add`, { weighingIds: [wid], ...VALUES }));
    await secondTenant(t);
    const mallory = callsAs(t, await userWithPerms(t, 'qt_mallory', ALL, { tenantId: 2 }));
    expect(must(await mallory.get(`${API}/list`)).total).toBe(0);
    expect((await mallory.get(`${API}/queryById?id=${test.id}`)).message).toBe('未找到对应数据');
    expect((await mallory.get(`${API}/codes?id=${test.id}`)).message).toBe('未找到对应数据');
    expect((await mallory.send('PUT', `${API}/edit`, { id: test.id, mt: '1' })).message).toBe('未找到对应数据');
    for (const a of ['review', 'approve', 'void']) expect((await mallory.send('PUT', `${API}/${a}`, { id: test.id, reason: 'x' })).message, a).toBe('未找到对应数据');
    expect((await mallory.send('POST', `${API}/add`, { weighingIds: [wid] })).message).toBe('磅单不存在');
    expect((await mallory.send('POST', `${API}/add`, { planId: y.planId })).message).toBe('调度计划不存在');
    const file = await xlsxOf('化验结果', [['化验编码', '全水分Mt(%)'], [test.labNo, '1']]);
    expect((await importFile(t, await userWithPerms(t, 'qt_mallory2', ALL, { tenantId: 2 }), API, file)).message).toBe('文件导入成功，但有1条数据导入失败');

    // Consumer B's user (the test covers consumer A's coal) sees nothing; consumer A's reads but never writes.
    const other = callsAs(t, await userWithPerms(t, 'qt_consumer_b', ALL, { org: { kind: 'consumer', id: w.consumerB } }));
    expect(must(await other.get(`${API}/list`)).total).toBe(0);
    expect((await other.get(`${API}/queryById?id=${test.id}`)).message).toBe('未找到对应数据');
    expect((await other.send('PUT', `${API}/review`, { id: test.id })).success).toBe(false);
    const own = callsAs(t, await userWithPerms(t, 'qt_consumer_a', ALL, { org: { kind: 'consumer', id: w.consumerA } }));
    expect(must(await own.get(`${API}/queryById?id=${test.id}`)).labNo).toBe(test.labNo);
    expect((await own.send('PUT', `${API}/review`, { id: test.id })).message).toBe('化验由本公司化验人员办理');
    expect((await own.send('PUT', `${API}/edit`, { id: test.id, mt: '1' })).message).toBe('化验由本公司化验人员办理');
    expect((await own.send('POST', `${API}/add`, { weighingIds: [wid] })).message).toBe('化验由本公司化验人员办理');
    expect(must(await admin.get(`${API}/queryById?id=${test.id}`))).toMatchObject({ ...VALUES, status: 'entered' });
  });
});
