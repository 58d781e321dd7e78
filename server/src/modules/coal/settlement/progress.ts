import { and, inArray, ne, sql } from 'drizzle-orm';
import { SETTLEMENT_MONEY_STATUSES } from '@meiyun/shared';
import { addProgressSource, type ProgressPart } from '../contract/progress';
import { coalSettlement } from './table';

/**
 * 结算 → the contract's progress: settledT and settledAmount count the settlements through 财务审核 (a draft in
 * review may still change or be voided); invoicedAmount and paidAmount every settlement not voided (money is only
 * entered against reviewed ones, and a settlement with money cannot be voided). Sums in SQL numeric: exact.
 */
export function registerSettlementProgress(): void {
  addProgressSource({
    name: '结算',
    async sums(db, contractIds) {
      const settled = sql`${coalSettlement.status} in (${sql.join(SETTLEMENT_MONEY_STATUSES.map((s) => sql`${s}`), sql`, `)})`;
      const rows = await db
        .select({
          contractId: coalSettlement.contractId,
          settledT: sql<string>`coalesce(sum(${coalSettlement.quantityT}) filter (where ${settled}), 0)::text`,
          settledAmount: sql<string>`coalesce(sum(${coalSettlement.totalAmount}) filter (where ${settled}), 0)::text`,
          invoicedAmount: sql<string>`coalesce(sum(${coalSettlement.invoicedAmount}), 0)::text`,
          paidAmount: sql<string>`coalesce(sum(${coalSettlement.paidAmount}), 0)::text`,
        })
        .from(coalSettlement)
        .where(and(inArray(coalSettlement.contractId, [...contractIds]), ne(coalSettlement.status, 'void')))
        .groupBy(coalSettlement.contractId);
      return new Map<string, ProgressPart>(rows.map((r) => [r.contractId, { settledT: r.settledT, settledAmount: r.settledAmount, invoicedAmount: r.invoicedAmount, paidAmount: r.paidAmount }]));
    },
  });
}
