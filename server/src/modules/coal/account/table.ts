import { numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { owned } from '../columns';

/** 账户: a bank account of the company or of a counterparty. */
export const coalAccount = pgTable(
  'coal_account',
  {
    ...owned(),
    holder: text('holder').notNull(),
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    /** company 公司, consumer 客户, supplier 供应商, carrier 承运. */
    accountType: text('account_type').notNull(),
    openingBalance: numeric('opening_balance', { precision: 18, scale: 2 }).notNull().default('0'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_account_tenant_no_uq').on(t.tenantId, t.accountNo)],
);
