import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  checkOtherDeductions,
  checkSettlementPeriod,
  computeSettlement,
  dec,
  settlementRefusals,
  SettlementServerTexts,
  weightedQuality,
  type ContractClause,
  type OtherDeduction,
  type QualityTrace,
  type SettlementPreview,
  type SettlementQualityResult,
  type SettlementWeighing,
} from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import type { Db } from '../../../core/db/client';
import { newId } from '../../../core/db/schema/common';
import { loadScoped, notFound } from '../../../core/crud/service';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { nextNumber } from '../../sys/fill-rule/service';
import { approvedResultsFor } from '../qualityTest/results';
import { coalWeighing } from '../weighing/table';
import { settlementEntity } from './entity';
import { recordSettlementEvent } from './events';
import { contractForSettlement, openWeighings, qualityInput, resultsFromTrace, traceWeighings, type SettledContract } from './gather';
import { coalSettlement } from './table';

/** The numbering rule of settlements (seeded by module.ts): JS + yyyyMMdd + 4 digits, reset daily. */
export const SETTLEMENT_NO_RULE = 'coal_settlement_no';

/** Settlements are drafted and reviewed by our staff; a supplier's or consumer's user reads its own at most. */
export function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(SettlementServerTexts.staffOnly);
}

export interface DraftInput {
  contractId: string;
  from?: unknown;
  to?: unknown;
  otherDeductions?: unknown;
  remark?: string | null;
}

function checked(input: DraftInput): { from: string; to: string; deductions: OtherDeduction[] } {
  const period = checkSettlementPeriod(input.from, input.to);
  if ('error' in period) throw new BizError(period.error);
  const d = checkOtherDeductions(input.otherDeductions);
  if ('error' in d) throw new BizError(d.error);
  return { ...period, deductions: d.deductions };
}

/** Everything a sheet is computed from, and the sheet. */
function compute(contract: { unitPrice: string; taxRate: string; clauses: readonly ContractClause[] }, weighings: SettlementWeighing[], results: SettlementQualityResult[], deductions: OtherDeduction[]) {
  const figures = computeSettlement({ contract, weighings, results, otherDeductions: deductions });
  const refusals = settlementRefusals({ weighings, results, clauses: contract.clauses });
  const { trace } = weightedQuality(weighings, results);
  return { figures, refusals, qualityTrace: Object.values(trace) as QualityTrace[] };
}

const terms = (c: SettledContract) => ({ unitPrice: c.unitPrice, taxRate: c.taxRate, clauses: c.clauses });

/**
 * `POST /coal/settlement/preview`: what a draft of the contract and period would be, saving nothing (the draft
 * dialog shows it). The reject clauses that would refuse it are answered in `refusals`, not thrown, so the clerk
 * sees the figures and why; a contract that cannot be settled, or a period without weighings, is refused outright.
 */
export async function previewSettlement(ctx: AppContext, auth: RequestAuth, input: DraftInput): Promise<SettlementPreview> {
  refuseOrgUser(auth);
  const { from, to, deductions } = checked(input);
  const contract = await contractForSettlement(ctx.db, auth.tenantId, input.contractId);
  const weighings = await openWeighings(ctx.db, auth.tenantId, contract.id, from, to);
  if (!weighings.length) throw new BizError(SettlementServerTexts.noWeighings);
  const results = qualityInput(await approvedResultsFor(ctx.db, auth.tenantId, weighings.map((w) => w.id)));
  const { figures, refusals, qualityTrace } = compute(terms(contract), weighings, results, deductions);
  return {
    ...figures,
    contractId: contract.id,
    contractNo: contract.contractNo,
    contractVersion: contract.version,
    direction: contract.direction as 'purchase' | 'sales',
    counterpartyName: contract.counterpartyName,
    from,
    to,
    unitPrice: contract.unitPrice,
    taxRate: contract.taxRate,
    trace: { weighings: await traceWeighings(ctx.db, auth.tenantId, figures.weighingIds), quality: qualityTrace },
    refusals,
  };
}

/**
 * Claims the weighings for settlement `settlementId`: locks them in id order (two drafts over the same weighings
 * wait for each other instead of deadlocking), then one guarded update that takes only the ones still completed and
 * in no settlement. A count short of the ones chosen means another draft took some meanwhile (or one was voided):
 * the whole draft rolls back and the clerk drafts again. So two drafts can never share a weighing.
 */
