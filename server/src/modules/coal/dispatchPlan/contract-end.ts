import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_PLAN_STATUSES } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import type { ContractEnd } from '../contract/ends';
import { coalPickupOrder } from '../pickupOrder/table';
import { recordDispatchEvents } from './events';
import { coalDispatchPlan } from './table';

/**
 * A contract completed or terminated takes its open plans with it: each is closed (the reason names the contract),
 * its valid pickup orders voided, and both written on the plan's timeline — in the contract's transaction.
 */
export async function closePlansOfEndedContract(tx: Db, end: ContractEnd): Promise<void> {
  const now = new Date();
  const reason = `合同${end.contractNo}已${end.status === 'completed' ? '完成' : '终止'}${end.remark ? `：${end.remark}` : ''}`;
  const open = await tx
    .select({ id: coalDispatchPlan.id, status: coalDispatchPlan.status })
    .from(coalDispatchPlan)
    .where(and(eq(coalDispatchPlan.contractId, end.contractId), inArray(coalDispatchPlan.status, [...OPEN_PLAN_STATUSES])))
    .for('update');
  if (!open.length) return;
  const ids = open.map((p) => p.id);
  await tx
    .update(coalDispatchPlan)
    .set({ status: 'closed', closedBy: end.by.username, closedTime: now, closeReason: reason, updateBy: end.by.username, updateTime: now })
    .where(inArray(coalDispatchPlan.id, ids));
  const orders = await tx
    .update(coalPickupOrder)
    .set({ status: 'void', voidReason: reason, voidedBy: end.by.username, voidedTime: now, updateBy: end.by.username, updateTime: now })
    .where(and(inArray(coalPickupOrder.planId, ids), eq(coalPickupOrder.status, 'valid')))
    .returning({ id: coalPickupOrder.id, planId: coalPickupOrder.planId });
  await recordDispatchEvents(tx, [
    ...open.map((p) => ({ tenantId: end.tenantId, planId: p.id, kind: 'close' as const, fromStatus: p.status, toStatus: 'closed', remark: reason, by: end.by })),
    ...orders.map((o) => ({ tenantId: end.tenantId, planId: o.planId, pickupOrderId: o.id, kind: 'void' as const, fromStatus: 'valid', toStatus: 'void', remark: reason, by: end.by })),
  ]);
}
