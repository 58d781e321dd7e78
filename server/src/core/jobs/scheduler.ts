import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { nextFireTime } from '@meiyun/shared';
import type { AppContext } from '../context';
import { sysQuartzJob, sysQuartzJobRun } from '../db/schema/index';
import type { JobRegistry } from './registry';

type JobRow = typeof sysQuartzJob.$inferSelect;

export const JobStatus = { running: 0, stopped: -1 } as const;

const CHANGED_CHANNEL = 'jobs:changed';
/** setTimeout holds at most ~24.8 days; far firings are re-planned on the way. */
const MAX_WAIT_MS = 60 * 60_000;
/** Picks up changes whose bus message was missed (an instance without Redis next to others). */
const RESYNC_MS = 60_000;
const MESSAGE_MAX = 2000;

export interface RunResult {
  runId: string;
  outcome: 'success' | 'failure';
  message: string;
  durationMs: number;
}

interface Planned {
  row: JobRow;
  fireAt: Date;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Fires the running jobs of sys_quartz_job at their cron times. With several instances on one database every
 * instance plans every job, and each firing is claimed by inserting its (job, fire time) row: the instance whose
 * insert wins runs it, the others skip. A firing missed while no instance was up is not caught up.
 */
export function createScheduler(deps: { ctx: () => AppContext; registry: JobRegistry; log: () => FastifyBaseLogger }) {
  const instanceId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const planned = new Map<string, Planned>();
  const inFlight = new Set<Promise<unknown>>();
  const abort = new AbortController();
  let resync: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  let unsubscribe: (() => void) | null = null;

  const db = () => deps.ctx().db;

  function unplan(jobId: string) {
    const p = planned.get(jobId);
    if (p) clearTimeout(p.timer);
    planned.delete(jobId);
  }

  function plan(row: JobRow, after = new Date()) {
    unplan(row.id);
    if (stopped || row.status !== JobStatus.running || !deps.registry.get(row.handlerKey)) return;
    let fireAt: Date | null;
    try {
      fireAt = nextFireTime(row.cronExpression, after);
    } catch {
      return; // stored before a rule changed; the list shows it has no next time
    }
    if (!fireAt) return;
    arm(row, fireAt);
  }

  function arm(row: JobRow, fireAt: Date) {
    const wait = Math.min(Math.max(0, fireAt.getTime() - Date.now()), MAX_WAIT_MS);
    const timer = setTimeout(() => void due(row.id, fireAt), wait);
    timer.unref();
    planned.set(row.id, { row, fireAt, timer });
  }

  async function due(jobId: string, fireAt: Date) {
    const p = planned.get(jobId);
    if (!p || p.fireAt !== fireAt || stopped) return;
    if (Date.now() < fireAt.getTime()) return arm(p.row, fireAt); // a long wait re-armed on the way
    // Read the row again: a pause or an edit on another instance wins over this instance's plan.
    const [row] = await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.id, jobId)).catch(() => []);
    if (!row) return unplan(jobId);
    if (row.status === JobStatus.running && row.cronExpression === p.row.cronExpression && row.handlerKey === p.row.handlerKey) {
      track(runClaimed(row, fireAt, 'schedule'));
    }
    plan(row, fireAt);
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  /** Claims the firing and runs it; null when another instance claimed it first. */
  async function runClaimed(row: JobRow, scheduledAt: Date, trigger: 'schedule' | 'manual'): Promise<RunResult | null> {
    const startedAt = new Date();
    const [claim] = await db()
      .insert(sysQuartzJobRun)
      .values({ jobId: row.id, instanceId, trigger, scheduledAt, startedAt, outcome: 'running' })
      .onConflictDoNothing()
      .returning({ id: sysQuartzJobRun.id })
      .catch((err: unknown) => {
        deps.log().error({ err, jobId: row.id }, 'job claim failed');
        return [];
      });
    if (!claim) return null;
    let outcome: RunResult['outcome'] = 'success';
    let message = '';
    try {
      const handler = deps.registry.get(row.handlerKey);
      if (!handler) throw new Error('任务处理器不存在');
      const param = deps.registry.parseParam(row.handlerKey, row.parameter);
      message = (await handler.run({ app: deps.ctx(), jobId: row.id, scheduledAt, signal: abort.signal, log: deps.log() }, param)) || '执行成功';
    } catch (err) {
      outcome = 'failure';
      message = err instanceof Error ? err.message : String(err);
      deps.log().warn({ err, jobId: row.id, job: row.jobName }, 'job failed');
    }
    const finishedAt = new Date();
    const durationMs = finishedAt.getTime() - startedAt.getTime();
    await db()
      .update(sysQuartzJobRun)
      .set({ finishedAt, durationMs, outcome, message: message.slice(0, MESSAGE_MAX) })
      .where(eq(sysQuartzJobRun.id, claim.id))
      .catch((err: unknown) => deps.log().error({ err }, 'job run not recorded'));
    return { runId: claim.id, outcome, message, durationMs };
  }

