import type { ClauseIndicator, SettlementDetail, SettlementStatus } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { fmtTime } from '../../../core/http/dates';
import { listSettlementEvents } from './events';
import { traceWeighings } from './gather';
import { settlementRow } from './service';

/**
 * `GET /coal/settlement/queryById?id=`: the whole sheet as stored (coal-api.md's fields and the snapshot it was
 * computed with), its trace — the weighings behind weighedT, the results behind each quality value — and its
 * timeline. Read in the caller's tenant and organisation: a supplier's or consumer's user reads its own.
 */
export async function settlementDetail(ctx: AppContext, auth: RequestAuth, id: string): Promise<SettlementDetail> {
  const r = await settlementRow(ctx, auth, id);
  return {
    id: r.id,
    settlementNo: r.settlementNo,
    contractId: r.contractId,
    contractNo: r.contractNo,
    contractVersion: r.contractVersion,
    direction: r.direction as SettlementDetail['direction'],
    counterpartyId: r.counterpartyId,
    counterpartyName: r.counterpartyName,
    materialId: r.materialId,
    from: r.periodFrom,
    to: r.periodTo,
    unitPrice: r.unitPrice,
    taxRate: r.taxRate,
    weighingIds: r.weighingIds,
    weighedT: r.weighedT,
    quantityT: r.quantityT,
    quality: r.quality as Partial<Record<ClauseIndicator, string>>,
    baseAmount: r.baseAmount,
    lines: r.lines,
    otherDeductions: r.otherDeductions,
    totalAmount: r.totalAmount,
    taxAmount: r.taxAmount,
    amountExclTax: r.amountExclTax,
    invoicedAmount: r.invoicedAmount,
    paidAmount: r.paidAmount,
    status: r.status as SettlementStatus,
    financeReviewedDate: r.financeReviewedDate,
    rev: r.rev,
    remark: r.remark,
    voidReason: r.voidReason,
    voidedBy: r.voidedBy,
    voidedTime: fmtTime(r.voidedTime),
    createBy: r.createBy,
    createTime: fmtTime(r.createTime),
    printCount: r.printCount,
    trace: { weighings: await traceWeighings(ctx.db, r.tenantId, r.weighingIds), quality: r.qualityTrace },
    events: await listSettlementEvents(ctx.db, r.id),
  };
}
