import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { JobHandler } from '../../../core/jobs/types';
import { dropCounts } from '../../../core/crud/counts';
import { recordDispatchEvents } from '../dispatchPlan/events';
import { pickupOrderEntity } from './entity';
import { coalPickupOrder } from './table';

/**
 * Marks every valid pickup order whose validity ended before `now` as expired, in one guarded update (only `valid`
 * moves: an order checked in, voided or expired by another instance meanwhile stays as it is), with a line on each
 * plan's timeline. The gate checks the validity itself; this keeps the lists and the plans' truck counts true.
 */
export async function expirePickupOrders(app: AppContext, now: Date): Promise<number> {
  const expired = await app.db.transaction(async (tx) => {
    const rows = await tx
      .update(coalPickupOrder)
      .set({ status: 'expired', updateBy: 'system', updateTime: now })
      .where(and(eq(coalPickupOrder.status, 'valid'), lt(coalPickupOrder.validTo, now)))
      .returning({ id: coalPickupOrder.id, planId: coalPickupOrder.planId, tenantId: coalPickupOrder.tenantId, orderNo: coalPickupOrder.orderNo });
    await recordDispatchEvents(
      tx,
      rows.map((r) => ({ tenantId: r.tenantId, planId: r.planId, pickupOrderId: r.id, kind: 'expire' as const, fromStatus: 'valid', toStatus: 'expired', remark: r.orderNo, by: { username: 'system', realname: '系统' } })),
    );
    return rows.length;
  });
  if (expired) await dropCounts(app, pickupOrderEntity);
  return expired;
}

export const pickupExpiryJob: JobHandler = {
  key: 'coalPickupExpiry',
  name: '提煤单过期',
  description: '把有效期已过的有效提煤单标记为已过期（只改仍为有效的提煤单）',
  async run(ctx) {
    const n = await expirePickupOrders(ctx.app, ctx.scheduledAt);
    return n ? `已过期${n}张提煤单` : '没有过期的提煤单';
  },
};
