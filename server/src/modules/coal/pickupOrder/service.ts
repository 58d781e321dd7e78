import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { businessToday, COUNTED_PICKUP_STATUSES, DispatchTexts, instantOfWallTime, ISSUING_PLAN_STATUSES, pickupLink, type IssuedPickupOrder, type PlanStatus } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { loadOne, loadScoped, notFound } from '../../../core/crud/service';
import type { ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { nextNumber } from '../../sys/fill-rule/service';
import { coalCar } from '../car/table';
import { coalCarrier } from '../carrier/table';
import { coalDriver } from '../driver/table';
import { lockContract } from '../dispatchPlan/service';
import { actorOf } from '../actor';
import { dispatchPlanEntity } from '../dispatchPlan/entity';
import { recordDispatchEvent } from '../dispatchPlan/events';
import { coalDispatchPlan } from '../dispatchPlan/table';
import { pickupOrderEntity } from './entity';
import { coalPickupOrder } from './table';

/** The numbering rule of pickup orders (sys fill-rule seed): THD + yyyyMMdd + 5 digits. */
export const PICKUP_NO_RULE = 'pickup_order_no';

/** 24 random bytes: 32 URL-safe characters nobody guesses. */
export const newPickupToken = () => randomBytes(24).toString('base64url');

/** The whole load day in business time: 00:00:00 to 23:59:59. */
export function validityOf(loadDate: string): { validFrom: Date; validTo: Date } {
  const [year, month, day] = loadDate.split('-').map(Number);
  return {
    validFrom: instantOfWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }),
    validTo: instantOfWallTime({ year, month, day, hour: 23, minute: 59, second: 59 }),
  };
}

/** Our staff and the users of a carrier issue and void pickup orders; a consumer's or supplier's users read them. */
function refuseNonCarrierOrg(auth: RequestAuth) {
  const org = orgOf(auth.user);
  if (org && org.kind !== 'carrier') throw new BizError(DispatchTexts.pickupStaffOrCarrier);
}

const carNotFree = (plateNo: string, orderNo?: string) => `车辆「${plateNo}」已有有效的提煤单${orderNo ? `（${orderNo}）` : ''}，不能重复开单`;

/** The one unique index a race can hit beyond the checks: the car's second valid order. */
function isValidCarClash(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string; cause?: { code?: string; constraint?: string; message?: string } };
  const code = err.code ?? err.cause?.code;
  const text = `${err.constraint ?? ''} ${err.cause?.constraint ?? ''} ${err.message ?? ''} ${err.cause?.message ?? ''}`;
  return code === '23505' && text.includes('coal_pickup_order_valid_car_uq');
}

export interface IssueInput {
  planId: string;
  carId: string;
  driverId?: string | null;
}

/**
 * 开提煤单: one truck trip of an approved or executing plan the caller may see, for an enabled car of the plan's
 * carrier and a driver of that carrier (the car's default driver when none is named), valid the plan's whole load
 * day. The plan's row is locked while its trucks are counted, so two clerks issuing at once never pass its
 * planned trucks; a car holds one valid order at a time (checked, and decided by a unique index in a race).
 */
