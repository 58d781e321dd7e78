import { asc, eq } from 'drizzle-orm';
import type { MoneyBillEvent, MoneyBillStatus } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { timelineValues } from '../../../core/db/schema/common';
import { fmtTime } from '../../../core/http/dates';
import { coalMoneyBillEvent } from './table';

/** One line of a bill's timeline, written in the transaction of the change it records. */
export async function recordBillEvent(
  tx: Db,
  e: { tenantId: number | null; billId: string; kind: MoneyBillEvent['kind']; fromStatus?: string | null; toStatus?: string | null; remark?: string | null; by: { username: string; realname?: string | null } },
): Promise<void> {
  await tx.insert(coalMoneyBillEvent).values({ tenantId: e.tenantId, billId: e.billId, ...timelineValues(e) });
}

/** The timeline of a bill the caller may see (the caller checks), oldest first. */
export async function billEvents(db: Db, billId: string): Promise<MoneyBillEvent[]> {
  const rows = await db.select().from(coalMoneyBillEvent).where(eq(coalMoneyBillEvent.billId, billId)).orderBy(asc(coalMoneyBillEvent.seq));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as MoneyBillEvent['kind'],
    fromStatus: (r.fromStatus as MoneyBillStatus | null) ?? null,
    toStatus: (r.toStatus as MoneyBillStatus | null) ?? null,
    remark: r.remark,
    byUsername: r.byUsername,
    byRealname: r.byRealname,
    time: fmtTime(r.time) ?? '',
  }));
}
