import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Announcement, ListByUserResult, Page, PasswordChangeReason } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { sysUser } from '../../../core/db/schema/index';
import { sysAnnouncement, sysAnnouncementSend } from './table';
import { membersOf, ownedBy } from '../../../core/tenancy/index';
import { fmtTime } from '../../../core/http/dates';

type Row = typeof sysAnnouncement.$inferSelect;

const LIST_LIMIT = 50;

/** Who reads: the user and the tenant their session works in (an announcement belongs to one tenant). */
export interface Reader {
  userId: string;
  tenantId: number | null;
}

/** Published, not deleted, not expired, of the reader's tenant, and addressed to everyone there or to this user. */
function visibleTo({ userId, tenantId }: Reader) {
  return and(
    ownedBy(sysAnnouncement.tenantId, tenantId),
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
async function deliver(db: Db, { userId, tenantId }: Reader) {
  if (tenantId === null) return;
  await db.execute(sql`
    insert into sys_announcement_send (id, annt_id, user_id, read_flag)
    select replace(gen_random_uuid()::text, '-', ''), a.id, ${userId}, 0
    from sys_announcement a
    where a.tenant_id = ${tenantId} and a.send_status = '1' and a.del_flag = 0 and (a.end_time is null or a.end_time > now())
      and (a.msg_type = 'ALL' or ${userId} = any(string_to_array(a.user_ids, ',')))
      and not exists (select 1 from sys_announcement_send s where s.annt_id = a.id and s.user_id = ${userId})
    on conflict do nothing`);
}

export async function listUnread(db: Db, reader: Reader, pwdChangeReason: PasswordChangeReason | null): Promise<ListByUserResult> {
  const { userId } = reader;
  await deliver(db, reader);
  const rows = await db
    .select({ a: sysAnnouncement, s: { id: sysAnnouncementSend.id, readFlag: sysAnnouncementSend.readFlag } })
    .from(sysAnnouncementSend)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
    .where(and(eq(sysAnnouncementSend.userId, userId), eq(sysAnnouncementSend.readFlag, 0), visibleTo(reader)))
    .orderBy(desc(sysAnnouncement.sendTime));
  const notices = rows.filter((r) => r.a.msgCategory === '1');
  const system = rows.filter((r) => r.a.msgCategory === '2');
  return {
    anntMsgList: notices.slice(0, LIST_LIMIT).map((r) => toAnnouncement(r.a, r.s)),
    anntMsgTotal: notices.length,
    sysMsgList: system.slice(0, LIST_LIMIT).map((r) => toAnnouncement(r.a, r.s)),
    sysMsgTotal: system.length,
    updPwd: pwdChangeReason !== null,
    updPwdReason: pwdChangeReason,
  };
}

export async function markRead(db: Db, reader: Reader, anntId: string) {
  const { userId } = reader;
  await deliver(db, reader);
  await db
    .update(sysAnnouncementSend)
    .set({ readFlag: 1, readTime: new Date(), updateTime: new Date() })
    .where(and(eq(sysAnnouncementSend.userId, userId), eq(sysAnnouncementSend.anntId, anntId)));
}

export async function markAllRead(db: Db, reader: Reader) {
  const { userId } = reader;
  await deliver(db, reader);
  await db
    .update(sysAnnouncementSend)
    .set({ readFlag: 1, readTime: new Date(), updateTime: new Date() })
    .where(and(eq(sysAnnouncementSend.userId, userId), eq(sysAnnouncementSend.readFlag, 0)));
}

export async function findVisible(db: Db, reader: Reader, id: string): Promise<Announcement | null> {
  const [r] = await db.select().from(sysAnnouncement).where(and(eq(sysAnnouncement.id, id), visibleTo(reader)));
  return r ? toAnnouncement(r) : null;
}

export interface Actor {
  username: string;
  realname: string | null;
}

/**
 * Publishes a draft (or a revoked) announcement: to everyone (cmd topic) or to its chosen users (cmd user), whose
 * bells reload at once through their sockets. Send rows for chosen users are written now; those to everyone are
 * delivered on each user's next read.
 */
export async function publish(ctx: AppContext, id: string, by: Actor, tenantId: number | null): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    const [a] = await tx
      .select()
      .from(sysAnnouncement)
      .where(and(eq(sysAnnouncement.id, id), eq(sysAnnouncement.delFlag, 0), ownedBy(sysAnnouncement.tenantId, tenantId)))
      .for('update');
    if (!a) throw new BizError('未找到对应数据');
    if (a.sendStatus === '1') throw new BizError('该通告已发布，请勿重复发布');
    if (a.endTime && a.endTime.getTime() <= Date.now()) throw new BizError('该通告已过结束时间，不能发布');
    // Only users of the announcement's tenant receive it.
    const named = a.msgType === 'USER' ? splitIds(a.userIds) : [];
    const userIds = named.length
      ? (await tx.select({ id: sysUser.id }).from(sysUser).where(and(inArray(sysUser.id, named), membersOf(sysUser.relTenantIds, a.tenantId)))).map((u) => u.id)
      : [];
    if (a.msgType === 'USER' && !userIds.length) throw new BizError('请选择接收通告的用户');
    const now = new Date();
    const [updated] = await tx
      .update(sysAnnouncement)
      .set({ sendStatus: '1', sendTime: now, cancelTime: null, sender: a.sender || by.realname || by.username, updateBy: by.username, updateTime: now })
      .where(eq(sysAnnouncement.id, id))
      .returning();
    // Published again after a revoke (and perhaps an edit): it is news again for those who had read it.
    await tx.update(sysAnnouncementSend).set({ readFlag: 0, readTime: null, updateTime: now }).where(eq(sysAnnouncementSend.anntId, id));
    if (userIds.length) {
      await tx
        .insert(sysAnnouncementSend)
        .values(userIds.map((userId) => ({ anntId: id, userId, readFlag: 0, createBy: by.username })))
        .onConflictDoNothing();
    }
    return updated;
  });
  await push(ctx, row);
}

