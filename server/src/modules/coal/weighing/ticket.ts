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

/**
 * The ticket's exit time (排队时长's 在场 minutes end there), in the weighing's transaction: set when its completed
 * weighing records the truck's 出场, cleared when that weighing is voided or reversed (the report counts 在场 only
 * for a truck whose completed weighing has left). Whatever state the ticket is in.
 */
export async function setTicketLeftTime(tx: Db, ticketId: string, leftTime: Date | null): Promise<void> {
  await tx.update(coalQueueTicket).set({ leftTime }).where(eq(coalQueueTicket.id, ticketId));
}
