import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WEIGHING_ACTIONS, weighingActionPerm } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';
import { dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { scaleOf, steady, truckIn, yardWithPlan } from '../../../../test/support/weighing';
import { sysConfig } from '../../../core/db/schema/index';
import { coalQueueTicket } from '../queue/table';
import { coalWeighing } from './table';
import { sysAnnouncement } from '../../sys/announcement/table';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;

export const WEIGHING_PERMS = ['coal:weighing:list', 'coal:weighing:exportXls', ...WEIGHING_ACTIONS.map(weighingActionPerm)];

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'wg');
  admin = w.admin;
});
afterAll(async () => t?.close());

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

/** A capture on a fresh scale of the yard reading `kg` steadily (each weighing its own scale: readings only move forward). */
async function capture(yardId: string, kg: number, opts: { stable?: boolean; reads?: number; divisionKg?: number } = {}) {
  const scaleId = await scaleOf(admin, yardId, opts.divisionKg);
  await steady(t, scaleId, opts.reads ?? kg, { stable: opts.stable, divisionKg: opts.divisionKg });
  return { scaleId, weightKg: kg };
}
const tare = async (body: object, as: Calls = admin) => as.send('POST', '/coal/weighing/tare', body);
const gross = async (body: object, as: Calls = admin) => as.send('POST', '/coal/weighing/gross', body);
const ticketStatus = async (id: string) => (await t.ctx.db.select({ s: coalQueueTicket.status }).from(coalQueueTicket).where(eq(coalQueueTicket.id, id)))[0].s;
const shippedT = async (contractId: string) => must(await admin.get(`/coal/contract/queryById?id=${contractId}`)).progress.shippedT;

