/**
 * What the queue tests share. The queue has no screen yet, so its permissions are not seeded with menu buttons:
 * `grantQueuePerms` writes them as buttons of no menu, held by the administrator, and `userWithPerms` then finds
 * them for a role of chosen codes.
 */
import { QUEUE_ACTIONS, queueActionPerm } from '@meiyun/shared';
import type { TestApp } from '../helpers';
import { sysPermission, sysRolePermission } from '../../src/core/db/schema/index';
import { ADMIN_ROLE_ID } from '../../src/core/auth/platform-admin';
import { seedId } from '../../src/core/db/seed-id';
import { caller } from './coal-org';

export const QUEUE_PERMS = ['coal:queue:list', 'coal:queue:exportXls', ...QUEUE_ACTIONS.map(queueActionPerm)];

/** The queue's permission codes as buttons, held by the administrator role (until its screens seed them). */
export async function grantQueuePerms(t: TestApp): Promise<void> {
  const rows = QUEUE_PERMS.map((code, i) => ({ id: seedId(`test-btn:${code}`), parentId: null, name: code, menuType: 2, perms: code, permsType: '1', sortNo: 900 + i }));
  await t.ctx.db.insert(sysPermission).values(rows).onConflictDoNothing();
  await t.ctx.db.insert(sysRolePermission).values(rows.map((r) => ({ roleId: ADMIN_ROLE_ID, permissionId: r.id }))).onConflictDoNothing();
  await t.ctx.identity.grantsChanged();
}

/** A queue ticket of tenant 1 for the hostile-tenant file: the pickup order of `dispatchRowsForHostileTest` checked in by plate. */
export async function queueRowsForHostileTest(t: TestApp): Promise<void> {
  await grantQueuePerms(t);
  const r = (await caller(t).send(await t.login(), 'POST', '/coal/queue/checkIn', { plateNo: '晋A9H001' })).json;
  if (!r.success) throw new Error(`queue checkIn: ${r.message}`);
}
