import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { sysUser } from '../../../core/db/schema/index';
import type { NoticeVars } from '@meiyun/shared';
import { sendNotice } from '../../sys/message/notice';

/** The bells (and copies) of a notice, rung after the commit. */
export type { Ring } from '../../sys/message/notice';
import type { Ring } from '../../sys/message/notice';

/** The page a plan's bell message opens (the dispatch plan screen, opened on the plan). */
export const planPage = (id: string) => `/coal/dispatchPlan?id=${encodeURIComponent(id)}`;

export interface PlanRef {
  id: string;
  tenantId: number | null;
  carrierId: string;
  /** The user name of who wrote the plan. */
  createBy: string | null;
}

/** Who hears of a plan: its author and the users acting for its carrier (who issue its pickup orders), less the actor. */
export async function planPeople(tx: Db, plan: Pick<PlanRef, 'carrierId' | 'createBy'>, actorId: string): Promise<string[]> {
  const people = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.orgKind, 'carrier'), eq(sysUser.orgId, plan.carrierId), eq(sysUser.delFlag, 0), eq(sysUser.status, 1)));
  const ids = people.map((p) => p.id);
  if (plan.createBy) {
    const [author] = await tx.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.username, plan.createBy), eq(sysUser.delFlag, 0)));
    if (author) ids.push(author.id);
  }
  return ids.filter((u) => u !== actorId);
}

/**
 * Tells the plan's people of its change through the bell (and the copies its templates ask for). Written in the
 * caller's transaction; the returned ring is for after the commit.
 */
export async function tellAboutPlan(tx: Db, plan: PlanRef, actor: { id: string; name: string }, vars: NoticeVars<'coal_dispatch_plan_change'>): Promise<Ring | null> {
  const to = await planPeople(tx, plan, actor.id);
  return sendNotice(tx, { code: 'coal_dispatch_plan_change', vars, tenantId: plan.tenantId, userIds: to, busType: 'coal_dispatch_plan', busId: plan.id, openPage: planPage(plan.id), sender: actor.name });
}
