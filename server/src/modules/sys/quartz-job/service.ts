import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { nextFireTime, type JobRunOutcome, type JobTrigger, type Page, type QuartzJob, type QuartzJobRun } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { sysQuartzJob, sysQuartzJobRun } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import { JobStatus, type RunResult } from '../../../core/jobs/scheduler';
import type { addJobSchema, editJobSchema, listJobSchema, listRunsSchema } from './schema';

type JobRow = typeof sysQuartzJob.$inferSelect;
type RunRow = typeof sysQuartzJobRun.$inferSelect;

// A run's outcome and trigger are text columns that only the scheduler writes (core/jobs/scheduler.ts), with these values.
const outcomeOf = (r: RunRow) => r.outcome as JobRunOutcome;
const triggerOf = (r: RunRow) => r.trigger as JobTrigger;

function view(ctx: AppContext, r: JobRow, last?: RunRow): QuartzJob {
  let next: Date | null = null;
  if (r.status === JobStatus.running) {
    try {
      next = nextFireTime(r.cronExpression);
    } catch {
      next = null;
    }
  }
  return {
    id: r.id,
    jobName: r.jobName,
    handlerKey: r.handlerKey,
    handlerName: ctx.jobs.registry.get(r.handlerKey)?.name ?? null,
    cronExpression: r.cronExpression,
    parameter: r.parameter,
    description: r.description,
    status: r.status,
    nextFireTime: fmtTime(next),
    lastRun: last ? { outcome: outcomeOf(last), startTime: fmtTime(last.startedAt), durationMs: last.durationMs } : null,
    createBy: r.createBy,
    createTime: fmtTime(r.createTime),
    updateTime: fmtTime(r.updateTime),
  };
}

const runView = (r: RunRow): QuartzJobRun => ({
  id: r.id,
  trigger: triggerOf(r),
  instanceId: r.instanceId,
  scheduledTime: fmtTime(r.scheduledAt),
  startTime: fmtTime(r.startedAt),
  endTime: fmtTime(r.finishedAt),
  durationMs: r.durationMs,
  outcome: outcomeOf(r),
  message: r.message,
});

