import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldMeta, OrgKind } from '@meiyun/shared';

/** A declared field bound to its column: the only names a query may use. */
export interface QueryField {
  meta: FieldMeta;
  column: PgColumn;
}

/** What the query syntax needs to know of an entity: its queryable fields and its special columns. */
export interface QuerySource {
  /** Non-secret declared fields with a column, by API name. */
  fields: ReadonlyMap<string, QueryField>;
  id: PgColumn;
  tenant?: PgColumn;
  /** Who may see a row when the tenant is not one column (users: their tenant memberships); replaces `tenant`. */
  tenantScope?: (user: QueryUser) => SQL | undefined;
  delFlag?: PgColumn;
  /**
   * The column holding the owning organisation's id, per kind of organisation (`EntityMeta.org`); a user acting for
   * an organisation sees only its rows, and nothing of an entity that names no column for their kind.
   */
  org?: Partial<Record<OrgKind, PgColumn>>;
  /** Seed key of the menu whose data rules apply to this entity's lists. */
  menuKey?: string;
  /** Columns that may order a list without being declared fields (id, audit times). */
  sortOnly?: ReadonlyMap<string, PgColumn>;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** A condition every read carries: one kind of the rows of a table two declarations share (收款单, 付款单). */
  fixed?: SQL;
}

/** Who is asking: the tenant and the values data rules substitute. */
/** A data rule as a list applies it (sys_permission_data_rule). */
export interface HeldDataRule {
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

export interface QueryUser {
  userId: string;
  username: string;
  orgCode: string | null;
  tenantId: number | null;
  /** Holds the platform administrator's role; only a source's own `tenantScope` looks at it. */
  platformAdmin?: boolean;
  /** The business organisation the user acts for (sys_user.org_kind / org_id); absent for staff. */
  org?: { kind: OrgKind; id: string };
  /** The data rules of a menu (by permission id) the user holds, when the caller keeps them (the request's identity). */
  dataRules?: (permissionId: string) => Promise<readonly HeldDataRule[]>;
}

export type Condition = SQL;
