import { and, eq } from 'drizzle-orm';
import { ContractTexts } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { coalConsumer } from '../consumer/table';
import { coalSupplier } from '../supplier/table';

export interface Counterparty {
  counterpartyName: string;
  supplierId: string | null;
  consumerId: string | null;
}

/**
 * The other side of a contract: a live supplier of the tenant for a purchase, a live consumer for a sale. Its
 * name is kept as signed, and its id again under its kind, which scopes the contract to that organisation's users.
 */
export async function resolveCounterparty(db: Db, tenantId: number | null, direction: string, id: string): Promise<Counterparty> {
  if (!id) throw new BizError(ContractTexts.counterparty);
  const table = direction === 'purchase' ? coalSupplier : coalConsumer;
  const [row] = tenantId === null ? [] : await db.select({ name: table.name }).from(table).where(and(eq(table.id, id), eq(table.tenantId, tenantId), eq(table.delFlag, 0)));
  if (!row) throw new BizError(ContractTexts.counterpartyMissing);
  return direction === 'purchase' ? { counterpartyName: row.name, supplierId: id, consumerId: null } : { counterpartyName: row.name, supplierId: null, consumerId: id };
}
