import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { ScaleLinkTexts, STABLE_HOLD_MS_DEFAULT, STABLE_HOLD_MS_MAX, STABLE_HOLD_MS_MIN, type ScaleLinkInfo, type ScaleTokenIssued, type StationScale } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { fmtTime } from '../../../core/http/dates';
import { BizError } from '../../../core/http/envelope';
import { coalFreightYard } from '../freightYard/table';
import { coalScale } from '../scale/table';
import { scaleReadings } from './readings';
import { coalScaleLink } from './table';

/**
 * Told to every instance when a scale's link changes: a new token (agent sockets holding another close), a new
 * hold or division (open streams use it from the next reading), an agent connected (older streams of that scale
 * close, so one agent feeds a scale), or the scale deleted or its code changed (its agent is cut off).
 */
export const LINK_CHANGED_CHANNEL = 'coal:scale:link';
export type LinkChanged =
  | { kind: 'token'; scaleId: string; tokenHash: string }
  | { kind: 'hold'; scaleId: string; holdMs: number }
  | { kind: 'agent'; scaleId: string; connectionId: string }
  | { kind: 'scale'; scaleId: string; divisionKg: number }
  | { kind: 'gone'; scaleId: string };

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 256 random bits, URL-safe, with a prefix that says what it is when it turns up in a file or a chat. */
const newToken = () => `msk_${randomBytes(32).toString('base64url')}`;

export interface ScaleRow {
  id: string;
  tenantId: number | null;
  code: string;
  name: string;
  yardId: string | null;
  divisionKg: number;
  capacityKg: number;
}

const scaleColumns = {
  id: coalScale.id,
  tenantId: coalScale.tenantId,
  code: coalScale.code,
  name: coalScale.name,
  yardId: coalScale.yardId,
  divisionKg: coalScale.divisionKg,
  capacityKg: coalScale.capacityKg,
};

/** A live scale of the caller's tenant, else 地磅不存在或已删除 (another tenant's scale is not told apart from none). */
export async function scaleOfTenant(ctx: AppContext, auth: RequestAuth, scaleId: string | undefined | null): Promise<ScaleRow> {
  if (!scaleId) throw new BizError(ScaleLinkTexts.scaleRequired);
  if (auth.tenantId === null) throw new BizError(ScaleLinkTexts.scaleMissing);
  const [row] = await ctx.db
    .select(scaleColumns)
    .from(coalScale)
    .where(and(eq(coalScale.id, scaleId), eq(coalScale.tenantId, auth.tenantId), eq(coalScale.delFlag, 0)));
  if (!row) throw new BizError(ScaleLinkTexts.scaleMissing);
  return row;
}

/** The agent's scale by its token and the code it names: both must agree, and the scale must be live. */
export async function scaleOfToken(ctx: AppContext, token: string, code: string): Promise<(ScaleRow & { tokenHash: string; holdMs: number }) | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await ctx.db
    .select({ ...scaleColumns, holdMs: coalScaleLink.holdMs })
    .from(coalScaleLink)
    .innerJoin(coalScale, eq(coalScale.id, coalScaleLink.scaleId))
    .where(and(eq(coalScaleLink.tokenHash, tokenHash), eq(coalScale.delFlag, 0)));
  // The link row's tenant is the scale's; a row whose tenant disagrees (a scale moved by hand) is refused.
  if (!row || row.code !== code) return undefined;
  return { ...row, tokenHash };
}

/** The scale's hold (ms): its own setting, else the default. */
export async function holdOf(ctx: AppContext, scaleId: string): Promise<number> {
  const [row] = await ctx.db.select({ holdMs: coalScaleLink.holdMs }).from(coalScaleLink).where(eq(coalScaleLink.scaleId, scaleId));
  return row?.holdMs ?? STABLE_HOLD_MS_DEFAULT;
}

export async function linkInfo(ctx: AppContext, scale: ScaleRow): Promise<ScaleLinkInfo> {
  const [link] = await ctx.db.select().from(coalScaleLink).where(eq(coalScaleLink.scaleId, scale.id));
  return {
    scaleId: scale.id,
    code: scale.code,
    name: scale.name,
    hasToken: !!link?.tokenHash,
    tokenIssuedAt: fmtTime(link?.tokenIssuedAt),
    tokenIssuedBy: link?.tokenIssuedBy ?? null,
    lastSeenAt: fmtTime(link?.lastSeenAt),
    online: scaleReadings(ctx).online(scale.id),
    holdMs: link?.holdMs ?? STABLE_HOLD_MS_DEFAULT,
    divisionKg: scale.divisionKg,
  };
}

