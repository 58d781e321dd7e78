import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysTenant } from '../db/schema/index';

/** The tenant's name (a printed sheet's company heading); empty for the platform or a tenant gone. */
export async function tenantName(db: Db, tenantId: number | null): Promise<string> {
  if (tenantId === null) return '';
  const [t] = await db.select({ name: sysTenant.name }).from(sysTenant).where(eq(sysTenant.id, tenantId));
  return t?.name ?? '';
}
