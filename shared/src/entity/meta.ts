import type { PatternName } from '../validation/patterns';

/**
 * An entity declared once, in this package, and read by both sides: the server binds it to its table and derives
 * the query API, CRUD routes, import and export; the web derives the query form, the columns and the edit dialog.
 */
export type FieldType = 'string' | 'text' | 'int' | 'decimal' | 'date' | 'datetime' | 'boolean';

/** Form field types of product-spec §3 that the generic dialog renders. */
export type FormWidget =
  | 'input'
  | 'password'
  | 'textarea'
  | 'inputNumber'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'list_multi'
  | 'sel_search'
  | 'date'
  | 'datetime'
  | 'switch'
  | 'sel_depart'
  /** Several departments picked in the department tree; the value is their ids, comma-joined. */
  | 'sel_depart_tree'
  | 'sel_user'
  | 'upload'
  | 'image'
  | 'markdown'
  | 'richtext'
  | 'hidden';

/** `Name`: the field's API name, kept as its literal type by `defineEntity` (the server checks it against the table). */
export interface FieldMeta<Name extends string = string> {
  /** API name (camelCase), as in list records and request bodies; the table's column property of the same name. */
  name: Name;
  /** Chinese label: column title, form label, spreadsheet column title. */
  label: string;
  type: FieldType;
  /** A system dictionary code (`sex`) or a registered table dictionary (`sys_depart,depart_name,org_code`). */
  dict?: string;
  /** The value is a comma-separated list of dictionary values. */
  multi?: boolean;
  /** Shown in the list page's query form; `range` gives a from-to pair (`_begin` / `_end`). */
  query?: boolean | 'range';
  /**
   * How a plain text filter of the query form is sent: `like` (default for text without a dictionary) wraps it as
   * `*value*` (contains), `eq` sends it as typed.
   */
  queryMode?: 'eq' | 'like';
  /** The list can be sorted by it (an index backs it). */
  sortable?: boolean;
  /** No two live records (of one tenant, for tenant-scoped entities) share a value. */
  unique?: boolean;
  /** With `unique`: the value is unique only among records sharing these fields (an item's value within its dictionary). */
  uniqueWith?: string[];
  required?: boolean;
  /** The value a new record starts with in the add dialog (a sort number, an enabled switch). */
  defaultValue?: string | number | boolean;
  /** Write-only (a password): never returned, filtered, sorted or exported. */
  secret?: boolean;
  /** Set by the server (audit columns): listed, never written by add, edit or import. */
  readonly?: boolean;
  maxLength?: number;
  /** Numbers: bounds and decimal places. */
  min?: number;
  max?: number;
  scale?: number;
  /** Named patterns of the shared rule set (product-spec §5). */
  rules?: PatternName[];
  /** List column: false hides it; a width in px; `ellipsis` cuts longer texts (default 25, §9); default shown unless secret or text. */
  list?: boolean | { width?: number; ellipsis?: number };
  /** Edit dialog: false leaves it out; `addOnly` fields (a user name, a first password) are set once. */
  form?:
    | false
    | {
        widget?: FormWidget;
        addOnly?: boolean;
        span?: 12 | 24;
        placeholder?: string;
        /**
         * Shown only while another field of the dialog has this value, or one of these values (指定用户 when the
         * audience is USER; the page to open when an announcement opens one).
         */
        showWhen?: { field: string; value: string | number | readonly (string | number)[] };
        /**
         * With `sel_depart_tree`: the field holding the org code of the current one of the chosen departments,
         * chosen in the same editor (a user's 当前部门, `orgCode`); that field is declared with widget `hidden`.
         */
        currentField?: string;
      };
  /** Spreadsheet import and export; default follows `form` and `list`. */
  importable?: boolean;
  exportable?: boolean;
}

