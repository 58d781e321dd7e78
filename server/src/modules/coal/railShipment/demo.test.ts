import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { seedDemoRail } from '../demo/rail';

let t: TestApp;
let admin: string;
const get = async (url: string) => (await t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': admin } })).json;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await t.login();
});
afterAll(() => t?.close());

describe('DEMO_DATA=1: railway freight', () => {
  it('writes one rate and three shipments once: arrived inside the allowance, in transit, requested', async () => {
    expect((await get('/coal/railRate/list')).result.total).toBe(1);
    const list = (await get('/coal/railShipment/list?pageSize=10')).result.records as any[];
    expect(list.map((r) => r.status).sort()).toEqual(['arrived', 'inTransit', 'requested']);
    expect(await seedDemoRail(t.ctx.db)).toBeNull();
    const arrived = list.find((r) => r.status === 'arrived');
    // 986 km: 16.30 + 0.098 × 986 (96.628) + 0.012 × 986 (11.832) + 0.033 × 986 (32.538) = 157.298 元/t.
    // Three wagons charged 70 t (two at their marked load): 1141.00 + 6763.96 + 828.24 + 2277.66 + 9.00 = 11019.86 each;
    // the C80 at 80 t: 1304.00 + 7730.24 + 946.56 + 2603.04 + 9.00 = 12592.84; total 45652.42.
    // Loss 290 kg of 289 030 kg = 1.0034‰ → 1.00‰, inside 1.5‰.
    expect(arrived).toMatchObject({ freightAmount: '45652.42', ticketKg: 289030, lossKg: 290, lossPermille: '1.00', lossAllowancePermille: '1.50' });
    const d = (await get(`/coal/railShipment/queryById?id=${arrived.id}`)).result;
    expect(d.trace.loss.flagged).toBe(false);
    expect(d.wagons).toHaveLength(4);
    expect(d.events.map((e: any) => e.kind)).toEqual(['request', 'approve', 'load', 'depart', 'arrive']);
    const transit = (await get(`/coal/railShipment/queryById?id=${list.find((r) => r.status === 'inTransit').id}`)).result;
    expect(transit).toMatchObject({ trainNo: '85031', arrivalKg: null });
    expect(transit.trace.freight.total).toBe(transit.freightAmount);
  });
});
