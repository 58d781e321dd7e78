import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ORG_KINDS_OF_USER_TYPE, ORG_KIND_ITEMS, USER_TYPE_ITEMS, UserOrgMessages, type OrgKind, type UserType } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import type { ApiRecord, ColumnValues } from '../../../core/crud/binding';
import { ownedBy } from '../../../core/tenancy/index';
import { declaredOrgKinds, orgTableOf } from '../../../core/tenancy/org-tables';


const typeText = (t: string) => USER_TYPE_ITEMS.find(([v]) => v === t)?.[1] ?? t;
const kindText = (k: OrgKind) => ORG_KIND_ITEMS.find(([v]) => v === k)?.[1] ?? k;

/** Live organisations of one kind among these ids, in the tenant. */
async function liveOrgIds(db: Db, kind: OrgKind, ids: string[], tenantId: number | null): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const t = orgTableOf(kind);
  if (!t) return new Set();
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.id, ids), eq(t.delFlag, 0), ownedBy(t.tenantId, tenantId)));
  return new Set(rows.map((r) => String(r.id)));
}

/** The kind a record's organisation is of: the one sent, or the only one its type allows (a 调度员's is a carrier). */
function kindOf(record: Record<string, unknown>): OrgKind | null {
  const kinds = ORG_KINDS_OF_USER_TYPE[String(record.userType ?? 'staff') as UserType] ?? [];
  return (record.orgKind as OrgKind | null) || (kinds.length === 1 ? kinds[0] : null);
}

/**
 * Whether each user's type and organisation fit (records as they will be saved, field names): a business user needs
 * a kind of organisation their type may act for and a live organisation of that kind in the writer's tenant. Staff
 * need nothing (their organisation is cleared, `settleUserOrg`).
 */
export async function userOrgProblems(db: Db, tenantId: number | null, records: Record<string, unknown>[]): Promise<(string | undefined)[]> {
  const wanted = new Map<OrgKind, string[]>();
  for (const r of records) {
    const kind = kindOf(r);
    if (kind && orgTableOf(kind) && r.orgId) (wanted.get(kind) ?? wanted.set(kind, []).get(kind)!).push(String(r.orgId));
  }
  const live = new Map<OrgKind, Set<string>>();
  for (const [kind, ids] of wanted) live.set(kind, await liveOrgIds(db, kind, [...new Set(ids)], tenantId));
  return records.map((r) => {
    const type = String(r.userType ?? 'staff') as UserType;
    const kinds = ORG_KINDS_OF_USER_TYPE[type];
    if (!kinds) return undefined; // the dictionary check has refused it already
    if (!kinds.length) return undefined;
    const kind = kindOf(r);
    if (!kind || !r.orgId) return UserOrgMessages.orgRequired(typeText(type));
    if (!kinds.includes(kind)) return UserOrgMessages.kindNotAllowed(typeText(type), kinds.map(kindText).join('或'));
    if (!live.get(kind)?.has(String(r.orgId))) return UserOrgMessages.orgMissing;
    return undefined;
  });
}

/**
 * The columns as saved (`values` being written, `current` the stored row on an edit): staff act for no
 * organisation, so a staff user's kind and organisation are cleared; a type with one kind gets it filled in.
 */
export function settleUserOrg(values: ColumnValues, current?: ApiRecord): void {
  if (current && !['userType', 'orgKind', 'orgId'].some((k) => Object.hasOwn(values, k))) return;
  const record = { ...(current ?? {}), ...values };
  if (!ORG_KINDS_OF_USER_TYPE[String(record.userType ?? 'staff') as UserType]?.length) {
    values.orgKind = null;
    values.orgId = null;
    return;
  }
  values.orgKind = kindOf(record);
}

/**
 * The names of the organisations the listed users act for, as rows `(kind, '', id, name, 0, '')` of the user list's
 * decoration query (user-relations.ts), one select per kind present; undefined when no user acts for one.
 */
export function orgNamesSql(records: ApiRecord[]): SQL | undefined {
  const parts: SQL[] = [];
  for (const kind of declaredOrgKinds()) {
    const ids = [...new Set(records.filter((r) => r.orgKind === kind && r.orgId).map((r) => String(r.orgId)))];
    const t = orgTableOf(kind);
    if (!ids.length || !t) continue;
    parts.push(sql`select ${kind}, '', ${t.id}, ${t.name}, 0, '' from ${t} where ${t.id} = any(${sql.param(ids)}::text[])`);
  }
  return parts.length ? sql.join(parts, sql` union all `) : undefined;
}
