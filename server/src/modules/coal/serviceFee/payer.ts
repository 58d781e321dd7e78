import { and, eq } from 'drizzle-orm';
import type { ServiceFeePayerOrg } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { coalCarrier } from '../carrier/table';
import { coalConsumer } from '../consumer/table';
import { coalSupplier } from '../supplier/table';

const TABLES = { carrier: coalCarrier, consumer: coalConsumer, supplier: coalSupplier } as const;

/** The name of a payer organisation of the tenant (deleted ones too: a bill keeps naming who paid), or null. */
export async function payerName(db: Db, tenantId: number | null, org: ServiceFeePayerOrg, id: string): Promise<string | null> {
  const t = TABLES[org];
  const [row] = await db.select({ name: t.name }).from(t).where(and(eq(t.id, id), tenantId === null ? undefined : eq(t.tenantId, tenantId)));
  return row?.name ?? null;
}

/** The organisation columns of a rule or bill naming a payer: the one of its kind holds the id, so its users see it. */
export const orgColumnsOf = (org: ServiceFeePayerOrg | null, id: string | null) => ({
  carrierId: org === 'carrier' ? id : null,
  consumerId: org === 'consumer' ? id : null,
  supplierId: org === 'supplier' ? id : null,
});
