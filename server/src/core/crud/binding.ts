import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityMeta, FieldMeta, OrgKind } from '@meiyun/shared';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { RequestAuth } from '../auth/guard';
import type { QueryField, QuerySource } from '../query/source';

/** A record as the API shows it: field names, formatted values, no secrets. */
export type ApiRecord = Record<string, unknown> & { id: string };
/** Column values keyed by the table's property names, as drizzle inserts and updates them. */
export type ColumnValues = Record<string, unknown>;

export interface HookContext {
  ctx: AppContext;
  auth: RequestAuth;
  /** The transaction the write runs in. */
  tx: Db;
}

/** What a record check reads with: the database (the import's transaction for an import) and who is writing. */
export interface CheckContext {
  ctx: AppContext;
  auth: RequestAuth;
  db: Db;
}

/** Entity-specific behaviour around the generic routes. Throw a BizError to refuse. */
export interface EntityHooks {
  /** Before an add or an imported row is written: `values` are the column values, `input` the checked field values. */
  beforeAdd?(h: HookContext, values: ColumnValues, input: Record<string, unknown>): Promise<void> | void;
  /** Many imported rows at once (one call per file), instead of `beforeAdd` per row, when the work can be shared. */
  beforeImport?(h: HookContext, rows: { values: ColumnValues; input: Record<string, unknown> }[]): Promise<void> | void;
  beforeEdit?(h: HookContext, values: ColumnValues, input: Record<string, unknown>, existing: ApiRecord): Promise<void> | void;
  /**
   * Checks across fields or records (a tare below the gross limit, a driver of the car's carrier) of add, edit and
   * import, before anything is written: given whole records (field names; an edit's stored values under the ones
   * sent; the organisation a user acts for already in its field), the refusal of each or undefined. An imported row
   * it refuses goes to the error file with that message; the other rows are written.
   */
  checkRecords?(h: CheckContext, records: Record<string, unknown>[]): Promise<(string | undefined)[]> | (string | undefined)[];
  /** Before a delete, soft or permanent. */
  beforeDelete?(h: HookContext, existing: ApiRecord[], permanent: boolean): Promise<void> | void;
  /** After a change is committed (caches to drop, sessions to end). */
  afterChange?(ctx: AppContext, kind: ChangeKind, records: ApiRecord[]): Promise<void> | void;
  /** Extra computed fields of list and queryById records (a user's department names). */
  decorate?(ctx: AppContext, records: ApiRecord[]): Promise<void>;
}

export type ChangeKind = 'add' | 'edit' | 'delete' | 'restore' | 'deleteForever' | 'import';

export interface EntityBinding extends QuerySource {
  meta: EntityMeta;
  table: PgTable;
  tableName: string;
  /** Every declared field (secret ones included) with its column when it has one. */
  allFields: { meta: FieldMeta; column?: PgColumn; key?: string }[];
  /** Table property name of a field's column. */
  keyOf: ReadonlyMap<string, string>;
  /** Columns read for records and data-log versions: all but the secret ones. */
  readable: Record<string, PgColumn>;
  hooks: EntityHooks;
  /** Conditions a list route always adds from its parameters (items of one dictionary). */
  listScope?: (params: Record<string, unknown>) => SQL | undefined;
}

export interface BindOptions {
  meta: EntityMeta;
  table: PgTable;
  /** Field name → table property name, when they differ; null: the field has no column (a password handled by a hook). */
  columns?: Record<string, string | null>;
  /** Table properties never read (password hashes, salts). */
  secretColumns?: string[];
  /** Seed key of the entity's menu: its data rules apply to the lists. */
  menuKey?: string;
  hooks?: EntityHooks;
  /** Who may see a row, when the tenant is not a `tenantId` column (users: their memberships). */
  tenantScope?: QuerySource['tenantScope'];
}

const REGISTRY = new Map<string, EntityBinding>();

/** Every bound entity by table name: the duplicate check only answers for these. */
export function boundEntities(): ReadonlyMap<string, EntityBinding> {
  return REGISTRY;
}

/** Binds a shared declaration to its table. Throws at start when the declaration and the table disagree. */
export function bindEntity(opts: BindOptions): EntityBinding {
  const { meta, table } = opts;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const tableName = getTableName(table);
  const secretKeys = new Set(opts.secretColumns ?? []);
  const fields = new Map<string, QueryField>();
  const keyOf = new Map<string, string>();
  const allFields: EntityBinding['allFields'] = [];
  for (const f of meta.fields) {
    const mapped = opts.columns && Object.hasOwn(opts.columns, f.name) ? opts.columns[f.name] : f.name;
    if (mapped === null) {
      allFields.push({ meta: f });
      continue;
    }
    const column = cols[mapped];
    if (!column) throw new Error(`Entity ${meta.name}: field ${f.name} has no column ${mapped} in ${tableName}`);
    if (f.secret) secretKeys.add(mapped);
    allFields.push({ meta: f, column, key: mapped });
    keyOf.set(f.name, mapped);
    if (!f.secret) fields.set(f.name, { meta: f, column });
  }
  if (!cols.id) throw new Error(`Entity ${meta.name}: ${tableName} has no id column`);
  const tenant = meta.tenantScoped ? cols.tenantId : undefined;
  const delFlag = meta.softDelete ? cols.delFlag : undefined;
  if (meta.tenantScoped && !tenant) throw new Error(`Entity ${meta.name}: ${tableName} has no tenantId column`);
  if (meta.softDelete && !delFlag) throw new Error(`Entity ${meta.name}: ${tableName} has no delFlag column`);
  // Every entity says who owns its rows (docs/tenancy.md): a tenant, its members, or the platform.
  const owners = [meta.tenantScoped, !!opts.tenantScope, meta.platformWide].filter(Boolean).length;
  if (owners !== 1) throw new Error(`Entity ${meta.name}: declare exactly one of tenantScoped, tenantScope or platformWide`);
  const org: EntityBinding['org'] = {};
  for (const [kind, field] of Object.entries(meta.org ?? {}) as [OrgKind, string][]) {
    const column = field === 'id' ? cols.id : cols[keyOf.get(field) ?? ''];
    if (!column) throw new Error(`Entity ${meta.name}: org field ${field} has no column`);
    org[kind] = column;
  }
  const readable = Object.fromEntries(Object.entries(cols).filter(([k]) => !secretKeys.has(k)));
  const sortOnly = new Map<string, PgColumn>([['id', cols.id]]);
  for (const k of ['createTime', 'updateTime']) if (cols[k] && !fields.has(k)) sortOnly.set(k, cols[k]);
  const binding: EntityBinding = {
    meta,
    table,
    tableName,
    fields,
    allFields,
    keyOf,
    readable,
    id: cols.id,
    tenant,
    tenantScope: opts.tenantScope,
    org: meta.org ? org : undefined,
    delFlag,
    menuKey: opts.menuKey,
    sortOnly,
    defaultSort: meta.defaultSort,
    hooks: opts.hooks ?? {},
  };
  REGISTRY.set(tableName, binding);
  return binding;
}
