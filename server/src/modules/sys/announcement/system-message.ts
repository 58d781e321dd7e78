import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import { sysUser } from '../../../core/db/schema/index';
import { membersOf } from '../../../core/tenancy/index';
import { sysAnnouncement, sysAnnouncementSend } from './table';

export interface SystemMessage {
  tenantId: number | null;
  /** Users to tell; those not of the tenant (or deleted) are left out. */
  userIds: readonly string[];
  title: string;
  /** Plain text, one paragraph per line; escaped here. */
  lines: readonly string[];
  /** What the message is about (`coal_contract`) and which record: 去处理 opens `openPage`. */
  busType: string;
  busId: string;
  openPage: string;
  sender: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A system message (系统消息, msgCategory 2) to chosen users, published at once: the business features tell an
 * approver a contract waits for them, an owner that a contract ends soon. Written in the caller's transaction when
 * one is given, so a message is never sent for a change that did not commit; `ring` then rings the bells after the
 * commit (a socket push cannot be rolled back).
 */
export async function writeSystemMessage(db: Db, m: SystemMessage): Promise<{ ring: (ctx: AppContext) => Promise<void>; userIds: string[] } | null> {
  const unique = [...new Set(m.userIds)];
  if (!unique.length) return null;
  const users = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, unique), eq(sysUser.delFlag, 0), membersOf(sysUser.relTenantIds, m.tenantId)));
  const ids = users.map((u) => u.id);
  if (!ids.length) return null;
  const now = new Date();
  const [a] = await db
    .insert(sysAnnouncement)
    .values({
      titile: m.title,
      msgContent: m.lines.map((l) => `<p>${escape(l)}</p>`).join(''),
      msgAbstract: m.lines[0] ?? m.title,
      sender: m.sender,
      priority: 'M',
      msgCategory: '2',
      msgType: 'USER',
      sendStatus: '1',
      sendTime: now,
      busType: m.busType,
      busId: m.busId,
      openType: 'url',
      openPage: m.openPage,
      userIds: ids.join(','),
      tenantId: m.tenantId,
      createBy: 'system',
    })
    .returning({ id: sysAnnouncement.id, titile: sysAnnouncement.titile });
  await db.insert(sysAnnouncementSend).values(ids.map((userId) => ({ anntId: a.id, userId, readFlag: 0, createBy: 'system' })));
  return {
    userIds: ids,
    ring: async (ctx) => {
      try {
        await ctx.sockets.toUsers(ids, a.id, a.titile, 'user');
      } catch {
        // The message is stored: the bell shows it on its next read even if no socket heard it now.
      }
    },
  };
}
