import { and, eq, inArray } from 'drizzle-orm';
import type { QueueStatus } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { coalQueueTicket } from '../queue/table';

/**
 * Moves a queue ticket on from the weighbridge (the queue's states after 已进场), in the weighing's transaction,
 * with one guarded update: answers whether it moved.
 */
export async function moveTicket(tx: Db, ticketId: string, from: readonly QueueStatus[], to: QueueStatus, by: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(coalQueueTicket)
    .set({ status: to, updateBy: by, updateTime: now })
    .where(and(eq(coalQueueTicket.id, ticketId), inArray(coalQueueTicket.status, [...from])))
    .returning({ id: coalQueueTicket.id });
  return rows.length > 0;
}
