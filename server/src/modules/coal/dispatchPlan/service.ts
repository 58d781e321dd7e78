import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { businessToday, Dec, dec, DispatchTexts, OPEN_PLAN_STATUSES, PLAN_STATUS_ITEMS, PLAN_TRANSITIONS, tonnes, type PlanAction } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { keepVersion } from '../../../core/crud/audit';
import { loadOne, loadScoped, notFound, withUniqueGuard } from '../../../core/crud/service';
import { checkForWrite } from '../../../core/crud/validate-record';
import type { ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { orgOf, writeScope } from '../../../core/tenancy/index';
import { nextNumber } from '../../sys/fill-rule/service';
import { contractEntity } from '../contract/entity';
import { progressOf } from '../contract/progress';
import { coalContract } from '../contract/table';
import { coalConsignee } from '../consignee/table';
import { coalPickupOrder } from '../pickupOrder/table';
import { executionOfPlans } from '../weighing/progress';
import { dispatchPlanEntity } from './entity';
import { recordDispatchEvent, recordDispatchEvents } from './events';
import { tellAboutPlan, type Ring } from './notify';
import { coalDispatchPlan } from './table';
import { actorOf } from '../actor';

/** The numbering rule of dispatch plans (sys fill-rule seed): DD + yyyyMMdd + 4 digits. */
export const PLAN_NO_RULE = 'dispatch_plan_no';

const statusText = (s: string) => PLAN_STATUS_ITEMS.find(([v]) => v === s)?.[1] ?? s;

/** Users acting for an organisation read the plans that concern it; writing and deciding them is our staff's. */
function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(DispatchTexts.staffOnly);
}

/** The contract as a plan needs it, read with its row locked. */
export interface LockedContract {
  id: string;
  contractNo: string;
  counterpartyName: string;
  direction: string;
  status: string;
  supplierId: string | null;
  consumerId: string | null;
  materialId: string;
  quantityT: string;
  unitPrice: string;
  startDate: string;
  endDate: string;
}

/**
 * Locks the contract's row for the rest of the transaction: every write that holds tonnage against a contract
 * (a plan added, edited or approved) takes this lock first, so two of them never read the same balance.
 */
export async function lockContract(tx: Db, contractId: string, mode: 'update' | 'share' = 'update'): Promise<LockedContract> {
  const [row] = await tx
    .select({
      id: coalContract.id,
      contractNo: coalContract.contractNo,
      counterpartyName: coalContract.counterpartyName,
      direction: coalContract.direction,
      status: coalContract.status,
      supplierId: coalContract.supplierId,
      consumerId: coalContract.consumerId,
      materialId: coalContract.materialId,
      quantityT: coalContract.quantityT,
      unitPrice: coalContract.unitPrice,
      startDate: coalContract.startDate,
      endDate: coalContract.endDate,
    })
    .from(coalContract)
    .where(and(eq(coalContract.id, contractId), eq(coalContract.delFlag, 0)))
    .for(mode);
  if (!row) throw new BizError(DispatchTexts.contractMissing);
  return row;
}

/**
 * The contract's balance (quantity − shipped, coal-api.md "Dispatch") must hold what its open plans (草稿, 已审核,
 * 执行中) still have to load — each plan's planned tonnage less what its trucks have already shipped (never below
 * zero), those stored less `excludePlanId`, plus `plannedT`. Shipped is what the registered progress sources say
 * (the weighings' settle weight). Run with the contract locked.
 */
export async function checkBalance(tx: Db, c: LockedContract, plannedT: Dec, excludePlanId?: string): Promise<void> {
  const open = await tx
    .select({ id: coalDispatchPlan.id, plannedT: coalDispatchPlan.plannedT })
    .from(coalDispatchPlan)
    .where(
      and(
        eq(coalDispatchPlan.contractId, c.id),
        eq(coalDispatchPlan.delFlag, 0),
        inArray(coalDispatchPlan.status, [...OPEN_PLAN_STATUSES]),
        excludePlanId ? ne(coalDispatchPlan.id, excludePlanId) : undefined,
      ),
    );
  const executed = await executionOfPlans(tx, open.map((p) => p.id));
  const held = open.reduce((sum, p) => sum.plus(Dec.max(dec(p.plannedT).minus(dec(executed.get(p.id)?.executedKg ?? 0).div(1000)), 0)), dec(0));
  const progress = (await progressOf(tx, [{ id: c.id, quantityT: c.quantityT, unitPrice: c.unitPrice }])).get(c.id)!;
  const balance = dec(c.quantityT).minus(dec(progress.shippedT));
  if (held.plus(plannedT).greaterThan(balance)) {
    throw new BizError(`${DispatchTexts.overBalance}：合同剩余${tonnes(balance)}t，其他调度计划已安排${tonnes(held)}t，本计划${tonnes(plannedT)}t`);
  }
}

