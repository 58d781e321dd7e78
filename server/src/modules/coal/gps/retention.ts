import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { daysParam } from '../../../core/jobs/handlers';
import type { JobHandler } from '../../../core/jobs/types';

/** Rows a statement deletes at most: one run never holds a long lock or one huge WAL burst. */
const BATCH = 20_000;

/**
 * Deletes the GPS points older than `cutoff`, batch by batch (each batch found through the BRIN index on time),
 * until none are left or `signal` says the server is stopping. Alarms and each car's fence state are kept: an alarm
 * is a record of what happened, and a few rows a car.
 */
export async function purgeGpsPoints(db: Db, cutoff: Date, signal?: AbortSignal, batch = BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    if (signal?.aborted) break;
    const res = await db.execute(sql`
      delete from coal_gps_point p
       using (select tenant_id, plate_no, time from coal_gps_point where time < ${cutoff} limit ${batch}) old
       where p.tenant_id = old.tenant_id and p.plate_no = old.plate_no and p.time = old.time`);
    const n = Number((res as { rowCount?: number; affectedRows?: number }).rowCount ?? (res as { affectedRows?: number }).affectedRows ?? 0);
    total += n;
    if (n < batch) break;
  }
  return total;
}

/** 清理历史定位点: keeps `days` days of points (default 180), scheduled nightly by the seeded job. */
export const purgeGpsPointsJob: JobHandler<{ days: number }> = {
  key: 'purgeOldGpsPoints',
  name: '清理历史定位点',
  description: '删除早于指定天数的车辆定位点（参数 days：保留天数，默认180）；围栏报警记录保留',
  param: daysParam(180),
  paramExample: '{"days": 180}',
  async run({ app, scheduledAt, signal }, { days }) {
    const n = await purgeGpsPoints(app.db, new Date(scheduledAt.getTime() - days * 86_400_000), signal);
    return `清理定位点${n}条${signal.aborted ? '（服务停止，未完成）' : ''}`;
  },
};
