import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { sysDepart, sysUserDepart } from '../../../core/db/schema/index';
import { ownedBy } from '../../../core/tenancy/index';
import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { idsOf } from './user-relations';

export const CURRENT_NOT_CHOSEN = '当前部门必须是所选部门之一';

async function stillMember(tx: Db, userId: string, orgCode: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: sysDepart.id })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(and(eq(sysUserDepart.userId, userId), eq(sysDepart.orgCode, orgCode), eq(sysDepart.delFlag, 0)))
    .limit(1);
  return !!row;
}

/**
 * Keeps the user's current department (`sys_user.org_code`, where they sign in to work) one of their departments,
 * once the form's departments (`selecteddeparts`, already written) are applied, in the same transaction:
 * - a current department sent must be a live department of the caller's tenant; sent with departments it must be
 *   one of them; sent without any the user joins it (an add through the API naming only orgCode, as JeecgBoot's);
 * - none sent: the current one stays while the user still belongs to it, else the first department chosen
 *   becomes current (none chosen: no current department).
 * `previous` is the current department before the write (null on add).
 */
export async function settleCurrentDepart(tx: Db, auth: RequestAuth, userId: string, input: Record<string, unknown>, values: Record<string, unknown>, previous: string | null) {
  const departsSent = Object.hasOwn(input, 'selecteddeparts');
  const codeSent = Object.hasOwn(input, 'orgCode');
  if (!departsSent && !codeSent) return;
  const chosen = departsSent ? idsOf(input.selecteddeparts) : [];
  const sent = codeSent && input.orgCode ? String(input.orgCode) : null;
  if (sent) {
    const [d] = await tx
      .select({ id: sysDepart.id })
      .from(sysDepart)
      .where(and(eq(sysDepart.orgCode, sent), eq(sysDepart.delFlag, 0), ownedBy(sysDepart.tenantId, auth.tenantId)));
    if (!d) throw new BizError('所选部门不存在');
    if (!chosen.length) await tx.insert(sysUserDepart).values({ userId, depId: d.id }).onConflictDoNothing();
    else if (!chosen.includes(d.id)) throw new BizError(CURRENT_NOT_CHOSEN);
    return;
  }
  if (!codeSent && previous && (await stillMember(tx, userId, previous))) return;
  if (!chosen.length) {
    values.orgCode = null;
    return;
  }
  const [first] = await tx.select({ orgCode: sysDepart.orgCode }).from(sysDepart).where(eq(sysDepart.id, chosen[0]));
  values.orgCode = first?.orgCode ?? null;
}
