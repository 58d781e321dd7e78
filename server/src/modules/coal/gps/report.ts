import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { GPS_ALARM_KIND_ITEMS, GPS_TRACK_MAX_POINTS, type GpsAlarmKind, type GpsAlarmRecord, type GpsPoint, type Page } from '@meiyun/shared';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { fmtTime } from '../../../core/http/dates';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { coalCar } from '../car/table';
import type { alarmListSchema, trackSchema } from './schema';
import { instantOf, plateOf, spanOf } from './schema';
import { coalGpsAlarm, coalGpsPoint } from './table';
import { GpsTexts } from './texts';

const KIND_TEXT = new Map<string, string>(GPS_ALARM_KIND_ITEMS);

/**
 * May the caller see this plate's track: staff of the tenant any plate (a car not in the base data too, as the
 * gateway sent it); a carrier's user only a live car of their carrier; other organisations' users none.
 */
async function mayTrack(ctx: AppContext, auth: RequestAuth, plateNo: string): Promise<boolean> {
  if (auth.tenantId === null) return false;
  const org = orgOf(auth.user);
  if (!org) return true;
  if (org.kind !== 'carrier') return false;
  const [car] = await ctx.db
    .select({ id: coalCar.id })
    .from(coalCar)
    .where(and(eq(coalCar.tenantId, auth.tenantId), eq(coalCar.plateNo, plateNo), eq(coalCar.carrierId, org.id), eq(coalCar.delFlag, 0)));
  return !!car;
}

/**
 * 车辆轨迹: a car's points between two times (at most 7 days), time ascending: one range of the (tenant, plate,
 * time) index. A span holding more than the limit is refused rather than cut short, so a drawn track is never
 * silently missing its end.
 */
export async function carTrack(ctx: AppContext, auth: RequestAuth, q: z.output<typeof trackSchema>): Promise<GpsPoint[]> {
  const plateNo = plateOf(q.plateNo);
  const { from, to } = spanOf(q.begin, q.end);
  if (!(await mayTrack(ctx, auth, plateNo))) return [];
  const rows = await ctx.db
    .select({ time: coalGpsPoint.time, lng: coalGpsPoint.lng, lat: coalGpsPoint.lat, speed: coalGpsPoint.speed })
    .from(coalGpsPoint)
    .where(and(eq(coalGpsPoint.tenantId, auth.tenantId!), eq(coalGpsPoint.plateNo, plateNo), gte(coalGpsPoint.time, from), lte(coalGpsPoint.time, to)))
    .orderBy(asc(coalGpsPoint.time))
    .limit(GPS_TRACK_MAX_POINTS + 1);
  if (rows.length > GPS_TRACK_MAX_POINTS) throw new BizError(GpsTexts.trackTooLong(GPS_TRACK_MAX_POINTS));
  // Speed is a 4-byte real: 31.3 reads back as 31.2999992…; two places are more than a tracker measures.
  return rows.map((r) => ({ plateNo, time: fmtTime(r.time)!, lng: r.lng, lat: r.lat, speed: r.speed === null ? null : Math.round(r.speed * 100) / 100 }));
}

/**
 * 围栏报警: the tenant's fence alarms, latest first, paged like the list kit. A carrier's user sees its own cars'
 * alarms (the carrier is written on the alarm when it is raised); other organisations' users none.
 */
export async function alarmList(ctx: AppContext, auth: RequestAuth, q: z.output<typeof alarmListSchema>): Promise<Page<GpsAlarmRecord>> {
  const empty: Page<GpsAlarmRecord> = { records: [], total: 0, size: q.pageSize, current: q.pageNo, pages: 0 };
  if (auth.tenantId === null) return empty;
  const org = orgOf(auth.user);
  if (org && org.kind !== 'carrier') return empty;
  const where: (SQL | undefined)[] = [eq(coalGpsAlarm.tenantId, auth.tenantId)];
  if (org) where.push(eq(coalGpsAlarm.carrierId, org.id));
  if (q.plateNo) where.push(eq(coalGpsAlarm.plateNo, plateOf(q.plateNo)));
  if (q.fenceId) where.push(eq(coalGpsAlarm.fenceId, q.fenceId));
  if (q.kind) where.push(eq(coalGpsAlarm.kind, q.kind));
  const from = q.begin ? instantOf(q.begin) : undefined;
  const to = q.end ? instantOf(q.end) : undefined;
  if (from && to && to < from) throw new BizError(GpsTexts.endBeforeBegin);
  if (from) where.push(gte(coalGpsAlarm.time, from));
  if (to) where.push(lte(coalGpsAlarm.time, to));
  const cond = and(...where);
  const [{ n }] = await ctx.db.select({ n: count() }).from(coalGpsAlarm).where(cond);
  const rows = n
    ? await ctx.db
        .select()
        .from(coalGpsAlarm)
        .where(cond)
        .orderBy(desc(coalGpsAlarm.time), desc(coalGpsAlarm.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize)
    : [];
  const records = rows.map(
    (r): GpsAlarmRecord => ({
      id: r.id,
      plateNo: r.plateNo,
      carId: r.carId,
      carrierId: r.carrierId,
      fenceId: r.fenceId,
      fenceName: r.fenceName,
      kind: r.kind as GpsAlarmKind,
      kind_dictText: KIND_TEXT.get(r.kind) ?? r.kind,
      time: fmtTime(r.time)!,
      lng: r.lng,
      lat: r.lat,
      createTime: fmtTime(r.createTime)!,
    }),
  );
  return { records, total: n, size: q.pageSize, current: q.pageNo, pages: Math.ceil(n / q.pageSize) };
}