/** Withdraws a published announcement: it leaves every bell (which reloads at once) and every 'my announcements'. */
export async function revoke(ctx: AppContext, id: string, by: Actor, tenantId: number | null): Promise<void> {
  const [a] = await ctx.db
    .select()
    .from(sysAnnouncement)
    .where(and(eq(sysAnnouncement.id, id), eq(sysAnnouncement.delFlag, 0), ownedBy(sysAnnouncement.tenantId, tenantId)));
  if (!a) throw new BizError('未找到对应数据');
  if (a.sendStatus !== '1') throw new BizError('该通告未发布，无需撤销');
  const now = new Date();
  const [row] = await ctx.db
    .update(sysAnnouncement)
    .set({ sendStatus: '2', cancelTime: now, updateBy: by.username, updateTime: now })
    .where(and(eq(sysAnnouncement.id, id), eq(sysAnnouncement.sendStatus, '1')))
    .returning();
  if (!row) throw new BizError('该通告未发布，无需撤销');
  await push(ctx, row);
}

function splitIds(s: string | null): string[] {
  return [...new Set((s ?? '').split(',').map((x) => x.trim()).filter(Boolean))];
}

/** A failed push is not a failed publish: the bells still find the change on their next poll. */
async function push(ctx: AppContext, a: Row) {
  try {
    // An announcement to everyone reaches everyone of its tenant: other tenants' bells never see its title.
    const ids =
      a.msgType === 'USER'
        ? splitIds(a.userIds)
        : (await ctx.db.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.delFlag, 0), membersOf(sysUser.relTenantIds, a.tenantId)))).map((u) => u.id);
    await ctx.sockets.toUsers(ids, a.id, a.titile, a.msgType === 'USER' ? 'user' : 'topic');
  } catch {
    // see above
  }
}

export interface MyAnnouncementQuery {
  pageNo: number;
  pageSize: number;
  titile?: string;
  readFlag?: 0 | 1;
}

/** The user's announcements, read and unread, newest first (my announcements page). */
export async function listMine(db: Db, reader: Reader, q: MyAnnouncementQuery): Promise<Page<Announcement>> {
  await deliver(db, reader);
  const cond = [eq(sysAnnouncementSend.userId, reader.userId), visibleTo(reader)];
  if (q.titile) cond.push(sql`position(lower(${q.titile}) in lower(${sysAnnouncement.titile})) > 0`);
  if (q.readFlag !== undefined) cond.push(eq(sysAnnouncementSend.readFlag, q.readFlag));
  const where = and(...cond);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sysAnnouncementSend)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
    .where(where);
  const rows = await db
    .select({ a: sysAnnouncement, s: { id: sysAnnouncementSend.id, readFlag: sysAnnouncementSend.readFlag } })
    .from(sysAnnouncementSend)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
    .where(where)
    .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncement.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const total = Number(n);
  return {
    records: rows.map((r) => toAnnouncement(r.a, r.s)),
    total,
    size: q.pageSize,
    current: q.pageNo,
    pages: Math.ceil(total / q.pageSize),
  };
}
