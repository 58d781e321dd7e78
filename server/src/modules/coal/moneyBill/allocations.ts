import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  MONEY_BILL_KIND_INFO,
  MoneyBillTexts,
  SETTLEMENT_MONEY_STATUSES,
  allocateOldestFirst,
  allocatedSum,
  dec,
  money,
  parseDecimal,
  type Dec,
  type MoneyBillAllocationInput,
  type MoneyBillKind,
  type OutstandingSettlement,
} from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { coalSettlement } from '../settlement/table';

/** Oldest first: the day 财务审核 passed, then the period, then the number. */
const OLDEST_FIRST = [sql`${coalSettlement.financeReviewedDate} asc nulls last`, asc(coalSettlement.periodFrom), asc(coalSettlement.settlementNo)];

const outstandingOf = (s: { totalAmount: string; paidAmount: string }) => dec(s.totalAmount).minus(dec(s.paidAmount));

/**
 * The settlements of a counterparty in one direction that money may still be entered against: past 财务审核, not
 * voided, with something open (totalAmount − paidAmount > 0), oldest first.
 */
export async function outstandingSettlements(db: Db, tenantId: number | null, counterpartyId: string, direction: 'sales' | 'purchase'): Promise<OutstandingSettlement[]> {
  const rows = await db
    .select()
    .from(coalSettlement)
    .where(
      and(
        tenantId === null ? sql`${coalSettlement.tenantId} is null` : eq(coalSettlement.tenantId, tenantId),
        eq(coalSettlement.counterpartyId, counterpartyId),
        eq(coalSettlement.direction, direction),
        inArray(coalSettlement.status, [...SETTLEMENT_MONEY_STATUSES]),
        gt(sql`${coalSettlement.totalAmount} - ${coalSettlement.paidAmount}`, sql`0`),
      ),
    )
    .orderBy(...OLDEST_FIRST)
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    settlementNo: r.settlementNo,
    contractNo: r.contractNo,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    financeReviewedDate: r.financeReviewedDate,
    totalAmount: r.totalAmount,
    paidAmount: r.paidAmount,
    outstanding: money(outstandingOf(r)),
    status: r.status,
  }));
}

export interface ShareRequest {
  kind: MoneyBillKind;
  tenantId: number | null;
  counterpartyKind: string;
  counterpartyId: string;
  amount: Dec;
  settlementIds?: string[];
  allocations?: MoneyBillAllocationInput[];
}

/**
 * The shares of a bill over its settlements, checked: each settlement the counterparty's, of the bill's direction,
 * past 财务审核, a share > 0 and within what is open on it now, their sum within the bill's amount. Given only
 * `settlementIds`, the amount is shared out oldest first. At 已收/已付 moveSettlementMoney checks the same under lock.
 */
export async function resolveShares(db: Db, r: ShareRequest): Promise<{ settlementId: string; amount: string }[]> {
  const info = MONEY_BILL_KIND_INFO[r.kind];
  const explicit = r.allocations !== undefined;
  const ids = explicit ? r.allocations!.map((a) => a.settlementId) : (r.settlementIds ?? []);
  if (!ids.length) return [];
  if (r.counterpartyKind === 'carrier') throw new BizError(MoneyBillTexts.carrierNoSettlement);
  if (new Set(ids).size !== ids.length) throw new BizError(MoneyBillTexts.duplicateSettlement);
  const rows = await db
    .select()
    .from(coalSettlement)
    .where(and(inArray(coalSettlement.id, ids), r.tenantId === null ? sql`${coalSettlement.tenantId} is null` : eq(coalSettlement.tenantId, r.tenantId)))
    .orderBy(...OLDEST_FIRST);
  const byId = new Map(rows.map((s) => [s.id, s]));
  for (const id of ids) {
    const s = byId.get(id);
    if (!s || !SETTLEMENT_MONEY_STATUSES.includes(s.status as never)) throw new BizError(MoneyBillTexts.settlementMissing);
    if (s.counterpartyId !== r.counterpartyId) throw new BizError(MoneyBillTexts.settlementCounterparty(s.settlementNo));
    if (s.direction !== info.direction) throw new BizError(MoneyBillTexts.settlementDirection(s.settlementNo, info.title));
  }
  if (!explicit) return allocateOldestFirst(r.amount, rows.map((s) => ({ id: s.id, outstanding: outstandingOf(s) })));
  const shares = r.allocations!.map((a) => {
    const v = parseDecimal(a.amount);
    if (!v || v.decimalPlaces() > 2) throw new BizError(MoneyBillTexts.amountFormat);
    if (v.lte(0)) throw new BizError(MoneyBillTexts.allocationPositive);
    const s = byId.get(a.settlementId)!;
    const open = outstandingOf(s);
    if (v.gt(open)) throw new BizError(MoneyBillTexts.overOutstanding(s.settlementNo, money(open)));
    return { settlementId: a.settlementId, amount: money(v) };
  });
  if (allocatedSum(shares).gt(r.amount)) throw new BizError(MoneyBillTexts.overAllocated);
  return shares;
}
