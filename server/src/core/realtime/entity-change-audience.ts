import type { OrgKind } from '@meiyun/shared';
import type { ActingOrg } from '../tenancy/index';

/**
 * Who may hear that records of an entity changed: the users who could list them (docs/tenancy.md). The rules of a
 * list's read, applied to the message instead of rows: the list permission, the tenant, the organisation. Data rules
 * are not: the message carries no contents, and the list a user re-reads applies them.
 */
export interface ChangeAudience {
  /** The entity's list permission (`coal:car:list`). */
  permission: string;
  /** The tenants whose users may hear it; `every` for platform data. */
  tenants: number[] | 'every';
  /** The platform administrator hears it whatever tenant they work in (users: their list shows every tenant's). */
  platformAdminsHearAll: boolean;
  /**
   * For an organisation-owned entity (`EntityMeta.org`): the organisations owning the changed records, per kind the
   * entity names a field for; null when they are not known (an import by staff). Absent: not organisation-owned.
   */
  orgs?: Partial<Record<OrgKind, string[]>> | null;
}

/** A signed-in socket's user, as their next list request would be seen. */
export interface Listener {
  /** The tenant the socket's client works in. */
  tenantId: number | null;
  permissions: ReadonlySet<string>;
  platformAdmin: boolean;
  /** The organisation the user acts for; staff act for none and see their whole tenant. */
  org?: ActingOrg;
}

export function mayHear(audience: ChangeAudience, listener: Listener): boolean {
  if (!listener.permissions.has(audience.permission)) return false;
  const tenantOk =
    audience.tenants === 'every' ||
    (listener.tenantId !== null && audience.tenants.includes(listener.tenantId)) ||
    (audience.platformAdminsHearAll && listener.platformAdmin);
  if (!tenantOk) return false;
  // As orgCondition (core/query/build.ts): a user acting for an organisation sees its own rows only, and none of
  // an entity that names no field for their kind.
  if (audience.orgs === undefined || !listener.org) return true;
  return audience.orgs?.[listener.org.kind]?.includes(listener.org.id) ?? false;
}
