import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeLaytime, voyageLaytimeInput } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { seedDemoVoyages } from '../demo/voyages';

let t: TestApp;
let admin: string;
const get = async (url: string) => (await t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': admin } })).json;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await t.login();
});
afterAll(() => t?.close());

describe('DEMO_DATA=1: voyages', () => {
  it('has one voyage on demurrage, one with despatch, one loading and one planned, at the demo ports', async () => {
    const rows = (await get('/coal/voyage/list?pageSize=100')).result.records as Record<string, any>[];
    const by = (name: string) => rows.find((r) => r.vesselName === name)!;
    expect(rows.map((r) => `${r.vesselName}:${r.status}:${r.laytimeResult}`).sort()).toEqual(['华远9:planned:null', '国能顺航:loading:null', '海丰688:departed:demurrage', '远洋之星:departed:despatch']);
    expect(by('海丰688')).toMatchObject({ portId_dictText: '黄骅港', berthId_dictText: '煤炭一期1号泊位', despatchAmount: '0.00' });
    expect(by('远洋之星')).toMatchObject({ portId_dictText: '曹妃甸港', demurrageAmount: '0.00' });
    // The stored figures are computeLaytime's of the stored inputs.
    for (const name of ['海丰688', '远洋之星']) {
      const r = by(name);
      const input = voyageLaytimeInput(r);
      if ('error' in input) throw new Error(input.error);
      const s = computeLaytime(input.value);
      expect({ allowedDays: r.allowedDays, usedDays: r.usedDays, amount: r.demurrageAmount === '0.00' ? r.despatchAmount : r.demurrageAmount }).toEqual({ allowedDays: s.allowedDays, usedDays: s.usedDays, amount: s.amount });
      expect(Number(s.amount)).toBeGreaterThan(0);
    }
    // 海丰688: 55 000 t at 10 000 t/day = 5.5 days; NOR + 6 h to completion 7 days less 8 h of wind = 6 d 16 h.
    expect(by('海丰688')).toMatchObject({ allowedDays: '5.5000', usedDays: '6.6667', demurrageAmount: '29166.67', freightAmount: '2117500.00' });
  });

  it('writes them once', async () => {
    expect(await seedDemoVoyages(t.ctx.db)).toBeNull();
  });
});
