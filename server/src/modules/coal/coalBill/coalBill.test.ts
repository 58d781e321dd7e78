import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';
import { dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { scaleOf, steady, truckIn, yardWithPlan } from '../../../../test/support/weighing';
import { verifyBillCode } from './service';
import { coalBill } from './table';
import { VERIFY_LIMIT } from './routes';
import { billKeyFile } from './signing';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'cb');
  admin = w.admin;
});
afterAll(async () => t?.close());

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

/** A sale weighed through: tare 15 020 kg, gross 49 000 kg → its bill. */
async function billed(): Promise<{ bill: any; weighingId: string }> {
  const y = await yardWithPlan(w);
  const x = await truckIn(t, w, y.planId);
  const at = async (kg: number) => {
    const scaleId = await scaleOf(admin, y.yardId);
    await steady(t, scaleId, kg);
    return { scaleId, weightKg: kg };
  };
  const rec = must(await admin.send('POST', '/coal/weighing/tare', { queueId: x.ticketId, ...(await at(15020)) }));
  const done = must(await admin.send('POST', '/coal/weighing/gross', { id: rec.id, ...(await at(49000)) }));
  return { bill: must(await admin.get(`/coal/coalBill/queryById?id=${done.billId}`)), weighingId: rec.id };
}

/** The public verification, without a token. */
const verify = async (code: string) => (await t.call({ method: 'GET', url: `/api/coal/coalBill/verify?code=${encodeURIComponent(code)}`, remoteAddress: '10.9.0.1' })).json;

/** The code with one character of its facts (or, `sig`, of its signature) changed. */
function tamper(code: string, part: 'facts' | 'sig', at = 10): string {
  const [facts, sig] = code.split('.');
  const flip = (s: string) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
  return part === 'facts' ? `${flip(facts)}.${sig}` : `${facts}.${flip(sig)}`;
}

describe('电子煤票的签名与核验', () => {
  it('answers the facts of an authentic code to anyone, without sign-in', async () => {
    const { bill } = await billed();
    const r = await verify(bill.qrCode);
    expect(r.success, r.message).toBe(true);
    expect(r.message).toBe('煤票有效');
    expect(r.result).toMatchObject({ billNo: bill.billNo, shipper: '默认租户', consignee: 'cb秦皇岛电厂一号卸煤场', plateNo: bill.plateNo, driverName: '王建国', material: 'cb动力煤5000', grossKg: 49000, tareKg: 15020, netKg: 33980, issuedAt: bill.issuedAt, validUntil: bill.validUntil, status: 'issued', statusText: '已开具', expired: false, void: false });
  });

  it('answers 煤票无效 for a code changed in one byte, a signature changed, a stored bill changed, another deployment’s code, or garbage', async () => {
    const { bill } = await billed();
    for (const at of [0, 10, 40, 120]) expect((await verify(tamper(bill.qrCode, 'facts', at))).message).toBe('煤票无效');
    expect((await verify(tamper(bill.qrCode, 'sig', 5))).message).toBe('煤票无效');
    expect((await verify('not-a-code')).message).toBe('煤票无效');
    expect((await verify(`${bill.qrCode}x`)).message).toBe('煤票无效');
    // A code of the same facts signed by another deployment's key.
    const other = await createTestApp();
    try {
      const forged = (await import('./code')).encodeBillCode(other.ctx.config.secretsFile, {
        billId: bill.id, billNo: bill.billNo, tenantId: 1, weighNo: bill.weighNo, plateNo: bill.plateNo, driverName: bill.driverName, shipper: bill.shipper, consigneeId: bill.consigneeId, materialId: bill.materialId,
        grossKg: 49000, tareKg: 15020, netKg: 33980, issuedAt: new Date(), validUntil: new Date(Date.now() + 1000),
      });
      expect((await verify(forged)).message).toBe('煤票无效');
    } finally {
      await other.close();
    }
    // The database row changed behind the server's back: the code no longer matches what is stored.
    await t.ctx.db.update(coalBill).set({ netKg: 35980 }).where(eq(coalBill.id, bill.id));
    expect((await verify(bill.qrCode)).message).toBe('煤票无效');
    await t.ctx.db.update(coalBill).set({ netKg: 33980 }).where(eq(coalBill.id, bill.id));
    expect((await verify(bill.qrCode)).success).toBe(true);
  });

  it('keeps the private key beside the secrets, readable by the server alone, and never answers it', async () => {
    const { bill } = await billed();
    const file = billKeyFile(t.ctx.config.secretsFile);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const pem = readFileSync(file, 'utf8');
    expect(pem).toContain('BEGIN PRIVATE KEY');
    const body = pem.replace(/-----[^-]+-----|\s/g, '');
    const answered = JSON.stringify([bill, (await verify(bill.qrCode)).result, await admin.get(`/coal/coalBill/list?pageSize=100`), await admin.get(`/coal/weighing/detail?id=${bill.weighingId}`)]);
    expect(answered).not.toContain(body.slice(20, 60));
  });

  it('says so when the bill is void or past its 48 hours', async () => {
    const { bill, weighingId } = await billed();
    const later = await verifyBillCode(t.ctx, bill.qrCode, new Date(Date.now() + 49 * 3600_000));
    expect(later).toMatchObject({ expired: true, void: false });
    must(await admin.send('PUT', '/coal/weighing/void', { id: weighingId, reason: '毛重错误' }));
    const r = await verify(bill.qrCode);
    expect(r).toMatchObject({ success: true, message: '煤票已作废' });
    expect(r.result).toMatchObject({ status: 'void', statusText: '已作废', void: true });
  });
});

