import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, lt } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { coalGpsPoint } from './table';
import { purgeGpsPoints, purgeGpsPointsJob } from './retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const now = new Date('2026-11-20T00:00:00Z');

/** `n` points of one car a minute apart, starting `daysAgo` days before `now`. */
const points = (tenantId: number, plateNo: string, daysAgo: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ tenantId, plateNo, time: new Date(now.getTime() - daysAgo * DAY + i * 60_000), lng: 110, lat: 39 }));

const total = async () => (await t.ctx.db.select({ n: count() }).from(coalGpsPoint))[0].n;

describe('清理历史定位点', () => {
  it('deletes the points before the cut-off in batches, of every tenant, and keeps the rest', async () => {
    await t.ctx.db.insert(coalGpsPoint).values([...points(1, '晋A11111', 200, 25), ...points(2, '晋B22222', 190, 12), ...points(1, '晋A11111', 10, 7)]);
    // A batch of 10 takes four statements to clear 37 old points (10 + 10 + 10 + 7).
    expect(await purgeGpsPoints(t.ctx.db, new Date(now.getTime() - 180 * DAY), undefined, 10)).toBe(37);
    expect(await total()).toBe(7);
    expect((await t.ctx.db.select({ n: count() }).from(coalGpsPoint).where(lt(coalGpsPoint.time, new Date(now.getTime() - 180 * DAY))))[0].n).toBe(0);
  });

  it('as a job: keeps `days` days back from the firing time, and says how many went', async () => {
    await t.ctx.db.insert(coalGpsPoint).values(points(1, '晋C33333', 40, 5));
    const ctl = new AbortController();
    const run = (days: number) => purgeGpsPointsJob.run({ app: t.ctx, jobId: 'x', scheduledAt: now, signal: ctl.signal } as never, { days });
    expect(await run(60)).toBe('清理定位点0条');
    expect(await run(30)).toBe('清理定位点5条');
    expect(await total()).toBe(7);
  });

  it('refuses a parameter that is not a whole number of days', () => {
    expect(purgeGpsPointsJob.param!.safeParse({ days: 0 }).success).toBe(false);
    expect(purgeGpsPointsJob.param!.safeParse({ days: 1.5 }).success).toBe(false);
    expect(purgeGpsPointsJob.param!.parse({})).toEqual({ days: 180 });
  });
});
