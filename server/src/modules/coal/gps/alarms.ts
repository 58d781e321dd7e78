import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { emptyTrackState, fenceTransitions, GPS_ALARM_PERM, type CarTrackState, type GpsAlarmKind } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { usersHolding } from '../../../core/auth/permissions';
import { sysUser } from '../../../core/db/schema/index';
import { fmtTime } from '../../../core/http/dates';
import { writeSystemMessage } from '../../sys/announcement/system-message';
import type { AlarmFence } from './fences';
import type { CheckedPoint } from './points';
import { instantOf } from './schema';
import { coalGpsAlarm, coalGpsFenceState } from './table';

/** The bells (and copies) of a notice, rung after the commit. */
export type { Ring } from '../../sys/message/notice';
import type { Ring } from '../../sys/message/notice';

export interface CarOfPlate {
  id: string;
  carrierId: string | null;
}

/** A fence alarm as written. */
export interface AlarmRow {
  id: string;
  plateNo: string;
  fenceId: string;
  fenceName: string;
  kind: GpsAlarmKind;
  time: Date;
}

const CHUNK = 1000;
/** Messages one batch may ring; the rest are summed up in one more (a gateway replaying a day must not flood the bell). */
const MAX_MESSAGES = 20;
const VERB: Record<GpsAlarmKind, string> = { enter: '进入', leave: '离开' };

/** The page a fence alarm's bell message opens: the alarms of that car. */
export const alarmPage = (plateNo: string) => `/coal/gpsAlarm?plateNo=${encodeURIComponent(plateNo)}`;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** A stored state as the logic reads it; anything else (a row written by another version) starts afresh. */
function stateOf(raw: unknown): CarTrackState {
  const s = raw as Partial<CarTrackState> | null;
  if (!s || typeof s !== 'object' || !s.fences || typeof s.fences !== 'object') return emptyTrackState();
  return { ...emptyTrackState(), ...s } as CarTrackState;
}

/**
 * Fence enter/leave of the batch's new points, in the batch's transaction: each car's state row is locked (made
 * first when missing, so two batches of one new car wait for each other too), the shared logic runs on the car's
 * new points against the tenant's alarm fences (shared/src/coal/tracking/fenceState.ts: hysteresis, no flapping),
 * the alarms the fence asks for are written, and the state goes back. Plates are locked in one order, so two
 * batches sharing cars cannot deadlock.
 */
export async function fenceAlarms(tx: Db, tenantId: number, fresh: readonly CheckedPoint[], fences: readonly AlarmFence[], cars: ReadonlyMap<string, CarOfPlate>): Promise<AlarmRow[]> {
  const byPlate = new Map<string, CheckedPoint[]>();
  for (const p of fresh) {
    const list = byPlate.get(p.plateNo);
    if (list) list.push(p);
    else byPlate.set(p.plateNo, [p]);
  }
  const plates = [...byPlate.keys()].sort();
  // The plates as one array parameter each time: three statements whatever the number of cars.
  await tx.execute(sql`insert into ${coalGpsFenceState} (tenant_id, plate_no, state)
    select ${tenantId}::int, p, ${JSON.stringify(emptyTrackState())}::jsonb from unnest(${sql.param(plates)}::text[]) as p
    on conflict do nothing`);
  const states = new Map<string, unknown>();
  const rows = await tx
    .select({ plateNo: coalGpsFenceState.plateNo, state: coalGpsFenceState.state })
    .from(coalGpsFenceState)
    .where(and(eq(coalGpsFenceState.tenantId, tenantId), sql`${coalGpsFenceState.plateNo} = any(${sql.param(plates)}::text[])`))
    .orderBy(asc(coalGpsFenceState.plateNo))
    .for('update');
  for (const r of rows) states.set(r.plateNo, r.state);

  const fenceById = new Map(fences.map((f) => [f.id, f]));
  const shapes = fences.map((f) => ({ id: f.id, shape: f.shape }));
  const newStates = new Array<string>(plates.length);
  const lastTimes = new Array<number>(plates.length);
  const alarms: (typeof coalGpsAlarm.$inferInsert)[] = [];
  const now = new Date();
  for (let k = 0; k < plates.length; k++) {
    const plateNo = plates[k];
    const mine = byPlate.get(plateNo)!;
    // Only the wire fields: the state keeps a pending crossing's first point as JSON until the next batch.
    const points = mine.map((p) => ({ time: p.time, lng: p.lng, lat: p.lat, speed: p.speed ?? 0 }));
    const result = fenceTransitions(stateOf(states.get(plateNo)), points, shapes);
    newStates[k] = JSON.stringify(result.state);
    lastTimes[k] = mine.reduce((m, p) => Math.max(m, p.at.getTime()), -Infinity) / 1000;
    const car = cars.get(plateNo);
    for (const e of result.events) {
      const fence = fenceById.get(e.fenceId);
      if (!fence || !(e.kind === 'enter' ? fence.alarmEnter : fence.alarmLeave)) continue;
      alarms.push({ tenantId, plateNo, carId: car?.id ?? null, carrierId: car?.carrierId ?? null, fenceId: fence.id, fenceName: fence.name, kind: e.kind, time: instantOf(e.point.time), lng: e.point.lng, lat: e.point.lat });
    }
  }
  await tx.execute(sql`insert into ${coalGpsFenceState} (tenant_id, plate_no, state, last_time, update_time)
    select ${tenantId}::int, u.plate_no, u.state::jsonb, to_timestamp(u.last), ${now.toISOString()}::timestamptz
    from unnest(${sql.param(plates)}::text[], ${sql.param(newStates)}::text[], ${sql.param(lastTimes)}::float8[]) as u(plate_no, state, last)
    on conflict (tenant_id, plate_no) do update
    set state = excluded.state, last_time = greatest(${coalGpsFenceState}.last_time, excluded.last_time), update_time = excluded.update_time`);
  const written: AlarmRow[] = [];
  for (const part of chunks(alarms)) {
    const rows = await tx
      .insert(coalGpsAlarm)
      .values(part)
      .returning({ id: coalGpsAlarm.id, plateNo: coalGpsAlarm.plateNo, fenceId: coalGpsAlarm.fenceId, fenceName: coalGpsAlarm.fenceName, kind: coalGpsAlarm.kind, time: coalGpsAlarm.time });
    written.push(...rows.map((r) => ({ ...r, kind: r.kind as GpsAlarmKind })));
  }
  return written;
}