describe('核验、二维码', () => {
  it('is confirmed once by the receiving clerk (issued or in transit → verified), not by a carrier', async () => {
    const { bill, weighingId } = await billed();
    const carrier = callsAs(t, await userWithPerms(t, 'cb_carrier', ['coal:coalBill:list', 'coal:coalBill:receive'], { org: { kind: 'carrier', id: w.carrierX } }));
    expect((await carrier.send('PUT', '/coal/coalBill/receive', { id: bill.id })).message).toBe('煤票核验由本公司或收货客户办理');
    must(await admin.send('PUT', '/coal/weighing/leave', { id: weighingId }));
    const r = must(await admin.send('PUT', '/coal/coalBill/receive', { id: bill.id }));
    expect(r).toMatchObject({ status: 'verified', status_dictText: '已核验' });
    expect((await admin.send('PUT', '/coal/coalBill/receive', { id: bill.id })).message).toBe('只有已开具或在途的煤票可以核验');
    const events = must(await admin.get(`/coal/weighing/detail?id=${weighingId}`)).events.map((e: any) => e.kind);
    expect(events).toEqual(['tare', 'gross', 'bill', 'leave', 'billReceive']);
  });

  it('serves the QR code as a PNG holding the public page’s address with the code', async () => {
    const { bill } = await billed();
    const res = await t.call({ method: 'GET', url: `/api/coal/coalBill/qr?id=${bill.id}`, headers: { 'x-access-token': await t.login() } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const anonymous = await t.call({ method: 'GET', url: `/api/coal/coalBill/qr?id=${bill.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('throttles the public verification per address', async () => {
    const { bill } = await billed();
    const from = (ip: string) => t.call({ method: 'GET', url: `/api/coal/coalBill/verify?code=${encodeURIComponent(bill.qrCode)}`, remoteAddress: ip });
    for (let i = 0; i < VERIFY_LIMIT.perMinute; i++) expect((await from('10.9.9.9')).json.success).toBe(true);
    expect((await from('10.9.9.9')).json.message).toBe('查询过于频繁，请稍后再试');
    expect((await from('10.9.9.8')).json.success).toBe(true);
  });
});
