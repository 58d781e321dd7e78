import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { buildApp, type BuiltApp } from '../../../app';
import { sysQuartzJobRun } from '../../../core/db/schema/index';
import type { JobHandler } from '../../../core/jobs/types';

// Two server instances on one PostgreSQL database, as behind a load balancer: each plans every job, and each
// firing must run on exactly one of them.
describe.skipIf(!process.env.TEST_DATABASE_URL)('exactly once across instances', () => {
  const ran: Record<string, string[]> = { a: [], b: [] };
  const counter = (who: 'a' | 'b'): JobHandler => ({
    key: 'countFirings',
    name: '计数',
    description: '记录哪个实例执行了哪次触发',
    async run(ctx) {
      ran[who].push(ctx.scheduledAt.toISOString());
      return who;
    },
  });
  let a: TestApp;
  let b: BuiltApp;

  beforeAll(async () => {
    a = await createTestApp({}, [], [counter('a')]);
    // Same database, its own cache prefix (no Redis needed: the claim is in the database).
    b = await buildApp({ config: { ...a.ctx.config, cachePrefix: `meiyun:t:${randomBytes(4).toString('hex')}:` }, extraJobs: [counter('b')] });
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  it('each firing runs on one instance only', async () => {
    expect(a.ctx.dbKind).toBe('postgres');
    const token = await a.login();
    const add = await a.call({
      method: 'POST',
      url: '/api/sys/quartzJob/add',
      headers: { 'x-access-token': token },
      payload: { jobName: '双实例计数', handlerKey: 'countFirings', cronExpression: '* * * * * ?', status: 0 },
    });
    expect(add.json.success).toBe(true);
    // B learns of the new job from its periodic resync or the bus; nudge it as an edit on B would.
    await b.ctx.jobs.changed(add.json.result.id);
    await new Promise((r) => setTimeout(r, 4500));
    await a.call({ method: 'GET', url: `/api/sys/quartzJob/pause?id=${add.json.result.id}`, headers: { 'x-access-token': token } });
    await new Promise((r) => setTimeout(r, 300));

    const all = [...ran.a, ...ran.b];
    console.info(`firings run by A: ${ran.a.length}, by B: ${ran.b.length}`);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(new Set(all).size).toBe(all.length); // no firing ran twice
    const rows = await a.ctx.db.select().from(sysQuartzJobRun).where(eq(sysQuartzJobRun.jobId, add.json.result.id));
    expect(rows.length).toBe(all.length);
    expect(rows.every((r) => r.outcome === 'success')).toBe(true);
    const [{ instances }] = await a.ctx.db
      .select({ instances: sql<number>`count(distinct ${sysQuartzJobRun.instanceId})::int` })
      .from(sysQuartzJobRun)
      .where(eq(sysQuartzJobRun.jobId, add.json.result.id));
    expect(instances).toBeGreaterThanOrEqual(1);
  });
});
