/**
 * The seeded 调度员 role does the dispatch screens' work with what the seed gives it: the plan and pickup-order
 * buttons (their menu entries) and the reads of the pickers (executing contracts, cars, drivers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs } from '../../../../test/support/coal-org';
import { dispatchWorld, type DispatchWorld } from '../../../../test/support/dispatch';

let t: TestApp;
let w: DispatchWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'dd');
});
afterAll(async () => t?.close());

describe('调度员', () => {
  it('picks an executing contract, writes and approves a plan, and issues an order for a car and driver it picks', async () => {
    const c = await w.contract({ quantityT: '500' });
    const carId = await w.car('晋A6D001', w.carrierX, w.driverX);
    await t.createUser({ username: 'dd_dispatcher', password: 'Dispatch@2026', roles: ['dispatcher'] });
    const token = await t.login('dd_dispatcher', 'Dispatch@2026');
    const d = callsAs(t, token);
    const contracts = await d.get('/coal/contract/list?status=executing');
    expect(contracts.success, contracts.message).toBe(true);
    expect(contracts.result.records.map((r: any) => r.id)).toContain(c.id);
    const cars = await d.get(`/coal/car/list?carrierId=${w.carrierX}&status=enabled`);
    expect(cars.result.records.map((r: any) => r.id)).toEqual([carId]);
    const drivers = await d.get(`/coal/driver/list?carrierId=${w.carrierX}`);
    expect(drivers.result.records.map((r: any) => r.id).sort()).toEqual([w.driverX, w.driverX2].sort());
    const plan = await d.send('POST', '/coal/dispatchPlan/add', { contractId: c.id, loadDate: businessToday(), carrierId: w.carrierX, yardId: w.yardId, plannedTrucks: 2, plannedT: '60' });
    expect(plan.success, plan.message).toBe(true);
    expect((await d.send('PUT', '/coal/dispatchPlan/approve', { id: plan.result.id })).success).toBe(true);
    const order = await d.send('POST', '/coal/pickupOrder/issue', { planId: plan.result.id, carId, driverId: w.driverX2 });
    expect(order.success, order.message).toBe(true);
    expect(order.result.driverName).toBe('赵志强');
    const qr = await t.call({ method: 'GET', url: `/api/coal/pickupOrder/qr?id=${order.result.id}`, headers: { 'x-access-token': token } });
    expect(qr.statusCode).toBe(200);
  });
});
