import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { businessToday } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, caller, userWithPerms } from '../../../../test/support/coal-org';
import { dispatchWorld, PICKUP_PERMS, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { pdfImages, readPdf } from '../../../../test/support/pdf';
import { mm } from '../../../core/pdf/index';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
const today = businessToday();
const PRINT = 'coal:pickupOrder:print';

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'pp');
  admin = w.admin;
});
afterAll(async () => t?.close());

let plates = 0;
const plate = () => `晋M${String(20000 + (plates += 1))}`;

/** An order on an approved plan of `carrierId` with consignee A (a sale to consumer A unless another contract is given). */
async function issued(carrierId = w.carrierX, driverId = w.driverX, contractId?: string) {
  const contract = contractId ?? (await w.contract({ quantityT: '10000' })).id;
  const plan = await admin.send('POST', '/coal/dispatchPlan/add', { contractId: contract, loadDate: today, slot: 'morning', carrierId, consigneeId: contractId ? undefined : w.consigneeA, yardId: w.yardId, plannedTrucks: 3, plannedT: '105' });
  expect(plan.success, plan.message).toBe(true);
  expect((await admin.send('PUT', '/coal/dispatchPlan/approve', { id: plan.result.id })).success).toBe(true);
  const o = await admin.send('POST', '/coal/pickupOrder/issue', { planId: plan.result.id, carId: await w.car(plate(), carrierId, driverId) });
  expect(o.success, o.message).toBe(true);
  return { ...(o.result as { id: string; orderNo: string; link: string; plateNo: string; contractNo: string }), planNo: plan.result.planNo as string };
}

const print = async (token: string, id: string, query = '') => caller(t).get(token, `/coal/pickupOrder/print?id=${id}${query}`);

describe('提煤单：打印', () => {
  it('answers the slip as a PDF under its Chinese name, with the order’s facts, the driver’s notes and the boxes to sign', async () => {
    const o = await issued();
    const r = await print(await t.login(), o.id);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(`inline; filename="___-${o.orderNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`提煤单-${o.orderNo}.pdf`)}`);
    expect(r.headers['cache-control']).toBe('private, no-store');
    const [page, ...more] = await readPdf(r.rawPayload);
    expect(more).toHaveLength(0);
    // The 241 mm continuous form's half sheet unless asked otherwise.
    expect([page.width, page.height].map(Math.round)).toEqual([Math.round(mm(241)), Math.round(mm(139.7))]);
    for (const phrase of [
      '提煤单',
      `No.${o.orderNo}`,
      `调度计划${o.planNo}`,
      `合同编号${o.contractNo}`,
      '收货单位pp秦皇岛电厂一号卸煤场',
      '承运单位pp太原顺达物流有限公司',
      '煤种pp动力煤5000',
      '货场pp一号货场',
      `车牌号${o.plateNo}`,
      `装车日期${today}（上午）`,
      '司机王建国',
      '司机电话13912345678',
      `有效期${today}00:00:00至${today}23:59:59`,
      '司机须知',
      '先空车称皮重',
      '制单：',
      '司机：',
      '门岗：',
      '打印人：',
      '第1页/共1页',
    ]) {
      expect(page.text, phrase).toContain(phrase.replace(/\s+/g, ''));
    }
    expect(page.text).not.toContain('已作废');
    // A one-page slip with its font subset stays small.
    expect(r.rawPayload.length).toBeLessThan(80_000);
  });

  it('prints the QR code of the driver’s link, the same one GET /coal/pickupOrder/qr answers', async () => {
    const o = await issued();
    const [qr] = await pdfImages((await print(await t.login(), o.id)).rawPayload);
    expect(qr).toBeDefined();
    const code = jsQR(qr.rgba, qr.width, qr.height);
    expect(code?.data).toMatch(/^https?:\/\/[^/]+\/driver\/pickup\/[A-Za-z0-9_-]{32}$/);
    expect(code!.data.endsWith(o.link)).toBe(true);
  });

  it('prints on A4 when asked, and refuses another paper', async () => {
    const o = await issued();
    const [page] = await readPdf((await print(await t.login(), o.id, '&paper=A4')).rawPayload);
    expect([page.width, page.height].map(Math.round)).toEqual([595, 842]);
    expect((await admin.get(`/coal/pickupOrder/print?id=${o.id}&paper=B5`)).message).toBe('纸张只能是 half241 或 A4');
    expect((await admin.get('/coal/pickupOrder/print')).message).toBe('id不能为空');
  });

  it('marks a slip of an order no longer valid with its state, so the paper does not pass for a valid one', async () => {
    const o = await issued();
    expect((await admin.send('PUT', '/coal/pickupOrder/void', { id: o.id, reason: '换车' })).success).toBe(true);
    const [page] = await readPdf((await print(await t.login(), o.id)).rawPayload);
    expect(page.text).toContain('提煤单（已作废）');
  });

  it('tells a purchase’s driver to weigh gross first', async () => {
    const purchase = await w.contract({ direction: 'purchase', quantityT: '10000' });
    const o = await issued(w.carrierX, w.driverX, purchase.id);
    const [page] = await readPdf((await print(await t.login(), o.id)).rawPayload);
    expect(page.text).toContain('先重车称毛重');
  });

  it('prints only what the caller may see: another tenant’s or another carrier’s order is 未找到对应数据', async () => {
    const mine = await issued(w.carrierX, w.driverX);
    const theirs = await issued(w.carrierY, w.driverY);
    const carrierX = await userWithPerms(t, 'pp_carrier_x', [...PICKUP_PERMS, PRINT], { org: { kind: 'carrier', id: w.carrierX } });
    const tenant2 = await userWithPerms(t, 'pp_tenant2', [...PICKUP_PERMS, PRINT], { tenantId: 2 });
    const ownSlip = await print(carrierX, mine.id);
    expect(ownSlip.statusCode).toBe(200);
    expect((await readPdf(ownSlip.rawPayload))[0].text).toContain(mine.orderNo);
    for (const [who, token] of [['carrier Y’s order for carrier X', carrierX], ['tenant 2', tenant2]] as const) {
      const r = await print(token, who === 'tenant 2' ? mine.id : theirs.id);
      expect(r.headers['content-type'], who).toMatch(/^application\/json/);
      expect(r.json.message, who).toBe('未找到对应数据');
    }
    expect((await callsAs(t, carrierX).get('/coal/pickupOrder/print?id=no-such-order')).message).toBe('未找到对应数据');
  });

  it('refuses a user without the 打印 button', async () => {
    const o = await issued();
    const reader = callsAs(t, await userWithPerms(t, 'pp_reader', PICKUP_PERMS));
    expect((await reader.get(`/coal/pickupOrder/print?id=${o.id}`)).code).toBe(510);
  });
});
