import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { sendNotice, type Ring } from '../../sys/message/notice';
import { coalDispatchPlan } from '../dispatchPlan/table';
import { planPeople } from '../dispatchPlan/notify';

/** The weighing list opened on one record (what the bell's 去处理 opens). */
const weighingPage = (id: string) => `/coal/weighing?id=${encodeURIComponent(id)}`;

/**
 * 磅单作废 / 冲红 told to the people of its dispatch plan (the plan's author, the carrier's users): the tonnage they
 * counted on is gone, and a voided truck may come back to be weighed again.
 */
export async function tellWeighingVoided(
  tx: Db,
  w: { id: string; tenantId: number | null; weighNo: string; plateNo: string; planId: string; netKg: number | null },
  action: '作废' | '冲红',
  reason: string,
  actor: { id: string; name: string },
): Promise<Ring | null> {
  const [plan] = await tx.select({ planNo: coalDispatchPlan.planNo, carrierId: coalDispatchPlan.carrierId, createBy: coalDispatchPlan.createBy }).from(coalDispatchPlan).where(eq(coalDispatchPlan.id, w.planId));
  if (!plan) return null;
  return sendNotice(tx, {
    code: 'coal_weighing_voided',
    vars: { weighingNo: w.weighNo, plateNo: w.plateNo, planNo: plan.planNo, action, netKg: w.netKg, reason, actor: actor.name },
    tenantId: w.tenantId,
    userIds: await planPeople(tx, plan, actor.id),
    busType: 'coal_weighing',
    busId: w.id,
    openPage: weighingPage(w.id),
    sender: actor.name,
  });
}
