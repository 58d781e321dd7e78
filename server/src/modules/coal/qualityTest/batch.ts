import { and, eq, inArray, sql } from 'drizzle-orm';
import { QualityTexts } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { coalDispatchPlan } from '../dispatchPlan/table';
import { coalWeighing } from '../weighing/table';
import { coalQualityTestWeighing } from './table';

export const MAX_BATCH = 1000;

/** What the client sends as the batch: a plan, or weighing ids as an array or a comma-joined string. */
export type BatchInput = { planId: string } | { weighingIds: string[] };

/** The batch of an add body (coal-api.md "Quality": planId or weighingIds), checked for shape only. */
export function batchInput(raw: Record<string, unknown>): BatchInput {
  const planId = typeof raw.planId === 'string' ? raw.planId.trim() : raw.planId == null ? '' : null;
  if (planId === null) throw new BizError('调度计划格式不正确');
  const w = raw.weighingIds;
  let ids: string[];
  if (w === undefined || w === null || w === '') ids = [];
  else if (typeof w === 'string') ids = w.split(',').map((s) => s.trim()).filter(Boolean);
  else if (Array.isArray(w) && w.every((x) => typeof x === 'string')) ids = (w as string[]).map((s) => s.trim()).filter(Boolean);
  else throw new BizError(QualityTexts.weighingIdsFormat);
  if (ids.some((id) => id.length > 64)) throw new BizError(QualityTexts.weighingIdsFormat);
  if (planId && ids.length) throw new BizError(QualityTexts.batchBoth);
  if (planId) return { planId };
  if (!ids.length) throw new BizError(QualityTexts.batchRequired);
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BATCH) throw new BizError(QualityTexts.tooManyWeighings);
  return { weighingIds: unique };
}

export interface Batch {
  weighingIds: string[];
  planId: string | null;
  planNo: string | null;
  contractId: string;
  contractNo: string;
  materialId: string | null;
  consumerId: string | null;
  supplierId: string | null;
}

/**
 * The weighings of a batch in the caller's tenant, locked (`for update`) so none is voided meanwhile. A plan gives
 * its completed weighings not yet in a live test; chosen ids must each be the tenant's, completed and in no live
 * test. All of one contract: a settlement is per contract and averages the results of its weighings.
 */
export async function resolveBatch(tx: Db, tenantId: number | null, input: BatchInput): Promise<Batch> {
  const tenant = tenantId === null ? sql`${coalWeighing.tenantId} is null` : eq(coalWeighing.tenantId, tenantId);
  const cols = { id: coalWeighing.id, weighNo: coalWeighing.weighNo, status: coalWeighing.status, planId: coalWeighing.planId, contractId: coalWeighing.contractId, contractNo: coalWeighing.contractNo, materialId: coalWeighing.materialId, consumerId: coalWeighing.consumerId, supplierId: coalWeighing.supplierId };
  let planNo: string | null = null;
  const pick = (where: ReturnType<typeof and>) => tx.select(cols).from(coalWeighing).where(where).orderBy(coalWeighing.grossTime).for('update');
  let rows: Awaited<ReturnType<typeof pick>>;
  if ('planId' in input) {
    const planTenant = tenantId === null ? sql`${coalDispatchPlan.tenantId} is null` : eq(coalDispatchPlan.tenantId, tenantId);
    const [plan] = await tx.select({ planNo: coalDispatchPlan.planNo }).from(coalDispatchPlan).where(and(eq(coalDispatchPlan.id, input.planId), planTenant, eq(coalDispatchPlan.delFlag, 0)));
    if (!plan) throw new BizError('调度计划不存在');
    planNo = plan.planNo;
    rows = await pick(and(eq(coalWeighing.planId, input.planId), tenant, eq(coalWeighing.status, 'completed'), sql`not exists (select 1 from coal_quality_test_weighing q where q.weighing_id = ${coalWeighing.id} and q.active)`));
    if (!rows.length) throw new BizError(QualityTexts.planNoWeighings);
  } else {
    rows = await pick(and(inArray(coalWeighing.id, input.weighingIds), tenant));
    if (rows.length !== input.weighingIds.length) throw new BizError(QualityTexts.weighingMissing);
    const open = rows.find((r) => r.status !== 'completed');
    if (open) throw new BizError(`${QualityTexts.weighingNotCompleted}：${open.weighNo}`);
    const taken = await tx
      .select({ weighingId: coalQualityTestWeighing.weighingId })
      .from(coalQualityTestWeighing)
      .where(and(inArray(coalQualityTestWeighing.weighingId, input.weighingIds), eq(coalQualityTestWeighing.active, true)));
    if (taken.length) throw new BizError(alreadyTested(rows.find((r) => r.id === taken[0].weighingId)?.weighNo ?? ''));
  }
  const contracts = new Set(rows.map((r) => r.contractId));
  if (contracts.size !== 1) throw new BizError(QualityTexts.oneContract);
  const first = rows[0];
  const plans = new Set(rows.map((r) => r.planId));
  const onePlan = plans.size === 1 ? first.planId : null;
  if (onePlan && !planNo) {
    const [plan] = await tx.select({ planNo: coalDispatchPlan.planNo }).from(coalDispatchPlan).where(eq(coalDispatchPlan.id, onePlan));
    planNo = plan?.planNo ?? null;
  }
  return {
    weighingIds: rows.map((r) => r.id),
    planId: onePlan,
    planNo,
    contractId: first.contractId,
    contractNo: first.contractNo,
    materialId: first.materialId,
    consumerId: first.consumerId,
    supplierId: first.supplierId,
  };
}

export const alreadyTested = (weighNo: string) => `磅单${weighNo}已在其他化验批次中`;
