import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Cache } from './cache/index';
import type { Secrets } from './secrets';
import type { Sessions } from './auth/sessions';
import type { Identity } from './auth/identity';
import type { Hasher } from './auth/password';
import type { Bus } from './realtime/bus';
import type { SocketHub } from './realtime/sockets';
import type { Scheduler } from './jobs/scheduler';
import type { HttpMetrics, RuntimeMetrics } from './metrics/index';
import type { SmsSender } from './sms/index';
import type { Mailer } from './mail/index';
import type { FileStores } from './storage/index';

/** What every module needs, built once per app (and once per test app). */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  cache: Cache;
  secrets: Secrets;
  sessions: Sessions;
  /** Who is asking (user, permissions, data rules, frozen tenants), kept in memory and dropped by the writes that change it. */
  identity: Identity;
  hasher: Hasher;
  /** Messages between the parts of the server, across instances with Redis. */
  bus: Bus;
  /** The notification websockets (`/websocket/{userId}`) of every instance. */
  sockets: SocketHub;
  /** Scheduled jobs (sys_quartz_job) and their handler registry. */
  jobs: Scheduler;
  /** What the monitoring screens show: HTTP counters and trace, the Node.js runtime. */
  metrics: { http: HttpMetrics; runtime: RuntimeMetrics };
  /** Sends the verification codes of the phone flows (SMS_PROVIDER). */
  sms: SmsSender;
  /** The server's logger, for work done after a reply (a notice's e-mail that failed). */
  log: FastifyBaseLogger;
  /** E-mails notices through the deployment's SMTP server (SMTP_HOST), when there is one. */
  mail: Mailer;
  /** Where uploads are kept (STORAGE): local disk or an S3-compatible bucket. */
  files: FileStores;
}
