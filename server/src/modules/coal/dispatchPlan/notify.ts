import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import { sysUser } from '../../../core/db/schema/index';
import { writeSystemMessage } from '../../sys/announcement/system-message';

export type Ring = (ctx: AppContext) => Promise<void>;

/** The page a plan's bell message opens (the dispatch plan screen, opened on the plan). */
export const planPage = (id: string) => `/coal/dispatchPlan?id=${encodeURIComponent(id)}`;

export interface PlanRef {
  id: string;
  tenantId: number | null;
  carrierId: string;
  /** The user name of who wrote the plan. */
  createBy: string | null;
}

/**
 * Tells the plan's author and the users acting for its carrier (who issue its pickup orders) through the bell,
 * less the one who acted. Written in the caller's transaction; the returned ring is for after the commit.
 */
export async function tellAboutPlan(tx: Db, plan: PlanRef, actor: { id: string; name: string }, title: string, lines: string[]): Promise<Ring | null> {
  const people = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.orgKind, 'carrier'), eq(sysUser.orgId, plan.carrierId), eq(sysUser.delFlag, 0), eq(sysUser.status, 1)));
  const ids = people.map((p) => p.id);
  if (plan.createBy) {
    const [author] = await tx.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.username, plan.createBy), eq(sysUser.delFlag, 0)));
    if (author) ids.push(author.id);
  }
  const to = ids.filter((u) => u !== actor.id);
  const sent = await writeSystemMessage(tx, { tenantId: plan.tenantId, userIds: to, title, lines, busType: 'coal_dispatch_plan', busId: plan.id, openPage: planPage(plan.id), sender: actor.name });
  return sent?.ring ?? null;
}
