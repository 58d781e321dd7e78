import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { coalDispatchPlan } from '../dispatchPlan/table';
import { coalQualityTest, coalQualityTestWeighing } from '../qualityTest/table';
import { derivedColumns } from '../qualityTest/values';
import { DEMO_WEIGHING_MARKER } from '../weighing/demo';
import { coalWeighing } from '../weighing/table';
import { DEMO_TENANT as TENANT } from './company';
import { stepsBefore } from './days';
import { seededRandom, type Random } from './random';

/** The marker remembering the quality demo rows were written (sys_config). */
export const DEMO_QUALITY_MARKER = 'seeded:demo:quality';

const CODE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const MIN = 60_000;

/** A value between `min` and `max` with `places` decimals, as the lab writes it. */
const between = (r: Random, min: number, max: number, places = 2) => (min + r.next() * (max - min)).toFixed(places);

/**
 * A believable thermal coal of 5 000–5 500 kcal/kg: Mt 10–16 %, Mad 2–5 %, Aad 18–25 %, Vad 25–30 %, St,ad
 * 0.60–0.70 %, Qnet,ar 20.9–23.0 MJ/kg and Qgr,ad about 2.3 MJ/kg above it; HGI 52–65.
 */
export function demoCoal(r: Random) {
  const qnetArMj = between(r, 20.9, 23.0);
  return {
    mt: between(r, 10, 16, 1) + '0',
    mad: between(r, 2, 5),
    aad: between(r, 18, 25),
    vad: between(r, 25, 30),
    stad: between(r, 0.6, 0.7),
    qgrAd: (Number(qnetArMj) + 2.2 + r.next() * 0.3).toFixed(2),
    qnetArMj,
    hgi: r.int(52, 65),
  };
}

/**
 * DEMO_DATA=1: each completed weighing of the demo yard sampled on its own (a truck sampled as it leaves the
 * scale), the result entered by the lab, reviewed and approved by the quality supervisor: what a settlement will
 * read. Written once, after the weighbridge's demo rows, under its own marker.
 */
export async function seedDemoQuality(db: Db, now = new Date()): Promise<Record<string, number> | null> {
  const markers = await db.select({ key: sysConfig.key }).from(sysConfig).where(sql`${sysConfig.key} in (${DEMO_WEIGHING_MARKER}, ${DEMO_QUALITY_MARKER})`);
  if (!markers.some((m) => m.key === DEMO_WEIGHING_MARKER) || markers.some((m) => m.key === DEMO_QUALITY_MARKER)) return null;
  const done = await db
    .select({ w: coalWeighing, planNo: coalDispatchPlan.planNo })
    .from(coalWeighing)
    .innerJoin(coalDispatchPlan, eq(coalDispatchPlan.id, coalWeighing.planId))
    .where(and(eq(coalWeighing.tenantId, TENANT), eq(coalWeighing.status, 'completed'), sql`not exists (select 1 from coal_quality_test_weighing q where q.weighing_id = ${coalWeighing.id} and q.active)`))
    .orderBy(asc(coalWeighing.grossTime));
  const r = seededRandom(20261126);
  const tests = done.map(({ w, planNo }, i) => {
    const values = demoCoal(r);
    // Sampled 5 minutes after the gross weight, entered a minute later, reviewed and approved within two hours.
    const [sampledAt, createTime, reviewedTime, approvedTime] = stepsBefore(w.grossTime ?? w.createTime, [5 * MIN, 6 * MIN, (90 + i) * MIN, (120 + i) * MIN], now);
    const day = w.weighNo.match(/\d{8}/)?.[0] ?? '';
    return {
      id: seedId(`demo:quality:${w.id}`),
      tenantId: TENANT,
      sampleNo: `CY${day}${r.chars(CODE, 4)}`,
      prepNo: `ZY${r.chars(CODE, 8)}`,
      labNo: `HY${r.chars(CODE, 8)}`,
      status: 'approved',
      planId: w.planId,
      planNo,
      contractId: w.contractId,
      contractNo: w.contractNo,
      materialId: w.materialId,
      consumerId: w.consumerId,
      supplierId: w.supplierId,
      weighingCount: 1,
      sampledAt,
      lab: '山西省煤炭质量检测中心',
      ...values,
      ...derivedColumns(values),
      enteredBy: 'demo',
      reviewedBy: 'demo',
      reviewedTime,
      approvedBy: 'admin',
      approvedTime,
      createBy: 'admin',
      createTime,
      weighingId: w.id,
    };
  });
  let written = 0;
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_QUALITY_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first || !tests.length) return;
    await tx.insert(coalQualityTest).values(tests.map(({ weighingId: _w, ...t }) => t));
    await tx.insert(coalQualityTestWeighing).values(tests.map((t) => ({ testId: t.id, weighingId: t.weighingId, tenantId: TENANT, addedTime: t.createTime })));
    written = tests.length;
  });
  return written ? { qualityTests: written } : null;
}
