import { sql } from 'drizzle-orm';
import { index, integer, smallint, text, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import { audit, idColumn, tz } from './common';

/** A scheduled job: a handler registered in code (never a class name or a script), fired by a cron expression. */
export const sysQuartzJob = pgTable(
  'sys_quartz_job',
  {
    id: idColumn(),
    jobName: text('job_name').notNull(),
    /** Key of a handler in the job registry (`server/src/core/jobs/`). */
    handlerKey: text('handler_key').notNull(),
    /** Quartz style: second minute hour day month week [year]. */
    cronExpression: text('cron_expression').notNull(),
    /** JSON text handed to the handler, checked by the handler's own schema. */
    parameter: text('parameter'),
    description: text('description'),
    /** 0 running, -1 stopped. */
    status: smallint('status').notNull().default(-1),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_quartz_job_name_uq').on(t.jobName)],
);

/**
 * One firing of a job. A scheduled firing is claimed by inserting its row: the unique (job, fire time) lets only
 * one of several instances win it, so each firing runs exactly once.
 */
export const sysQuartzJobRun = pgTable(
  'sys_quartz_job_run',
  {
    id: idColumn(),
    jobId: text('job_id').notNull(),
    /** The server instance that ran it. */
    instanceId: text('instance_id').notNull(),
    /** schedule or manual (run once now). */
    trigger: text('trigger').notNull(),
    /** The cron firing time (for a manual run: when it was asked for). */
    scheduledAt: tz('scheduled_at').notNull(),
    startedAt: tz('started_at').notNull(),
    finishedAt: tz('finished_at'),
    durationMs: integer('duration_ms'),
    /** running, success, failure. */
    outcome: text('outcome').notNull(),
    message: text('message'),
  },
  (t) => [
    uniqueIndex('sys_quartz_job_run_fire_uq').on(t.jobId, t.scheduledAt).where(sql`${t.trigger} = 'schedule'`),
    index('sys_quartz_job_run_job_idx').on(t.jobId, t.startedAt),
  ],
);
