import { and, eq, inArray } from 'drizzle-orm';
import { TenantStatus } from '@meiyun/shared';
import type { Db } from '../db/client';
import { sysTenant } from '../db/schema/index';

export const TenantTexts = {
  frozen: '该租户已冻结',
  allFrozen: '该用户所属租户已冻结',
} as const;

/** Of the given tenant ids, those frozen. Ids without a tenant row are not frozen (nothing was decided about them). */
export async function frozenTenantIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: sysTenant.id }).from(sysTenant).where(and(inArray(sysTenant.id, ids), eq(sysTenant.status, TenantStatus.frozen)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The tenant a user works in by default: the first of theirs that is not frozen; null when they have none;
 * undefined when every one of them is frozen (the user may not work at all).
 */
export function defaultTenant(ids: number[], frozen: ReadonlySet<number>): number | null | undefined {
  if (!ids.length) return null;
  return ids.find((id) => !frozen.has(id));
}
