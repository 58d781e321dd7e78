import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { notFound } from '../../../core/crud/service';
import { coalSettlement } from '../settlement/table';

/**
 * Counts a print of a settlement sheet: one guarded single-row update of `print_count` alone, in the caller's tenant,
 * so two clerks printing at once each add one. `rev` is left alone on purpose: printing changes nothing a reviewer
 * decides on, so a review opened before somebody printed still goes through. Answers the count after this print.
 */
export async function countSettlementPrint(db: Db, id: string, tenantId: number | null): Promise<number> {
  if (tenantId === null) throw notFound();
  const [row] = await db
    .update(coalSettlement)
    .set({ printCount: sql`${coalSettlement.printCount} + 1` })
    .where(and(eq(coalSettlement.id, id), eq(coalSettlement.tenantId, tenantId)))
    .returning({ printCount: coalSettlement.printCount });
  if (!row) throw notFound();
  return row.printCount;
}
