import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveQuality, qualityWarnings } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { seedDemoQuality } from '../demo/quality';
import { approvedResultsFor } from './results';

let t: TestApp;
let admin: string;
const get = async (url: string) => (await t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': admin } })).json;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await t.login();
});
afterAll(() => t?.close());

describe('DEMO_DATA=1: quality tests', () => {
  it('samples each completed demo weighing, approved, with a believable coal and its derived values', async () => {
    // Today's weighings (numbered 9000x) are sampled one by one; the history's days (demo/history.ts) by day and contract.
    const completed = ((await get('/coal/weighing/list?status=completed&pageSize=1000')).result.records as Record<string, any>[]).filter((w) => /9000\d$/.test(w.weighNo));
    const tests = ((await get('/coal/qualityTest/list?pageSize=1000')).result.records as Record<string, any>[]).filter((x) => x.weighingCount === 1);
    expect(completed.length).toBeGreaterThan(0);
    expect(tests.map((x) => x.weighingIds[0]).sort()).toEqual(completed.map((w) => w.id).sort());
    for (const x of tests) {
      expect(x).toMatchObject({ status: 'approved', weighingCount: 1, warnings: null });
      expect(x.qnetArKcal).toBeGreaterThanOrEqual(4990);
      expect(x.qnetArKcal).toBeLessThanOrEqual(5510);
      expect(Number(x.mt)).toBeGreaterThanOrEqual(10);
      expect(Number(x.mt)).toBeLessThanOrEqual(16);
      const d = deriveQuality(x);
      expect({ ad: x.ad, vdaf: x.vdaf, std: x.std, qnetArKcal: x.qnetArKcal }).toEqual({ ad: d.ad, vdaf: d.vdaf, std: d.std, qnetArKcal: d.qnetArKcal });
      expect(qualityWarnings({ ...x, ...d })).toEqual([]);
    }
    expect((await approvedResultsFor(t.ctx.db, 1, completed.map((w) => w.id))).length).toBe(tests.length);
  });

  it('writes them once', async () => {
    expect(await seedDemoQuality(t.ctx.db)).toBeNull();
  });
});