async function claimWeighings(tx: Db, settlementId: string, chosen: readonly SettlementWeighing[]): Promise<SettlementWeighing[]> {
  const ids = chosen.map((w) => w.id);
  await tx.select({ id: coalWeighing.id }).from(coalWeighing).where(inArray(coalWeighing.id, ids)).orderBy(asc(coalWeighing.id)).for('update');
  const claimed = await tx
    .update(coalWeighing)
    .set({ settlementId })
    .where(and(inArray(coalWeighing.id, ids), isNull(coalWeighing.settlementId), eq(coalWeighing.status, 'completed')))
    .returning({ id: coalWeighing.id, settleKg: coalWeighing.settleKg });
  if (claimed.length !== ids.length) throw new BizError(SettlementServerTexts.claimed);
  // The weights as claimed (under the lock), not as first read.
  return claimed.map((w) => ({ id: w.id, settleKg: w.settleKg ?? 0 })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * `POST /coal/settlement/draft`: in one transaction, the contract's open weighings of the period are claimed, the
 * approved results covering them read, the sheet computed (shared/src/coal/settlement) and stored with a snapshot of
 * the contract's price, tax rate, clauses and version and of the quality trace, so the sheet never changes after.
 * Refused, writing nothing, when a reject clause refuses a batch, when there is nothing to settle, when the tonnage
 * clauses would take more than was weighed. Returns the new settlement's id.
 */
export async function draftSettlement(ctx: AppContext, auth: RequestAuth, input: DraftInput): Promise<string> {
  refuseOrgUser(auth);
  const { from, to, deductions } = checked(input);
  const remark = input.remark?.trim() || null;
  return ctx.db.transaction(async (tx) => {
    const contract = await contractForSettlement(tx, auth.tenantId, input.contractId);
    const chosen = await openWeighings(tx, auth.tenantId, contract.id, from, to);
    if (!chosen.length) throw new BizError(SettlementServerTexts.noWeighings);
    const id = newId();
    const weighings = await claimWeighings(tx, id, chosen);
    const results = qualityInput(await approvedResultsFor(tx, auth.tenantId, weighings.map((w) => w.id)));
    const { figures, refusals, qualityTrace } = compute(terms(contract), weighings, results, deductions);
    if (refusals.length) throw new BizError(refusals.map((r) => r.message).join('；'));
    if (dec(figures.quantityT).isNeg()) throw new BizError(SettlementServerTexts.negativeQuantity);
    const settlementNo = await nextNumber(tx, SETTLEMENT_NO_RULE);
    await tx.insert(coalSettlement).values({
      id,
      tenantId: auth.tenantId,
      settlementNo,
      contractId: contract.id,
      contractNo: contract.contractNo,
      contractVersion: contract.version,
      direction: contract.direction,
      counterpartyId: contract.counterpartyId,
      counterpartyName: contract.counterpartyName,
      supplierId: contract.supplierId,
      consumerId: contract.consumerId,
      materialId: contract.materialId,
      periodFrom: from,
      periodTo: to,
      unitPrice: contract.unitPrice,
      taxRate: contract.taxRate,
      clauses: contract.clauses,
      weighingIds: figures.weighingIds,
      weighingCount: figures.weighingIds.length,
      weighedT: figures.weighedT,
      quantityT: figures.quantityT,
      quality: figures.quality as Record<string, string>,
      qualityTrace,
      lines: figures.lines,
      otherDeductions: figures.otherDeductions,
      baseAmount: figures.baseAmount,
      totalAmount: figures.totalAmount,
      taxAmount: figures.taxAmount,
      amountExclTax: figures.amountExclTax,
      status: 'draft',
      rev: 1,
      remark,
      createBy: auth.user.username,
    });
    await recordSettlementEvent(tx, { tenantId: auth.tenantId, settlementId: id, kind: 'draft', toStatus: 'draft', remark: `${from} 至 ${to}，${figures.weighingIds.length}车，${figures.quantityT}吨，${figures.totalAmount}元`, by: auth.user });
    return id;
  });
}

/** The stored row of a settlement the caller may see (tenant and organisation), or 未找到. */
export async function settlementRow(ctx: AppContext, auth: RequestAuth, id: string) {
  const [visible] = await loadScoped(ctx.db, settlementEntity, auth, [id]);
  if (!visible) throw notFound();
  const [row] = await ctx.db.select().from(coalSettlement).where(eq(coalSettlement.id, id));
  if (!row) throw notFound();
  return row;
}

export interface EditInput {
  id: string;
  rev: number;
  otherDeductions?: unknown;
  remark?: string | null;
}

/**
 * `PUT /coal/settlement/edit`: a draft's other deductions and remark. The sheet is computed again from what the
 * draft stored — the same weighings, the results of its quality trace, the contract terms of its snapshot — so only
 * the deductions, the total and the tax move. One guarded update (status and rev as read): an edit made on a stale
 * copy, or racing a review, is refused.
 */
export async function editSettlement(ctx: AppContext, auth: RequestAuth, input: EditInput): Promise<void> {
  refuseOrgUser(auth);
  const d = checkOtherDeductions(input.otherDeductions ?? []);
  if ('error' in d) throw new BizError(d.error);
  const row = await settlementRow(ctx, auth, input.id);
  if (row.status !== 'draft') throw new BizError(SettlementServerTexts.notDraft);
  if (row.rev !== input.rev) throw new BizError(SettlementServerTexts.stale);
  const weighings = (await traceWeighings(ctx.db, row.tenantId, row.weighingIds)).map((w) => ({ id: w.id, settleKg: w.settleKg }));
  const { figures } = compute(row, weighings, resultsFromTrace(row.qualityTrace), d.deductions);
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(coalSettlement)
      .set({
        weighedT: figures.weighedT,
        quantityT: figures.quantityT,
        quality: figures.quality as Record<string, string>,
        lines: figures.lines,
        baseAmount: figures.baseAmount,
        otherDeductions: figures.otherDeductions,
        totalAmount: figures.totalAmount,
        taxAmount: figures.taxAmount,
        amountExclTax: figures.amountExclTax,
        remark: input.remark === undefined ? row.remark : input.remark?.trim() || null,
        rev: sql`${coalSettlement.rev} + 1`,
        updateBy: auth.user.username,
        updateTime: new Date(),
      })
      .where(and(eq(coalSettlement.id, row.id), eq(coalSettlement.status, 'draft'), eq(coalSettlement.rev, row.rev)))
      .returning({ id: coalSettlement.id });
    if (!done) throw new BizError(SettlementServerTexts.stale);
    const said = figures.otherDeductions.map((x) => `${x.name} ${x.amount}`).join('，') || '无';
    await recordSettlementEvent(tx, { tenantId: row.tenantId, settlementId: row.id, kind: 'edit', fromStatus: 'draft', toStatus: 'draft', remark: `其他扣款：${said}；结算金额 ${row.totalAmount} → ${figures.totalAmount}`, by: auth.user });
  });
}
