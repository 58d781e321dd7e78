import { and, eq, or } from 'drizzle-orm';
import { fenceMeta, parseFencePolygon, type Fence, type FenceShape } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import { coalFence } from '../fence/table';

/** A fence that rings the bell: its shape for the enter/leave logic and what the alarm and the message name. */
export interface AlarmFence extends Fence {
  name: string;
  alarmEnter: boolean;
  alarmLeave: boolean;
}

/** The list kit's live-list channel (core/realtime/entity-changes.ts): every committed fence write is told there. */
const ENTITY_CHANGED = 'entity:changed';
const TTL_MS = 30_000;

function shapeOf(r: { shape: string; centerLng: string | null; centerLat: string | null; radiusM: number | null; points: string | null }): FenceShape | undefined {
  if (r.shape === 'circle') {
    if (r.centerLng === null || r.centerLat === null || !r.radiusM) return undefined;
    return { kind: 'circle', center: [Number(r.centerLng), Number(r.centerLat)], radiusM: r.radiusM };
  }
  const corners = parseFencePolygon(r.points);
  return typeof corners === 'string' ? undefined : { kind: 'polygon', corners };
}

/** The tenant's live, enabled fences that alarm on entering or leaving, as the ingest and the demo tracks read them. */
export async function loadAlarmFences(db: Db, tenantId: number): Promise<AlarmFence[]> {
  const rows = await db
    .select({
      id: coalFence.id,
      name: coalFence.name,
      shape: coalFence.shape,
      centerLng: coalFence.centerLng,
      centerLat: coalFence.centerLat,
      radiusM: coalFence.radiusM,
      points: coalFence.points,
      alarmEnter: coalFence.alarmEnter,
      alarmLeave: coalFence.alarmLeave,
    })
    .from(coalFence)
    .where(and(eq(coalFence.tenantId, tenantId), eq(coalFence.delFlag, 0), eq(coalFence.enabled, true), or(eq(coalFence.alarmEnter, true), eq(coalFence.alarmLeave, true))));
  const out: AlarmFence[] = [];
  for (const r of rows) {
    const shape = shapeOf(r);
    if (shape) out.push({ id: r.id, shape, name: r.name, alarmEnter: r.alarmEnter, alarmLeave: r.alarmLeave });
  }
  return out;
}

/**
 * The tenant's live, enabled fences that alarm on entering or leaving, read once per tenant and kept 30 s: a batch
 * arrives every few seconds and fences change a few times a year. A fence added, edited or deleted through its list
 * is told on the live-list channel (on every instance with Redis), which drops the tenant's copy at once; the 30 s
 * bound covers a change made past the product.
 */
export function fenceCache(ctx: AppContext) {
  const kept = new Map<number, { at: number; fences: Promise<AlarmFence[]> }>();
  const unsubscribe = ctx.bus.subscribe(ENTITY_CHANGED, (raw) => {
    const m = raw as { message?: { entity?: unknown }; tenants?: unknown } | null;
    if (m?.message?.entity !== fenceMeta.name) return;
    if (Array.isArray(m.tenants)) for (const t of m.tenants) kept.delete(Number(t));
    else kept.clear();
  });

  const load = (tenantId: number) => loadAlarmFences(ctx.db, tenantId);

  return {
    get(tenantId: number, now = Date.now()): Promise<AlarmFence[]> {
      const hit = kept.get(tenantId);
      if (hit && now - hit.at < TTL_MS) return hit.fences;
      const fences = load(tenantId);
      kept.set(tenantId, { at: now, fences });
      // A failed read is not kept: the next batch tries again.
      fences.catch(() => kept.get(tenantId)?.fences === fences && kept.delete(tenantId));
      return fences;
    },
    close: unsubscribe,
  };
}

export type FenceCache = ReturnType<typeof fenceCache>;
