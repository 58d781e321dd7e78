import { and, asc, eq, sql } from 'drizzle-orm';
import {
  FreightTexts,
  RAIL_STATUSES,
  RAIL_STEP_INFO,
  RailTexts,
  checkRailFreight,
  checkTransitLoss,
  computeRailFreight,
  computeTransitLoss,
  dec,
  instantOfWallTime,
  railRateTable,
  type RailRateSurchargeRow,
  type RailShipmentDetail,
  type RailStatus,
  type RailStep,
  type RailTrace,
  type RailWagonRow,
} from '@meiyun/shared';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import type { ApiRecord } from '../../../core/crud/index';
import { loadOne, loadScoped, notFound, withUniqueGuard } from '../../../core/crud/service';
import { checkForWrite } from '../../../core/crud/validate-record';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { orgOf, writeScope } from '../../../core/tenancy/index';
import { nextNumber } from '../../sys/fill-rule/service';
import { contractEntity } from '../contract/entity';
import { railShipmentEntity } from './entity';
import { railEvents, recordRailEvent } from './events';
import { approveSchema, arriveSchema, departSchema, loadSchema, storeSchema } from './schema';
import { coalRailEvent, coalRailRate, coalRailShipment, coalRailWagon } from './table';

/** The numbering rule of the shipments (TY + 年月日 + 4位流水号), seeded by module.ts. */
export const RAIL_NO_RULE = 'coal_rail_shipment_no';

export interface WriteResult {
  record: ApiRecord;
  before?: ApiRecord;
}

type Row = typeof coalRailShipment.$inferSelect;
const by = (auth: RequestAuth) => ({ username: auth.user.username, realname: auth.user.realname ?? null });
const wholeNonNeg = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const kgOfT = (t: string) => dec(t).times(1000).toNumber();

/** Rail shipments are the company's dispatchers' work: a customer's or supplier's user reads its own at most. */
function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(RailTexts.staffOnly);
}

/** A business wall-clock time (`yyyy-MM-dd HH:mm[:ss]`, the business zone) as an instant; none means now. */
function instantOf(text: string | null | undefined, now: Date): Date {
  if (!text) return now;
  const [d, t] = text.split(' ');
  const [year, month, day] = d.split('-').map(Number);
  const [hour, minute, second = 0] = t.split(':').map(Number);
  return instantOfWallTime({ year, month, day, hour, minute, second });
}

/** The rate a shipment names, in its tenant, with its surcharge rows. */
async function rateOf(db: Db, tenantId: number | null, id: string | null) {
  if (!id) throw new BizError(RailTexts.rateMissing);
  const [rate] = await db.select().from(coalRailRate).where(and(eq(coalRailRate.id, id), tenantId === null ? sql`true` : eq(coalRailRate.tenantId, tenantId), eq(coalRailRate.delFlag, 0)));
  if (!rate) throw new BizError(RailTexts.rateGone);
  return rate;
}

/**
 * 请车: a new shipment, 已请车, its number from the rule, the contract's number and parties copied (so a customer's
 * or supplier's user sees it), and its first timeline line, in one transaction. Platform and rate are checked
 * against the tenant's own (their dictionaries), the route's km by the tariff's rule.
 */