describe('销售过磅：称皮、称毛、开票、扣重、出场', () => {
  it('weighs tare then gross, issues the bill in the same step, rolls up to the plan and contract, deducts and leaves', async () => {
    const y = await yardWithPlan(w);
    const x = await truckIn(t, w, y.planId, { refTareKg: 15000 });
    const first = must(await tare({ queueId: x.ticketId, ...(await capture(y.yardId, 15020)) }));
    expect(first).toMatchObject({ status: 'tared', status_dictText: '已称皮', direction: 'sales', tareKg: 15020, grossKg: null, netKg: null, abnormal: false, manual: false, plateNo: x.plateNo, queueId: x.ticketId, pickupOrderId: x.orderId, carrierId: w.carrierX });
    expect(first.weighNo).toMatch(/^BD\d{8}\d{5}$/);
    expect(first.tareScaleId_dictText).toMatch(/^\d+号地磅$/);
    expect(await ticketStatus(x.ticketId)).toBe('tared');
    expect(must(await admin.get(`/coal/dispatchPlan/queryById?id=${y.planId}`)).status).toBe('executing');

    const done = must(await gross({ id: first.id, ...(await capture(y.yardId, 49000)) }));
    // 49 000 − 15 020 = 33 980 kg net; no deductions yet.
    expect(done).toMatchObject({ status: 'completed', grossKg: 49000, tareKg: 15020, netKg: 33980, deductKg: 0, settleKg: 33980, abnormal: false });
    expect(done.billId).toBeTruthy();
    expect(await ticketStatus(x.ticketId)).toBe('billed');
    expect(await shippedT(y.contractId)).toBe('33.980');
    const bill = must(await admin.get(`/coal/coalBill/queryById?id=${done.billId}`));
    expect(bill).toMatchObject({ weighingId: first.id, pickupOrderId: x.orderId, contractId: y.contractId, consigneeId: w.consigneeA, plateNo: x.plateNo, driverName: '王建国', materialId: w.materialId, grossKg: 49000, tareKg: 15020, netKg: 33980, status: 'issued', status_dictText: '已开具', shipper: '默认租户' });
    expect(bill.billNo).toMatch(/^MP\d{8}\d{5}$/);
    expect(new Date(bill.validUntil.replace(' ', 'T') + '+08:00').getTime() - new Date(bill.issuedAt.replace(' ', 'T') + '+08:00').getTime()).toBe(48 * 3600_000);

    // Deductions: 120 kg of water and 60 kg of stones → settle 33 980 − 180 = 33 800.
    must(await admin.send('POST', '/coal/weighing/deduct', { id: first.id, kind: 'water', kg: 120, remark: '含水偏高' }));
    const deducted = must(await admin.send('POST', '/coal/weighing/deduct', { id: first.id, kind: 'impurity', kg: 60 }));
    expect(deducted).toMatchObject({ netKg: 33980, deductKg: 180, settleKg: 33800 });
    expect(await shippedT(y.contractId)).toBe('33.800');
    expect(must(await admin.get(`/coal/weighing/planExecution?planId=${y.planId}`))).toEqual({ planId: y.planId, executedTrucks: 1, executedKg: 33800, executedT: '33.800' });
    expect((await admin.send('POST', '/coal/weighing/deduct', { id: first.id, kind: 'manual', kg: 33820 })).message).toBe('扣重合计不能超过净重');
    expect((await admin.send('POST', '/coal/weighing/deduct', { id: first.id, kind: 'other', kg: 20 })).message).toBe('扣重类型应为自动、扣水、扣杂或手工');

    const left = must(await admin.send('PUT', '/coal/weighing/leave', { id: first.id }));
    expect(left.leftTime).toBeTruthy();
    expect(await ticketStatus(x.ticketId)).toBe('left');
    expect(must(await admin.get(`/coal/coalBill/queryById?id=${done.billId}`)).status).toBe('inTransit');
    expect((await admin.send('PUT', '/coal/weighing/leave', { id: first.id })).message).toBe('车辆已出场');

    const detail = must(await admin.get(`/coal/weighing/detail?id=${first.id}`));
    expect(detail.deductions.map((d: any) => [d.kind, d.kg, d.remark])).toEqual([
      ['water', 120, '含水偏高'],
      ['impurity', 60, null],
    ]);
    expect(detail.events.map((e: any) => e.kind)).toEqual(['tare', 'gross', 'bill', 'deduct', 'deduct', 'leave']);
  });

  it('tells open lists and boards after each commit: the weighing, the ticket, the plan and the bill', async () => {
    const y = await yardWithPlan(w);
    const x = await truckIn(t, w, y.planId);
    const heard: { entity: string; kind: string; ids: string[] }[] = [];
    // The bus channel of live lists (core/realtime/entity-changes.ts): every instance hands it to its sockets.
    const stop = t.ctx.bus.subscribe('entity:changed', (m) => heard.push((m as { message: { entity: string; kind: string; ids: string[] } }).message));
    try {
      const rec = must(await tare({ queueId: x.ticketId, ...(await capture(y.yardId, 15020)) }));
      const done = must(await gross({ id: rec.id, ...(await capture(y.yardId, 49000)) }));
      await new Promise((r) => setTimeout(r, 20));
      const saw = (entity: string, id: string) => heard.some((h) => h.entity === entity && h.ids.includes(id));
      expect([saw('coalWeighing', rec.id), saw('coalQueueTicket', x.ticketId), saw('coalDispatchPlan', y.planId), saw('coalBill', done.billId)]).toEqual([true, true, true, true]);
    } finally {
      stop();
    }
  });

  it('weighs a truck that did not queue on its valid pickup order, marking the order used', async () => {
    const y = await yardWithPlan(w);
    const plateNo = '晋W39001';
    const carId = must(await admin.send('POST', '/coal/car/add', { plateNo, carrierId: w.carrierX, driverId: w.driverX, status: 'enabled' })).id;
    const order = must(await admin.send('POST', '/coal/pickupOrder/issue', { planId: y.planId, carId }));
    const r = must(await tare({ pickupOrderId: order.id, ...(await capture(y.yardId, 14000)) }));
    expect(r).toMatchObject({ queueId: null, pickupOrderId: order.id, status: 'tared' });
    expect(must(await admin.get(`/coal/pickupOrder/queryById?id=${order.id}`)).status).toBe('used');
    expect((await tare({ pickupOrderId: order.id, ...(await capture(y.yardId, 14000)) })).message).toBe('该车辆已过磅，请勿重复采集');
  });
});