export async function list(ctx: AppContext, q: z.output<typeof listJobSchema>): Promise<Page<QuartzJob>> {
  const cond = [];
  if (q.jobName) cond.push(sql`position(lower(${q.jobName}) in lower(${sysQuartzJob.jobName})) > 0`);
  if (q.status !== undefined) cond.push(eq(sysQuartzJob.status, q.status));
  const where = cond.length ? and(...cond) : undefined;
  const [[{ total }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(sysQuartzJob).where(where),
    ctx.db
      .select()
      .from(sysQuartzJob)
      .where(where)
      .orderBy(desc(sysQuartzJob.createTime), desc(sysQuartzJob.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
  ]);
  const last = new Map<string, RunRow>();
  if (rows.length) {
    const lastRuns = await ctx.db
      .selectDistinctOn([sysQuartzJobRun.jobId])
      .from(sysQuartzJobRun)
      .where(inArray(sysQuartzJobRun.jobId, rows.map((r) => r.id)))
      .orderBy(sysQuartzJobRun.jobId, desc(sysQuartzJobRun.startedAt));
    for (const r of lastRuns) last.set(r.jobId, r);
  }
  const n = Number(total);
  return { records: rows.map((r) => view(ctx, r, last.get(r.id))), total: n, size: q.pageSize, current: q.pageNo, pages: Math.ceil(n / q.pageSize) };
}

async function findJob(ctx: AppContext, id: string): Promise<JobRow> {
  const [row] = await ctx.db.select().from(sysQuartzJob).where(eq(sysQuartzJob.id, id));
  if (!row) throw new BizError('未找到对应数据');
  return row;
}

export async function queryById(ctx: AppContext, id: string) {
  return view(ctx, await findJob(ctx, id));
}

async function assertNameFree(ctx: AppContext, jobName: string, exceptId?: string) {
  const cond = [eq(sysQuartzJob.jobName, jobName)];
  if (exceptId) cond.push(ne(sysQuartzJob.id, exceptId));
  const [dup] = await ctx.db.select({ id: sysQuartzJob.id }).from(sysQuartzJob).where(and(...cond));
  if (dup) throw new BizError('任务名称已存在');
}

export async function add(ctx: AppContext, input: z.output<typeof addJobSchema>, by: string) {
  ctx.jobs.registry.parseParam(input.handlerKey, input.parameter);
  await assertNameFree(ctx, input.jobName);
  const [row] = await ctx.db
    .insert(sysQuartzJob)
    .values({ ...input, status: input.status, createBy: by })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new BizError('任务名称已存在');
  await ctx.jobs.changed(row.id);
  return view(ctx, row);
}

export async function edit(ctx: AppContext, input: z.output<typeof editJobSchema>, by: string) {
  const current = await findJob(ctx, input.id);
  ctx.jobs.registry.parseParam(input.handlerKey, input.parameter);
  await assertNameFree(ctx, input.jobName, input.id);
  const { id, ...fields } = input;
  const [row] = await ctx.db
    .update(sysQuartzJob)
    .set({ ...fields, status: fields.status ?? current.status, updateBy: by, updateTime: new Date() })
    .where(eq(sysQuartzJob.id, id))
    .returning();
  await ctx.jobs.changed(id);
  return view(ctx, row);
}

/** A running job is paused first, so that nothing fires while it goes; its run history goes with it. */
export async function remove(ctx: AppContext, id: string) {
  const row = await findJob(ctx, id);
  if (row.status === JobStatus.running) throw new BizError('任务运行中，请先暂停再删除');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysQuartzJobRun).where(eq(sysQuartzJobRun.jobId, id));
    await tx.delete(sysQuartzJob).where(eq(sysQuartzJob.id, id));
  });
  await ctx.jobs.changed(id);
}

export async function setStatus(ctx: AppContext, id: string, status: number, by: string) {
  const row = await findJob(ctx, id);
  if (status === JobStatus.running) {
    if (!ctx.jobs.registry.get(row.handlerKey)) throw new BizError('任务处理器不存在，无法启动');
    if (!nextFireTime(row.cronExpression)) throw new BizError('该cron表达式之后不再触发，无法启动');
  }
  await ctx.db.update(sysQuartzJob).set({ status, updateBy: by, updateTime: new Date() }).where(eq(sysQuartzJob.id, id));
  await ctx.jobs.changed(id);
}

/** How long a manual run is waited for before the reply says it goes on in the background. */
const WAIT_MS = 10_000;

export async function execute(ctx: AppContext, id: string): Promise<string> {
  const row = await findJob(ctx, id);
  if (!ctx.jobs.registry.get(row.handlerKey)) throw new BizError('任务处理器不存在，无法执行');
  const run = ctx.jobs.runNow(row);
  const result = await Promise.race([run, new Promise<null>((r) => setTimeout(() => r(null), WAIT_MS).unref())]);
  if (!result) return '任务已开始执行，结果请查看执行记录';
  return describe(result);
}

function describe(r: RunResult): string {
  if (r.outcome === 'failure') throw new BizError(`执行失败：${r.message}`);
  return `执行成功：${r.message}`;
}

export async function runs(ctx: AppContext, q: z.output<typeof listRunsSchema>): Promise<Page<QuartzJobRun>> {
  const where = eq(sysQuartzJobRun.jobId, q.jobId);
  const [[{ total }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(sysQuartzJobRun).where(where),
    ctx.db
      .select()
      .from(sysQuartzJobRun)
      .where(where)
      .orderBy(desc(sysQuartzJobRun.startedAt), desc(sysQuartzJobRun.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
  ]);
  const n = Number(total);
  return { records: rows.map(runView), total: n, size: q.pageSize, current: q.pageNo, pages: Math.ceil(n / q.pageSize) };
}
