import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { coalQualityTest, coalQualityTestWeighing } from './table';

/** Measured and derived values of an approved result, as decimal strings ('22.10'; kcal and HGI/G as whole numbers); null when not measured. */
export interface ApprovedResult {
  id: string;
  labNo: string;
  /** Every weighing the result covers (not only the ones asked about), ordered by id. */
  weighingIds: string[];
  values: {
    mt: string | null;
    mad: string | null;
    aad: string | null;
    vad: string | null;
    stad: string | null;
    qgrAd: string | null;
    qnetArMj: string | null;
    hgi: string | null;
    g: string | null;
    ad: string | null;
    vdaf: string | null;
    std: string | null;
    star: string | null;
    fcad: string | null;
    qnetArKcal: string | null;
  };
}

const str = (v: string | number | null) => (v === null ? null : String(v));

/**
 * For settlement (docs/quality.md "For settlement"): the approved results of `tenantId` covering any of
 * `weighingIds`, each with all the weighings it covers and its values. Only 已批准 counts; a voided test never
 * reaches here (and a weighing is in at most one live test). Read with the caller's `db`, so a settlement's
 * transaction sees the same rows it locks. Ordered by approval time, then id.
 */
export async function approvedResultsFor(db: Db, tenantId: number | null, weighingIds: readonly string[]): Promise<ApprovedResult[]> {
  if (!weighingIds.length) return [];
  const tenant = tenantId === null ? sql`${coalQualityTest.tenantId} is null` : eq(coalQualityTest.tenantId, tenantId);
  // A month's settlement may ask about thousands of weighings: asked 5 000 at a time, well within the bind limit.
  const byId = new Map<string, typeof coalQualityTest.$inferSelect>();
  const asked = [...new Set(weighingIds)];
  for (let i = 0; i < asked.length; i += 5000) {
    const chunk = asked.slice(i, i + 5000);
    const rows = await db
      .select()
      .from(coalQualityTest)
      .where(and(tenant, eq(coalQualityTest.status, 'approved'), inArray(coalQualityTest.id, db.select({ id: coalQualityTestWeighing.testId }).from(coalQualityTestWeighing).where(inArray(coalQualityTestWeighing.weighingId, chunk)))));
    for (const r of rows) byId.set(r.id, r);
  }
  const tests = [...byId.values()].sort((a, b) => (a.approvedTime?.getTime() ?? 0) - (b.approvedTime?.getTime() ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (!tests.length) return [];
  const links = await db
    .select({ testId: coalQualityTestWeighing.testId, weighingId: coalQualityTestWeighing.weighingId })
    .from(coalQualityTestWeighing)
    .where(inArray(coalQualityTestWeighing.testId, tests.map((t) => t.id)))
    .orderBy(asc(coalQualityTestWeighing.weighingId));
  return tests.map((t) => ({
    id: t.id,
    labNo: t.labNo,
    weighingIds: links.filter((l) => l.testId === t.id).map((l) => l.weighingId),
    values: {
      mt: t.mt, mad: t.mad, aad: t.aad, vad: t.vad, stad: t.stad, qgrAd: t.qgrAd, qnetArMj: t.qnetArMj,
      hgi: str(t.hgi), g: str(t.g),
      ad: t.ad, vdaf: t.vdaf, std: t.std, star: t.star, fcad: t.fcad,
      qnetArKcal: str(t.qnetArKcal),
    },
  }));
}
