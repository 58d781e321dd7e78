import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';

export interface JobContext {
  app: AppContext;
  jobId: string;
  /** The firing time being served (for a manual run: when it was asked for). */
  scheduledAt: Date;
  /** Aborted when the server shuts down; long handlers should stop at the next safe point. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * A job the administrator can schedule. Only registered handlers can run: the client picks a key from the list,
 * never a class name or a script.
 */
export interface JobHandler<P = unknown> {
  /** Stable key stored in sys_quartz_job.handler_key. */
  key: string;
  /** Chinese name shown in the handler list. */
  name: string;
  description: string;
  /** The parameter (JSON) it takes; absent = none. Its messages are Chinese: they reach the form. */
  param?: z.ZodType<P>;
  /** Example parameter shown in the form. */
  paramExample?: string;
  /** Returns a short Chinese summary of what it did (stored with the run). */
  run(ctx: JobContext, param: P): Promise<string | void>;
}

