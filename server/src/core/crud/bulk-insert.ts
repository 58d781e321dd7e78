import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { ColumnValues } from './binding';

/** Rows per statement: one array parameter per column, whatever the number of rows. */
export const BULK_CHUNK = 5000;

function driverValue(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  return v;
}

/**
 * Inserts many rows with `insert ... select * from unnest($1::type[], ...)`: a handful of parameters per statement
 * instead of one per value, which keeps large imports fast and light. Column names and types come from the table
 * definition only; columns no row sets keep their database defaults, `$defaultFn` ids are generated here.
 */
export async function bulkInsert(tx: Db, table: PgTable, rows: ColumnValues[]): Promise<void> {
  if (!rows.length) return;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(cols).filter((k) => rows.some((r) => r[k] !== undefined) || cols[k].defaultFn);
  for (let i = 0; i < rows.length; i += BULK_CHUNK) {
    const chunk = rows.slice(i, i + BULK_CHUNK);
    const arrays = keys.map((k) => {
      const col = cols[k];
      return chunk.map((r) => (r[k] === undefined && col.defaultFn ? col.defaultFn() : driverValue(r[k])));
    });
    await tx.execute(
      sql`insert into ${table} (${sql.join(keys.map((k) => sql.identifier(cols[k].name)), sql`, `)}) select * from unnest(${sql.join(
        arrays.map((a, j) => sql`${sql.param(a)}::${sql.raw(cols[keys[j]].getSQLType())}[]`),
        sql`, `,
      )})`,
    );
  }
}
