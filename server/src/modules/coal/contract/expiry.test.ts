import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessToday } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';
import { daysBetween, warnExpiringContracts, warningDue } from './expiry';
import { coalContract } from './table';

let t: TestApp;
let admin: ReturnType<typeof callsAs>;
let owner: ReturnType<typeof callsAs>;
let ownerId: string;
const today = businessToday();
const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Noon China time of a business day. */
const noonOf = (date: string) => new Date(`${date}T12:00:00+08:00`);

beforeAll(async () => {
  t = await createTestApp();
  admin = callsAs(t, await t.login());
  owner = callsAs(t, await userWithPerms(t, 'ht_owner', ['coal:contract:list']));
  ownerId = (await admin.get('/sys/user/list?username=ht_owner')).result.records[0].id;
});
afterAll(async () => t?.close());

/** An executing contract ending on `endDate`, owned by ht_owner. */
async function executing(endDate: string): Promise<{ id: string; contractNo: string }> {
  const consumerId = (await admin.send('POST', '/coal/consumer/add', { name: `电厂${Math.random().toString(36).slice(2, 8)}` })).result.id;
  const materialId = (await admin.send('POST', '/coal/material/add', { code: `M${Math.random().toString(36).slice(2, 8)}`, name: '动力煤' })).result.id;
  const r = await admin.send('POST', '/coal/contract/add', { direction: 'sales', mode: 'other', counterpartyId: consumerId, materialId, quantityT: '100', unitPrice: '700', taxRate: '0.13', signDate: today, startDate: today, endDate, ownerId });
  expect(r.success, r.message).toBe(true);
  await t.ctx.db.update(coalContract).set({ status: 'executing' }).where(eq(coalContract.id, r.result.id));
  return r.result;
}

async function warningsOf(id: string) {
  const msgs = (await owner.get('/sys/annountCement/listByUser')).result.sysMsgList as { busId: string; titile: string; msgContent: string }[];
  return msgs.filter((m) => m.busId === id);
}

describe('合同到期提醒', () => {
  it('picks the 30-day warning, then the 7-day one, and none outside', () => {
    expect(daysBetween('2026-11-26', '2026-12-26')).toBe(30);
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect([31, 30, 8, 7, 1, 0, -1].map(warningDue)).toEqual([null, 30, 30, 7, 7, 7, null]);
  });

  it('tells the owner 30 and 7 days before the end, each once, and writes it on the timeline', async () => {
    const end = plusDays(today, 40);
    const c = await executing(end);
    // 31 days before: nothing yet.
    expect(await warnExpiringContracts(t.ctx, noonOf(plusDays(end, -31)))).toBe(0);
    expect(await warnExpiringContracts(t.ctx, noonOf(plusDays(end, -30)))).toBe(1);
    let got = await warningsOf(c.id);
    expect(got.map((m) => m.titile)).toEqual([`合同即将到期：${c.contractNo}`]);
    expect(got[0].msgContent).toContain('还有 30 天');
    // The next days, and a second run the same day, send nothing more until the 7-day mark.
    expect(await warnExpiringContracts(t.ctx, noonOf(plusDays(end, -30)))).toBe(0);
    expect(await warnExpiringContracts(t.ctx, noonOf(plusDays(end, -8)))).toBe(0);
    expect(await warnExpiringContracts(t.ctx, noonOf(plusDays(end, -7)))).toBe(1);
    expect(await warnExpiringContracts(t.ctx, noonOf(plusDays(end, -1)))).toBe(0);
    got = await warningsOf(c.id);
    expect(got).toHaveLength(2);
    const events = (await admin.get(`/coal/contract/events?id=${c.id}`)).result.filter((e: any) => e.kind === 'expiryWarning');
    expect(events.map((e: any) => [e.byUsername, e.remark])).toEqual([
      ['system', `合同还有30天到期（${end}）`],
      ['system', `合同还有7天到期（${end}）`],
    ]);
  });

  it('warns a contract first seen within 7 days once, and leaves drafts and ended contracts alone', async () => {
    const soon = await executing(plusDays(today, 3));
    expect(await warnExpiringContracts(t.ctx, noonOf(today))).toBe(1);
    expect((await warningsOf(soon.id))[0].msgContent).toContain('还有 3 天');
    await t.ctx.db.update(coalContract).set({ status: 'completed' }).where(eq(coalContract.id, (await executing(plusDays(today, 5))).id));
    expect(await warnExpiringContracts(t.ctx, noonOf(today))).toBe(0);
  });

  it('runs as the seeded daily job', async () => {
    const jobs = (await admin.get('/sys/quartzJob/list?pageSize=100')).result.records as { handlerKey: string; cronExpression: string; status: number }[];
    expect(jobs.find((j) => j.handlerKey === 'coalContractExpiry')).toMatchObject({ cronExpression: '0 0 8 * * ?', status: 0 });
  });
});
