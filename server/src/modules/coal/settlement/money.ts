import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SETTLEMENT_MONEY_STATUSES, dec, money, settlementMoneyStatus, type Dec, type SettlementStatus } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { timelineValues } from '../../../core/db/schema/common';
import { BizError } from '../../../core/http/envelope';
import { coalSettlement, coalSettlementEvent } from './table';

export const SettlementMoneyTexts = {
  missing: '结算单不存在或已作废',
  notReviewed: '结算单须经财务审核后才能开票或收付款',
  counterparty: '结算单的往来单位与单据不一致',
  direction: (no: string) => `结算单${no}的购销方向与单据不符（收款、销项发票对应销售结算；付款、进项发票对应采购结算）`,
  overInvoiced: (no: string) => `结算单${no}的开票金额将超过结算金额`,
  overPaid: (no: string) => `结算单${no}的收付款金额将超过结算金额`,
  belowZero: (no: string) => `结算单${no}的已开票或已收付金额不能小于0`,
} as const;

export interface SettlementMoneyMove {
  settlementId: string;
  /** Added to (or, negative, taken off) the invoiced amount. */
  invoiced?: Dec;
  /** Added to (or, negative, taken off) the paid / collected amount. */
  paid?: Dec;
}

export interface SettlementMoneyContext {
  tenantId: number | null;
  /** The counterparty the invoice or bill names: every settlement must be with it. */
  counterpartyId: string;
  /** Collections and 销项 invoices are against sales settlements, payments and 进项 invoices against purchase ones. */
  direction: 'purchase' | 'sales';
  /** What the timeline line says (开票 12345678, 收款 SK2026…), and who did it. */
  kind: 'invoice' | 'invoiceVoid' | 'payment' | 'paymentReverse';
  remark: string;
  by: { username: string; realname?: string | null };
}

/**
 * Moves the invoiced and paid amounts of settlements, in the caller's transaction (the invoice's or the money bill's):
 * the rows are locked in id order (two bills on the same settlements wait for each other, never deadlock), the
 * amounts stay within [0, totalAmount], the status follows (`settlementMoneyStatus`) and each settlement's timeline
 * gets a line. Throws a BizError — and the caller's transaction rolls back — when a settlement is missing, voided,
 * not yet through 财务审核, with another counterparty, or would be over-invoiced or over-paid.
 */
export async function moveSettlementMoney(tx: Db, ctx: SettlementMoneyContext, moves: readonly SettlementMoneyMove[]): Promise<void> {
  if (!moves.length) return;
  const ids = [...new Set(moves.map((m) => m.settlementId))].sort();
  const rows = await tx
    .select()
    .from(coalSettlement)
    .where(and(inArray(coalSettlement.id, ids), ctx.tenantId === null ? sql`${coalSettlement.tenantId} is null` : eq(coalSettlement.tenantId, ctx.tenantId)))
    .orderBy(asc(coalSettlement.id))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || row.status === 'void') throw new BizError(SettlementMoneyTexts.missing);
    if (!SETTLEMENT_MONEY_STATUSES.includes(row.status as SettlementStatus)) throw new BizError(SettlementMoneyTexts.notReviewed);
    if (row.counterpartyId !== ctx.counterpartyId) throw new BizError(SettlementMoneyTexts.counterparty);
    if (row.direction !== ctx.direction) throw new BizError(SettlementMoneyTexts.direction(row.settlementNo));
    let invoiced = dec(row.invoicedAmount);
    let paid = dec(row.paidAmount);
    for (const m of moves.filter((x) => x.settlementId === id)) {
      if (m.invoiced) invoiced = invoiced.plus(m.invoiced);
      if (m.paid) paid = paid.plus(m.paid);
    }
    const total = dec(row.totalAmount);
    if (invoiced.isNeg() || paid.isNeg()) throw new BizError(SettlementMoneyTexts.belowZero(row.settlementNo));
    if (invoiced.gt(total)) throw new BizError(SettlementMoneyTexts.overInvoiced(row.settlementNo));
    if (paid.gt(total)) throw new BizError(SettlementMoneyTexts.overPaid(row.settlementNo));
    const status = settlementMoneyStatus(total, invoiced, paid);
    await tx
      .update(coalSettlement)
      .set({ invoicedAmount: money(invoiced), paidAmount: money(paid), status, rev: sql`${coalSettlement.rev} + 1`, updateBy: ctx.by.username, updateTime: new Date() })
      .where(eq(coalSettlement.id, id));
    await tx.insert(coalSettlementEvent).values({
      tenantId: row.tenantId,
      settlementId: id,
      ...timelineValues({ kind: ctx.kind, fromStatus: row.status, toStatus: status, remark: ctx.remark, by: ctx.by }),
    });
  }
}
