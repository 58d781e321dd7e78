import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../core/db/client';

/**
 * Demo rows in multi-row inserts of `chunk` rows: one statement per chunk keeps a first start quick, and a chunk
 * small enough stays under PostgreSQL's 65 535 parameters for the widest demo table (the settlement's).
 */
export async function insertInChunks(tx: Db, table: PgTable, rows: readonly object[], chunk = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await tx.insert(table).values(rows.slice(i, i + chunk) as never);
}
