import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from '../../../core/db/schema/common';

/**
 * 磅秤接入: one row per scale that has had an agent token, beside the scale's base-data row so that issuing a token
 * or an agent coming and going is not an edit of the scale (its data log stays the clerks' edits). Only the token's
 * sha256 is kept: the token itself is shown once. The agent is found by that hash alone (unique), since a scale's
 * code is unique only within its tenant.
 */
export const coalScaleLink = pgTable(
  'coal_scale_link',
  {
    scaleId: text('scale_id').primaryKey(),
    tenantId: integer('tenant_id'),
    tokenHash: text('token_hash'),
    tokenIssuedAt: tz('token_issued_at'),
    tokenIssuedBy: text('token_issued_by'),
    /** When an agent last connected, left, or (at most once a minute) streamed. */
    lastSeenAt: tz('last_seen_at'),
    /** How long a weight must hold within one division before a capture (ms). */
    holdMs: integer('hold_ms').notNull().default(2000),
    updateTime: tz('update_time'),
  },
  (t) => [uniqueIndex('coal_scale_link_token_uq').on(t.tokenHash)],
);