/** The kinds of business organisation a user can be linked to (sys_user.org_kind). */
export const ORG_KINDS = ['carrier', 'consumer', 'supplier'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

/** The actions a declaration can offer; each is a route and a permission code `${perm}:${action}`. */
export const ENTITY_ACTIONS = ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel', 'recycleBin', 'deleteForever'] as const;
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

/**
 * `Field`: the union of the field names; `Name`: the declaration's name. Both are literal types in a declaration made
 * with `defineEntity`, so that the server's `bindEntity` checks at compile time that its table is the one named and
 * has a column for every field; `EntityMeta` alone (both `string`) is any declaration.
 */
export interface EntityMeta<Field extends string = string, Name extends string = string> {
  /** Stable identifier, e.g. `sysUser`: the table's name in camel case (`sys_user`), unless `tableName` says otherwise. */
  name: Name;
  /** Chinese name of one record, used in messages (还原用户成功！). */
  title: string;
  /**
   * The table name clients send to `GET /sys/duplicate/check` (JeecgBoot clients name tables); default the
   * declaration's name in snake case (`sysUser` → `sys_user`).
   */
  tableName?: string;
  /** Base path of the generic CRUD routes, e.g. `/sys/user`. */
  api: string;
  /** Permission prefix, e.g. `system:user` → `system:user:add`. */
  perm: string;
  fields: FieldMeta<Field>[];
  /** Deletes set delFlag = 1 and the recycle bin restores them. */
  softDelete?: boolean;
  /** Rows carry a tenant id and are visible only within it. */
  tenantScoped?: boolean;
  /** Rows shared by every tenant: read by anyone holding the list permission, written only by the platform administrator. */
  platformWide?: boolean;
  /**
   * Which business organisation owns a row, per kind of organisation a user may act for: the field holding that
   * organisation's id (`{ carrier: 'carrierId' }` for cars; `{ carrier: 'id' }` for the carriers themselves). A user
   * linked to an organisation (coal-api.md "Business users") sees and writes only rows whose field holds their
   * organisation, and none of an entity that names no field for their kind. Entities without `org` are reference
   * data every user of the tenant may read.
   */
  org?: Partial<Record<OrgKind, NoInfer<Field> | 'id'>>;
  defaultSort?: { field: NoInfer<Field>; order: 'asc' | 'desc' };
  /**
   * Rows form a tree through a field holding the parent's id (`root` at the top); `hasChildField` ('1'/'0') tells
   * which rows open without asking. The list kit shows such an entity as a tree when a screen asks it to.
   */
  tree?: { parentField: NoInfer<Field>; hasChildField?: NoInfer<Field>; root: string };
  /** Actions offered; default all that apply (recycle bin only with soft delete). */
  actions?: EntityAction[];
}

/**
 * An entity declaration, kept with its name, its field names and its `tableName` as literal types: `bindEntity` then
 * refuses to compile when the table is not the one the declaration names or lacks a column for a stored field.
 */
export function defineEntity<Field extends string, Name extends string, Table extends string = never>(
  meta: EntityMeta<Field, Name> & { tableName?: Table },
): EntityMeta<Field, Name> & { tableName?: Table } {
  return meta;
}

export function permissionCode(meta: Pick<EntityMeta, 'perm'>, action: EntityAction): string {
  return `${meta.perm}:${action}`;
}

/** See `EntityMeta.tableName`. */
export function duplicateCheckTable(meta: Pick<EntityMeta, 'name' | 'tableName'>): string {
  return meta.tableName ?? meta.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function entityActions(meta: EntityMeta): EntityAction[] {
  const all = meta.actions ?? [...ENTITY_ACTIONS];
  return meta.softDelete ? all : all.filter((a) => a !== 'recycleBin' && a !== 'deleteForever');
}

export const isListed = (f: FieldMeta) => f.list !== false && !f.secret && (f.list !== undefined || f.type !== 'text');
export const isInForm = (f: FieldMeta) => f.form !== false && !f.readonly;
export const isExported = (f: FieldMeta) => !f.secret && (f.exportable ?? isListed(f));
export const isImported = (f: FieldMeta) => !f.readonly && (f.importable ?? (isInForm(f) && !f.secret));
