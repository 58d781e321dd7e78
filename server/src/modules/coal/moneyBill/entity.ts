import { collectionBillMeta, paymentBillMeta, type MoneyBillKind } from '@meiyun/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bindEntity, type ApiRecord, type EntityBinding } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { coalAccount } from '../account/table';
import { coalSettlement } from '../settlement/table';
import { coalMoneyBill, coalMoneyBillSettlement } from './table';

export const COLLECTION_MENU = 'menu:coal:collectionBill';
export const PAYMENT_MENU = 'menu:coal:paymentBill';

/** An account as the bill and flow lists name it: 户名 开户行 账号. */
export const accountLabel = (a: { holder: string; bankName: string; accountNo: string }) => `${a.holder} ${a.bankName} ${a.accountNo}`;

/** The names of accounts by id (deleted ones too: a bill keeps naming its account). */
export async function accountNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: coalAccount.id, holder: coalAccount.holder, bankName: coalAccount.bankName, accountNo: coalAccount.accountNo }).from(coalAccount).where(inArray(coalAccount.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, accountLabel(r)]));
}

/** The account's name and the bill's settlements (ids and numbers, in the order they were shared), beside each record. */
async function decorateBills(db: Db, records: ApiRecord[]): Promise<void> {
  if (!records.length) return;
  const names = await accountNames(db, records.map((r) => String(r.accountId)));
  const shares = await db
    .select({ billId: coalMoneyBillSettlement.billId, settlementId: coalMoneyBillSettlement.settlementId, settlementNo: coalSettlement.settlementNo })
    .from(coalMoneyBillSettlement)
    .leftJoin(coalSettlement, eq(coalSettlement.id, coalMoneyBillSettlement.settlementId))
    .where(inArray(coalMoneyBillSettlement.billId, records.map((r) => r.id)))
    .orderBy(sql`${coalSettlement.financeReviewedDate} asc nulls last`, asc(coalSettlement.settlementNo));
  for (const r of records) {
    const mine = shares.filter((s) => s.billId === r.id);
    r.accountName = names.get(String(r.accountId)) ?? null;
    r.settlementIds = mine.map((s) => s.settlementId);
    r.settlementNos = mine.map((s) => s.settlementNo ?? s.settlementId).join('，') || null;
  }
}

const bindingOf = (kind: MoneyBillKind) => ({
  columns: { accountName: null, settlementIds: null, settlementNos: null },
  menuKey: kind === 'collection' ? COLLECTION_MENU : PAYMENT_MENU,
  // The two declarations share the table: each lists, exports and reads by id its own kind only.
  fixed: eq(coalMoneyBill.kind, kind),
  hooks: { decorate: async (ctx: { db: Db }, records: ApiRecord[]) => decorateBills(ctx.db, records) },
});

/**
 * 收款单 and 付款单 through the entity kit for their lists and exports, in the caller's tenant and (for a
 * counterparty's user) organisation; add, edit, queryById and the actions are the feature's own (service.ts).
 */
export const moneyBillEntities: Record<MoneyBillKind, EntityBinding> = {
  collection: bindEntity({ meta: collectionBillMeta, table: coalMoneyBill, ...bindingOf('collection') }),
  payment: bindEntity({ meta: paymentBillMeta, table: coalMoneyBill, ...bindingOf('payment') }),
};

/** The stored row of a bill of this kind in this tenant, or undefined. */
export async function billRow(db: Db, kind: MoneyBillKind, tenantId: number | null, id: string) {
  const [row] = await db
    .select()
    .from(coalMoneyBill)
    .where(and(eq(coalMoneyBill.id, id), eq(coalMoneyBill.kind, kind), tenantId === null ? undefined : eq(coalMoneyBill.tenantId, tenantId)));
  return row;
}
