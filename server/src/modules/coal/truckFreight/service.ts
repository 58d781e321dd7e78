import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { checkTruckFreight, computeTruckFreight, formatBusinessDateTime, instantOfWallTime, type TruckFreightResult } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { coalCarrier } from '../carrier/table';
import { addBill } from '../moneyBill/service';
import { coalMoneyBill } from '../moneyBill/table';
import { coalWeighing } from '../weighing/table';
import { coalTruckFreightItem } from './table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

export const TruckFreightTexts = {
  carrier: '请选择承运单位',
  period: '请选择起止日期（yyyy-MM-dd），开始不晚于结束，最长366天',
  noTrips: '所选期间该承运单位没有已完成的磅单',
  notPositive: '运费合计不大于0，不能生成付款单',
  staffOnly: '汽运运费由本公司财务人员核算，业务单位用户不能操作',
  noneOpen: '所选期间该承运单位的车次均已开单，没有待付运费的车次',
  billed: (trips: number, billNos: string[]) => `所选车次中有${trips}车已由付款单${billNos.join('、')}付运费，不能重复开单，请重新计算`,
  changed: '所选期间待开单的车次已有变化，请重新计算后再生成付款单',
} as const;

export interface TruckFreightQuery {
  carrierId?: unknown;
  from?: unknown;
  to?: unknown;
  rate?: unknown;
  settleBasis?: unknown;
  allowancePermille?: unknown;
  deductionPrice?: unknown;
}

export interface TruckFreightTrip {
  id: string;
  weighNo: string;
  plateNo: string;
  completedAt: string;
  loadedKg: number;
  receivedKg: number;
  /** Whether the loaded weight is the mine's ticket (else the settle weight: no shortage is counted). */
  ticket: boolean;
}

/** A trip of the period already paid by a live (not voided, not reversed) freight payment bill. */
export interface TruckFreightBilledTrip extends TruckFreightTrip {
  billId: string;
  billNo: string;
}

export interface TruckFreightStatement {
  carrierId: string;
  carrierName: string;
  from: string;
  to: string;
  /** The trips no live bill paid yet: what 生成付款单 would pay, and what `figures` are over. */
  trips: TruckFreightTrip[];
  figures: TruckFreightResult;
  /** The period's trips a live bill paid already (已开单), with its number; not in the figures. */
  billed: TruckFreightBilledTrip[];
}

const midnight = (d: string) => {
  const [year, month, day] = d.split('-').map(Number);
  return instantOfWallTime({ year, month, day, hour: 0, minute: 0, second: 0 });
};

/**
 * One carrier's truck freight for a period (docs/freight.md "汽运运费 per carrier"): its completed weighings whose
 * weighing finished (the later of the two weighings) within the business days from–to, each trip loaded = the
 * mine's ticket weight when the weighing carries one, else the settle weight; received = the settle weight (our
 * scale, after deductions). computeTruckFreight does the rest with the rate, the basis, the ‰ allowance and the
 * deduction price given (checkTruckFreight's messages when they are wrong).
 */
export async function truckFreightStatement(ctx: AppContext, auth: RequestAuth, q: TruckFreightQuery): Promise<TruckFreightStatement> {
  if (orgOf(auth.user)) throw new BizError(TruckFreightTexts.staffOnly);
  const carrierId = typeof q.carrierId === 'string' ? q.carrierId.trim() : '';
  if (!carrierId) throw new BizError(TruckFreightTexts.carrier);
  const from = typeof q.from === 'string' ? q.from.trim() : '';
  const to = typeof q.to === 'string' ? q.to.trim() : '';
  if (!DAY.test(from) || !DAY.test(to) || from > to) throw new BizError(TruckFreightTexts.period);
  const start = midnight(from);
  const end = new Date(midnight(to).getTime() + 86_400_000);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end.getTime() - start.getTime() > MAX_DAYS * 86_400_000) throw new BizError(TruckFreightTexts.period);
  const [carrier] = await ctx.db
    .select({ id: coalCarrier.id, name: coalCarrier.name })
    .from(coalCarrier)
    .where(and(eq(coalCarrier.id, carrierId), eq(coalCarrier.tenantId, auth.tenantId ?? -1), eq(coalCarrier.delFlag, 0)));
  if (!carrier) throw new BizError(TruckFreightTexts.carrier);
  const done = sql<Date>`greatest(${coalWeighing.tareTime}, ${coalWeighing.grossTime})`;
  const rows = await ctx.db
    .select({ id: coalWeighing.id, weighNo: coalWeighing.weighNo, plateNo: coalWeighing.plateNo, done, ticketKg: coalWeighing.ticketKg, settleKg: coalWeighing.settleKg, billId: coalTruckFreightItem.billId, billNo: coalMoneyBill.billNo })
    .from(coalWeighing)
    .leftJoin(coalTruckFreightItem, and(eq(coalTruckFreightItem.weighingId, coalWeighing.id), eq(coalTruckFreightItem.live, true)))
    .leftJoin(coalMoneyBill, eq(coalMoneyBill.id, coalTruckFreightItem.billId))
    .where(and(eq(coalWeighing.tenantId, auth.tenantId ?? -1), eq(coalWeighing.carrierId, carrier.id), eq(coalWeighing.status, 'completed'), sql`${done} >= ${start.toISOString()}`, sql`${done} < ${end.toISOString()}`))
    .orderBy(asc(done), asc(coalWeighing.id));
  if (!rows.length) throw new BizError(TruckFreightTexts.noTrips);
  const all = rows.map((r) => ({
    trip: {
      id: r.id,
      weighNo: r.weighNo,
      plateNo: r.plateNo,
      completedAt: formatBusinessDateTime(new Date(r.done)),
      loadedKg: r.ticketKg ?? r.settleKg ?? 0,
      receivedKg: r.settleKg ?? 0,
      ticket: r.ticketKg !== null,
    } satisfies TruckFreightTrip,
    billId: r.billId,
    billNo: r.billNo,
  }));
  // The inputs are checked over every trip of the period (a period wholly billed still answers its rate's refusal);
  // the figures are over the trips not yet billed.
  const checked = checkTruckFreight({ rate: q.rate, settleBasis: q.settleBasis, allowancePermille: q.allowancePermille, deductionPrice: q.deductionPrice, trips: all.map(({ trip: t }) => ({ id: t.id, loadedKg: t.loadedKg, receivedKg: t.receivedKg })) });
  if ('error' in checked) throw new BizError(checked.error);
  const open = new Set(all.filter((x) => !x.billId).map((x) => x.trip.id));
  const trips = all.filter((x) => open.has(x.trip.id)).map((x) => x.trip);
  const billed = all.filter((x) => !open.has(x.trip.id)).map((x): TruckFreightBilledTrip => ({ ...x.trip, billId: x.billId!, billNo: x.billNo ?? '' }));
  const figures = computeTruckFreight({ ...checked.value, trips: checked.value.trips.filter((t) => open.has(t.id)) });
  return { carrierId: carrier.id, carrierName: carrier.name, from, to, trips, figures, billed };
}

