import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { recordDispatchEvents } from '../dispatchPlan/events';
import { coalDispatchPlan } from '../dispatchPlan/table';
import { executionOfPlans } from './progress';

/**
 * A plan is 已完成 once as many trucks as it planned have been weighed (completed weighings), and back to 执行中
 * when a void or a reversal takes it below that again (coal-domain.md "Dispatch": executed trucks roll up from the
 * weighings). In the weighing's transaction, the plan's row locked so two scales finishing its last trucks at once
 * agree; the change goes on the plan's timeline. Answers whether the plan's status changed.
 */
export async function followPlanExecution(tx: Db, planId: string, by: { tenantId: number | null; username: string; realname?: string | null }): Promise<boolean> {
  const [plan] = await tx.select({ status: coalDispatchPlan.status, plannedTrucks: coalDispatchPlan.plannedTrucks }).from(coalDispatchPlan).where(eq(coalDispatchPlan.id, planId)).for('update');
  if (!plan || (plan.status !== 'executing' && plan.status !== 'completed')) return false;
  const trucks = (await executionOfPlans(tx, [planId])).get(planId)?.executedTrucks ?? 0;
  const [from, to] = plan.status === 'executing' && trucks >= plan.plannedTrucks ? (['executing', 'completed'] as const) : plan.status === 'completed' && trucks < plan.plannedTrucks ? (['completed', 'executing'] as const) : [null, null];
  if (!from) return false;
  await tx.update(coalDispatchPlan).set({ status: to, updateTime: new Date() }).where(and(eq(coalDispatchPlan.id, planId), eq(coalDispatchPlan.status, from)));
  await recordDispatchEvents(tx, [
    { tenantId: by.tenantId, planId, kind: to === 'completed' ? 'complete' : 'reopen', fromStatus: from, toStatus: to, remark: `已过磅${trucks}车，计划${plan.plannedTrucks}车`, by: { username: by.username, realname: by.realname } },
  ]);
  return true;
}
