import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { monthOf, monthSpan, previousMonth } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysConfig } from '../../../core/db/schema/index';
import { DEMO_SERVICE_FEE_MARKER, seedDemoServiceFees } from '../demo/serviceFee';
import { coalWeighing } from '../weighing/table';
import { coalServiceFeeBill, coalServiceFeeRule } from './table';

let t: TestApp;
let admin: string;
const get = async (url: string) => (await t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': admin } })).json;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await t.login();
});
afterAll(() => t?.close());

describe('DEMO_DATA=1: service fees', () => {
  it('writes three rules once; the demo weighings are today’s, so last month has no bill', async () => {
    const rules = (await get('/coal/serviceFeeRule/list?pageSize=50')).result.records as any[];
    expect(rules.map((r) => r.basis).sort()).toEqual(['perBill', 'perTonne', 'perTrip']);
    expect((await get('/coal/serviceFeeBill/list')).result.total).toBe(0);
    expect(await seedDemoServiceFees(t.ctx.db)).toBeNull();
  });

  it('bills last month from the demo weighings weighed in it', async () => {
    const last = previousMonth(monthOf(new Date()));
    await t.ctx.db.update(coalWeighing).set({ grossTime: new Date(monthSpan(last).from.getTime() + 10 * 86_400_000) }).where(eq(coalWeighing.status, 'completed'));
    await t.ctx.db.delete(coalServiceFeeRule);
    await t.ctx.db.delete(sysConfig).where(eq(sysConfig.key, DEMO_SERVICE_FEE_MARKER));
    const out = await seedDemoServiceFees(t.ctx.db);
    expect(out?.serviceFeeBills).toBeGreaterThan(0);
    const bills = await t.ctx.db.select().from(coalServiceFeeBill);
    expect(bills.every((b) => b.month === last && b.status === 'draft' && Number(b.totalAmount) > 0)).toBe(true);
  });
});
