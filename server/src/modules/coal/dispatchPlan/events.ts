import { asc, eq } from 'drizzle-orm';
import type { DispatchEvent, DispatchEventKind } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { timelineValues } from '../../../core/db/schema/common';
import { fmtTime } from '../../../core/http/dates';
import { coalDispatchEvent } from './table';

export interface DispatchEventInput {
  tenantId: number | null;
  planId: string;
  pickupOrderId?: string | null;
  kind: DispatchEventKind;
  fromStatus?: string | null;
  toStatus?: string | null;
  remark?: string | null;
  by: { username: string; realname?: string | null };
}

/** Lines of plans' timelines, written in the transaction of the change they record. */
export async function recordDispatchEvents(tx: Db, events: DispatchEventInput[]): Promise<void> {
  if (!events.length) return;
  await tx.insert(coalDispatchEvent).values(
    events.map((e) => ({
      tenantId: e.tenantId,
      planId: e.planId,
      pickupOrderId: e.pickupOrderId ?? null,
      ...timelineValues(e),
    })),
  );
}

export const recordDispatchEvent = (tx: Db, e: DispatchEventInput) => recordDispatchEvents(tx, [e]);

/** The timeline of a plan the caller may see (the caller checks), oldest first. */
export async function listDispatchEvents(db: Db, planId: string): Promise<DispatchEvent[]> {
  const rows = await db.select().from(coalDispatchEvent).where(eq(coalDispatchEvent.planId, planId)).orderBy(asc(coalDispatchEvent.time), asc(coalDispatchEvent.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as DispatchEventKind,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    pickupOrderId: r.pickupOrderId,
    remark: r.remark,
    byUsername: r.byUsername,
    byRealname: r.byRealname,
    time: fmtTime(r.time) ?? '',
  }));
}
