import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { sysDataLog } from '../db/schema/index';
import type { RequestAuth } from '../auth/guard';
import { LogType, writeLog } from '../oplog/writer';
import type { ApiRecord } from './binding';

/** The request's start, for the duration an operation log entry records. */
const started = new WeakMap<FastifyRequest, number>();
export function markStart(req: FastifyRequest) {
  started.set(req, performance.now());
}

/** One operation log entry (sys_log type 2) for a write, an import or an export. */
export async function logOperation(ctx: AppContext, req: FastifyRequest, auth: RequestAuth, operateType: number, content: string): Promise<void> {
  const t0 = started.get(req);
  await writeLog(ctx.db, {
    logType: LogType.OPERATION,
    operateType,
    logContent: content.slice(0, 1000),
    userid: auth.user.id,
    username: auth.user.username,
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    method: req.method,
    requestUrl: req.url.split('?')[0].slice(0, 500),
    requestType: req.method,
    costTime: t0 === undefined ? undefined : Math.round(performance.now() - t0),
    tenantId: auth.tenantId,
  });
}

/** Keeps a record's version before an edit; the version number counts per record from 1. */
export async function keepVersion(tx: Db, tableName: string, record: ApiRecord, by: string): Promise<void> {
  const [{ v }] = (await tx
    .select({ v: sql<number>`coalesce(max(${sysDataLog.dataVersion}), 0)::int` })
    .from(sysDataLog)
    .where(and(eq(sysDataLog.dataTable, tableName), eq(sysDataLog.dataId, record.id)))) as { v: number }[];
  await tx.insert(sysDataLog).values({ dataTable: tableName, dataId: record.id, dataContent: JSON.stringify(record), dataVersion: Number(v) + 1, createBy: by });
}
