import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a hand-written statement, typed by the caller: `db.execute` answers `{ rows }` on both drivers
 * (PGlite and node-postgres) but types it loosely. For aggregate statements the query builder cannot express.
 */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}
