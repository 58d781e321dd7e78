import { qualityTestMeta } from '@meiyun/shared';
import { asc, eq, inArray, and } from 'drizzle-orm';
import { bindEntity, type ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { coalQualityTest, coalQualityTestWeighing } from './table';

/** The menu key of the list; its data rules apply to the list. */
export const QUALITY_MENU = 'menu:coal:qualityTest';

/**
 * 煤质化验 through the entity kit for its list, queryById and export, in the caller's tenant and organisation; add
 * and edit are the feature's own (routes.ts: the batch, the codes and the derived values are the server's). The
 * sampling and preparation codes are secret columns, so no list, export or data log shows them to the lab. Every
 * record carries `weighingIds`, the weighings it covers.
 */
export const qualityTestEntity = bindEntity({
  meta: qualityTestMeta,
  table: coalQualityTest,
  columns: { weighingIds: null },
  secretColumns: ['sampleNo', 'prepNo'],
  menuKey: QUALITY_MENU,
  hooks: {
    decorate: async (ctx, records) => decorateTests(ctx.db, records),
  },
});

export async function decorateTests(db: Db, records: ApiRecord[]): Promise<void> {
  if (!records.length) return;
  const ids = records.map((r) => r.id);
  const rows = await db
    .select({ testId: coalQualityTestWeighing.testId, weighingId: coalQualityTestWeighing.weighingId })
    .from(coalQualityTestWeighing)
    .where(and(inArray(coalQualityTestWeighing.testId, ids)))
    .orderBy(asc(coalQualityTestWeighing.addedTime), asc(coalQualityTestWeighing.weighingId));
  const byTest = new Map<string, string[]>();
  for (const r of rows) byTest.set(r.testId, [...(byTest.get(r.testId) ?? []), r.weighingId]);
  for (const r of records) r.weighingIds = byTest.get(r.id) ?? [];
}

/** The stored row of a test (secret columns included), for the feature's own writes. */
export async function testRow(db: Db, id: string) {
  const [row] = await db.select().from(coalQualityTest).where(eq(coalQualityTest.id, id));
  return row;
}