export async function requestShipment(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<ApiRecord> {
  refuseOrgUser(auth);
  const { id: _i, shipmentNo: _n, status: _s, rev: _r, ...fields } = raw;
  const checked = await checkForWrite(ctx, railShipmentEntity, fields, 'add', await writeScope(auth));
  const v = checked.input;
  if (Number(v.electrifiedKm) > Number(v.tariffKm)) throw new BizError(FreightTexts.electrifiedOver);
  const rate = await rateOf(ctx.db, auth.tenantId, String(v.rateId));
  if (rate.enabled !== 1) throw new BizError(RailTexts.rateDisabled);
  let parties: { contractId: string | null; contractNo: string | null; consumerId: string | null; supplierId: string | null } = { contractId: null, contractNo: null, consumerId: null, supplierId: null };
  if (v.contractId) {
    const [c] = await loadScoped(ctx.db, contractEntity, auth, [String(v.contractId)]);
    if (!c) throw new BizError(RailTexts.contractGone);
    parties = { contractId: c.id, contractNo: String(c.contractNo), consumerId: (c.consumerId as string | null) ?? null, supplierId: (c.supplierId as string | null) ?? null };
  }
  const now = new Date();
  const id = await withUniqueGuard(() =>
    ctx.db.transaction(async (tx) => {
      const shipmentNo = await nextNumber(tx, RAIL_NO_RULE, now);
      const [row] = await tx
        .insert(coalRailShipment)
        .values({ ...(checked.values as typeof coalRailShipment.$inferInsert), ...parties, shipmentNo, status: 'requested', requestTime: now, rev: 1, tenantId: auth.tenantId, createBy: auth.user.username })
        .returning({ id: coalRailShipment.id });
      await recordRailEvent(tx, { tenantId: auth.tenantId, shipmentId: row.id, kind: 'request', toStatus: 'requested', remark: `请车${String(v.requestedWagons)}车，到站${String(v.toStation)}${v.remark ? `；${String(v.remark)}` : ''}`, by: by(auth) });
      return row.id;
    }),
  );
  return loadOne(ctx, railShipmentEntity, auth, id);
}

/** Why a step is refused on a shipment in `row.status`: done already (and by whom), or not from this state. */
async function wrongState(tx: Db, step: RailStep, row: Row): Promise<string> {
  const past = RAIL_STATUSES.indexOf(row.status as RailStatus) > RAIL_STATUSES.indexOf(RAIL_STEP_INFO[step].from);
  if (past) {
    const [e] = await tx.select({ who: coalRailEvent.byRealname, username: coalRailEvent.byUsername }).from(coalRailEvent).where(and(eq(coalRailEvent.shipmentId, row.id), eq(coalRailEvent.kind, step))).limit(1);
    if (e && row.status === RAIL_STEP_INFO[step].to) return RailTexts.done(step, e.who || e.username);
  }
  return RailTexts.wrongState(step, row.status);
}

type StepBodies = {
  approve: z.infer<typeof approveSchema>;
  load: z.infer<typeof loadSchema>;
  depart: z.infer<typeof departSchema>;
  arrive: z.infer<typeof arriveSchema>;
  store: z.infer<typeof storeSchema>;
};
const SCHEMAS = { approve: approveSchema, load: loadSchema, depart: departSchema, arrive: arriveSchema, store: storeSchema } as const;

/** What a step writes beyond the status: the shipment's columns and the timeline's remark; wagons are written by the step. */
interface StepWrite {
  set: Partial<typeof coalRailShipment.$inferInsert>;
  remark: string;
}

/** 批车: no more wagons than requested. */
function approve(row: Row, b: StepBodies['approve'], at: Date): StepWrite {
  if (b.approvedWagons > row.requestedWagons) throw new BizError(RailTexts.approvedOver);
  return { set: { approvedWagons: b.approvedWagons, approvedTime: at }, remark: `批准${b.approvedWagons}车` };
}

/**
 * 装车: the wagons (number, type, marked load 标重, ticket weight 票重), at most the approved count, numbers
 * unique; each wagon's charged weight and freight and the total from the shipment's rate by railTariff.ts, the
 * whole result kept as the trace. Refusals name the wagon (第2节车皮：票重必须是不小于0的整数千克).
 */
async function load(tx: Db, row: Row, b: StepBodies['load'], at: Date): Promise<StepWrite> {
  const rows = b.wagons.map((w, i) => {
    const o = w as Record<string, unknown>;
    const type = typeof o.wagonType === 'string' ? o.wagonType.trim() : '';
    if (type.length > 20) throw new BizError(`第${i + 1}节车皮：${RailTexts.wagonType}`);
    const marked = o.markedLoadKg === undefined || o.markedLoadKg === null || o.markedLoadKg === '' ? 0 : o.markedLoadKg;
    if (!wholeNonNeg(marked)) throw new BizError(`第${i + 1}节车皮：${FreightTexts.weightBad('标重')}`);
    return { wagonNo: o.wagonNo, wagonType: type || null, ticketKg: o.ticketKg, minChargedKg: marked };
  });
  const rate = await rateOf(tx, row.tenantId, row.rateId);
  const checked = checkRailFreight({ rates: railRateTable({ ...rate, surcharges: rate.surcharges as unknown as RailRateSurchargeRow[] }), tariffKm: row.tariffKm, electrifiedKm: row.electrifiedKm, wagons: rows });
  if ('error' in checked) throw new BizError(checked.error);
  const seen = new Set<string>();
  for (const w of checked.value.wagons) {
    if (seen.has(w.wagonNo)) throw new BizError(RailTexts.wagonDuplicate(w.wagonNo));
    seen.add(w.wagonNo);
  }
  if (row.approvedWagons !== null && checked.value.wagons.length > row.approvedWagons) throw new BizError(RailTexts.loadedOver(row.approvedWagons));
  const freight = computeRailFreight(checked.value);
  await tx.delete(coalRailWagon).where(eq(coalRailWagon.shipmentId, row.id));
  await tx.insert(coalRailWagon).values(
    freight.wagons.map((w, i) => ({
      tenantId: row.tenantId,
      shipmentId: row.id,
      seq: i + 1,
      wagonNo: w.wagonNo,
      wagonType: rows[i].wagonType,
      markedLoadKg: rows[i].minChargedKg,
      ticketKg: checked.value.wagons[i].ticketKg,
      chargedKg: kgOfT(w.chargedT),
      freightAmount: w.freight,
    })),
  );
  const trace: RailTrace = { rate: { id: rate.id, name: rate.name, validFrom: rate.validFrom }, freight };
  return {
    set: { ticketKg: kgOfT(freight.ticketT), freightAmount: freight.total, trace: trace as Record<string, unknown>, loadedTime: at },
    remark: `装车${freight.wagons.length}节，票重${freight.ticketT}吨，计费${freight.chargedT}吨，运费${freight.total}元（${rate.name}）`,
  };
}

function depart(b: StepBodies['depart'], at: Date): StepWrite {
  return { set: { trainNo: b.trainNo, departTime: at }, remark: `车次${b.trainNo}` };
}

/**
 * 到站: an arrival weight for every loaded wagon (by number, none missing, none unknown); each wagon's and the
 * consignment's loss and rate by transitLoss.ts against the allowance (sent, or the request's), flagged when over.
 */
async function arrive(tx: Db, row: Row, b: StepBodies['arrive'], at: Date): Promise<StepWrite> {
  const loaded = await tx.select().from(coalRailWagon).where(eq(coalRailWagon.shipmentId, row.id)).orderBy(asc(coalRailWagon.seq));
  const sent = new Map<string, unknown>();
  for (const w of b.wagons) {
    const o = w as Record<string, unknown>;
    const no = typeof o.wagonNo === 'string' ? o.wagonNo.trim() : '';
    if (!loaded.some((l) => l.wagonNo === no)) throw new BizError(RailTexts.arrivalUnknown(no || '（空）'));
    sent.set(no, o.arrivalKg);
  }
  if (sent.size !== loaded.length) throw new BizError(RailTexts.arrivalWagons);
  const allowance = b.allowancePermille ?? row.lossAllowancePermille;
  if (allowance === null || allowance === undefined || String(allowance).trim() === '') throw new BizError(RailTexts.allowanceMissing);
  const checked = checkTransitLoss({ allowancePermille: allowance, wagons: loaded.map((l) => ({ wagonNo: l.wagonNo, ticketKg: l.ticketKg, arrivalKg: sent.get(l.wagonNo) })) });
  if ('error' in checked) throw new BizError(checked.error);
  const loss = computeTransitLoss(checked.value);
  for (const w of checked.value.wagons) await tx.update(coalRailWagon).set({ arrivalKg: w.arrivalKg }).where(and(eq(coalRailWagon.shipmentId, row.id), eq(coalRailWagon.wagonNo, w.wagonNo)));
  const arrivalKg = checked.value.wagons.reduce((t, w) => t + w.arrivalKg, 0);
  const ticketKg = checked.value.wagons.reduce((t, w) => t + w.ticketKg, 0);
  const trace: RailTrace = { ...((row.trace ?? {}) as RailTrace), loss };
  const over = loss.flagged ? `，超出允许${loss.allowancePermille}‰` : `，在允许${loss.allowancePermille}‰内`;
  return {
    set: { arrivalKg, lossKg: ticketKg - arrivalKg, lossPermille: loss.ratePermille, lossAllowancePermille: loss.allowancePermille, trace: trace as Record<string, unknown>, arrivalTime: at },
    remark: `到站${loss.arrivalT}吨，运损${loss.lossT}吨（${loss.ratePermille ?? '—'}‰${over}）${loss.flaggedWagons.length ? `；超标车皮：${loss.flaggedWagons.join('、')}` : ''}`,
  };
}

/**
 * One step of a shipment (批车, 装车, 发车, 到站, 站存), in one transaction under the shipment row's lock: from the
 * step's one state and the version the caller saw, so of two people acting at once the second is told it was
 * done (by whom), and a screen showing an old version is refused; the status, what the step writes and the
 * timeline line go together, and a refusal anywhere changes nothing.
 */
export async function moveShipment(ctx: AppContext, auth: RequestAuth, step: RailStep, raw: unknown): Promise<WriteResult> {
  refuseOrgUser(auth);
  const body = parseInput(SCHEMAS[step] as z.ZodType<StepBodies[typeof step]>, raw);
  const info = RAIL_STEP_INFO[step];
  const [before] = await loadScoped(ctx.db, railShipmentEntity, auth, [body.id]);
  if (!before) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(coalRailShipment).where(eq(coalRailShipment.id, body.id)).for('update');
    if (!row) throw notFound();
    if (row.status !== info.from) throw new BizError(await wrongState(tx, step, row));
    if (body.rev !== row.rev) throw new BizError(RailTexts.stale);
    const now = new Date();
    const at = instantOf((body as { time?: string | null }).time, now);
    const w: StepWrite =
      step === 'approve'
        ? approve(row, body as StepBodies['approve'], at)
        : step === 'load'
          ? await load(tx, row, body as StepBodies['load'], at)
          : step === 'depart'
            ? depart(body as StepBodies['depart'], at)
            : step === 'arrive'
              ? await arrive(tx, row, body as StepBodies['arrive'], at)
              : { set: {}, remark: '站存' };
    const [moved] = await tx
      .update(coalRailShipment)
      .set({ ...w.set, status: info.to, rev: sql`${coalRailShipment.rev} + 1`, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalRailShipment.id, row.id), eq(coalRailShipment.status, info.from), eq(coalRailShipment.rev, row.rev)))
      .returning({ id: coalRailShipment.id });
    if (!moved) throw new BizError(RailTexts.stale);
    const remark = body.remark?.trim();
    await recordRailEvent(tx, { tenantId: row.tenantId, shipmentId: row.id, kind: step, fromStatus: info.from, toStatus: info.to, remark: remark ? `${w.remark}；${remark}` : w.remark, by: by(auth) });
  });
  return { record: await loadOne(ctx, railShipmentEntity, auth, body.id), before };
}