describe('过磅检查', () => {
  it('refuses overload, off-division weights, non-positive net, unstable or mismatched readings and wrong order of weighings; nothing changes', async () => {
    const y = await yardWithPlan(w);
    const x = await truckIn(t, w, y.planId, { refTareKg: 15000, maxGrossKg: 49000 });
    const bad = async (p: Promise<{ success: boolean; message: string }>) => (await p).message;
    expect(await bad(tare({ queueId: x.ticketId, ...(await capture(y.yardId, 15010, { divisionKg: 20 })) }))).toBe('重量必须是地磅分度值20kg的整数倍');
    expect(await bad(tare({ queueId: x.ticketId, ...(await capture(y.yardId, 15020, { stable: false })) }))).toBe('地磅读数不稳定，不能采集');
    // Two divisions off what the scale reads is refused (one division is the indicator's flicker: taken, below).
    expect(await bad(tare({ queueId: x.ticketId, ...(await capture(y.yardId, 15060, { reads: 15020 })) }))).toBe('采集重量与地磅读数不符');
    // A scale nobody is feeding.
    expect(await bad(tare({ queueId: x.ticketId, scaleId: await scaleOf(admin, y.yardId), weightKg: 15020 }))).toBe('地磅读数不稳定，不能采集');
    // A steady reading held for less than the hold time (2 s).
    const short = await scaleOf(admin, y.yardId);
    await steady(t, short, 15020, { spanMs: 800 });
    expect(await bad(tare({ queueId: x.ticketId, scaleId: short, weightKg: 15020 }))).toBe('地磅读数不稳定，不能采集');
    expect(await bad(gross({ queueId: x.ticketId, ...(await capture(y.yardId, 40000)) }))).toBe('销售车辆应先称皮重');
    expect(await bad(tare({ ...(await capture(y.yardId, 15020)) }))).toBe('请选择排队记录或提煤单');
    expect(await bad(tare({ queueId: x.ticketId, scaleId: 'nope', weightKg: 15020 }))).toBe('地磅不存在或已删除');
    const otherYard = (await yardWithPlan(w)).yardId;
    expect(await bad(tare({ queueId: x.ticketId, ...(await capture(otherYard, 15020)) }))).toBe('该地磅不属于车辆所在货场');
    expect(await ticketStatus(x.ticketId)).toBe('entered');
    expect(must(await admin.get(`/coal/weighing/list?planId=${y.planId}`)).total).toBe(0);

    const rec = must(await tare({ queueId: x.ticketId, ...(await capture(y.yardId, 15040, { reads: 15020 })) }));
    expect(rec.tareKg).toBe(15040);
    expect(await bad(gross({ id: rec.id, ...(await capture(y.yardId, 49020)) }))).toBe('超载，请卸载后重新过磅');
    expect(await bad(gross({ id: rec.id, ...(await capture(y.yardId, 15020)) }))).toBe('净重必须大于0，请核对皮重和毛重');
    expect(await bad(gross({ id: rec.id, ...(await capture(y.yardId, 14000)) }))).toBe('净重必须大于0，请核对皮重和毛重');
    expect(await bad(tare({ id: rec.id, ...(await capture(y.yardId, 15000)) }))).toBe('只有已称毛的磅单可以称皮重');
    expect(must(await admin.get(`/coal/weighing/queryById?id=${rec.id}`))).toMatchObject({ status: 'tared', grossKg: null });
    must(await gross({ id: rec.id, ...(await capture(y.yardId, 49000)) }));
    expect(await bad(gross({ id: rec.id, ...(await capture(y.yardId, 49000)) }))).toBe('只有已称皮的磅单可以称毛重');

    // A ticket not yet let in.
    const waiting = await truckIn(t, w, y.planId, {}, false);
    expect(await bad(tare({ queueId: waiting.ticketId, ...(await capture(y.yardId, 15020)) }))).toBe('车辆未进场，不能过磅');
  });

  it('flags a tare off the reference by more than the tolerance (a setting), without refusing it', async () => {
    const y = await yardWithPlan(w);
    const a = await truckIn(t, w, y.planId, { refTareKg: 15000 });
    // |15 600 − 15 000| = 600 > 500.
    const r = must(await tare({ queueId: a.ticketId, ...(await capture(y.yardId, 15600)) }));
    expect(r).toMatchObject({ abnormal: true, abnormalReason: '皮重15600kg与参考皮重15000kg相差600kg，超过允许偏差500kg' });
    const b = await truckIn(t, w, y.planId, { refTareKg: 15000 });
    expect(must(await tare({ queueId: b.ticketId, ...(await capture(y.yardId, 15500)) })).abnormal).toBe(false);
    await t.ctx.db.insert(sysConfig).values({ key: 'coal.weighing.tareToleranceKg', value: '1000' });
    const c = await truckIn(t, w, y.planId, { refTareKg: 15000 });
    expect(must(await tare({ queueId: c.ticketId, ...(await capture(y.yardId, 15600)) })).abnormal).toBe(false);
    await t.ctx.db.delete(sysConfig).where(eq(sysConfig.key, 'coal.weighing.tareToleranceKg'));
  });

  it('refuses a truck beyond the contract balance and flags one beyond the plan balance', async () => {
    // Contract 40 t, one plan of 40 t: truck 1 nets 33.98 t, leaving 6.02 t; truck 2 nets 8 t → refused.
    const y = await yardWithPlan(w, { quantityT: '40', plannedT: '40', trucks: 2 });
    const a = await truckIn(t, w, y.planId);
    const ra = must(await tare({ queueId: a.ticketId, ...(await capture(y.yardId, 15020)) }));
    must(await gross({ id: ra.id, ...(await capture(y.yardId, 49000)) }));
    const b = await truckIn(t, w, y.planId);
    const rb = must(await tare({ queueId: b.ticketId, ...(await capture(y.yardId, 15000)) }));
    expect((await gross({ id: rb.id, ...(await capture(y.yardId, 23000)) })).message).toBe('超出合同剩余量：合同剩余6.020t，本车8.000t');
    expect(must(await gross({ id: rb.id, ...(await capture(y.yardId, 21000)) })).settleKg).toBe(6000);

    // Plan of 35 t on a large contract: truck 1 nets 33 980 kg, leaving 1 020 kg; truck 2 nets 5 000 kg → flagged.
    const p = await yardWithPlan(w, { plannedT: '35', trucks: 2 });
    const c = await truckIn(t, w, p.planId);
    const rc = must(await tare({ queueId: c.ticketId, ...(await capture(p.yardId, 15020)) }));
    expect(must(await gross({ id: rc.id, ...(await capture(p.yardId, 49000)) })).abnormal).toBe(false);
    const d = await truckIn(t, w, p.planId);
    const rd = must(await tare({ queueId: d.ticketId, ...(await capture(p.yardId, 15000)) }));
    expect(must(await gross({ id: rd.id, ...(await capture(p.yardId, 20000)) }))).toMatchObject({ status: 'completed', abnormal: true, abnormalReason: '净重5000kg超过调度计划剩余量1020kg' });
  });

  it('takes a typed weight only with the manual-entry permission, and marks it', async () => {
    const y = await yardWithPlan(w);
    const clerk = callsAs(t, await userWithPerms(t, 'wg_clerk', WEIGHING_PERMS.filter((p) => p !== 'coal:weighing:manual')));
    const senior = callsAs(t, await userWithPerms(t, 'wg_senior', WEIGHING_PERMS));
    const scaleId = await scaleOf(admin, y.yardId);
    const x = await truckIn(t, w, y.planId);
    expect((await tare({ queueId: x.ticketId, scaleId, weightKg: 15020, manual: true }, clerk)).message).toBe('没有手工录入重量的权限');
    expect((await tare({ queueId: x.ticketId, scaleId, weightKg: 15010, manual: true }, senior)).message).toBe('重量必须是地磅分度值20kg的整数倍');
    const r = must(await tare({ queueId: x.ticketId, scaleId, weightKg: 15020, manual: true }, senior));
    expect(r).toMatchObject({ manual: true, tareManual: true, tareKg: 15020 });
    const done = must(await gross({ id: r.id, ...(await capture(y.yardId, 45000)) }, clerk));
    expect(done).toMatchObject({ manual: true, tareManual: true, grossManual: false, netKg: 29980 });
  });
});

