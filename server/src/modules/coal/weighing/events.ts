import { asc, eq } from 'drizzle-orm';
import type { WeighingEvent, WeighingEventKind } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { timelineValues } from '../../../core/db/schema/common';
import { fmtTime } from '../../../core/http/dates';
import { coalWeighingEvent } from './table';

export interface WeighingEventInput {
  tenantId: number | null;
  weighingId: string;
  billId?: string | null;
  kind: WeighingEventKind;
  fromStatus?: string | null;
  toStatus?: string | null;
  remark?: string | null;
  by: { username: string; realname?: string | null };
}

/** Lines of a weighing's timeline, written in the transaction of the change they record. */
export async function recordWeighingEvents(tx: Db, events: WeighingEventInput[]): Promise<void> {
  await tx.insert(coalWeighingEvent).values(
    events.map((e) => ({
      tenantId: e.tenantId,
      weighingId: e.weighingId,
      billId: e.billId ?? null,
      ...timelineValues(e),
    })),
  );
}

export const recordWeighingEvent = (tx: Db, e: WeighingEventInput) => recordWeighingEvents(tx, [e]);

/** The timeline of a weighing the caller may see (the caller checks), oldest first. */
export async function listWeighingEvents(db: Db, weighingId: string): Promise<WeighingEvent[]> {
  const rows = await db.select().from(coalWeighingEvent).where(eq(coalWeighingEvent.weighingId, weighingId)).orderBy(asc(coalWeighingEvent.seq));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as WeighingEventKind,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    remark: r.remark,
    byUsername: r.byUsername,
    byRealname: r.byRealname,
    time: fmtTime(r.time) ?? '',
  }));
}