/** `queryById`: the shipment as the list shows it, its wagons in order, the trace (freight per component, loss) and the timeline. */
export async function shipmentDetail(ctx: AppContext, auth: RequestAuth, id: string): Promise<RailShipmentDetail> {
  const record = await loadOne(ctx, railShipmentEntity, auth, id);
  const [row] = await ctx.db.select({ trace: coalRailShipment.trace, rateId: coalRailShipment.rateId, tenantId: coalRailShipment.tenantId }).from(coalRailShipment).where(eq(coalRailShipment.id, id));
  const rate = row?.rateId ? await rateOf(ctx.db, row.tenantId, row.rateId).catch(() => null) : null;
  const wagons = await ctx.db.select().from(coalRailWagon).where(eq(coalRailWagon.shipmentId, id)).orderBy(asc(coalRailWagon.seq));
  return {
    ...(record as RailShipmentDetail),
    wagons: wagons.map(({ tenantId: _t, shipmentId: _s, ...w }): RailWagonRow => w),
    trace: (row?.trace ?? {}) as RailTrace,
    events: await railEvents(ctx.db, id),
    rate: rate && { id: rate.id, name: rate.name, baseRate: rate.baseRate, runningRate: rate.runningRate, electrifiedRate: rate.electrifiedRate, constructionFundRate: rate.constructionFundRate, surcharges: (rate.surcharges ?? []) as unknown as RailRateSurchargeRow[] },
  };
}
