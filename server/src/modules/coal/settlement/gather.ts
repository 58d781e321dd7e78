import { and, asc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { CLAUSE_INDICATORS, dec, formatBusinessDateTime, SettlementServerTexts, type ClauseIndicator, type QualityTrace, type SettlementQualityResult, type SettlementTraceWeighing, type SettlementWeighing } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { businessDayStartIso } from '../../../core/query/values';
import { ownedBy } from '../../../core/tenancy/index';
import { coalContract } from '../contract/table';
import type { ApprovedResult } from '../qualityTest/results';
import { coalWeighing } from '../weighing/table';

/** What a settlement copies from its contract: the terms it is priced with and who it is with. */
export type SettledContract = typeof coalContract.$inferSelect;

/**
 * The contract a settlement may be drafted on, in the caller's tenant: 执行中 or 已完成 (a draft, one in approval
 * or a terminated one is not settled), with a unit price above zero.
 */
export async function contractForSettlement(db: Db, tenantId: number | null, contractId: string): Promise<SettledContract> {
  const [c] = await db
    .select()
    .from(coalContract)
    .where(and(eq(coalContract.id, contractId), ownedBy(coalContract.tenantId, tenantId), eq(coalContract.delFlag, 0)));
  if (!c) throw new BizError(SettlementServerTexts.contractMissing);
  if (c.status !== 'executing' && c.status !== 'completed') throw new BizError(SettlementServerTexts.contractStatus);
  if (!dec(c.unitPrice).gt(0)) throw new BizError(SettlementServerTexts.noPrice);
  return c;
}

/** The period's days as instants: from midnight of `from` to (excluded) midnight after `to`, in the business zone (China). */
export function periodBounds(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(businessDayStartIso(from)), end: new Date(businessDayStartIso(to, 1)) };
}

/**
 * The weighings a draft takes (coal-api.md): the contract's completed ones — neither voided nor reversed — whose
 * gross was weighed on a day of the period, that no settlement holds yet; in id order (the order they are locked in).
 */
export async function openWeighings(db: Db, tenantId: number | null, contractId: string, from: string, to: string): Promise<SettlementWeighing[]> {
  const { start, end } = periodBounds(from, to);
  const rows = await db
    .select({ id: coalWeighing.id, settleKg: coalWeighing.settleKg })
    .from(coalWeighing)
    .where(
      and(
        eq(coalWeighing.contractId, contractId),
        ownedBy(coalWeighing.tenantId, tenantId),
        eq(coalWeighing.status, 'completed'),
        isNull(coalWeighing.settlementId),
        isNotNull(coalWeighing.settleKg),
        gte(coalWeighing.grossTime, start),
        lt(coalWeighing.grossTime, end),
      ),
    )
    .orderBy(asc(coalWeighing.id));
  return rows.map((r) => ({ id: r.id, settleKg: r.settleKg! }));
}

/** Approved results (qualityTest/results.ts) as the arithmetic reads them, named by their lab code (化验编码). */
export function qualityInput(results: readonly ApprovedResult[]): SettlementQualityResult[] {
  return results.map((r) => ({
    id: r.id,
    sampleNo: r.labNo,
    weighingIds: r.weighingIds,
    ...Object.fromEntries(CLAUSE_INDICATORS.map((k) => [k, r.values[k]])),
  }));
}

/**
 * The results a stored settlement was computed with, read back from its quality trace: each result's value of each
 * indicator and the included weighings it covers. Recomputing with them gives the same quality whatever a lab
 * re-approved since, so editing a draft's deductions never moves its other figures.
 */
export function resultsFromTrace(trace: readonly QualityTrace[]): SettlementQualityResult[] {
  const byId = new Map<string, SettlementQualityResult & Partial<Record<ClauseIndicator, string>>>();
  for (const t of trace) {
    for (const r of t.results) {
      const known = byId.get(r.id) ?? { id: r.id, sampleNo: r.sampleNo, weighingIds: r.weighingIds };
      byId.set(r.id, { ...known, weighingIds: [...new Set([...known.weighingIds, ...r.weighingIds])], [t.indicator]: r.value });
    }
  }
  return [...byId.values()];
}

/** The weighings of a settlement as "click the quantity" lists them, in the settlement's tenant. */
export async function traceWeighings(db: Db, tenantId: number | null, ids: readonly string[]): Promise<SettlementTraceWeighing[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: coalWeighing.id, weighNo: coalWeighing.weighNo, plateNo: coalWeighing.plateNo, grossTime: coalWeighing.grossTime, netKg: coalWeighing.netKg, deductKg: coalWeighing.deductKg, settleKg: coalWeighing.settleKg })
    .from(coalWeighing)
    .where(and(inArray(coalWeighing.id, [...ids]), tenantId === null ? isNull(coalWeighing.tenantId) : eq(coalWeighing.tenantId, tenantId)));
  // In the order they crossed the scale (gross time, then number), as the accountant ticks them off the tickets.
  rows.sort((x, y) => (x.grossTime?.getTime() ?? 0) - (y.grossTime?.getTime() ?? 0) || (x.weighNo < y.weighNo ? -1 : x.weighNo > y.weighNo ? 1 : 0));
  return rows.map((r) => ({ id: r.id, weighNo: r.weighNo, plateNo: r.plateNo, grossTime: r.grossTime ? formatBusinessDateTime(r.grossTime) : null, netKg: r.netKg ?? 0, deductKg: r.deductKg, settleKg: r.settleKg ?? 0 }));
}
