import { coalSettlement } from '../settlement/table';
import type { Db } from '../../../core/db/client';

let n = 0;

/**
 * A settlement row written straight into coal_settlement, as the settlement feature leaves it after 财务审核, for the
 * invoice and ageing tests (they need settlements to invoice and to age, not the way a settlement is drafted).
 * Test support only: no route imports it.
 */
export async function insertSettlement(
  db: Db,
  o: { counterpartyId: string; counterpartyName?: string; direction?: 'sales' | 'purchase'; total: string; invoiced?: string; paid?: string; status?: string; reviewed?: string | null; tenantId?: number; taxRate?: string },
): Promise<string> {
  n += 1;
  const direction = o.direction ?? 'sales';
  const [row] = await db
    .insert(coalSettlement)
    .values({
      tenantId: o.tenantId ?? 1,
      settlementNo: `JS-T${String(n).padStart(4, '0')}`,
      contractId: `contract-${n}`,
      contractNo: `HT-T${n}`,
      contractVersion: 1,
      direction,
      counterpartyId: o.counterpartyId,
      counterpartyName: o.counterpartyName ?? '测试单位',
      consumerId: direction === 'sales' ? o.counterpartyId : null,
      supplierId: direction === 'purchase' ? o.counterpartyId : null,
      materialId: 'material',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      unitPrice: '800.0000',
      taxRate: o.taxRate ?? '0.13',
      clauses: [],
      weighingIds: [],
      weighingCount: 0,
      weighedT: '0.000',
      quantityT: '0.000',
      quality: {},
      qualityTrace: [],
      lines: [],
      otherDeductions: [],
      baseAmount: o.total,
      totalAmount: o.total,
      taxAmount: '0.00',
      amountExclTax: o.total,
      invoicedAmount: o.invoiced ?? '0',
      paidAmount: o.paid ?? '0',
      status: o.status ?? 'financeReviewed',
      financeReviewedDate: o.reviewed === undefined ? '2026-11-01' : o.reviewed,
    })
    .returning({ id: coalSettlement.id });
  return row.id;
}
