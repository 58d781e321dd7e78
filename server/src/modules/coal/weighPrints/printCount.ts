import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { notFound } from '../../../core/crud/service';
import { coalWeighing } from '../weighing/table';

/**
 * Counts a print of a weighing (coal-domain.md: a record's print count): one guarded single-row update of
 * `print_count` alone, in the caller's tenant, so two clerks printing at once each add one and nothing else on the
 * record (its update time included) moves. Answers the count after this print.
 */
export async function countPrint(db: Db, id: string, tenantId: number | null): Promise<number> {
  if (tenantId === null) throw notFound();
  const [row] = await db
    .update(coalWeighing)
    .set({ printCount: sql`${coalWeighing.printCount} + 1` })
    .where(and(eq(coalWeighing.id, id), eq(coalWeighing.tenantId, tenantId)))
    .returning({ printCount: coalWeighing.printCount });
  if (!row) throw notFound();
  return row.printCount;
}