describe('两个司磅员同时采集', () => {
  it('of two tare captures on one ticket, one wins; of two gross captures on one record, one wins and one bill is issued', async () => {
    const y = await yardWithPlan(w);
    const x = await truckIn(t, w, y.planId);
    const a = await capture(y.yardId, 15020);
    const b = await capture(y.yardId, 15040);
    const both = await Promise.all([tare({ queueId: x.ticketId, ...a }), tare({ queueId: x.ticketId, ...b })]);
    expect(both.filter((r) => r.success)).toHaveLength(1);
    expect(both.find((r) => !r.success)!.message).toBe('该车辆已过磅，请勿重复采集');
    const rec = both.find((r) => r.success)!.result;
    expect(must(await admin.get(`/coal/weighing/list?pickupOrderId=${x.orderId}`)).total).toBe(1);
    const g1 = await capture(y.yardId, 49000);
    const g2 = await capture(y.yardId, 48000);
    const grosses = await Promise.all([gross({ id: rec.id, ...g1 }), gross({ id: rec.id, ...g2 })]);
    expect(grosses.filter((r) => r.success)).toHaveLength(1);
    expect(grosses.find((r) => !r.success)!.message).toBe('只有已称皮的磅单可以称毛重');
    expect(must(await admin.get(`/coal/coalBill/list?weighingId=${rec.id}`)).total).toBe(1);
  });
});

