import type { OrgKind } from '@meiyun/shared';
import type { Db } from '../../core/db/client';
import type { ApiRecord } from '../../core/crud/index';
import { BizError } from '../../core/http/envelope';

/**
 * Base data in use is never removed from under a bill (coal-domain.md): a business organisation with contracts, a
 * car on an open pickup order. The record's own module checks what exists beside it (a consumer's consignees, a
 * carrier's cars and drivers); modules that come later and refer to it (contracts, plans, pickup orders, bills,
 * settlements) add their check with `addInUseCheck` from their module file, and every delete of that kind of
 * record, into the recycle bin or out of it for good, asks them all.
 */
export type InUseKind = OrgKind | 'car';

export interface InUseCheck {
  /** What refers (合同, 提煤单), for reading the list of checks. */
  name: string;
  /**
   * The refusal for the first of `rows` still in use (车辆「晋A12345」有未完成的提煤单，不能删除), else undefined.
   * `permanent`: the delete empties the recycle bin, so referring rows in the bin count too (a restored one would
   * point at nothing).
   */
  refusal(tx: Db, rows: ApiRecord[], permanent: boolean): Promise<string | undefined>;
}

const CHECKS: Record<InUseKind, InUseCheck[]> = { supplier: [], consumer: [], carrier: [], car: [] };

/** Registers a check that refuses deleting records of `kind` while something refers to them; once per name. */
export function addInUseCheck(kind: InUseKind, check: InUseCheck): void {
  if (CHECKS[kind].some((c) => c.name === check.name)) return;
  CHECKS[kind].push(check);
}

export function inUseChecks(kind: InUseKind): readonly InUseCheck[] {
  return CHECKS[kind];
}

/** Throws the first refusal of the checks of `kind`, in the order they were added. */
export async function refuseDeleteInUse(tx: Db, kind: InUseKind, rows: ApiRecord[], permanent: boolean): Promise<void> {
  for (const c of CHECKS[kind]) {
    const refusal = await c.refusal(tx, rows, permanent);
    if (refusal) throw new BizError(refusal);
  }
}
