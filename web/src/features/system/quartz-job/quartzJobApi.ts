import type { JobHandlerInfo, Page, QuartzJob, QuartzJobRun } from '@meiyun/shared';
import { deleteAction, getAction, postAction, putAction, resultOf } from '../../../lib/http';

export interface QuartzJobForm {
  id?: string;
  jobName: string;
  handlerKey: string;
  cronExpression: string;
  parameter?: string | null;
  description?: string | null;
  status: number;
}

export interface QuartzJobQuery {
  pageNo: number;
  pageSize: number;
  jobName?: string;
  status?: '' | '0' | '-1';
}

export const JobStatus = { running: 0, stopped: -1 } as const;

export const PERM = {
  add: 'system:quartzJob:add',
  edit: 'system:quartzJob:edit',
  delete: 'system:quartzJob:delete',
  pause: 'system:quartzJob:pause',
  resume: 'system:quartzJob:resume',
  execute: 'system:quartzJob:execute',
} as const;

const base = '/sys/quartzJob';

export const fetchJobs = async (q: QuartzJobQuery) => resultOf(await getAction<Page<QuartzJob>>(`${base}/list`, { ...q }));
export const fetchHandlers = async () => resultOf(await getAction<JobHandlerInfo[]>(`${base}/handlers`));
export const fetchRuns = async (jobId: string, pageNo: number, pageSize: number) =>
  resultOf(await getAction<Page<QuartzJobRun>>(`${base}/runs`, { jobId, pageNo, pageSize }));

export const saveJob = (form: QuartzJobForm) => (form.id ? putAction<QuartzJob>(`${base}/edit`, form) : postAction<QuartzJob>(`${base}/add`, form));
export const deleteJob = (id: string) => deleteAction(`${base}/delete`, { id });
export const pauseJob = (id: string) => getAction(`${base}/pause`, { id });
export const resumeJob = (id: string) => getAction(`${base}/resume`, { id });
export const executeJob = (id: string) => getAction<string>(`${base}/execute`, { id });