describe('作废与冲红', () => {
  it('voids before settlement with a reason, voiding the bill and sending the truck back to be weighed again; reverses only after', async () => {
    const y = await yardWithPlan(w);
    // A user acting for the plan's carrier, who is to hear of the void.
    await userWithPerms(t, 'wg_cx_notice', ['coal:dispatchPlan:list'], { org: { kind: 'carrier', id: w.carrierX } });
    const x = await truckIn(t, w, y.planId);
    const rec = must(await tare({ queueId: x.ticketId, ...(await capture(y.yardId, 15020)) }));
    const done = must(await gross({ id: rec.id, ...(await capture(y.yardId, 49000)) }));
    expect((await admin.send('PUT', '/coal/weighing/void', { id: rec.id })).message).toBe('请填写作废原因');
    expect((await admin.send('PUT', '/coal/weighing/reverse', { id: rec.id, reason: '毛重错误' })).message).toBe('只有已结算的磅单可以冲红，未结算的请作废');
    const voided = must(await admin.send('PUT', '/coal/weighing/void', { id: rec.id, reason: '毛重采集时车未停稳' }));
    expect(voided).toMatchObject({ status: 'void', status_dictText: '已作废', voidReason: '毛重采集时车未停稳', grossKg: 49000, netKg: 33980 });
    expect(must(await admin.get(`/coal/coalBill/queryById?id=${done.billId}`))).toMatchObject({ status: 'void', voidReason: '磅单作废：毛重采集时车未停稳' });
    expect(await ticketStatus(x.ticketId)).toBe('entered');
    expect(await shippedT(y.contractId)).toBe('0.000');
    expect((await admin.send('PUT', '/coal/weighing/void', { id: rec.id, reason: '再次' })).message).toBe('只有未作废、未冲红的磅单可以作废');
    expect((await admin.send('POST', '/coal/weighing/deduct', { id: rec.id, kind: 'water', kg: 20 })).message).toBe('只有已完成且未结算的磅单可以扣重');
    // Weighed again on a new record; the voided one stays, with its history.
    const again = must(await tare({ queueId: x.ticketId, ...(await capture(y.yardId, 15020)) }));
    expect(again.id).not.toBe(rec.id);
    const again2 = must(await gross({ id: again.id, ...(await capture(y.yardId, 48000)) }));
    expect(must(await admin.get(`/coal/weighing/list?pickupOrderId=${x.orderId}`)).total).toBe(2);
    const history = must(await admin.get(`/coal/weighing/detail?id=${rec.id}`)).events;
    expect(history.map((e: any) => [e.kind, e.toStatus])).toEqual([
      ['tare', 'tared'],
      ['gross', 'completed'],
      ['bill', 'issued'],
      ['void', 'void'],
    ]);
    expect(history[3].remark).toBe('毛重采集时车未停稳');
    // The plan's people hear of it through the bell (消息模板 coal_weighing_voided): the tonnage they counted on is gone.
    const [notice] = await t.ctx.db.select().from(sysAnnouncement).where(and(eq(sysAnnouncement.busType, 'coal_weighing'), eq(sysAnnouncement.busId, rec.id)));
    expect(notice.titile).toBe(`磅单作废：${voided.weighNo}`);
    expect(notice.msgContent).toContain('净重 33980 千克');
    expect(notice.msgContent).toContain('原因：毛重采集时车未停稳');

    // Settled (the settlement will set this): void refused, reverse with a reason.
    await t.ctx.db.update(coalWeighing).set({ settlementId: 'st-1' }).where(eq(coalWeighing.id, again.id));
    expect((await admin.send('PUT', '/coal/weighing/void', { id: again.id, reason: '错' })).message).toBe('磅单已结算，不能作废，请冲红');
    expect((await admin.send('POST', '/coal/weighing/deduct', { id: again.id, kind: 'water', kg: 20 })).message).toBe('只有已完成且未结算的磅单可以扣重');
    expect((await admin.send('PUT', '/coal/weighing/reverse', { id: again.id })).message).toBe('请填写冲红原因');
    const reversed = must(await admin.send('PUT', '/coal/weighing/reverse', { id: again.id, reason: '客户退货' }));
    expect(reversed).toMatchObject({ status: 'reversed', status_dictText: '已冲红', voidReason: '客户退货', settleKg: 32980 });
    expect(must(await admin.get(`/coal/coalBill/queryById?id=${again2.billId}`)).status).toBe('void');
    expect(await shippedT(y.contractId)).toBe('0.000');
    expect((await admin.send('PUT', '/coal/weighing/reverse', { id: again.id, reason: '再次' })).message).toBe('磅单已冲红');
    expect(must(await admin.get(`/coal/weighing/detail?id=${again.id}`)).events.map((e: any) => e.kind)).toEqual(['tare', 'gross', 'bill', 'reverse']);
  });
});

