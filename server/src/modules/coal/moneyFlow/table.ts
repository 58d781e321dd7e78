import { bigint, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, tz } from '../../../core/db/schema/common';
import { money } from '../columns';
import { sql } from 'drizzle-orm';

/**
 * 资金流水 (coal-api.md "Finance": `/coal/moneyFlow`): one line per movement on one of the company's accounts, written
 * only by a money bill's transaction (paid/received, or its reversal). `seq` numbers an account's lines 1, 2, 3…
 * under a lock on the account row, and `balanceAfter` = the previous line's (or the account's opening balance) ±
 * amount: the running balance can never go out of step, and the unique (account, seq) refuses a second writer that
 * somehow skipped the lock. Never changed or deleted: a mistake is corrected by a reversing line.
 */
export const coalMoneyFlow = pgTable(
  'coal_money_flow',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    accountId: text('account_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    flowDate: date('flow_date', { mode: 'string' }).notNull(),
    direction: text('direction').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    counterpartyName: text('counterparty_name'),
    billId: text('bill_id'),
    billNo: text('bill_no'),
    summary: text('summary'),
    createBy: text('create_by'),
    createTime: tz('create_time').notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('coal_money_flow_account_seq_uq').on(t.accountId, t.seq),
    index('coal_money_flow_tenant_date_idx').on(t.tenantId, t.flowDate),
    index('coal_money_flow_bill_idx').on(t.billId),
  ],
);
