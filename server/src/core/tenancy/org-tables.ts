import type { OrgKind } from '@meiyun/shared';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** What the user screens read of an organisation a business user acts for: its id, name, owner and soft delete. */
export type OrgTable = PgTable & { id: PgColumn; name: PgColumn; delFlag: PgColumn; tenantId: PgColumn };

/**
 * The table of each kind of organisation. The features that own those tables (the coal carriers, consumers and
 * suppliers) declare them here when their table file loads, so that the user screens can check and name a user's
 * organisation without importing the features above them.
 */
const orgTables = new Map<OrgKind, OrgTable>();

export function declareOrgTable(kind: OrgKind, table: OrgTable): void {
  orgTables.set(kind, table);
}

/** The kinds declared so far, with their tables (undefined for a kind no loaded feature declared). */
export function orgTableOf(kind: OrgKind): OrgTable | undefined {
  return orgTables.get(kind);
}

export function declaredOrgKinds(): OrgKind[] {
  return [...orgTables.keys()];
}