/** The load date of a plan: today or later, within the contract's term. */
function checkLoadDate(loadDate: string, c: LockedContract) {
  if (loadDate < businessToday()) throw new BizError(DispatchTexts.loadDatePast);
  if (loadDate < c.startDate || loadDate > c.endDate) throw new BizError(`装车日期不在合同期限内（${c.startDate} 至 ${c.endDate}）`);
}

/** A consignee of the tenant and, for a sale, of the contract's customer. */
async function checkConsignee(tx: Db, tenantId: number | null, consigneeId: unknown, c: LockedContract) {
  if (!consigneeId) return;
  const [row] =
    tenantId === null
      ? []
      : await tx
          .select({ name: coalConsignee.name, consumerId: coalConsignee.consumerId })
          .from(coalConsignee)
          .where(and(eq(coalConsignee.id, String(consigneeId)), eq(coalConsignee.tenantId, tenantId), eq(coalConsignee.delFlag, 0)));
  if (!row) throw new BizError(DispatchTexts.consigneeMissing);
  if (c.consumerId && row.consumerId !== c.consumerId) throw new BizError(`收货单位「${row.name}」不属于合同客户「${c.counterpartyName}」`);
}

/** Only an executing contract is dispatched against. */
function requireExecuting(c: LockedContract) {
  if (c.status !== 'executing') throw new BizError(DispatchTexts.contractNotExecuting);
}

/** What a plan copies from its contract: number, direction, organisations. */
const fromContract = (c: LockedContract) => ({ contractNo: c.contractNo, direction: c.direction, supplierId: c.supplierId, consumerId: c.consumerId });

export interface WriteResult {
  record: ApiRecord;
  before?: ApiRecord;
}

/**
 * A new plan, a draft, against an executing contract the caller may see; numbered by the rule, the contract's coal
 * sort when none is given. The balance is checked with the contract locked, so of two plans written at once that
 * would together exceed it, the second is refused.
 */
