import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import Decimal from 'decimal.js';
import type { ApiRecord } from '../../core/crud/index';
import type { Db } from '../../core/db/client';
import { BizError } from '../../core/http/envelope';

/**
 * Checks the coal base data share: a record still referenced may not be deleted, and cross-field rules read the
 * value an edit leaves (the one sent, else the stored one).
 */

export interface RefCheck {
  table: PgTable;
  /** The referencing column. */
  column: PgColumn;
  /** The referencing table's delFlag column: a soft delete counts live references only. */
  delFlag: PgColumn;
  /** More conditions (a fence's place kind). */
  where?: SQL;
  /** The refusal, e.g. 货场下还有垛位，不能删除. */
  message: string;
}

/**
 * Refuses the delete while any check finds a referencing row: live rows for a delete into the recycle bin, any row
 * (recycle bin too, which could be restored) for a permanent delete.
 */
export async function refuseIfReferenced(tx: Db, existing: ApiRecord[], permanent: boolean, checks: RefCheck[]): Promise<void> {
  const ids = existing.map((r) => r.id);
  if (!ids.length) return;
  for (const c of checks) {
    const conds = [inArray(c.column, ids), c.where, permanent ? undefined : eq(c.delFlag, 0)];
    const [{ n }] = await tx.select({ n: count() }).from(c.table).where(and(...conds));
    if (n > 0) throw new BizError(permanent ? `${c.message}（含回收站中的记录）` : c.message);
  }
}

/** The value a write leaves: the one sent, else the stored one (an edit sends only what changes). */
export function after(input: Record<string, unknown>, existing: ApiRecord | undefined, field: string): unknown {
  if (Object.hasOwn(input, field)) return input[field];
  return existing?.[field] ?? null;
}

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** Refuses when both numbers are given and `low` exceeds `high`; decimals are compared exactly. */
export function requireOrdered(low: unknown, high: unknown, message: string): void {
  if (!present(low) || !present(high)) return;
  if (new Decimal(String(low)).greaterThan(new Decimal(String(high)))) throw new BizError(message);
}