/** The live freight bills that paid any of these weighings: how many trips, which bill numbers. */
async function billedAmong(ctx: AppContext, tenantId: number, weighingIds: string[]): Promise<{ trips: number; billNos: string[] }> {
  if (!weighingIds.length) return { trips: 0, billNos: [] };
  const rows = await ctx.db
    .select({ weighingId: coalTruckFreightItem.weighingId, billNo: coalMoneyBill.billNo })
    .from(coalTruckFreightItem)
    .leftJoin(coalMoneyBill, eq(coalMoneyBill.id, coalTruckFreightItem.billId))
    .where(and(eq(coalTruckFreightItem.tenantId, tenantId), eq(coalTruckFreightItem.live, true), inArray(coalTruckFreightItem.weighingId, weighingIds)));
  return { trips: rows.length, billNos: [...new Set(rows.map((r) => r.billNo ?? ''))].sort() };
}

/** The trips the clerk saw and bills (`weighingIds`: an array or a comma list), or undefined when none are sent. */
function seenIds(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const list = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : null;
  if (!list || list.some((x) => typeof x !== 'string')) throw new BizError(TruckFreightTexts.changed);
  return [...new Set((list as string[]).map((x) => x.trim()).filter(Boolean))];
}

/** Thrown inside the bill's transaction when a trip's live item already exists (the unique index): all rolls back. */
class TripsTaken extends Error {}

const uniqueViolation = (e: unknown) => ((e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code) === '23505';

/**
 * 生成付款单: the statement computed again from the weighings as they are now, then a DRAFT payment bill to the
 * carrier for the total of the trips no live bill paid yet, through the payment bill service (carriers take no
 * settlements), the period, trips and figures in its remark; finance reviews and pays it there. The trips are
 * written as the bill's live items in the bill's own transaction (docs/freight.md "Freight-billed trips").
 * `weighingIds` are the trips the clerk saw: if any of them was billed meanwhile, or the trips to bill are not
 * exactly those, nothing is written and the clerk is told why. Without them every trip of the period must be
 * unbilled. Two clerks billing the same trips at once: the second meets the live index and is refused the same way.
 */
export async function truckFreightBill(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>) {
  const s = await truckFreightStatement(ctx, auth, raw);
  const tenantId = auth.tenantId ?? -1;
  const seen = seenIds(raw.weighingIds);
  const asked = new Set(seen ?? [...s.trips, ...s.billed].map((t) => t.id));
  const taken = s.billed.filter((t) => asked.has(t.id));
  if (taken.length) throw new BizError(TruckFreightTexts.billed(taken.length, [...new Set(taken.map((t) => t.billNo))].sort()));
  if (!s.trips.length) throw new BizError(TruckFreightTexts.noneOpen);
  if (asked.size !== s.trips.length || s.trips.some((t) => !asked.has(t.id))) throw new BizError(TruckFreightTexts.changed);
  if (Number(s.figures.total) <= 0) throw new BizError(TruckFreightTexts.notPositive);
  const remark = `汽运运费 ${s.from} 至 ${s.to}：${s.trips.length}车，结算${s.figures.settleT}吨×${s.figures.rate}元/吨=${s.figures.freight}元，亏吨扣款${s.figures.deduction}元`;
  const ids = s.trips.map((t) => t.id).sort();
  try {
    const { record } = await addBill(
      ctx,
      auth,
      'payment',
      {
        billDate: typeof raw.billDate === 'string' && raw.billDate ? raw.billDate : s.to,
        counterpartyKind: 'carrier',
        counterpartyId: s.carrierId,
        accountId: raw.accountId,
        amount: s.figures.total,
        method: raw.method,
        remark,
      },
      async (tx, bill) => {
        try {
          await tx.insert(coalTruckFreightItem).values(ids.map((weighingId) => ({ tenantId, billId: bill.id, weighingId, live: true, createTime: new Date() })));
        } catch (e) {
          throw uniqueViolation(e) ? new TripsTaken() : e;
        }
      },
    );
    return { record, statement: s };
  } catch (e) {
    if (!(e instanceof TripsTaken)) throw e;
    // Another bill took some of these trips after the statement was read; it has committed, so it can be named.
    const other = await billedAmong(ctx, tenantId, ids);
    throw new BizError(other.trips ? TruckFreightTexts.billed(other.trips, other.billNos) : TruckFreightTexts.changed);
  }
}