export async function addPlan(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<WriteResult> {
  refuseOrgUser(auth);
  const checked = await checkForWrite(ctx, dispatchPlanEntity, raw, 'add', await writeScope(auth));
  const input = checked.input;
  const [visible] = await loadScoped(ctx.db, contractEntity, auth, [String(input.contractId)]);
  if (!visible) throw new BizError(DispatchTexts.contractMissing);
  const actor = actorOf(auth);
  const id = await withUniqueGuard(() =>
    ctx.db.transaction(async (tx) => {
      const c = await lockContract(tx, visible.id);
      requireExecuting(c);
      checkLoadDate(String(input.loadDate), c);
      await checkConsignee(tx, auth.tenantId, input.consigneeId, c);
      const plannedT = dec(String(input.plannedT));
      await checkBalance(tx, c, plannedT);
      const planNo = await nextNumber(tx, PLAN_NO_RULE);
      const [row] = await tx
        .insert(coalDispatchPlan)
        .values({
          ...(checked.values as typeof coalDispatchPlan.$inferInsert),
          ...fromContract(c),
          contractId: c.id,
          materialId: (input.materialId as string | null) || c.materialId,
          planNo,
          status: 'draft',
          tenantId: auth.tenantId,
          createBy: auth.user.username,
        })
        .returning({ id: coalDispatchPlan.id });
      await recordDispatchEvent(tx, { tenantId: auth.tenantId, planId: row.id, kind: 'create', toStatus: 'draft', by: actor });
      return row.id;
    }),
  );
  return { record: await loadOne(ctx, dispatchPlanEntity, auth, id) };
}

/** Changes a draft: the fields sent over the stored ones (its contract stays), checked again as a whole. */
export async function editPlan(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<WriteResult> {
  refuseOrgUser(auth);
  const id = typeof raw.id === 'string' ? raw.id : '';
  if (!id) throw new BizError('id不能为空');
  const [before] = await loadScoped(ctx.db, dispatchPlanEntity, auth, [id]);
  if (!before) throw notFound();
  if (before.status !== 'draft') throw new BizError(DispatchTexts.notDraft);
  const checked = await checkForWrite(ctx, dispatchPlanEntity, raw, 'edit', await writeScope(auth), before);
  const merged = { ...before, ...checked.input };
  const actor = actorOf(auth);
  await withUniqueGuard(() =>
    ctx.db.transaction(async (tx) => {
      const c = await lockContract(tx, String(before.contractId));
      const [locked] = await tx.select({ status: coalDispatchPlan.status }).from(coalDispatchPlan).where(eq(coalDispatchPlan.id, id)).for('update');
      if (!locked || locked.status !== 'draft') throw new BizError(DispatchTexts.notDraft);
      requireExecuting(c);
      checkLoadDate(String(merged.loadDate), c);
      await checkConsignee(tx, auth.tenantId, merged.consigneeId, c);
      await checkBalance(tx, c, dec(String(merged.plannedT)), id);
      await keepVersion(tx, dispatchPlanEntity.tableName, before, auth.user.username);
      const material = 'materialId' in checked.input && !checked.input.materialId ? { materialId: c.materialId } : {};
      await tx
        .update(coalDispatchPlan)
        .set({ ...(checked.values as Partial<typeof coalDispatchPlan.$inferInsert>), ...material, updateBy: auth.user.username, updateTime: new Date() })
        .where(eq(coalDispatchPlan.id, id));
      await recordDispatchEvent(tx, { tenantId: auth.tenantId, planId: id, kind: 'edit', fromStatus: 'draft', toStatus: 'draft', by: actor });
    }),
  );
  return { record: await loadOne(ctx, dispatchPlanEntity, auth, id), before };
}

/**
 * 审核 / 关闭. The state moves only from the ones the action expects, in one guarded update, so of two users acting
 * at once one wins and the other is told the plan has moved on. Approving checks the contract again (still
 * executing, the balance still holding the plan: a supplement may have lowered the quantity); closing voids the
 * plan's valid pickup orders. The plan's author and its carrier's users are told through the bell.
 */
export async function transitionPlan(ctx: AppContext, auth: RequestAuth, action: PlanAction, input: { id: string; remark?: string | null }): Promise<WriteResult & { voided: string[] }> {
  refuseOrgUser(auth);
  const t = PLAN_TRANSITIONS[action];
  const remark = input.remark?.trim() || null;
  if (t.remarkRequired && !remark) throw new BizError(DispatchTexts.remarkRequired);
  const [before] = await loadScoped(ctx.db, dispatchPlanEntity, auth, [input.id]);
  if (!before) throw notFound();
  const actor = actorOf(auth);
  const now = new Date();
  const { ring, voided } = await ctx.db.transaction(async (tx) => {
    if (action === 'approve') {
      const c = await lockContract(tx, String(before.contractId));
      requireExecuting(c);
      if (String(before.loadDate) < businessToday()) throw new BizError(DispatchTexts.loadDatePast);
      // The plan itself is among the open ones (a draft): nothing more is added to them.
      await checkBalance(tx, c, dec(0));
    }
    const stamp = action === 'approve' ? { approvedBy: auth.user.username, approvedTime: now } : { closedBy: auth.user.username, closedTime: now, closeReason: remark };
    const [row] = await tx
      .update(coalDispatchPlan)
      .set({ status: t.to, ...stamp, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalDispatchPlan.id, input.id), inArray(coalDispatchPlan.status, [...t.from])))
      .returning({ planNo: coalDispatchPlan.planNo, contractNo: coalDispatchPlan.contractNo, carrierId: coalDispatchPlan.carrierId, createBy: coalDispatchPlan.createBy, loadDate: coalDispatchPlan.loadDate });
    if (!row) throw new BizError(t.wrongState);
    const from = String(before.status);
    await recordDispatchEvent(tx, { tenantId: auth.tenantId, planId: input.id, kind: action, fromStatus: from, toStatus: t.to, remark, by: actor });
    let voidedIds: string[] = [];
    if (action === 'close') {
      const reason = `调度计划已关闭：${remark}`;
      const orders = await tx
        .update(coalPickupOrder)
        .set({ status: 'void', voidReason: reason, voidedBy: auth.user.username, voidedTime: now, updateBy: auth.user.username, updateTime: now })
        .where(and(eq(coalPickupOrder.planId, input.id), eq(coalPickupOrder.status, 'valid')))
        .returning({ id: coalPickupOrder.id });
      voidedIds = orders.map((o) => o.id);
      await recordDispatchEvents(
        tx,
        voidedIds.map((pickupOrderId) => ({ tenantId: auth.tenantId, planId: input.id, pickupOrderId, kind: 'void' as const, fromStatus: 'valid', toStatus: 'void', remark: reason, by: actor })),
      );
    }
    const ring = await tellAboutPlan(tx, { id: input.id, tenantId: auth.tenantId, carrierId: row.carrierId, createBy: row.createBy }, actor, {
      planNo: row.planNo,
      contractNo: row.contractNo,
      loadDate: row.loadDate,
      action: t.label,
      fromStatus: statusText(from),
      toStatus: statusText(t.to),
      remark,
      voidedOrders: voidedIds.length || null,
      actor: actor.name,
    });
    return { ring, voided: voidedIds };
  });
  await ring?.(ctx);
  return { record: await loadOne(ctx, dispatchPlanEntity, auth, input.id), before, voided };
}

/**
 * 执行中: the first weighing of a plan's truck starts it (the weighbridge calls this in its transaction). Only an
 * approved plan moves; an executing one stays. Answers whether this call moved it.
 */
export async function startPlan(tx: Db, planId: string): Promise<boolean> {
  const rows = await tx
    .update(coalDispatchPlan)
    .set({ status: 'executing', updateTime: new Date() })
    .where(and(eq(coalDispatchPlan.id, planId), eq(coalDispatchPlan.status, 'approved')))
    .returning({ id: coalDispatchPlan.id });
  return rows.length > 0;
}

export type { Ring };
