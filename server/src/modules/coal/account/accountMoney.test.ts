/**
 * An account money has moved on keeps its opening balance, its company type and its existence: the running balance of
 * its 资金流水 is built on them line by line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs } from '../../../../test/support/coal-org';
import { coalMoneyFlow } from '../moneyFlow/table';
import { AccountTexts } from './entity';

let t: TestApp;
let admin: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  admin = callsAs(t, await t.login());
});
afterAll(async () => t?.close());

const add = async (accountNo: string) =>
  (await admin.send('POST', '/coal/account/add', { holder: '山西美云煤炭贸易有限公司', accountType: 'company', bankName: '中国工商银行太原迎泽支行', accountNo, openingBalance: '100000.00' })).result.id as string;

describe('账户 with money on it', () => {
  it('refuses a new opening balance, another type and a delete once a flow line exists; allows the rest', async () => {
    const id = await add('0502123456789012345');
    await t.ctx.db.insert(coalMoneyFlow).values({ tenantId: 1, accountId: id, seq: 1, flowDate: '2026-11-20', direction: 'in', amount: '123603.60', balanceAfter: '223603.60', billId: 'b1', billNo: 'SK202611200001' });
    const opening = await admin.send('PUT', '/coal/account/edit', { id, openingBalance: '90000.00' });
    expect([opening.success, opening.message]).toEqual([false, AccountTexts.openingFixed]);
    const type = await admin.send('PUT', '/coal/account/edit', { id, accountType: 'consumer' });
    expect([type.success, type.message]).toEqual([false, AccountTexts.typeFixed]);
    // The same balance written differently is no change; the bank's name may be corrected.
    expect((await admin.send('PUT', '/coal/account/edit', { id, openingBalance: '100000', bankName: '中国工商银行太原分行' })).success).toBe(true);
    const del = await admin.send('DELETE', `/coal/account/delete?id=${id}`);
    expect([del.success, del.message]).toEqual([false, AccountTexts.inUse('山西美云煤炭贸易有限公司')]);
    expect((await admin.get(`/coal/account/queryById?id=${id}`)).result).toMatchObject({ openingBalance: '100000.00', bankName: '中国工商银行太原分行' });
  });

  it('lets an account without money change its opening balance and be deleted', async () => {
    const id = await add('0502123456789099999');
    expect((await admin.send('PUT', '/coal/account/edit', { id, openingBalance: '90000.00' })).result.openingBalance).toBe('90000.00');
    expect((await admin.send('DELETE', `/coal/account/delete?id=${id}`)).success).toBe(true);
  });
});
