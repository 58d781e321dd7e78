import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Announcement, ListByUserResult } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysAnnouncement, sysAnnouncementSend } from '../../../core/db/schema/index';
import { fmtTime } from '../../../core/http/dates';

type Row = typeof sysAnnouncement.$inferSelect;

const LIST_LIMIT = 50;

/** Published, not deleted, not expired, and addressed to everyone or to this user. */
function visibleTo(userId: string) {
  return and(
    eq(sysAnnouncement.sendStatus, '1'),
    eq(sysAnnouncement.delFlag, 0),
    or(isNull(sysAnnouncement.endTime), gt(sysAnnouncement.endTime, sql`now()`)),
    or(
      eq(sysAnnouncement.msgType, 'ALL'),
      sql`${userId} = any(string_to_array(${sysAnnouncement.userIds}, ','))`,
    ),
  );
}

export function toAnnouncement(r: Row, send?: { id: string; readFlag: number }): Announcement {
  return {
    id: r.id,
    titile: r.titile,
    msgContent: r.msgContent ?? '',
    sender: r.sender ?? '',
    sendTime: fmtTime(r.sendTime) ?? '',
    createTime: fmtTime(r.createTime) ?? '',
    priority: (r.priority as Announcement['priority']) ?? 'L',
    msgCategory: (r.msgCategory as Announcement['msgCategory']) ?? '1',
    openType: (r.openType as Announcement['openType']) ?? null,
    openPage: r.openPage,
    busId: r.busId,
    ...(send ? { msgId: send.id, readFlag: String(send.readFlag) } : {}),
  };
}

/** Announcements reach a user as send rows; those to everyone are delivered on the user's first read. */
async function deliver(db: Db, userId: string) {
  await db.execute(sql`
    insert into sys_announcement_send (id, annt_id, user_id, read_flag)
    select replace(gen_random_uuid()::text, '-', ''), a.id, ${userId}, 0
    from sys_announcement a
    where a.send_status = '1' and a.del_flag = 0 and (a.end_time is null or a.end_time > now())
      and (a.msg_type = 'ALL' or ${userId} = any(string_to_array(a.user_ids, ',')))
      and not exists (select 1 from sys_announcement_send s where s.annt_id = a.id and s.user_id = ${userId})
    on conflict do nothing`);
}

export async function listUnread(db: Db, userId: string, pwdWeak: boolean): Promise<ListByUserResult> {
  await deliver(db, userId);
  const rows = await db
    .select({ a: sysAnnouncement, s: { id: sysAnnouncementSend.id, readFlag: sysAnnouncementSend.readFlag } })
    .from(sysAnnouncementSend)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
    .where(and(eq(sysAnnouncementSend.userId, userId), eq(sysAnnouncementSend.readFlag, 0), visibleTo(userId)))
    .orderBy(desc(sysAnnouncement.sendTime));
  const notices = rows.filter((r) => r.a.msgCategory === '1');
  const system = rows.filter((r) => r.a.msgCategory === '2');
  return {
    anntMsgList: notices.slice(0, LIST_LIMIT).map((r) => toAnnouncement(r.a, r.s)),
    anntMsgTotal: notices.length,
    sysMsgList: system.slice(0, LIST_LIMIT).map((r) => toAnnouncement(r.a, r.s)),
    sysMsgTotal: system.length,
    updPwd: pwdWeak,
  };
}

export async function markRead(db: Db, userId: string, anntId: string) {
  await deliver(db, userId);
  await db
    .update(sysAnnouncementSend)
    .set({ readFlag: 1, readTime: new Date(), updateTime: new Date() })
    .where(and(eq(sysAnnouncementSend.userId, userId), eq(sysAnnouncementSend.anntId, anntId)));
}

export async function markAllRead(db: Db, userId: string) {
  await deliver(db, userId);
  await db
    .update(sysAnnouncementSend)
    .set({ readFlag: 1, readTime: new Date(), updateTime: new Date() })
    .where(and(eq(sysAnnouncementSend.userId, userId), eq(sysAnnouncementSend.readFlag, 0)));
}

export async function findVisible(db: Db, userId: string, id: string): Promise<Announcement | null> {
  const [r] = await db.select().from(sysAnnouncement).where(and(eq(sysAnnouncement.id, id), visibleTo(userId)));
  return r ? toAnnouncement(r) : null;
}