/**
 * Tells the bell of the alarms, in the batch's transaction (the ring is for after the commit): one message per car
 * and fence, whatever number of crossings the batch holds, to the users holding 查看围栏报警 — staff for every car,
 * a carrier's users for their own cars only, other organisations' users never.
 */
export async function tellAlarms(tx: Db, tenantId: number, alarms: readonly AlarmRow[], cars: ReadonlyMap<string, CarOfPlate>): Promise<Ring[]> {
  if (!alarms.length) return [];
  const holders = await usersHolding(tx, GPS_ALARM_PERM, tenantId);
  if (!holders.length) return [];
  const people = await tx.select({ id: sysUser.id, orgKind: sysUser.orgKind, orgId: sysUser.orgId }).from(sysUser).where(inArray(sysUser.id, holders));
  const staff = people.filter((p) => !p.orgKind).map((p) => p.id);
  const audience = (plateNo: string) => {
    const carrierId = cars.get(plateNo)?.carrierId;
    return [...staff, ...people.filter((p) => carrierId && p.orgKind === 'carrier' && p.orgId === carrierId).map((p) => p.id)];
  };

  const groups = new Map<string, AlarmRow[]>();
  for (const a of [...alarms].sort((x, y) => x.time.getTime() - y.time.getTime())) {
    const key = `${a.plateNo}|${a.fenceId}`;
    const g = groups.get(key);
    if (g) g.push(a);
    else groups.set(key, [a]);
  }
  const rings: Ring[] = [];
  const line = (a: AlarmRow) => `${fmtTime(a.time)} ${a.plateNo} ${VERB[a.kind]} ${a.fenceName}`;
  const all = [...groups.values()];
  for (const g of all.slice(0, MAX_MESSAGES)) {
    const last = g[g.length - 1];
    const sent = await writeSystemMessage(tx, {
      tenantId,
      userIds: audience(last.plateNo),
      title: `车辆${VERB[last.kind]}围栏：${last.plateNo} ${VERB[last.kind]} ${last.fenceName}`,
      lines: g.map(line),
      busType: 'coal_gps_alarm',
      busId: last.id,
      openPage: alarmPage(last.plateNo),
      sender: '定位网关',
    });
    if (sent) rings.push(sent.ring);
  }
  const rest = all.slice(MAX_MESSAGES).flat();
  if (rest.length) {
    const sent = await writeSystemMessage(tx, {
      tenantId,
      userIds: staff,
      title: `另有${rest.length}起围栏报警`,
      lines: rest.slice(0, 200).map(line),
      busType: 'coal_gps_alarm',
      busId: rest[0].id,
      openPage: '/coal/gpsAlarm',
      sender: '定位网关',
    });
    if (sent) rings.push(sent.ring);
  }
  return rings;
}
