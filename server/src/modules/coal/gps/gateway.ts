import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GpsGatewayTokenIssued } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { coalGpsGateway } from './table';
import { GpsTexts } from './texts';

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 256 random bits, URL-safe, with a prefix that says what it is when it turns up in a gateway's config or a chat. */
const newToken = () => `mgt_${randomBytes(32).toString('base64url')}`;

export interface GatewayRow {
  id: string;
  tenantId: number;
  name: string;
}

/** The enabled gateway holding this token, or undefined (no token, a rotated one, a disabled gateway: all alike). */
export async function gatewayOfToken(ctx: AppContext, token: string | undefined): Promise<GatewayRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await ctx.db
    .select({ id: coalGpsGateway.id, tenantId: coalGpsGateway.tenantId, name: coalGpsGateway.name })
    .from(coalGpsGateway)
    .where(and(eq(coalGpsGateway.tokenHash, hashToken(token)), eq(coalGpsGateway.enabled, true)));
  return row && row.tenantId !== null ? { ...row, tenantId: row.tenantId } : undefined;
}

/**
 * 更换令牌: a new token for a gateway of the caller's tenant, replacing any before it at once (the old one is refused
 * from the next batch: the gateway is looked up by hash on every batch, nothing caches it). Only the hash and the
 * last four characters are stored; the token itself is in this reply alone.
 */
export async function rotateGatewayToken(ctx: AppContext, auth: RequestAuth, id: string): Promise<GpsGatewayTokenIssued & { name: string }> {
  if (orgOf(auth.user)) throw new BizError(GpsTexts.staffOnly);
  if (auth.tenantId === null) throw new BizError(GpsTexts.gatewayMissing);
  const token = newToken();
  const tokenHint = token.slice(-4);
  const [row] = await ctx.db
    .update(coalGpsGateway)
    .set({ tokenHash: hashToken(token), tokenHint, updateBy: auth.user.username, updateTime: new Date() })
    .where(and(eq(coalGpsGateway.id, id), eq(coalGpsGateway.tenantId, auth.tenantId)))
    .returning({ id: coalGpsGateway.id, name: coalGpsGateway.name });
  if (!row) throw new BizError(GpsTexts.gatewayMissing);
  return { id: row.id, name: row.name, token, tokenHint };
}

/**
 * When a gateway last posted: written at most once per `everyMs` per gateway by this instance, after the batch, so
 * a gateway posting several batches a second does not queue writers on its one row.
 */
export function lastSeenWriter(ctx: AppContext, everyMs = 30_000) {
  const written = new Map<string, number>();
  return async (gatewayId: string, now = Date.now()) => {
    const last = written.get(gatewayId);
    if (last !== undefined && now - last < everyMs) return;
    written.set(gatewayId, now);
    await ctx.db.update(coalGpsGateway).set({ lastSeenTime: new Date(now) }).where(eq(coalGpsGateway.id, gatewayId));
  };
}
