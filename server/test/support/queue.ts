/**
 * What the queue tests share: the queue's permission codes (seeded as the buttons of 调度管理 > 排队叫号, held by the
 * 调度员 role and the administrator), for `userWithPerms` to make a role of them.
 */
import { QUEUE_ACTIONS, QUEUE_BOARD_PERM, queueActionPerm } from '@meiyun/shared';
import type { TestApp } from '../helpers';
import { caller } from './coal-org';

export const QUEUE_PERMS = ['coal:queue:list', 'coal:queue:exportXls', ...QUEUE_ACTIONS.map(queueActionPerm), QUEUE_BOARD_PERM];

/** A queue ticket of tenant 1 for the hostile-tenant file: the pickup order of `dispatchRowsForHostileTest` checked in by plate. */
export async function queueRowsForHostileTest(t: TestApp): Promise<void> {
  const r = (await caller(t).send(await t.login(), 'POST', '/coal/queue/checkIn', { plateNo: '晋A9H001' })).json;
  if (!r.success) throw new Error(`queue checkIn: ${r.message}`);
}
