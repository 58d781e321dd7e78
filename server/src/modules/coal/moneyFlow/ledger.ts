import { and, desc, eq, sql } from 'drizzle-orm';
import { dec, money, type Dec } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { coalAccount } from '../account/table';
import { coalMoneyFlow } from './table';

export const LedgerTexts = {
  accountMissing: '账户不存在',
  accountNotCompany: '该账户不是本公司的账户或已删除',
} as const;

export interface FlowLineInput {
  tenantId: number | null;
  accountId: string;
  direction: 'in' | 'out';
  /** Positive; the direction says which way. */
  amount: Dec;
  flowDate: string;
  counterpartyName: string | null;
  billId: string;
  billNo: string;
  summary: string;
  createBy: string;
  /** A new movement needs a live company account; a reversal goes back to whatever account the bill used. */
  requireLiveCompany: boolean;
}

/**
 * Appends one line to an account's 资金流水, in the caller's transaction: the account row is locked FOR UPDATE, so
 * writers of one account take turns, each reading the last line after the one before it committed; the line gets
 * seq = last + 1 and balanceAfter = the last balance (or the opening balance) ± amount. The unique (account, seq)
 * is the backstop should a writer ever skip the lock.
 */
export async function appendFlowLine(tx: Db, l: FlowLineInput): Promise<{ seq: number; balanceAfter: string }> {
  const [acct] = await tx
    .select({ openingBalance: coalAccount.openingBalance, accountType: coalAccount.accountType, delFlag: coalAccount.delFlag })
    .from(coalAccount)
    .where(and(eq(coalAccount.id, l.accountId), l.tenantId === null ? sql`${coalAccount.tenantId} is null` : eq(coalAccount.tenantId, l.tenantId)))
    .for('update');
  if (!acct) throw new BizError(LedgerTexts.accountMissing);
  if (l.requireLiveCompany && (acct.accountType !== 'company' || acct.delFlag !== 0)) throw new BizError(LedgerTexts.accountNotCompany);
  const [last] = await tx.select({ seq: coalMoneyFlow.seq, balanceAfter: coalMoneyFlow.balanceAfter }).from(coalMoneyFlow).where(eq(coalMoneyFlow.accountId, l.accountId)).orderBy(desc(coalMoneyFlow.seq)).limit(1);
  const before = dec(last ? last.balanceAfter : acct.openingBalance);
  const after = l.direction === 'in' ? before.plus(l.amount) : before.minus(l.amount);
  const seq = (last?.seq ?? 0) + 1;
  const balanceAfter = money(after);
  await tx.insert(coalMoneyFlow).values({
    tenantId: l.tenantId,
    accountId: l.accountId,
    seq,
    flowDate: l.flowDate,
    direction: l.direction,
    amount: money(l.amount),
    balanceAfter,
    counterpartyName: l.counterpartyName,
    billId: l.billId,
    billNo: l.billNo,
    summary: l.summary,
    createBy: l.createBy,
  });
  return { seq, balanceAfter };
}
