import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, tz } from '../../../core/db/schema/common';

/**
 * A provider's account linked to one of our users (第三方账号). The provider names the account by its issuer and
 * subject (OIDC `iss` + `sub`; CAS: the server's address and the user name it answers), which never change for the
 * account, unlike an e-mail address. `tenant_id` is the tenant the link was made in: its administrators see and undo
 * it. One account links to one user; a user holds at most one account per provider.
 */
export const sysThirdAccount = pgTable(
  'sys_third_account',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    userId: text('user_id').notNull(),
    thirdType: text('third_type').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    displayName: text('display_name'),
    email: text('email'),
    lastLoginTime: tz('last_login_time'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sys_third_account_subject_uq').on(t.thirdType, t.issuer, t.subject),
    uniqueIndex('sys_third_account_user_uq').on(t.userId, t.thirdType, t.issuer),
    index('sys_third_account_tenant_idx').on(t.tenantId, t.createTime),
  ],
);

/**
 * The short-lived steps of a third-party sign-in, keyed by the SHA-256 of a random value the browser holds:
 * `flow` — an OIDC authorization request on its way (the PKCE verifier and nonce the callback needs; the state's
 * hash is the key and the browser's cookie holds the state); `ticket` — a provider's proven account, handed to the
 * page by `/oauth2-app/login` to sign in with (linked) or to link (not yet). Both are used once and expire.
 */
export const sysThirdLogin = pgTable(
  'sys_third_login',
  {
    keyHash: text('key_hash').primaryKey(),
    kind: text('kind').notNull(),
    thirdType: text('third_type').notNull(),
    issuer: text('issuer'),
    subject: text('subject'),
    displayName: text('display_name'),
    email: text('email'),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('sys_third_login_expires_idx').on(t.expiresAt)],
);
