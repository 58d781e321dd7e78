import type { Db } from '../db/client';
import { sysLog } from '../db/schema/index';

/**
 * The operation log (sys_log): sign-ins and what users did. Written by the list kit and by features; read by the
 * log screens of `modules/sys/log`.
 */
export const LogType = { LOGIN: 1, OPERATION: 2 } as const;
export const OperateType = { QUERY: 1, ADD: 2, UPDATE: 3, DELETE: 4, IMPORT: 5, EXPORT: 6 } as const;

export interface LogInput {
  logType: number;
  logContent: string;
  operateType?: number;
  userid?: string | null;
  username?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  method?: string;
  requestUrl?: string;
  requestType?: string;
  /** Milliseconds the request took. */
  costTime?: number;
  success?: boolean;
  /** The tenant whose log shows the entry: the session's tenant; for a sign-in, the tenant signed in to. */
  tenantId?: number | null;
}

export async function writeLog(db: Db, input: LogInput): Promise<void> {
  await db.insert(sysLog).values({ ...input, userAgent: input.userAgent?.slice(0, 500) ?? null });
}
