import { and, asc, desc, eq, gte, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { businessToday, QUEUE_STATUS_ITEMS, WEIGHING_STATUS_ITEMS, type QueueStatus, type StationTruck, type StationWeighing } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { fmtTime } from '../../../core/http/dates';
import { coalCar } from '../car/table';
import { coalContract } from '../contract/table';
import { coalQueueTicket } from '../queue/table';
import { coalWeighing } from '../weighing/table';
import type { ScaleRow } from './link';

/** The tickets a scale weighs: in the yard, from entering until the second weight (a sale 已称皮/装车中, a purchase 已称毛). */
export const AT_SCALE_STATUSES: readonly QueueStatus[] = ['entered', 'tared', 'loading', 'grossed'];
const QUEUE_LABEL = new Map<string, string>(QUEUE_STATUS_ITEMS);
const WEIGHING_LABEL = new Map<string, string>(WEIGHING_STATUS_ITEMS);
const DEAD = ['void', 'reversed'];

const tenantIs = (column: typeof coalQueueTicket.tenantId | typeof coalWeighing.tenantId, tenantId: number | null) => (tenantId === null ? isNull(column) : eq(column, tenantId));

/**
 * The trucks in front of a scale: its yard's tickets between 已进场 and the second weighing (a scale of no yard sees
 * the tenant's), those awaiting their first weight first, in the order they entered; each with what the clerk
 * checks against (pickup order, contract, the car's reference tare) and what the scale takes next.
 */
export async function trucksAtScale(ctx: AppContext, scale: ScaleRow): Promise<StationTruck[]> {
  const t = coalQueueTicket;
  const w = coalWeighing;
  const rows = await ctx.db
    .select({
      id: t.id,
      queueNo: t.queueNo,
      plateNo: t.plateNo,
      status: t.status,
      pickupOrderId: t.pickupOrderId,
      pickupOrderNo: t.pickupOrderNo,
      contractId: t.contractId,
      contractNo: coalContract.contractNo,
      direction: coalContract.direction,
      driverName: t.driverName,
      carId: t.carId,
      refTareKg: coalCar.refTareKg,
      maxGrossKg: coalCar.maxGrossKg,
      enteredTime: t.enteredTime,
      weighingId: w.id,
      weighNo: w.weighNo,
      weighingStatus: w.status,
      tareKg: w.tareKg,
      grossKg: w.grossKg,
    })
    .from(t)
    .leftJoin(coalCar, eq(coalCar.id, t.carId))
    .leftJoin(coalContract, eq(coalContract.id, t.contractId))
    .leftJoin(w, and(eq(w.queueId, t.id), notInArray(w.status, DEAD)))
    .where(and(tenantIs(t.tenantId, scale.tenantId), scale.yardId ? eq(t.yardId, scale.yardId) : undefined, inArray(t.status, [...AT_SCALE_STATUSES])))
    .orderBy(sql`case when ${t.status} = 'entered' then 0 else 1 end`, asc(t.enteredTime), asc(t.queueNo))
    .limit(200);
  return rows
    .filter((r) => r.weighingStatus !== 'completed')
    .map(({ weighingStatus, ...r }) => {
      const direction = r.direction === 'purchase' ? 'purchase' : 'sales';
      const first = direction === 'sales' ? 'tare' : 'gross';
      const next = !weighingStatus ? first : weighingStatus === 'tared' ? 'gross' : 'tare';
      return { ...r, direction, next, status_dictText: QUEUE_LABEL.get(r.status) ?? r.status, enteredTime: fmtTime(r.enteredTime) };
    });
}

/** The business day's weighings at a scale (either weight taken on it today), newest first. */
export async function weighingsAtScale(ctx: AppContext, scale: ScaleRow): Promise<StationWeighing[]> {
  const w = coalWeighing;
  // The business day's start as an instant: the zone's midnight, worked out by the database from the day's date.
  const dayStart = sql`(${businessToday()}::date)::timestamp at time zone ${ctx.config.businessTimeZone}`;
  const rows = await ctx.db
    .select({
      id: w.id,
      weighNo: w.weighNo,
      plateNo: w.plateNo,
      direction: w.direction,
      tareKg: w.tareKg,
      tareTime: w.tareTime,
      grossKg: w.grossKg,
      grossTime: w.grossTime,
      netKg: w.netKg,
      deductKg: w.deductKg,
      settleKg: w.settleKg,
      manual: w.manual,
      abnormal: w.abnormal,
      abnormalReason: w.abnormalReason,
      status: w.status,
    })
    .from(w)
    .where(and(tenantIs(w.tenantId, scale.tenantId), or(and(eq(w.tareScaleId, scale.id), gte(w.tareTime, dayStart)), and(eq(w.grossScaleId, scale.id), gte(w.grossTime, dayStart)))))
    .orderBy(desc(sql`greatest(${w.tareTime}, ${w.grossTime})`))
    .limit(300);
  return rows.map((r) => ({
    ...r,
    direction: r.direction === 'purchase' ? 'purchase' : 'sales',
    tareTime: fmtTime(r.tareTime),
    grossTime: fmtTime(r.grossTime),
    status_dictText: WEIGHING_LABEL.get(r.status) ?? r.status,
  }));
}
