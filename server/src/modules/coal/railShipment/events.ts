import { asc, eq } from 'drizzle-orm';
import type { RailEvent, RailStatus } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { timelineValues } from '../../../core/db/schema/common';
import { fmtTime } from '../../../core/http/dates';
import { coalRailEvent } from './table';

/** One line of a shipment's timeline, written in the transaction of the step it records. */
export async function recordRailEvent(
  tx: Db,
  e: { tenantId: number | null; shipmentId: string; kind: RailEvent['kind']; fromStatus?: RailStatus | null; toStatus?: RailStatus | null; remark?: string | null; by: { username: string; realname?: string | null } },
): Promise<void> {
  await tx.insert(coalRailEvent).values({ tenantId: e.tenantId, shipmentId: e.shipmentId, ...timelineValues(e) });
}

/** The timeline of a shipment the caller may see (the caller checks), oldest first. */
export async function railEvents(db: Db, shipmentId: string): Promise<RailEvent[]> {
  const rows = await db.select().from(coalRailEvent).where(eq(coalRailEvent.shipmentId, shipmentId)).orderBy(asc(coalRailEvent.seq));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as RailEvent['kind'],
    fromStatus: (r.fromStatus as RailStatus | null) ?? null,
    toStatus: (r.toStatus as RailStatus | null) ?? null,
    remark: r.remark,
    byUsername: r.byUsername,
    byRealname: r.byRealname,
    time: fmtTime(r.time) ?? '',
  }));
}
