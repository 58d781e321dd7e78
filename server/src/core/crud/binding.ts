import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityChangeKind, EntityMeta, FieldMeta, OrgKind } from '@meiyun/shared';
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

/** The kinds live lists hear of (shared/src/entityChange.ts). */
export type ChangeKind = EntityChangeKind;

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

/** The property names of a table's columns (`portId`, `createTime`). */
type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

/** Field name → table property name, when they differ; null: the field has no column (a password handled by a hook). */
export type ColumnMap<Field extends string = string, T extends PgTable = PgTable> = { [F in Field]?: ColumnKey<T> | null };

export interface BindOptions<Field extends string = string, Name extends string = string, T extends PgTable = PgTable, C extends ColumnMap<Field, T> = ColumnMap<Field, T>> {
  meta: EntityMeta<Field, Name>;
  table: T;
  columns?: C;
  /** Table properties never read (password hashes, salts). */
  secretColumns?: ColumnKey<T>[];
  /** Seed key of the entity's menu: its data rules apply to the lists. */
  menuKey?: string;
  hooks?: EntityHooks;
  /** Who may see a row, when the tenant is not a `tenantId` column (users: their memberships). */
  tenantScope?: QuerySource['tenantScope'];
  /** Rows of one kind only, when two declarations share the table (QuerySource.fixed): lists, exports and reads by id. */
  fixed?: SQL;
}

const REGISTRY = new Map<string, EntityBinding>();

/** Every bound entity by table name (by its name when it shares its table, `fixed`): the duplicate check only answers for these. */
export function boundEntities(): ReadonlyMap<string, EntityBinding> {
  return REGISTRY;
}

/** `sysDictItem` → `sys_dict_item`, as `duplicateCheckTable` spells a declaration's table. */
type SnakeCase<S extends string> = S extends `${infer H}${infer R}` ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeCase<R>}` : '';

/** The table a declaration names: its `tableName`, else its name in snake case; `string` when the declaration's types are not literal. */
type NamedTable<Name extends string, M> = M extends { tableName?: infer X } ? ([NonNullable<X>] extends [never] ? SnakeCase<Name> : NonNullable<X>) : SnakeCase<Name>;

/**
 * What `tsc` refuses in a binding (`{}` when it fits): a stored field of the declaration without a column of the
 * same property name on the table (unless `columns` maps it to another column or to none), a `columns` entry for no
 * field, or a table other than the one the declaration names. Needs the declaration's literal types (`defineEntity`).
 */
export type BindingMismatch<Field extends string, Name extends string, T extends PgTable, C, M> = ([FieldsWithoutColumn<Field, T, C>] extends [never]
  ? {}
  : { fieldWithoutColumn: FieldsWithoutColumn<Field, T, C> }) &
  ([Exclude<keyof C, Field>] extends [never] ? {} : { columnsEntryForNoField: Exclude<keyof C, Field> }) &
  (string extends NamedTable<Name, M> ? {} : NamedTable<Name, M> extends T['_']['name'] ? {} : { wrongTable: { declared: NamedTable<Name, M>; bound: T['_']['name'] } });

/** The fields bound by their own name (not in `columns`) that the table has no column for. */
type FieldsWithoutColumn<Field extends string, T extends PgTable, C> = Exclude<Exclude<Field, keyof C>, ColumnKey<T>>;

/**
 * Binds a shared declaration to its table. The field names and the table are checked by `tsc` (`BindingMismatch`);
 * what types cannot say (who owns the rows, the tenant and delete-flag columns, the organisation fields) throws at
 * start when the declaration and the table disagree.
 */
export function bindEntity<Field extends string, Name extends string, M extends { tableName?: string }, T extends PgTable, C extends ColumnMap<Field, T> = {}>(
  opts: BindOptions<Field, Name, T, C> & { meta: M } & NoInfer<BindingMismatch<Field, Name, T, C, M>>,
): EntityBinding {
  const { meta, table } = opts;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const tableName = getTableName(table);
  const secretKeys = new Set<string>(opts.secretColumns ?? []);
  const fields = new Map<string, QueryField>();
  const keyOf = new Map<string, string>();
  const allFields: EntityBinding['allFields'] = [];
  const columns: ColumnMap | undefined = opts.columns;
  for (const f of meta.fields) {
    const own = columns && Object.hasOwn(columns, f.name) ? columns[f.name] : undefined;
    const mapped = own === undefined ? f.name : own;
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
    fixed: opts.fixed,
  };
  // Declarations sharing a table (each with its `fixed` kind) are each registered, by their own name.
  REGISTRY.set(opts.fixed ? meta.name : tableName, binding);
  return binding;
}
