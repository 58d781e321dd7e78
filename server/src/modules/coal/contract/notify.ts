import { and, eq, inArray } from 'drizzle-orm';
import { contractActionPerm } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { usersHolding } from '../../../core/auth/permissions';
import type { Db } from '../../../core/db/client';
import { sysUser } from '../../../core/db/schema/index';
import { writeSystemMessage } from '../../sys/announcement/system-message';

export type Ring = (ctx: AppContext) => Promise<void>;

export interface ContractRef {
  id: string;
  tenantId: number | null;
  contractNo: string;
  counterpartyName: string;
}

export const contractPage = (id: string) => `/coal/contract?id=${encodeURIComponent(id)}`;

/** Whom a change concerns, less the one who made it (nobody is told of their own act). */
async function tell(tx: Db, c: ContractRef, userIds: readonly string[], actorId: string, title: string, lines: string[], sender: string): Promise<Ring | null> {
  const to = userIds.filter((u) => u && u !== actorId);
  const sent = await writeSystemMessage(tx, { tenantId: c.tenantId, userIds: to, title, lines, busType: 'coal_contract', busId: c.id, openPage: contractPage(c.id), sender });
  return sent?.ring ?? null;
}

/** Everyone of the tenant who may approve: a contract or a supplementary agreement waits for them. */
export async function tellApprovers(tx: Db, c: ContractRef, actor: { id: string; name: string }, title: string, lines: string[]): Promise<Ring | null> {
  const approvers = await usersHolding(tx, contractActionPerm('approve'), c.tenantId);
  return tell(tx, c, approvers, actor.id, title, lines, actor.name);
}

/** The contract's owner, and whoever else is named (the proposer of a supplement), by user id or user name. */
export async function tellPeople(tx: Db, c: ContractRef, people: { ids?: (string | null)[]; usernames?: (string | null)[] }, actor: { id: string; name: string }, title: string, lines: string[]): Promise<Ring | null> {
  const ids = (people.ids ?? []).filter((x): x is string => !!x);
  const names = (people.usernames ?? []).filter((x): x is string => !!x);
  if (names.length) {
    const rows = await tx.select({ id: sysUser.id }).from(sysUser).where(and(inArray(sysUser.username, names), eq(sysUser.delFlag, 0)));
    ids.push(...rows.map((r) => r.id));
  }
  return tell(tx, c, ids, actor.id, title, lines, actor.name);
}
