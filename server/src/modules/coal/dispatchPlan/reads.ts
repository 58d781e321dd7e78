import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { sysPermission, sysRolePermission } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';

/**
 * What the 调度员 reads to do the dispatch screens' work: a plan is written against an executing contract (picked
 * from the contract list) and a pickup order names a car and a driver (picked from their lists). Without these the
 * pickers would be empty for the role that holds the dispatch buttons.
 */
const DISPATCHER_READS = [
  'menu:coal:contracts',
  'menu:coal:contract',
  'btn:coal:contract:list',
  'menu:coal:base',
  ...['car', 'driver'].flatMap((e) => [`menu:coal:${e}`, `btn:coal:${e}:list`]),
];

/** Granted at every start where missing, as the seed's own grants are; rows another module did not seed are skipped. */
export async function grantDispatcherReads(db: Db): Promise<void> {
  const ids = DISPATCHER_READS.map(seedId);
  const present = await db.select({ id: sysPermission.id }).from(sysPermission).where(and(inArray(sysPermission.id, ids), eq(sysPermission.delFlag, 0)));
  if (present.length) await db.insert(sysRolePermission).values(present.map((p) => ({ roleId: seedId('role:dispatcher'), permissionId: p.id }))).onConflictDoNothing();
}
