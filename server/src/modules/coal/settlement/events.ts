import { asc, eq } from 'drizzle-orm';
import type { SettlementEvent, SettlementEventKind, SettlementStatus } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { timelineValues } from '../../../core/db/schema/common';
import { fmtTime } from '../../../core/http/dates';
import { coalSettlementEvent } from './table';

export interface SettlementEventInput {
  tenantId: number | null;
  settlementId: string;
  kind: SettlementEventKind;
  fromStatus?: SettlementStatus | null;
  toStatus?: SettlementStatus | null;
  remark?: string | null;
  by: { username: string; realname?: string | null };
}

/** A line of a settlement's timeline, written in the transaction of the change it records. */
export async function recordSettlementEvent(tx: Db, e: SettlementEventInput): Promise<void> {
  await tx.insert(coalSettlementEvent).values({ tenantId: e.tenantId, settlementId: e.settlementId, ...timelineValues(e) });
}

/** The timeline of a settlement the caller may see (the caller checks), oldest first. */
export async function listSettlementEvents(db: Db, settlementId: string): Promise<SettlementEvent[]> {
  const rows = await db.select().from(coalSettlementEvent).where(eq(coalSettlementEvent.settlementId, settlementId)).orderBy(asc(coalSettlementEvent.seq));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as SettlementEventKind,
    fromStatus: r.fromStatus as SettlementStatus | null,
    toStatus: r.toStatus as SettlementStatus | null,
    remark: r.remark,
    byUsername: r.byUsername,
    byRealname: r.byRealname,
    time: fmtTime(r.time) ?? '',
  }));
}
