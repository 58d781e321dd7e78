import { and, eq } from 'drizzle-orm';
import { outsideByM, parseFencePolygon, type FenceShape } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { coalFence } from '../fence/table';

/** The enabled fences bound to a yard (电子围栏 with 绑定场所 = the yard), as shapes; a malformed one is left out. */
export async function fencesOfYard(db: Db, tenantId: number, yardId: string): Promise<FenceShape[]> {
  const rows = await db
    .select({ shape: coalFence.shape, centerLng: coalFence.centerLng, centerLat: coalFence.centerLat, radiusM: coalFence.radiusM, points: coalFence.points })
    .from(coalFence)
    .where(and(eq(coalFence.tenantId, tenantId), eq(coalFence.placeKind, 'yard'), eq(coalFence.placeId, yardId), eq(coalFence.enabled, true), eq(coalFence.delFlag, 0)));
  const shapes: FenceShape[] = [];
  for (const r of rows) {
    if (r.shape === 'polygon') {
      const corners = parseFencePolygon(r.points);
      if (typeof corners !== 'string') shapes.push({ kind: 'polygon', corners });
    } else if (r.centerLng !== null && r.centerLat !== null && r.radiusM) {
      shapes.push({ kind: 'circle', center: [Number(r.centerLng), Number(r.centerLat)], radiusM: r.radiusM });
    }
  }
  return shapes;
}

/** 0 when the point is inside one of the fences, else the metres to the nearest. */
export const outsideFencesM = (fences: readonly FenceShape[], p: [number, number]) => Math.min(...fences.map((f) => outsideByM(f, p)));
