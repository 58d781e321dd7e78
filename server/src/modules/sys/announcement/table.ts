import { index, integer, smallint, text, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import { audit, delFlag, idColumn, tz } from '../../../core/db/schema/common';

export const sysAnnouncement = pgTable(
  'sys_announcement',
  {
    id: idColumn(),
    /** Spelled as in the contract. */
    titile: text('titile').notNull(),
    msgContent: text('msg_content'),
    startTime: tz('start_time'),
    endTime: tz('end_time'),
    sender: text('sender'),
    /** L, M, H. */
    priority: text('priority').notNull().default('L'),
    /** 1 notice, 2 system message. */
    msgCategory: text('msg_category').notNull().default('1'),
    /** USER (to user_ids) or ALL. */
    msgType: text('msg_type').notNull().default('ALL'),
    /** 0 draft, 1 published, 2 revoked. */
    sendStatus: text('send_status').notNull().default('0'),
    sendTime: tz('send_time'),
    cancelTime: tz('cancel_time'),
    delFlag: delFlag(),
    busType: text('bus_type'),
    busId: text('bus_id'),
    /** url or component. */
    openType: text('open_type'),
    openPage: text('open_page'),
    /** Comma-separated user ids for msg_type USER. */
    userIds: text('user_ids'),
    msgAbstract: text('msg_abstract'),
    tenantId: integer('tenant_id'),
    ...audit(),
  },
  (t) => [index('sys_announcement_status_idx').on(t.sendStatus, t.msgType)],
);

export const sysAnnouncementSend = pgTable(
  'sys_announcement_send',
  {
    id: idColumn(),
    anntId: text('annt_id').notNull(),
    userId: text('user_id').notNull(),
    /** 0 unread, 1 read. */
    readFlag: smallint('read_flag').notNull().default(0),
    readTime: tz('read_time'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_announcement_send_uq').on(t.userId, t.anntId)],
);
