import { sql } from 'drizzle-orm';
import { smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** 32 hex characters, as JeecgBoot's string ids (a uuid without dashes). */
export const newId = () => crypto.randomUUID().replaceAll('-', '');

export const idColumn = () => text('id').primaryKey().$defaultFn(newId);
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Audit columns every editable table carries. */
export const audit = () => ({
  createBy: text('create_by'),
  createTime: tz('create_time').notNull().default(sql`now()`),
  updateBy: text('update_by'),
  updateTime: tz('update_time'),
});

export const delFlag = () => smallint('del_flag').notNull().default(0);

/**
 * The columns of a business record's timeline line (a contract's, a plan's, a weighing's): what happened, the status
 * it moved from and to, the remark, who and when. Lines are written in the transaction of the change and never changed.
 */
export const timelineColumns = () => ({
  kind: text('kind').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status'),
  remark: text('remark'),
  byUsername: text('by_username').notNull(),
  byRealname: text('by_realname'),
  time: tz('time').notNull().default(sql`now()`),
});

/** What a timeline line records, whatever record it belongs to. */
export interface TimelineLineInput {
  kind: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  remark?: string | null;
  by: { username: string; realname?: string | null };
}

/**
 * The values of `timelineColumns()` for one line. The time is the clock's, not the transaction's start, so the lines
 * one change writes keep their order.
 */
export const timelineValues = (e: TimelineLineInput) => ({
  kind: e.kind,
  fromStatus: e.fromStatus ?? null,
  toStatus: e.toStatus ?? null,
  remark: e.remark?.trim() || null,
  byUsername: e.by.username,
  byRealname: e.by.realname ?? null,
  time: sql`clock_timestamp()`,
});