/**
 * 接入令牌: a new token for the scale, replacing any before it. Only its hash is stored; the agents holding the old
 * one are cut off on every instance once the change is committed.
 */
export async function rotateToken(ctx: AppContext, auth: RequestAuth, scale: ScaleRow): Promise<ScaleTokenIssued> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const now = new Date();
  const by = auth.user.realname || auth.user.username;
  await ctx.db
    .insert(coalScaleLink)
    .values({ scaleId: scale.id, tenantId: scale.tenantId, tokenHash, tokenIssuedAt: now, tokenIssuedBy: by, updateTime: now })
    .onConflictDoUpdate({ target: coalScaleLink.scaleId, set: { tokenHash, tokenIssuedAt: now, tokenIssuedBy: by, updateTime: now } });
  await ctx.bus.publish(LINK_CHANGED_CHANNEL, { kind: 'token', scaleId: scale.id, tokenHash } satisfies LinkChanged);
  return { ...(await linkInfo(ctx, scale)), token };
}

export async function setHold(ctx: AppContext, scale: ScaleRow, holdMs: number): Promise<ScaleLinkInfo> {
  if (!Number.isInteger(holdMs) || holdMs < STABLE_HOLD_MS_MIN || holdMs > STABLE_HOLD_MS_MAX) throw new BizError(ScaleLinkTexts.holdRange);
  const now = new Date();
  await ctx.db
    .insert(coalScaleLink)
    .values({ scaleId: scale.id, tenantId: scale.tenantId, holdMs, updateTime: now })
    .onConflictDoUpdate({ target: coalScaleLink.scaleId, set: { holdMs, updateTime: now } });
  await ctx.bus.publish(LINK_CHANGED_CHANNEL, { kind: 'hold', scaleId: scale.id, holdMs } satisfies LinkChanged);
  return linkInfo(ctx, scale);
}

/** When an agent was last seen: at connect, at close and at most once a minute while streaming (not per reading). */
export async function touchLastSeen(ctx: AppContext, scaleId: string, at = new Date()): Promise<void> {
  await ctx.db.update(coalScaleLink).set({ lastSeenAt: at }).where(eq(coalScaleLink.scaleId, scaleId));
}

/** The scales a station may be set to: the tenant's live scales with their yard, in code order. */
export async function stationScales(ctx: AppContext, auth: RequestAuth): Promise<StationScale[]> {
  if (auth.tenantId === null) return [];
  const rows = await ctx.db
    .select({ id: coalScale.id, code: coalScale.code, name: coalScale.name, yardId: coalScale.yardId, yardName: coalFreightYard.name, divisionKg: coalScale.divisionKg, capacityKg: coalScale.capacityKg })
    .from(coalScale)
    .leftJoin(coalFreightYard, eq(coalFreightYard.id, coalScale.yardId))
    .where(and(eq(coalScale.tenantId, auth.tenantId), eq(coalScale.delFlag, 0)))
    .orderBy(asc(coalScale.code));
  const readings = scaleReadings(ctx);
  return rows.map((r) => ({ ...r, online: readings.online(r.id) }));
}

/**
 * The scale list's edits and deletes, as its agent's stream must see them at once: a new division is used from the
 * next reading; a deleted scale, or one whose code changed (the agent names the old one), loses its agent.
 */
export async function scaleChanged(ctx: AppContext, kind: string, records: { id: string; code?: unknown; divisionKg?: unknown }[]): Promise<void> {
  if (kind === 'edit') {
    const [before, after] = records;
    if (!before || !after) return;
    const m: LinkChanged = before.code !== after.code ? { kind: 'gone', scaleId: after.id } : { kind: 'scale', scaleId: after.id, divisionKg: Number(after.divisionKg) };
    await ctx.bus.publish(LINK_CHANGED_CHANNEL, m);
  } else if (kind === 'delete' || kind === 'deleteForever') {
    for (const r of records) await ctx.bus.publish(LINK_CHANGED_CHANNEL, { kind: 'gone', scaleId: r.id } satisfies LinkChanged);
  }
}
