import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { businessTimeZone, formatBusinessDate } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';
import { coalWeighing } from '../weighing/table';
import { coalWeighingDaily } from './table';

/** A transaction or the database: drizzle's transaction has the same query surface. */
type Tx = Pick<Db, 'insert' | 'delete' | 'execute' | 'select'>;

/** What the daily sums need of a weighing row (a completed one: gross time and weights set). */
export type DailyWeighing = Pick<typeof coalWeighing.$inferSelect, 'tenantId' | 'grossTime' | 'direction' | 'consumerId' | 'supplierId' | 'materialId' | 'carrierId' | 'carId' | 'driverName' | 'netKg' | 'settleKg'>;

/** The key columns of a weighing's daily row: the gross weighing's China date; the customer of a sale, the supplier of a purchase. */
function keyOf(w: DailyWeighing) {
  if (!w.grossTime) throw new Error('weighing without gross time cannot be summed by day');
  return {
    tenantId: w.tenantId ?? 0,
    day: formatBusinessDate(w.grossTime),
    direction: w.direction,
    counterpartyId: (w.direction === 'purchase' ? w.supplierId : w.consumerId) ?? '',
    materialId: w.materialId,
    carrierId: w.carrierId,
    carId: w.carId,
    driverName: w.driverName ?? '',
  };
}

/** Adds to (or subtracts from) one key's sums; the row is made on first use. */
async function upsert(tx: Tx, w: DailyWeighing, trips: number, netKg: number, settleKg: number): Promise<void> {
  const d = coalWeighingDaily;
  await tx
    .insert(d)
    .values({ ...keyOf(w), trips, netKg, settleKg, updateTime: new Date() })
    .onConflictDoUpdate({
      target: [d.tenantId, d.day, d.direction, d.counterpartyId, d.materialId, d.carrierId, d.carId, d.driverName],
      set: { trips: sql`${d.trips} + ${trips}`, netKg: sql`${d.netKg} + ${netKg}`, settleKg: sql`${d.settleKg} + ${settleKg}`, updateTime: new Date() },
    });
}

/**
 * A completed weighing counts once (+1) in its day's sums; its void or 冲红 takes it out again (−1). Called by the
 * weighing writes inside their own transaction, so the sums move exactly when the weighing does.
 */
export async function applyWeighingToDaily(tx: Tx, w: DailyWeighing, sign: 1 | -1): Promise<void> {
  await upsert(tx, w, sign, sign * (w.netKg ?? 0), sign * (w.settleKg ?? 0));
}

/** 扣重 changes only the settle weight of a counted weighing: the delta (negative for a deduction). */
export async function applySettleDeltaToDaily(tx: Tx, w: DailyWeighing, settleDeltaKg: number): Promise<void> {
  await upsert(tx, w, 0, 0, settleDeltaKg);
}

/**
 * The daily sums of a tenant recomputed from its completed weighings (all days, or from/to inclusive): the days'
 * rows deleted and summed again in one transaction. For rows written around the weighing calls (the demo) and for
 * an operator who doubts the sums; the tests compare it with the live upkeep.
 */
export async function rebuildWeighingDaily(db: Db, tenantId: number, fromDay?: string, toDay?: string): Promise<number> {
  const d = coalWeighingDaily;
  const w = coalWeighing;
  const day = sql`(${w.grossTime} at time zone ${businessTimeZone()})::date`;
  return db.transaction(async (tx) => {
    // Two rebuilds of one tenant at once would both insert the same keys: the second waits for the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coal_weighing_daily:${tenantId}`}))`);
    await tx.delete(d).where(and(eq(d.tenantId, tenantId), fromDay ? gte(d.day, fromDay) : undefined, toDay ? lte(d.day, toDay) : undefined));
    const res = await tx.execute(sql`
      insert into coal_weighing_daily (tenant_id, day, direction, counterparty_id, material_id, carrier_id, car_id, driver_name, trips, net_kg, settle_kg, update_time)
      select ${w.tenantId}, ${day}, ${w.direction}, coalesce(case when ${w.direction} = 'purchase' then ${w.supplierId} else ${w.consumerId} end, ''),
             ${w.materialId}, ${w.carrierId}, ${w.carId}, coalesce(${w.driverName}, ''), count(*), coalesce(sum(${w.netKg}), 0), coalesce(sum(${w.settleKg}), 0), now()
        from ${w}
       where ${w.tenantId} = ${tenantId} and ${w.status} = 'completed' and ${w.grossTime} is not null
         ${fromDay ? sql`and ${day} >= ${fromDay}::date` : sql``}
         ${toDay ? sql`and ${day} <= ${toDay}::date` : sql``}
       group by 1, 2, 3, 4, 5, 6, 7, 8`);
    return Number((res as { rowCount?: number; affectedRows?: number }).rowCount ?? (res as { affectedRows?: number }).affectedRows ?? 0);
  });
}

/** sys_config key: the daily sums were rebuilt once since migration 0015 added the driver's name to their key. */
export const DAILY_DRIVER_MARKER = 'upgraded:coal_weighing_daily:driver_name';

/**
 * Migration 0015 added the driver's name to the daily sums' key; the rows summed before it hold every trip under ''.
 * Run at every start (prepare-db.ts) and doing its work once per database: each tenant with such rows has its sums
 * rebuilt from the weighings (`rebuildWeighingDaily`, the business zone of this start), then a marker in sys_config
 * records it. A new database has no such rows: only the marker is written. Two instances starting at once both may
 * rebuild; the rebuilds take the tenant's lock in turn and give the same rows. Returns the tenants rebuilt.
 */
export async function upgradeDailyDriverNames(db: Db): Promise<number[]> {
  const [done] = await db.select({ key: sysConfig.key }).from(sysConfig).where(eq(sysConfig.key, DAILY_DRIVER_MARKER));
  if (done) return [];
  const d = coalWeighingDaily;
  const tenants = (await db.selectDistinct({ tenantId: d.tenantId }).from(d).where(eq(d.driverName, ''))).map((r) => r.tenantId);
  for (const tenantId of tenants) await rebuildWeighingDaily(db, tenantId);
  await db.insert(sysConfig).values({ key: DAILY_DRIVER_MARKER, value: new Date().toISOString() }).onConflictDoNothing();
  return tenants;
}