  async function reload(jobId?: string) {
    if (stopped) return;
    if (jobId) {
      const [row] = await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.id, jobId));
      if (!row) return unplan(jobId);
      const p = planned.get(jobId);
      // Unchanged and still planned: keep the armed firing.
      if (p && p.row.status === row.status && p.row.cronExpression === row.cronExpression && p.row.handlerKey === row.handlerKey) {
        p.row = row;
        return;
      }
      return plan(row);
    }
    const rows = await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.status, JobStatus.running));
    const seen = new Set(rows.map((r) => r.id));
    for (const id of [...planned.keys()]) if (!seen.has(id)) unplan(id);
    for (const row of rows) {
      const p = planned.get(row.id);
      if (p && p.row.cronExpression === row.cronExpression && p.row.handlerKey === row.handlerKey) p.row = row;
      else plan(row);
    }
  }

  return {
    instanceId,

    registry: deps.registry,

    async start() {
      await closeAbandonedRuns(deps.ctx()).catch(() => undefined);
      unsubscribe = deps.ctx().bus.subscribe(CHANGED_CHANNEL, (m) => {
        void reload((m as { jobId: string }).jobId).catch((err: unknown) => deps.log().error({ err }, 'job reload failed'));
      });
      await reload();
      resync = setInterval(() => void reload().catch(() => undefined), RESYNC_MS);
      resync.unref();
    },

    /** After a job row changed here: every instance re-plans it. */
    async changed(jobId: string) {
      await reload(jobId);
      await deps.ctx().bus.publish(CHANGED_CHANNEL, { jobId }).catch(() => undefined);
    },

    /** Run once now, on this instance, recorded as a manual run. */
    runNow(row: JobRow): Promise<RunResult> {
      return track(runClaimed(row, new Date(), 'manual')).then((r) => r ?? { runId: '', outcome: 'failure', message: '任务未能开始', durationMs: 0 });
    },

    /** The planned next firing on this instance (null: not running or no future firing). */
    nextFire(jobId: string): Date | null {
      return planned.get(jobId)?.fireAt ?? null;
    },

    /** Stops planning; waits a little for running handlers (they see the abort signal). */
    async stop(graceMs = 5000) {
      stopped = true;
      unsubscribe?.();
      if (resync) clearInterval(resync);
      for (const id of [...planned.keys()]) unplan(id);
      abort.abort();
      if (inFlight.size) {
        const grace = new Promise((r) => setTimeout(r, graceMs).unref());
        await Promise.race([Promise.allSettled([...inFlight]), grace]);
      }
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

/** Runs left 'running' by an instance that died are closed as failures so the history does not lie. */
export async function closeAbandonedRuns(ctx: AppContext, olderThanMs = 24 * 3_600_000) {
  await ctx.db
    .update(sysQuartzJobRun)
    .set({ outcome: 'failure', message: '执行中断（服务已停止）', finishedAt: sql`now()` })
    .where(and(eq(sysQuartzJobRun.outcome, 'running'), sql`${sysQuartzJobRun.startedAt} < now() - make_interval(secs => ${olderThanMs / 1000})`));
}
