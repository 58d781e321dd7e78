import type { OrgKind } from '@meiyun/shared';
import type { Db } from '../../core/db/client';
import type { ApiRecord } from '../../core/crud/index';
import { BizError } from '../../core/http/envelope';

/**
 * Records that refer to a business organisation keep it from being deleted (coal-domain.md: base data in use is
 * never removed under a bill). The organisations' own modules check what exists beside them (a consumer's
 * consignees, a carrier's cars and drivers); modules that come later and refer to organisations (contracts,
 * plans, bills, settlements) add their check here with `addOrgReferrer` from their module file, and every delete
 * of that kind of organisation, soft or permanent, asks them.
 */
export interface OrgReferrer {
  /** What refers (合同), for reading the list of referrers. */
  name: string;
  /**
   * The refusal for the first of `orgs` still referred to, else undefined. `permanent`: the delete empties the
   * recycle bin, so rows in the bin that refer count too (a restored one would point at nothing).
   */
  refusal(tx: Db, orgs: ApiRecord[], permanent: boolean): Promise<string | undefined>;
}

const REFERRERS: Record<OrgKind, OrgReferrer[]> = { supplier: [], consumer: [], carrier: [] };

/** Registers a check that refuses deleting organisations of `kind` while something refers to them. */
export function addOrgReferrer(kind: OrgKind, referrer: OrgReferrer): void {
  if (REFERRERS[kind].some((r) => r.name === referrer.name)) return;
  REFERRERS[kind].push(referrer);
}

export function orgReferrers(kind: OrgKind): readonly OrgReferrer[] {
  return REFERRERS[kind];
}

/** Throws the first refusal of the referrers of `kind`, in the order they were added. */
export async function refuseDeleteInUse(tx: Db, kind: OrgKind, orgs: ApiRecord[], permanent: boolean): Promise<void> {
  for (const r of REFERRERS[kind]) {
    const refusal = await r.refusal(tx, orgs, permanent);
    if (refusal) throw new BizError(refusal);
  }
}
