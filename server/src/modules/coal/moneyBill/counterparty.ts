import { and, eq, sql } from 'drizzle-orm';
import type { MoneyCounterpartyKind } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { coalCarrier } from '../carrier/table';
import { coalConsumer } from '../consumer/table';
import { coalSupplier } from '../supplier/table';
import { coalAccount } from '../account/table';

const TABLES = { carrier: coalCarrier, consumer: coalConsumer, supplier: coalSupplier } as const;

/** The name of a live counterparty of the tenant, or null. */
export async function counterpartyName(db: Db, tenantId: number | null, kind: MoneyCounterpartyKind, id: string): Promise<string | null> {
  const t = TABLES[kind];
  const [row] = await db
    .select({ name: t.name })
    .from(t)
    .where(and(eq(t.id, id), eq(t.delFlag, 0), tenantId === null ? sql`${t.tenantId} is null` : eq(t.tenantId, tenantId)));
  return row?.name ?? null;
}

/** The organisation columns of a bill: the one of its counterparty's kind holds the id, so that organisation's users see it. */
export const orgColumnsOf = (kind: MoneyCounterpartyKind, id: string) => ({
  consumerId: kind === 'consumer' ? id : null,
  supplierId: kind === 'supplier' ? id : null,
  carrierId: kind === 'carrier' ? id : null,
});

/** The company's own live accounts (accountType company) of the tenant, by holder. */
export async function companyAccounts(db: Db, tenantId: number | null) {
  return db
    .select({ id: coalAccount.id, holder: coalAccount.holder, bankName: coalAccount.bankName, accountNo: coalAccount.accountNo, openingBalance: coalAccount.openingBalance })
    .from(coalAccount)
    .where(and(eq(coalAccount.accountType, 'company'), eq(coalAccount.delFlag, 0), tenantId === null ? sql`${coalAccount.tenantId} is null` : eq(coalAccount.tenantId, tenantId)))
    .orderBy(coalAccount.holder, coalAccount.accountNo);
}