describe('采购过磅', () => {
  it('weighs gross first with the ticket weight, then tare; 盈亏 = settle − ticket weight; no bill', async () => {
    const y = await yardWithPlan(w, { direction: 'purchase' });
    const x = await truckIn(t, w, y.planId, { refTareKg: 15000, maxGrossKg: 49000 });
    expect((await tare({ queueId: x.ticketId, ...(await capture(y.yardId, 15000)) })).message).toBe('采购车辆应先称毛重');
    expect((await gross({ queueId: x.ticketId, ...(await capture(y.yardId, 49020)) })).message).toBe('超载，请卸载后重新过磅');
    const first = must(await gross({ queueId: x.ticketId, ticketKg: 34100, ...(await capture(y.yardId, 49000)) }));
    expect(first).toMatchObject({ direction: 'purchase', status: 'grossed', status_dictText: '已称毛', grossKg: 49000, ticketKg: 34100 });
    expect(await ticketStatus(x.ticketId)).toBe('grossed');
    // 49 000 − 15 040 = 33 960 net; 盈亏 33 960 − 34 100 = −140; a 200 kg impurity deduction → settle 33 760, 盈亏 −340.
    const done = must(await tare({ id: first.id, ...(await capture(y.yardId, 15040)) }));
    expect(done).toMatchObject({ status: 'completed', netKg: 33960, settleKg: 33960, profitLossKg: -140, billId: null });
    expect(await ticketStatus(x.ticketId)).toBe('tared');
    expect(must(await admin.send('POST', '/coal/weighing/deduct', { id: first.id, kind: 'impurity', kg: 200 }))).toMatchObject({ settleKg: 33760, profitLossKg: -340 });
    must(await admin.send('PUT', '/coal/weighing/leave', { id: first.id }));
    expect(await ticketStatus(x.ticketId)).toBe('left');
    expect(must(await admin.get(`/coal/coalBill/list?weighingId=${first.id}`)).total).toBe(0);
  });
});

