import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ORG_KINDS, type OrgKind } from '@meiyun/shared';

/**
 * Who owns a row (docs/tenancy.md):
 * - `column`: the row carries `tenant_id` and belongs to that tenant alone (roles, departments, positions,
 *   announcements, logs, data sources, reports, everything coal);
 * - `members`: a user belongs to every tenant listed in `rel_tenant_ids`;
 * - `platform`: shared by every tenant, read by all, written only by the platform administrator (menus, system
 *   dictionaries, categories, tenants, numbering and check rules, jobs).
 * Another tenant's row answers as if it did not exist.
 */
export type TenantOwnership = 'column' | 'members' | 'platform';

/** Users of a tenant: the tenant is one of the comma-separated ids of `rel_tenant_ids`. */
export function membersOf(relTenantIds: PgColumn | SQL, tenantId: number | null): SQL {
  if (tenantId === null) return sql`false`;
  return sql`(',' || ${relTenantIds} || ',') like ${`%,${tenantId},%`}`;
}

/** Rows of one tenant by their tenant column; nothing for a caller without a tenant. */
export function ownedBy(tenantColumn: PgColumn | SQL, tenantId: number | null): SQL {
  return tenantId === null ? sql`false` : sql`${tenantColumn} = ${tenantId}`;
}

/** Refusal for a write to platform-wide data by anyone but the platform administrator. */
export const PLATFORM_ONLY = '只有平台管理员可以修改平台公共数据';

/** The business organisation a user acts for (coal-api.md "Business users"). */
export interface ActingOrg {
  kind: OrgKind;
  id: string;
}

/** The organisation a user acts for, when sys_user names a known kind and an id; staff act for none. */
export function orgOf(user: { orgKind?: string | null; orgId?: string | null }): ActingOrg | undefined {
  const kind = ORG_KINDS.find((k) => k === user.orgKind);
  return kind && user.orgId ? { kind, id: user.orgId } : undefined;
}

/** The tenant a request works in and every tenant its user belongs to. */
export interface TenantScope {
  tenantId: number | null;
  tenantIds: number[];
  /** The platform administrator names any tenant (`self` owners). */
  platformAdmin?: boolean;
  /** The business organisation the user acts for: sources that name an organisation column show only its rows. */
  org?: ActingOrg;
}

export function tenantScopeOf(auth: { tenantId: number | null; user: { relTenantIds: string; orgKind?: string | null; orgId?: string | null } }): TenantScope {
  const tenantIds = auth.user.relTenantIds.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
  const org = orgOf(auth.user);
  return org ? { tenantId: auth.tenantId, tenantIds, org } : { tenantId: auth.tenantId, tenantIds };
}

/**
 * Rows of a source read by name that the scope's organisation may see: the source names the column holding the
 * owning organisation per kind; a kind it does not name sees none. Sources naming no organisation column
 * (reference data) and staff without an organisation are not narrowed.
 */
export function orgRowCondition(org: Partial<Record<OrgKind, string>> | undefined, scope: TenantScope, alias?: string): SQL | undefined {
  if (!org || !scope.org) return undefined;
  const column = org[scope.org.kind];
  if (!column) return sql`false`;
  return sql`${alias ? sql`${sql.identifier(alias)}.${sql.identifier(column)}` : sql.identifier(column)} = ${scope.org.id}`;
}

/**
 * Who owns the rows of a table read by name (table dictionaries, popups): `column` names the tenant column,
 * `members` the comma-separated tenant list of users, `self` the tenant table itself (a user sees the tenants they
 * belong to), `platform` rows every tenant shares.
 */
export type RowOwner = { column: string } | { members: string } | { self: string } | 'platform';

/** The condition keeping a read by name inside the caller's tenant; `alias` qualifies the column. */
export function ownerCondition(owner: RowOwner, scope: TenantScope, alias?: string): SQL | undefined {
  if (owner === 'platform') return undefined;
  const col = (name: string): SQL => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(name)}` : sql`${sql.identifier(name)}`);
  if ('column' in owner) return ownedBy(col(owner.column), scope.tenantId);
  if ('members' in owner) return membersOf(col(owner.members), scope.tenantId);
  if (scope.platformAdmin) return undefined;
  if (!scope.tenantIds.length) return sql`false`;
  return sql`${col(owner.self)} in (${sql.join(scope.tenantIds.map((t) => sql`${t}`), sql`, `)})`;
}

/** The scope a write checks its references in: the platform administrator may name every tenant. */
export async function writeScope(auth: {
  tenantId: number | null;
  user: { relTenantIds: string; orgKind?: string | null; orgId?: string | null };
  isPlatformAdmin(): Promise<boolean>;
}): Promise<TenantScope> {
  return { ...tenantScopeOf(auth), platformAdmin: await auth.isPlatformAdmin() };
}

/** Who reads a table by name (table dictionaries, popups): their tenant scope and their permission codes. */
export interface TableReader {
  scope: TenantScope;
  permissions(): Promise<ReadonlySet<string>>;
}

export async function tableReaderOf(auth: Parameters<typeof writeScope>[0] & { permissions(): Promise<ReadonlySet<string>> }): Promise<TableReader> {
  return { scope: await writeScope(auth), permissions: auth.permissions };
}
