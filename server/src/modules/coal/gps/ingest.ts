import { and, eq, inArray, sql } from 'drizzle-orm';
import { GPS_BATCH_MAX_POINTS, GPS_REJECTED_LISTED, type GpsIngestReply } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import { coalCar } from '../car/table';
import { fenceAlarms, tellAlarms, type AlarmRow, type CarOfPlate, type Ring } from './alarms';
import type { AlarmFence, FenceCache } from './fences';
import type { GatewayRow } from './gateway';
import { batchOf, checkPoints, type CheckedPoint } from './points';
import { coalGpsPoint } from './table';

/**
 * Points per INSERT: a whole gateway batch. The points go as one array per column (`unnest`), so the statement has
 * nine parameters whatever the number of points and the same text every time (prepared once per connection,
 * core/db/prepared.ts); multi-row VALUES of 8 parameters a point took most of the server's time to build and bind
 * (docs/tracking.md "Ingest speed").
 */
const CHUNK = GPS_BATCH_MAX_POINTS;

/**
 * Finite numbers (or nulls) as one PostgreSQL array literal, sent as a single text parameter and cast by the
 * statement: a join instead of the driver quoting thousands of elements one by one. Only numbers go in, never text.
 */
function numbers(values: readonly (number | null)[]) {
  let text = '{';
  for (let k = 0; k < values.length; k++) {
    const v = values[k];
    if (k) text += ',';
    if (v === null) text += 'NULL';
    else if (Number.isFinite(v)) text += String(v);
    else throw new Error(`not a finite number: ${v}`);
  }
  return sql.param(`${text}}`);
}

/** The tenant's live cars of these plates, in one query: a plate not among them is stored without a car. */
export async function carsOfPlates(db: Db, tenantId: number, plates: readonly string[]): Promise<Map<string, CarOfPlate>> {
  const cars = new Map<string, CarOfPlate>();
  if (!plates.length) return cars;
  const rows = await db
    .select({ id: coalCar.id, plateNo: coalCar.plateNo, carrierId: coalCar.carrierId })
    .from(coalCar)
    .where(and(eq(coalCar.tenantId, tenantId), eq(coalCar.delFlag, 0), inArray(coalCar.plateNo, [...plates])));
  for (const c of rows) cars.set(c.plateNo, { id: c.id, carrierId: c.carrierId });
  return cars;
}

/**
 * Checked points written in the caller's transaction — one `INSERT … SELECT … FROM unnest(…) ON CONFLICT DO NOTHING`
 * per batch (the unique tenant + plate + time makes points sent twice stored once; parameters only) — and the fence
 * alarms of the new ones with the cars' fence states. Sorts `points` (plate, then time). The gateway batch and the
 * demo tracks both write so. The points must be one per plate and instant (checkPoints sees to it): the statement
 * answers which of them were new by their place in the arrays.
 */
export async function storePoints(
  tx: Db,
  tenantId: number,
  gatewayId: string | null,
  points: CheckedPoint[],
  cars: ReadonlyMap<string, CarOfPlate>,
  alarmFences: readonly AlarmFence[],
): Promise<{ fresh: CheckedPoint[]; alarms: AlarmRow[] }> {
  // One order for every batch (plate, then time): two batches repeating each other's points wait for each other on
  // the unique index in the same order instead of deadlocking.
  points.sort((a, b) => (a.plateNo < b.plateNo ? -1 : a.plateNo > b.plateNo ? 1 : a.at.getTime() - b.at.getTime()));
  const fresh: CheckedPoint[] = [];
  for (let i = 0; i < points.length; i += CHUNK) {
    const part = i === 0 && points.length <= CHUNK ? points : points.slice(i, i + CHUNK);
    // The plates (a few dozen a batch) and their cars once each, every point naming its plate by number.
    const plateIndex = new Map<string, number>();
    const plates: string[] = [];
    const carIds: (string | null)[] = [];
    const n = part.length;
    const plateNos = new Array<number>(n);
    const seconds = new Array<number>(n);
    const lngs = new Array<number>(n);
    const lats = new Array<number>(n);
    const speeds = new Array<number | null>(n);
    for (let k = 0; k < n; k++) {
      const p = part[k];
      let plate = plateIndex.get(p.plateNo);
      if (plate === undefined) {
        plate = plates.push(p.plateNo);
        plateIndex.set(p.plateNo, plate);
        carIds.push(cars.get(p.plateNo)?.id ?? null);
      }
      plateNos[k] = plate;
      seconds[k] = p.at.getTime() / 1000;
      lngs[k] = p.lng;
      lats[k] = p.lat;
      speeds[k] = p.speed;
    }
    // The new rows come back as their ordinal in the arrays (1-based), joined on the unique key they were stored by.
    const res = (await tx.execute(sql`with c as (
        select * from unnest(${sql.param(plates)}::text[], ${sql.param(carIds)}::text[]) with ordinality as c(plate_no, car_id, k)
      ), u as (
        select c.plate_no, to_timestamp(p.s) as time, p.lng, p.lat, p.speed, c.car_id, p.i
        from unnest(${numbers(plateNos)}::text::int[], ${numbers(seconds)}::text::float8[], ${numbers(lngs)}::text::float8[], ${numbers(lats)}::text::float8[],
          ${numbers(speeds)}::text::real[]) with ordinality as p(k, s, lng, lat, speed, i)
        join c on c.k = p.k
      ), ins as (
        insert into ${coalGpsPoint} (tenant_id, plate_no, time, lng, lat, speed, car_id, gateway_id)
        select ${tenantId}::int, plate_no, time, lng, lat, speed, car_id, ${gatewayId}::text from u order by i
        on conflict do nothing
        returning plate_no, time
      )
      select u.i::int as i from u join ins on ins.plate_no = u.plate_no and ins.time = u.time order by u.i`)) as unknown as { rows: { i: number }[] };
    for (const r of res.rows) fresh.push(part[r.i - 1]);
  }
  // Only new points move a car's fence state: a retried batch rings nothing twice.
  if (!alarmFences.length || !fresh.length) return { fresh, alarms: [] };
  return { fresh, alarms: await fenceAlarms(tx, tenantId, fresh, alarmFences, cars) };
}

/**
 * One gateway batch (docs/tracking.md "Gateways and ingest"): the points checked one by one, the plates' cars read
 * in one query, the points and the new points' fence alarms with the cars' fence states written in one transaction
 * (storePoints). The bell rings after the commit.
 */
export async function ingestBatch(ctx: AppContext, gateway: GatewayRow, body: unknown, fences: FenceCache): Promise<GpsIngestReply> {
  const { points, rejected, repeated } = checkPoints(batchOf(body));
  const reply: GpsIngestReply = { accepted: 0, duplicates: repeated, rejectedCount: rejected.length, rejected: rejected.slice(0, GPS_REJECTED_LISTED), alarms: 0 };
  if (!points.length) return reply;
  const { tenantId } = gateway;

  const cars = await carsOfPlates(ctx.db, tenantId, [...new Set(points.map((p) => p.plateNo))]);
  const alarmFences = await fences.get(tenantId);
  let rings: Ring[] = [];
  await ctx.db.transaction(async (tx) => {
    const { fresh, alarms } = await storePoints(tx, tenantId, gateway.id, points, cars, alarmFences);
    reply.accepted = fresh.length;
    reply.alarms = alarms.length;
    rings = await tellAlarms(tx, tenantId, alarms, cars);
  });
  reply.duplicates += points.length - reply.accepted;
  for (const ring of rings) await ring(ctx);
  return reply;
}
