/** The replies of `/sys/quartzJob/*` (定时任务). Times are `yyyy-MM-dd HH:mm:ss` in the business zone. */

export type JobRunOutcome = 'running' | 'success' | 'failure';

export type JobTrigger = 'schedule' | 'manual';

export interface QuartzJob {
  id: string;
  jobName: string;
  handlerKey: string;
  /** Null when no handler of that key is registered any more. */
  handlerName: string | null;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  /** 0 running, -1 stopped. */
  status: number;
  nextFireTime: string | null;
  lastRun: { outcome: JobRunOutcome; startTime: string | null; durationMs: number | null } | null;
  createBy: string | null;
  createTime: string | null;
  updateTime: string | null;
}

/** One firing of a job (`/runs`). */
export interface QuartzJobRun {
  id: string;
  trigger: JobTrigger;
  instanceId: string;
  scheduledTime: string | null;
  startTime: string | null;
  endTime: string | null;
  durationMs: number | null;
  outcome: JobRunOutcome;
  message: string | null;
}

/** A handler a job may run (`/handlers`). */
export interface JobHandlerInfo {
  key: string;
  name: string;
  description: string;
  paramExample: string | null;
}
