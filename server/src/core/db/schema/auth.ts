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

/**
 * SMS verification codes (modules/sys/sms): kept as an HMAC under the deployment's key, never as the digits; one row
 * per code sent, so the same rows count the sends of a phone and of an address for the throttle.
 */
export const sysSmsCode = pgTable(
  'sys_sms_code',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    /** login, register, reset, bind */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: tz('created_at').notNull().default(sql`now()`),
    expiresAt: tz('expires_at').notNull(),
    /** Set when the code was used, or spent by too many wrong tries. */
    usedAt: tz('used_at'),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('sys_sms_code_phone_idx').on(t.phone, t.createdAt), index('sys_sms_code_ip_idx').on(t.ip, t.createdAt)],
);

/** 找回密码's second step: a proven phone's key (hashed) to set one user's password within 10 minutes, once. */
export const sysPasswordReset = pgTable('sys_password_reset', {
  keyHash: text('key_hash').primaryKey(),
  userId: text('user_id').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});
