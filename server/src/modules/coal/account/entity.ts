import { accountMeta, dec } from '@meiyun/shared';
import { eq, inArray } from 'drizzle-orm';
import { bindEntity } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { coalMoneyBill } from '../moneyBill/table';
import { coalMoneyFlow } from '../moneyFlow/table';
import { coalAccount } from './table';

export const AccountTexts = {
  openingFixed: '该账户已有资金流水，不能修改期初余额（余额由期初余额逐笔累计而来）',
  typeFixed: '该账户已有资金流水，不能改为非公司账户',
  inUse: (holder: string) => `账户「${holder}」已有收付款单或资金流水，不能删除`,
} as const;

/** Whether any money moved on (or a bill names) one of these accounts. */
async function moneyOn(tx: Db, ids: string[]): Promise<Set<string>> {
  const flows = await tx.selectDistinct({ id: coalMoneyFlow.accountId }).from(coalMoneyFlow).where(inArray(coalMoneyFlow.accountId, ids));
  const bills = await tx.selectDistinct({ id: coalMoneyBill.accountId }).from(coalMoneyBill).where(inArray(coalMoneyBill.accountId, ids));
  return new Set([...flows, ...bills].map((r) => r.id));
}

/**
 * 账户: the generic CRUD (account number by the bankAccount rule, unique in the tenant; balance a money string). Once
 * money has moved on an account, its running balance is built on its opening balance line by line
 * (moneyFlow/ledger.ts), so the opening balance and the company type stay as they are, and the account is not
 * deleted from under its bills and flow.
 */
export const accountEntity = bindEntity({
  meta: accountMeta,
  table: coalAccount,
  menuKey: 'menu:coal:account',
  hooks: {
    async beforeEdit({ tx }, _values, input, existing) {
      const opening = 'openingBalance' in input && input.openingBalance !== null && !dec(String(input.openingBalance)).eq(dec(String(existing.openingBalance ?? '0')));
      const type = 'accountType' in input && input.accountType !== existing.accountType && existing.accountType === 'company';
      if (!opening && !type) return;
      const [moved] = await tx.select({ id: coalMoneyFlow.id }).from(coalMoneyFlow).where(eq(coalMoneyFlow.accountId, existing.id)).limit(1);
      if (moved) throw new BizError(opening ? AccountTexts.openingFixed : AccountTexts.typeFixed);
    },
    async beforeDelete({ tx }, existing) {
      const used = await moneyOn(tx, existing.map((r) => r.id));
      const first = existing.find((r) => used.has(r.id));
      if (first) throw new BizError(AccountTexts.inUse(String(first.holder)));
    },
  },
});
