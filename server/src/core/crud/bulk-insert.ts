import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
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
 * What a row that leaves a not-null column empty gets there: the column's default, as a single-row insert would
 * (an imported sheet may fill 启用 in one row and leave it blank in the next); null otherwise.
 */
function emptyValue(col: PgColumn): SQL | undefined {
  if (!col.notNull || !col.hasDefault || col.default === undefined) return undefined;
  return is(col.default, SQL) ? col.default : sql`${sql.param(driverValue(col.default))}::${sql.raw(col.getSQLType())}`;
}

/**
 * Inserts many rows with `insert ... select ... from unnest($1::type[], ...)`: a handful of parameters per statement
 * instead of one per value, which keeps large imports fast and light. Column names and types come from the table
 * definition only; columns no row sets keep their database defaults, `$defaultFn` ids are generated here, and a
 * not-null column some rows leave empty takes its default in those rows.
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
    const picked = keys.map((k, j) => {
      const fallback = emptyValue(cols[k]);
      const c = sql.identifier(`c${j}`);
      return fallback ? sql`coalesce(u.${c}, ${fallback})` : sql`u.${c}`;
    });
    await tx.execute(
      sql`insert into ${table} (${sql.join(keys.map((k) => sql.identifier(cols[k].name)), sql`, `)}) select ${sql.join(picked, sql`, `)} from unnest(${sql.join(
        arrays.map((a, j) => sql`${sql.param(a)}::${sql.raw(cols[keys[j]].getSQLType())}[]`),
        sql`, `,
      )}) as u(${sql.join(keys.map((_, j) => sql.identifier(`c${j}`)), sql`, `)})`,
    );
  }
}
