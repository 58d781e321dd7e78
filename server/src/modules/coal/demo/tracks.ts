import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { businessDayStart, businessToday, Fleet, formatBusinessDateTime, type YardPlace } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { coalCar } from '../car/table';
import { coalFreightYard } from '../freightYard/table';
import { tellAlarms } from '../gps/alarms';
import { loadAlarmFences } from '../gps/fences';
import { carsOfPlates, storePoints } from '../gps/ingest';
import { checkPoints } from '../gps/points';
import { coalGpsGateway, coalGpsPoint } from '../gps/table';
import { coalQueueTicket } from '../queue/table';
import { DEMO_WEIGHING_MARKER } from '../weighing/demo';
import { coalWeighing } from '../weighing/table';
import { DEMO_TENANT as TENANT } from './company';

/** The marker remembering the demo tracks were written (sys_config). */
export const DEMO_TRACKS_MARKER = 'seeded:demo:tracks';

/** How many cars drive, and the seed of their roads, pace and waits. */
export const DEMO_TRACK_CARS = 8;
const SEED = 14;
/**
 * A fix a minute: ~1 km apart at the trucks' 40–80 km/h, still two fixes to confirm a crossing (docs/tracking.md),
 * and the first start stays quick — a fix every 30 s doubled the points and took ~2.5× the time on PGlite.
 */
export const DEMO_TRACK_INTERVAL_S = 60;
/** Alarms this close before the start ring the bell; the earlier ones (yesterday's too) are only in 围栏报警. */
export const DEMO_BELL_MS = 60 * 60_000;

/**
 * The cars that drive: first those weighed today, then those in today's queues (void tickets aside), then any other
 * enabled demo car by plate — enabled and live all, so the story of the yard and the map agree. Deterministic for a
 * given database.
 */
export async function demoTrackPlates(db: Db, now: Date, count = DEMO_TRACK_CARS): Promise<string[]> {
  const today = businessToday(now);
  const enabled = await db
    .select({ id: coalCar.id, plateNo: coalCar.plateNo })
    .from(coalCar)
    .where(and(eq(coalCar.tenantId, TENANT), eq(coalCar.delFlag, 0), eq(coalCar.status, 'enabled'), eq(coalCar.createBy, 'demo')))
    .orderBy(asc(coalCar.plateNo));
  const ok = new Set(enabled.map((c) => c.id));
  const dayStart = businessDayStart(0, now);
  const weighed = await db
    .select({ carId: coalWeighing.carId })
    .from(coalWeighing)
    .where(and(eq(coalWeighing.tenantId, TENANT), sql`coalesce(${coalWeighing.grossTime}, ${coalWeighing.tareTime}) >= ${dayStart}`))
    .orderBy(asc(coalWeighing.weighNo));
  const queued = await db
    .select({ carId: coalQueueTicket.carId })
    .from(coalQueueTicket)
    .where(and(eq(coalQueueTicket.tenantId, TENANT), eq(coalQueueTicket.businessDay, today), sql`${coalQueueTicket.status} <> 'void'`))
    .orderBy(asc(coalQueueTicket.yardId), asc(coalQueueTicket.queueNo));
  const ids: string[] = [];
  for (const id of [...weighed.map((w) => w.carId), ...queued.map((q) => q.carId), ...enabled.map((c) => c.id)]) {
    if (id && ok.has(id) && !ids.includes(id)) ids.push(id);
  }
  const plate = new Map(enabled.map((c) => [c.id, c.plateNo]));
  return ids.slice(0, count).map((id) => plate.get(id)!);
}

/**
 * DEMO_DATA=1: the GPS tracks of a few of today's cars from yesterday 00:00 until the start, so 车辆轨迹 and 围栏报警
 * show a yard at work before anyone runs gps-sim. The cars drive between the demo yards with gps-sim's movement model
 * (shared/src/coal/tracking/sim/, seeded, a fix a minute) and their points go the ingest's way — the same checks
 * (checkPoints), the same writes and fence alarms with the cars' fence states (storePoints, against the yards' alarm
 * fences), posted by a demo 定位网关 without a token (生成令牌 there to feed live points with gps-sim). The bell is told only of the
 * alarms of the last hour before the start: a day and a half of crossings would bury the administrator's bell.
 * Written once, in one transaction, after the weighbridge's demo.
 */
export async function seedDemoTracks(db: Db, now = new Date()): Promise<Record<string, number> | null> {
  const markers = await db.select({ key: sysConfig.key }).from(sysConfig).where(sql`${sysConfig.key} in (${DEMO_WEIGHING_MARKER}, ${DEMO_TRACKS_MARKER})`);
  if (!markers.some((m) => m.key === DEMO_WEIGHING_MARKER) || markers.some((m) => m.key === DEMO_TRACKS_MARKER)) return null;
  const [any] = await db.select({ n: sql<number>`1` }).from(coalGpsPoint).where(eq(coalGpsPoint.tenantId, TENANT)).limit(1);
  if (any) return null;
  const yards = await db
    .select({ code: coalFreightYard.code, name: coalFreightYard.name, lng: coalFreightYard.longitude, lat: coalFreightYard.latitude })
    .from(coalFreightYard)
    .where(and(eq(coalFreightYard.tenantId, TENANT), eq(coalFreightYard.createBy, 'demo'), eq(coalFreightYard.delFlag, 0), isNotNull(coalFreightYard.longitude), isNotNull(coalFreightYard.latitude)))
    .orderBy(asc(coalFreightYard.code));
  const places: YardPlace[] = yards.map((y) => ({ code: y.code, name: y.name, lng: Number(y.lng), lat: Number(y.lat) }));
  const plates = places.length >= 2 ? await demoTrackPlates(db, now) : [];
  const fleet = plates.length ? new Fleet({ cars: plates.length, plates, seed: SEED, startMs: businessDayStart(1, now).getTime(), intervalS: DEMO_TRACK_INTERVAL_S, places, timeText: (ms) => formatBusinessDateTime(ms) }) : null;
  // A point the checks refuse is skipped, as the ingest skips it (none is expected: the yards are in China, the times past).
  const { points } = checkPoints(fleet ? fleet.advance(now.getTime()) : [], now.getTime());
  const cars = await carsOfPlates(db, TENANT, plates);
  const fences = await loadAlarmFences(db, TENANT);
  let counts: Record<string, number> | null = null;
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_TRACKS_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first || !points.length) return;
    const [gateway] = await tx
      .insert(coalGpsGateway)
      .values({ id: seedId('demo:gpsGateway'), tenantId: TENANT, name: '演示定位平台', enabled: true, lastSeenTime: now, remark: '演示轨迹的来源；生成令牌后可用 gps-sim 上报实时定位', createBy: 'demo' })
      .onConflictDoNothing()
      .returning({ id: coalGpsGateway.id });
    const { fresh, alarms } = await storePoints(tx, TENANT, gateway?.id ?? null, points, cars, fences);
    const recent = alarms.filter((a) => a.time.getTime() > now.getTime() - DEMO_BELL_MS);
    // The rings are for connected users; nobody is connected during the first start.
    await tellAlarms(tx, TENANT, recent, cars);
    counts = { gpsCars: plates.length, gpsPoints: fresh.length, gpsAlarms: alarms.length };
  });
  return counts;
}
