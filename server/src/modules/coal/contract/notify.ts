import { and, eq, inArray } from 'drizzle-orm';
import { contractActionPerm } from '@meiyun/shared';
import { usersHolding } from '../../../core/auth/permissions';
import type { Db } from '../../../core/db/client';
import { sysUser } from '../../../core/db/schema/index';
import type { NoticeCode, NoticeVars } from '@meiyun/shared';
import { sendNotice } from '../../sys/message/notice';

/** The bells (and copies) of a notice, rung after the commit. */
export type { Ring } from '../../sys/message/notice';
import type { Ring } from '../../sys/message/notice';

export interface ContractRef {
  id: string;
  tenantId: number | null;
  contractNo: string;
  counterpartyName: string;
}

export const contractPage = (id: string) => `/coal/contract?id=${encodeURIComponent(id)}`;

/** A contract notice (消息模板): its code and variables. */
export interface ContractNotice<C extends NoticeCode = NoticeCode> {
  code: C;
  vars: NoticeVars<C>;
}

/** Whom a change concerns, less the one who made it (nobody is told of their own act). */
async function tell(tx: Db, c: ContractRef, userIds: readonly string[], actorId: string, notice: ContractNotice, sender: string): Promise<Ring | null> {
  const to = userIds.filter((u) => u && u !== actorId);
  return sendNotice(tx, { ...notice, tenantId: c.tenantId, userIds: to, busType: 'coal_contract', busId: c.id, openPage: contractPage(c.id), sender });
}

/** Everyone of the tenant who may approve: a contract or a supplementary agreement waits for them. */
export async function tellApprovers(tx: Db, c: ContractRef, actor: { id: string; name: string }, notice: ContractNotice): Promise<Ring | null> {
  const approvers = await usersHolding(tx, contractActionPerm('approve'), c.tenantId);
  return tell(tx, c, approvers, actor.id, notice, actor.name);
}

/** The contract's owner, and whoever else is named (the proposer of a supplement), by user id or user name. */
export async function tellPeople(tx: Db, c: ContractRef, people: { ids?: (string | null)[]; usernames?: (string | null)[] }, actor: { id: string; name: string }, notice: ContractNotice): Promise<Ring | null> {
  const ids = (people.ids ?? []).filter((x): x is string => !!x);
  const names = (people.usernames ?? []).filter((x): x is string => !!x);
  if (names.length) {
    const rows = await tx.select({ id: sysUser.id }).from(sysUser).where(and(inArray(sysUser.username, names), eq(sysUser.delFlag, 0)));
    ids.push(...rows.map((r) => r.id));
  }
  return tell(tx, c, ids, actor.id, notice, actor.name);
}
