import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { queueBoardLink, QueuePublicTexts, type QueueBoardLink, type QueueBoardLinkInfo } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import type { Db } from '../../../core/db/client';
import { fmtTime } from '../../../core/http/dates';
import { BizError } from '../../../core/http/envelope';
import { coalFreightYard } from '../freightYard/table';
import { refuseOrgUser, requireYard } from './service';
import { coalQueueBoard } from './table';

/** Only this is stored: a token of 24 random bytes needs no slow hash, and a leaked table opens no board. */
export const hashBoardToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the yard's board link was made, when and by whom (the link itself cannot be shown again). */
export async function boardLinkInfo(ctx: AppContext, auth: RequestAuth, yardId: string): Promise<QueueBoardLinkInfo> {
  refuseOrgUser(auth, QueuePublicTexts.boardStaffOnly);
  await requireYard(ctx.db, auth.tenantId, yardId);
  const [row] = await ctx.db.select().from(coalQueueBoard).where(and(eq(coalQueueBoard.yardId, yardId), eq(coalQueueBoard.tenantId, auth.tenantId!)));
  return { yardId, issued: Boolean(row), issuedTime: fmtTime(row?.updateTime ?? row?.createTime) ?? null, issuedBy: row ? (row.updateBy ?? row.createBy) : null };
}

/**
 * Makes the yard's board link, or a new one in place of the old: the hash is replaced in one statement, so from
 * then on the old link answers 看板链接无效或已失效 and its open sockets are closed at the next push (boardFeed.ts).
 */
export async function issueBoardLink(ctx: AppContext, auth: RequestAuth, yardId: string): Promise<QueueBoardLink> {
  // The board shows every truck of the yard: an organisation's user, who sees only its own, makes no board.
  refuseOrgUser(auth, QueuePublicTexts.boardStaffOnly);
  await requireYard(ctx.db, auth.tenantId, yardId);
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  const tokenHash = hashBoardToken(token);
  await ctx.db
    .insert(coalQueueBoard)
    .values({ tenantId: auth.tenantId!, yardId, tokenHash, createBy: auth.user.username, createTime: now })
    .onConflictDoUpdate({ target: coalQueueBoard.yardId, set: { tokenHash, updateBy: auth.user.username, updateTime: now } });
  return { yardId, link: queueBoardLink(token) };
}

export interface BoardOfToken {
  tenantId: number;
  yardId: string;
  yardName: string;
  tokenHash: string;
}

/** The yard a board token opens, or 看板链接无效或已失效 (unknown, rotated, or its yard deleted). */
export async function yardOfBoardToken(db: Db, token: string): Promise<BoardOfToken> {
  const tokenHash = hashBoardToken(token);
  const [row] = await db
    .select({ tenantId: coalQueueBoard.tenantId, yardId: coalQueueBoard.yardId, yardName: coalFreightYard.name })
    .from(coalQueueBoard)
    .innerJoin(coalFreightYard, and(eq(coalFreightYard.id, coalQueueBoard.yardId), eq(coalFreightYard.tenantId, coalQueueBoard.tenantId), eq(coalFreightYard.delFlag, 0)))
    .where(eq(coalQueueBoard.tokenHash, tokenHash));
  if (!row) throw new BizError(QueuePublicTexts.boardInvalid);
  return { ...row, tokenHash };
}

/** The yard's current token hash (null when none): what an open board socket is checked against on each push. */
export async function currentBoardHash(db: Db, yardId: string): Promise<string | null> {
  const [row] = await db.select({ tokenHash: coalQueueBoard.tokenHash }).from(coalQueueBoard).where(eq(coalQueueBoard.yardId, yardId));
  return row?.tokenHash ?? null;
}
