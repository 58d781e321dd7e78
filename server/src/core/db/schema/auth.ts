import { index, integer, primaryKey, text, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tz } from './common';

/** Server side of every token: the row decides whether a token still works. */
export const sysSession = pgTable(
  'sys_session',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    tenantId: integer('tenant_id'),
    orgCode: text('org_code'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: tz('created_at').notNull().default(sql`now()`),
    lastSeenAt: tz('last_seen_at').notNull().default(sql`now()`),
    /** Absolute end, however active the session is. */
    expiresAt: tz('expires_at').notNull(),
    endedAt: tz('ended_at'),
    /** logout, force, frozen, password, ... */
    endReason: text('end_reason'),
  },
  (t) => [index('sys_session_user_idx').on(t.userId)],
);

/** Sign-in failure counters: kind user / ip / pair, key the user name, the address or both. */
export const sysLoginAttempt = pgTable(
  'sys_login_attempt',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: tz('last_failure_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

export const sysCaptcha = pgTable('sys_captcha', {
  checkKey: text('check_key').primaryKey(),
  code: text('code').notNull(),
  expiresAt: tz('expires_at').notNull(),
});

/** Per-deployment settings and secrets, generated at first start. */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createTime: tz('create_time').notNull().default(sql`now()`),
});