describe('租户和组织隔离', () => {
  it('another tenant and another carrier see and change nothing; a carrier’s own user reads but does not weigh', async () => {
    const y = await yardWithPlan(w);
    const x = await truckIn(t, w, y.planId);
    const rec = must(await tare({ queueId: x.ticketId, ...(await capture(y.yardId, 15020)) }));
    const done = must(await gross({ id: rec.id, ...(await capture(y.yardId, 49000)) }));
    const BILL = ['coal:coalBill:list', 'coal:coalBill:exportXls', 'coal:coalBill:receive'];
    const other = callsAs(t, await userWithPerms(t, 'wg_t2', [...WEIGHING_PERMS, ...BILL, 'coal:dispatchPlan:list'], { tenantId: 2 }));
    const carrierY = callsAs(t, await userWithPerms(t, 'wg_cy', [...WEIGHING_PERMS, ...BILL, 'coal:dispatchPlan:list'], { org: { kind: 'carrier', id: w.carrierY } }));
    const carrierX = callsAs(t, await userWithPerms(t, 'wg_cx', [...WEIGHING_PERMS, ...BILL], { org: { kind: 'carrier', id: w.carrierX } }));
    for (const as of [other, carrierY]) {
      expect(must(await as.get(`/coal/weighing/list?pickupOrderId=${x.orderId}`)).total).toBe(0);
      expect(must(await as.get(`/coal/coalBill/list?weighingId=${rec.id}`)).total).toBe(0);
      expect((await as.get(`/coal/weighing/queryById?id=${rec.id}`)).message).toBe('未找到对应数据');
      expect((await as.get(`/coal/weighing/detail?id=${rec.id}`)).message).toBe('未找到对应数据');
      expect((await as.get(`/coal/coalBill/queryById?id=${done.billId}`)).message).toBe('未找到对应数据');
      expect((await as.get(`/coal/coalBill/qr?id=${done.billId}`)).message).toBe('未找到对应数据');
      expect((await as.send('PUT', '/coal/coalBill/receive', { id: done.billId })).message).toMatch(/未找到对应数据|煤票核验由本公司或收货客户办理/);
      expect((await as.get(`/coal/weighing/planExecution?planId=${y.planId}`)).message).toBe('未找到对应数据');
    }
    expect((await tare({ queueId: x.ticketId, scaleId: 'x', weightKg: 15020 }, other)).message).toBe('排队记录不存在');
    expect((await tare({ pickupOrderId: x.orderId, scaleId: 'x', weightKg: 15020 }, other)).message).toBe('提煤单不存在');
    for (const path of ['void', 'reverse']) expect((await other.send('PUT', `/coal/weighing/${path}`, { id: rec.id, reason: '试' })).message).toBe('未找到对应数据');
    expect((await other.send('PUT', '/coal/weighing/leave', { id: rec.id })).message).toBe('未找到对应数据');
    expect((await other.send('POST', '/coal/weighing/deduct', { id: rec.id, kind: 'water', kg: 20 })).message).toBe('未找到对应数据');
    expect((await gross({ id: rec.id, scaleId: 'x', weightKg: 15020 }, other)).message).toBe('未找到对应数据');
    // The carrier's own user reads its truck's record and bill, but weighing is our clerks' work.
    expect(must(await carrierX.get(`/coal/weighing/queryById?id=${rec.id}`)).id).toBe(rec.id);
    expect(must(await carrierX.get(`/coal/coalBill/queryById?id=${done.billId}`)).id).toBe(done.billId);
    expect((await carrierX.send('PUT', '/coal/weighing/void', { id: rec.id, reason: '试' })).message).toBe('过磅由本公司司磅员办理');
    expect((await tare({ queueId: x.ticketId, scaleId: 'x', weightKg: 15020 }, carrierX)).message).toBe('过磅由本公司司磅员办理');
    expect(must(await admin.get(`/coal/weighing/queryById?id=${rec.id}`)).status).toBe('completed');
  });
});

describe('调度计划随过磅完成', () => {
  it('completes the plan when its planned trucks are weighed, and reopens it when one is voided', async () => {
    const y = await yardWithPlan(w, { trucks: 2, plannedT: '80' });
    const planStatus = async () => must(await admin.get(`/coal/dispatchPlan/queryById?id=${y.planId}`)).status;
    const weighed = [];
    for (const tareKg of [15020, 15100]) {
      const x = await truckIn(t, w, y.planId, { refTareKg: 15000 });
      const rec = must(await tare({ queueId: x.ticketId, ...(await capture(y.yardId, tareKg)) }));
      expect(await planStatus()).toBe('executing');
      weighed.push(must(await gross({ id: rec.id, ...(await capture(y.yardId, tareKg + 30000)) })));
    }
    expect(await planStatus()).toBe('completed');
    must(await admin.send('PUT', '/coal/weighing/void', { id: weighed[1].id, reason: '毛重采集时车未停稳' }));
    expect(await planStatus()).toBe('executing');
    const events = must(await admin.get(`/coal/dispatchPlan/events?id=${y.planId}`));
    expect(events.filter((e: any) => e.kind === 'complete' || e.kind === 'reopen').map((e: any) => [e.kind, e.fromStatus, e.toStatus, e.remark])).toEqual([
      ['complete', 'executing', 'completed', '已过磅2车，计划2车'],
      ['reopen', 'completed', 'executing', '已过磅1车，计划2车'],
    ]);
  });
});