export async function issuePickupOrder(ctx: AppContext, auth: RequestAuth, input: IssueInput): Promise<IssuedPickupOrder> {
  refuseNonCarrierOrg(auth);
  const [visible] = await loadScoped(ctx.db, dispatchPlanEntity, auth, [input.planId]);
  if (!visible) throw notFound();
  const actor = actorOf(auth);
  const tenantId = auth.tenantId;
  if (tenantId === null) throw notFound();
  let plate = '';
  const id = await ctx.db
    .transaction(async (tx) => {
      const [plan] = await tx.select().from(coalDispatchPlan).where(eq(coalDispatchPlan.id, visible.id)).for('update');
      if (!plan || plan.delFlag !== 0) throw notFound();
      if (!ISSUING_PLAN_STATUSES.includes(plan.status as PlanStatus)) throw new BizError(DispatchTexts.planNotIssuing);
      if (plan.loadDate < businessToday()) throw new BizError(DispatchTexts.planDayPast);
      const contract = await lockContract(tx, plan.contractId, 'share');
      if (contract.status !== 'executing') throw new BizError(DispatchTexts.planContractNotExecuting);

      const [car] = await tx.select().from(coalCar).where(and(eq(coalCar.id, input.carId), eq(coalCar.tenantId, tenantId), eq(coalCar.delFlag, 0)));
      if (!car) throw new BizError(DispatchTexts.carMissing);
      plate = car.plateNo;
      if (car.status === 'blacklisted') throw new BizError(`车辆「${car.plateNo}」已列入黑名单，不能开提煤单`);
      if (car.status !== 'enabled') throw new BizError(`车辆「${car.plateNo}」已停用，不能开提煤单`);
      const carrierName = async () => (await tx.select({ name: coalCarrier.name }).from(coalCarrier).where(eq(coalCarrier.id, plan.carrierId)))[0]?.name ?? '';
      if (car.carrierId !== plan.carrierId) throw new BizError(`车辆「${car.plateNo}」不属于承运单位「${await carrierName()}」`);

      const driverId = input.driverId || car.driverId;
      if (!driverId) throw new BizError(DispatchTexts.driverRequired);
      const [driver] = await tx.select().from(coalDriver).where(and(eq(coalDriver.id, driverId), eq(coalDriver.tenantId, tenantId), eq(coalDriver.delFlag, 0)));
      if (!driver) throw new BizError(DispatchTexts.driverMissing);
      if (driver.carrierId !== plan.carrierId) throw new BizError(`司机「${driver.name}」不属于承运单位「${await carrierName()}」`);

      const [{ n }] = await tx
        .select({ n: count() })
        .from(coalPickupOrder)
        .where(and(eq(coalPickupOrder.planId, plan.id), inArray(coalPickupOrder.status, [...COUNTED_PICKUP_STATUSES])));
      if (Number(n) >= plan.plannedTrucks) throw new BizError(`该调度计划的${plan.plannedTrucks}车提煤单已开满`);
      const [held] = await tx.select({ orderNo: coalPickupOrder.orderNo }).from(coalPickupOrder).where(and(eq(coalPickupOrder.carId, car.id), eq(coalPickupOrder.status, 'valid')));
      if (held) throw new BizError(carNotFree(car.plateNo, held.orderNo));

      const orderNo = await nextNumber(tx, PICKUP_NO_RULE);
      const [row] = await tx
        .insert(coalPickupOrder)
        .values({
          tenantId,
          orderNo,
          token: newPickupToken(),
          planId: plan.id,
          planNo: plan.planNo,
          contractId: plan.contractId,
          contractNo: plan.contractNo,
          carId: car.id,
          plateNo: car.plateNo,
          driverId: driver.id,
          driverName: driver.name,
          driverPhone: driver.phone,
          carrierId: plan.carrierId,
          supplierId: plan.supplierId,
          consumerId: plan.consumerId,
          yardId: plan.yardId,
          materialId: plan.materialId,
          loadDate: plan.loadDate,
          ...validityOf(plan.loadDate),
          status: 'valid',
          createBy: auth.user.username,
        })
        .returning({ id: coalPickupOrder.id });
      await recordDispatchEvent(tx, { tenantId, planId: plan.id, pickupOrderId: row.id, kind: 'issue', toStatus: 'valid', remark: `${orderNo} ${car.plateNo} ${driver.name}`, by: actor });
      return row.id;
    })
    .catch((e: unknown) => {
      if (isValidCarClash(e)) throw new BizError(carNotFree(plate));
      throw e;
    });
  return withLink(ctx, auth, await loadOne(ctx, pickupOrderEntity, auth, id));
}

/** The order as the caller may see it, with the driver's link. */
export async function withLink(ctx: AppContext, _auth: RequestAuth, record: ApiRecord): Promise<IssuedPickupOrder> {
  const token = await tokenOf(ctx.db, record.id);
  return { ...(record as unknown as IssuedPickupOrder), link: pickupLink(token) };
}

/** The secret of an order's link (the caller has checked that the order is theirs to see). */
export async function tokenOf(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ token: coalPickupOrder.token }).from(coalPickupOrder).where(eq(coalPickupOrder.id, id));
  if (!row) throw notFound();
  return row.token;
}

/** A pickup order of the caller's scope with its link. */
export async function loadWithLink(ctx: AppContext, auth: RequestAuth, id: string): Promise<IssuedPickupOrder> {
  return withLink(ctx, auth, await loadOne(ctx, pickupOrderEntity, auth, id));
}

/** 作废: a valid order only (a used one is the queue's), with a reason, in one guarded update. */
export async function voidPickupOrder(ctx: AppContext, auth: RequestAuth, input: { id: string; reason?: string | null }): Promise<{ record: ApiRecord; before: ApiRecord }> {
  refuseNonCarrierOrg(auth);
  const reason = input.reason?.trim() || '';
  if (!reason) throw new BizError(DispatchTexts.voidReasonRequired);
  const [before] = await loadScoped(ctx.db, pickupOrderEntity, auth, [input.id]);
  if (!before) throw notFound();
  const actor = actorOf(auth);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(coalPickupOrder)
      .set({ status: 'void', voidReason: reason, voidedBy: auth.user.username, voidedTime: now, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalPickupOrder.id, input.id), eq(coalPickupOrder.status, 'valid')))
      .returning({ planId: coalPickupOrder.planId });
    if (!row) throw new BizError(DispatchTexts.voidNotValid);
    await recordDispatchEvent(tx, { tenantId: auth.tenantId, planId: row.planId, pickupOrderId: input.id, kind: 'void', fromStatus: 'valid', toStatus: 'void', remark: reason, by: actor });
  });
  return { record: await loadOne(ctx, pickupOrderEntity, auth, input.id), before };
}

/**
 * 已使用: the truck checked in on its order (the queue calls this in its transaction). Only a valid order within its
 * validity moves; answers whether this call moved it.
 */
export async function usePickupOrder(tx: Db, id: string, now = new Date()): Promise<boolean> {
  const rows = await tx
    .update(coalPickupOrder)
    .set({ status: 'used', updateTime: now })
    .where(and(eq(coalPickupOrder.id, id), eq(coalPickupOrder.status, 'valid'), lte(coalPickupOrder.validFrom, now), gte(coalPickupOrder.validTo, now)))
    .returning({ id: coalPickupOrder.id });
  return rows.length > 0;
}
