import { and, eq, inArray, sql } from 'drizzle-orm';
import { dec, money, type AccountBalance } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { companyAccounts } from '../moneyBill/counterparty';
import { coalMoneyFlow } from './table';

/**
 * Each of the company's accounts: its opening balance, Σ in, Σ out and opening + in − out, which is the balanceAfter
 * of its last flow line (every line was written from the one before it under the account's lock).
 */
export async function accountBalances(db: Db, tenantId: number | null): Promise<AccountBalance[]> {
  const accounts = await companyAccounts(db, tenantId);
  if (!accounts.length) return [];
  const sums = await db
    .select({
      accountId: coalMoneyFlow.accountId,
      totalIn: sql<string>`coalesce(sum(${coalMoneyFlow.amount}) filter (where ${coalMoneyFlow.direction} = 'in'), 0)::text`,
      totalOut: sql<string>`coalesce(sum(${coalMoneyFlow.amount}) filter (where ${coalMoneyFlow.direction} = 'out'), 0)::text`,
      lines: sql<number>`count(*)::int`,
    })
    .from(coalMoneyFlow)
    .where(and(inArray(coalMoneyFlow.accountId, accounts.map((a) => a.id)), tenantId === null ? sql`${coalMoneyFlow.tenantId} is null` : eq(coalMoneyFlow.tenantId, tenantId)))
    .groupBy(coalMoneyFlow.accountId);
  const byId = new Map(sums.map((s) => [s.accountId, s]));
  return accounts.map((a) => {
    const s = byId.get(a.id);
    const totalIn = dec(s?.totalIn ?? 0);
    const totalOut = dec(s?.totalOut ?? 0);
    return {
      id: a.id,
      holder: a.holder,
      bankName: a.bankName,
      accountNo: a.accountNo,
      openingBalance: money(dec(a.openingBalance)),
      totalIn: money(totalIn),
      totalOut: money(totalOut),
      balance: money(dec(a.openingBalance).plus(totalIn).minus(totalOut)),
      lines: s?.lines ?? 0,
    };
  });
}
