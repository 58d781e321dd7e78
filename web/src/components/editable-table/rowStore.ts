import { EDITABLE_TABLE, type TableSyncChange } from '@meiyun/shared';

/**
 * The rows of one editable table and everything done to them (§3, §4): ids with a per-table prefix, new rows
 * with a temporary marker, the states new / edited / removed, the row operations with their rules, and the
 * values read back with prefix and marker stripped. Plain TypeScript so the rules are tested without a DOM;
 * the grid subscribes to it.
 */
export type RowValues = Record<string, unknown>;
/** A row as the grid holds it: `id` is the internal id (prefix + public id). */
export type GridRow = RowValues & { id: string };

/** Marks the public id of a row made in the browser and not yet saved. */
export const TEMP_MARKER = '__tmp__';

let tableSeq = 0;
/** A prefix no other table of this page load shares, so rows of two tables never collide. */
export function nextTablePrefix(): string {
  tableSeq += 1;
  return `et${tableSeq}_`;
}

function randomPart(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export interface RowStoreOptions {
  /** Per-table id prefix; one is made when absent. */
  prefix?: string;
  /** The record key of loaded rows (§9: id). */
  rowKey?: string;
  /** Sort-number field renumbered from 1 after a reorder when drag sort is on (§9: orderNum). */
  sortKey?: string;
  dragSort?: boolean;
  /** The only row cannot be deleted. */
  notDeleteOnlyOne?: boolean;
  /** Only the newest row can be deleted. */
  deleteNewestOnly?: boolean;
  /** Default values of a new row by column key; a function is called per row. */
  defaults?: () => RowValues;
  rapidInsertBlockMs?: number;
  now?: () => number;
}

export type DeleteRefusal = 'onlyOne' | 'notNewest';
export const DELETE_REFUSAL_TEXT: Record<DeleteRefusal, string> = {
  onlyOne: '至少保留一行',
  notNewest: '只能删除最新添加的行',
};

export interface TableValues {
  /** Every current row, in order, with public ids. */
  values: RowValues[];
  new: RowValues[];
  edited: RowValues[];
  removed: RowValues[];
}

export class RowStore {
  readonly prefix: string;
  readonly rowKey: string;
  readonly sortKey: string;
  private opts: RowStoreOptions;
  private list: GridRow[] = [];
  private originals = new Map<string, RowValues>();
  private newIds = new Set<string>();
  /** Creation order of new rows, for the delete-newest rule. */
  private created = new Map<string, number>();
  private createdSeq = 0;
  private removedRows: RowValues[] = [];
  private lastInsertAt = Number.NEGATIVE_INFINITY;
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(opts: RowStoreOptions = {}) {
    this.opts = opts;
    this.prefix = opts.prefix ?? nextTablePrefix();
    this.rowKey = opts.rowKey ?? EDITABLE_TABLE.rowKey;
    this.sortKey = opts.sortKey ?? EDITABLE_TABLE.sortKey;
  }

  /** Options that may change while the table lives (flags, defaults). */
  configure(patch: Partial<Omit<RowStoreOptions, 'prefix' | 'rowKey' | 'sortKey'>>) {
    this.opts = { ...this.opts, ...patch };
  }

  // ---- subscription (useSyncExternalStore) ----
  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => {
      this.listeners.delete(fn);
    };
  };
  getVersion = () => this.version;
  private emit() {
    this.version += 1;
    for (const fn of this.listeners) fn();
  }

  get rows(): readonly GridRow[] {
    return this.list;
  }
  indexOf(id: string): number {
    return this.list.findIndex((r) => r.id === id);
  }
  get(id: string): GridRow | undefined {
    return this.list.find((r) => r.id === id);
  }
  isNew(id: string): boolean {
    return this.newIds.has(id);
  }

  // ---- ids ----
  /** The id without this table's prefix; the temporary marker stays (sync messages use it). */
  publicId(internalId: string): string {
    return internalId.startsWith(this.prefix) ? internalId.slice(this.prefix.length) : internalId;
  }
  internalId(publicId: string): string {
    return this.prefix + publicId;
  }
  /** The id a caller sees: prefix and temporary marker stripped. */
  outwardId(internalId: string): string {
    const pub = this.publicId(internalId);
    return pub.startsWith(TEMP_MARKER) ? pub.slice(TEMP_MARKER.length) : pub;
  }

  // ---- loading ----
  /** Replaces every row with saved records; states start afresh. */
  load(records: readonly RowValues[]) {
    this.list = records.map((rec) => {
      const key = rec[this.rowKey];
      const pub = key === undefined || key === null || key === '' ? TEMP_MARKER + randomPart() : String(key);
      const row = { ...rec, id: this.internalId(pub) } as GridRow;
      return row;
    });
    this.originals = new Map(this.list.map((r) => [r.id, { ...r }]));
    this.newIds = new Set(this.list.filter((r) => this.publicId(r.id).startsWith(TEMP_MARKER)).map((r) => r.id));
    this.created.clear();
    this.removedRows = [];
    this.emit();
  }

  // ---- insertion ----
  /** The rapid-insert block: another insertion within the block time is refused. */
  insertBlocked(): boolean {
    const now = (this.opts.now ?? Date.now)();
    return now - this.lastInsertAt < (this.opts.rapidInsertBlockMs ?? EDITABLE_TABLE.rapidInsertBlockMs);
  }

  private makeRow(values: RowValues = {}): GridRow {
    const defaults = this.opts.defaults?.() ?? {};
    const given = values.id;
    const pub = typeof given === 'string' && given.startsWith(TEMP_MARKER) ? given : TEMP_MARKER + randomPart();
    const row = { ...defaults, ...values, id: this.internalId(pub) } as GridRow;
    this.newIds.add(row.id);
    this.created.set(row.id, ++this.createdSeq);
    return row;
  }

  /**
   * Adds `count` rows. `addIndex` 0 (or beyond the end) adds at the bottom, as §9's default position; another
   * index inserts before that row. Answers the new rows, or null when the rapid-insert block refuses.
   */
  add(count: number = EDITABLE_TABLE.addRowNum, addIndex: number = EDITABLE_TABLE.addIndex, values: RowValues[] = [], opts: { force?: boolean } = {}): GridRow[] | null {
    if (!opts.force && this.insertBlocked()) return null;
    const made = Array.from({ length: Math.max(1, count) }, (_, i) => this.makeRow(values[i]));
    const at = addIndex <= 0 || addIndex >= this.list.length ? this.list.length : addIndex;
    this.list = [...this.list.slice(0, at), ...made, ...this.list.slice(at)];
    if (!opts.force) this.lastInsertAt = (this.opts.now ?? Date.now)();
    this.renumberIfSorted();
    this.emit();
    return made;
  }

  /** Inserts one row below `id`; null when blocked or the row is gone. */
  insertBelow(id: string, opts: { force?: boolean } = {}): GridRow | null {
    const at = this.indexOf(id);
    if (at < 0) return null;
    if (!opts.force && this.insertBlocked()) return null;
    const row = this.makeRow();
    this.list = [...this.list.slice(0, at + 1), row, ...this.list.slice(at + 1)];
    if (!opts.force) this.lastInsertAt = (this.opts.now ?? Date.now)();
    this.renumberIfSorted();
    this.emit();
    return row;
  }

  // ---- editing ----
  setValue(id: string, key: string, value: unknown): boolean {
    const at = this.indexOf(id);
    if (at < 0 || key === 'id') return false;
    if (Object.is(this.list[at][key], value)) return false;
    const next = [...this.list];
    next[at] = { ...next[at], [key]: value };
    this.list = next;
    this.emit();
    return true;
  }

  setValues(id: string, values: RowValues): boolean {
    const at = this.indexOf(id);
    if (at < 0) return false;
    const { id: _ignored, ...rest } = values;
    const next = [...this.list];
    next[at] = { ...next[at], ...rest };
    this.list = next;
    this.emit();
    return true;
  }

  // ---- order ----
  moveUp(id: string): boolean {
    const at = this.indexOf(id);
    return at > 0 ? this.moveTo(id, at - 1) : false;
  }
  moveDown(id: string): boolean {
    const at = this.indexOf(id);
    return at >= 0 && at < this.list.length - 1 ? this.moveTo(id, at + 1) : false;
  }
  /** Moves a row to a position (drag reorder). */
  moveTo(id: string, toIndex: number): boolean {
    const from = this.indexOf(id);
    const to = Math.max(0, Math.min(this.list.length - 1, toIndex));
    if (from < 0 || from === to) return false;
    const next = [...this.list];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    this.list = next;
    this.renumberIfSorted();
    this.emit();
    return true;
  }
  /** Puts rows in the given order of internal ids; rows not named keep their relative order at the end. */
  reorder(ids: readonly string[]) {
    const byId = new Map(this.list.map((r) => [r.id, r]));
    const seen = new Set<string>();
    const next: GridRow[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (row && !seen.has(id)) {
        next.push(row);
        seen.add(id);
      }
    }
    for (const row of this.list) if (!seen.has(row.id)) next.push(row);
    this.list = next;
    this.renumberIfSorted();
    this.emit();
  }

  private renumberIfSorted() {
    if (!this.opts.dragSort) return;
    const key = this.sortKey;
    let changed = false;
    const next = this.list.map((row, i) => {
      if (row[key] === i + 1) return row;
      changed = true;
      return { ...row, [key]: i + 1 };
    });
    if (changed) this.list = next;
  }

  // ---- deletion ----
  /** Why the row cannot be deleted under the table's flags, or null when it can. */
  deleteRefusal(id: string): DeleteRefusal | null {
    if (this.opts.notDeleteOnlyOne && this.list.length === 1 && this.list[0].id === id) return 'onlyOne';
    if (this.opts.deleteNewestOnly && this.newestId() !== id) return 'notNewest';
    return null;
  }

  /** The most recently added row still present; without added rows, the last row. */
  newestId(): string | undefined {
    let best: string | undefined;
    let bestSeq = -1;
    for (const row of this.list) {
      const seq = this.created.get(row.id);
      if (seq !== undefined && seq > bestSeq) {
        best = row.id;
        bestSeq = seq;
      }
    }
    return best ?? this.list[this.list.length - 1]?.id;
  }

  /**
   * Deletes the rows the rules allow, one by one in the given order (so deleting the newest makes the next
   * newest deletable), and answers the refused ones with their reason.
   */
  remove(ids: readonly string[]): { removed: string[]; refused: { id: string; reason: DeleteRefusal }[] } {
    const removed: string[] = [];
    const refused: { id: string; reason: DeleteRefusal }[] = [];
    const ordered = this.opts.deleteNewestOnly
      ? [...ids].sort((a, b) => (this.created.get(b) ?? -1) - (this.created.get(a) ?? -1))
      : ids;
    for (const id of ordered) {
      if (this.indexOf(id) < 0) continue;
      const reason = this.deleteRefusal(id);
      if (reason) {
        refused.push({ id, reason });
        continue;
      }
      this.dropRow(id);
      removed.push(id);
    }
    if (removed.length) {
      this.renumberIfSorted();
      this.emit();
    }
    return { removed, refused };
  }

  private dropRow(id: string) {
    const row = this.get(id);
    this.list = this.list.filter((r) => r.id !== id);
    if (!row) return;
    if (this.newIds.has(id)) {
      this.newIds.delete(id);
      this.created.delete(id);
    } else {
      this.removedRows.push(this.outward(this.originals.get(id) ?? row));
    }
  }

  // ---- reading ----
  private outward(row: RowValues): RowValues {
    return { ...row, [this.rowKey]: this.outwardId(String(row.id)), ...(this.rowKey === 'id' ? {} : { id: undefined }) };
  }

  private isEdited(row: GridRow): boolean {
    const original = this.originals.get(row.id);
    if (!original) return false;
    const keys = new Set([...Object.keys(original), ...Object.keys(row)]);
    for (const k of keys) if (!sameValue(original[k], row[k])) return true;
    return false;
  }

  /** Values with ids as the caller knows them, and the rows by state. */
  getValues(): TableValues {
    const values = this.list.map((r) => this.outward(r));
    const created: RowValues[] = [];
    const edited: RowValues[] = [];
    this.list.forEach((row, i) => {
      if (this.newIds.has(row.id)) created.push(values[i]);
      else if (this.isEdited(row)) edited.push(values[i]);
    });
    return { values, new: created, edited, removed: [...this.removedRows] };
  }

  /** The state of one row. */
  stateOf(id: string): 'new' | 'edited' | 'unchanged' | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    if (this.newIds.has(id)) return 'new';
    return this.isEdited(row) ? 'edited' : 'unchanged';
  }

  // ---- sync ----
  /** Rows as sync messages carry them: public ids. */
  toSyncRows(rows: readonly GridRow[]): RowValues[] {
    return rows.map((r) => ({ ...r, id: this.publicId(r.id) }));
  }

  /** Applies another user's change without the insertion block and without echoing it. */
  applyRemote(change: TableSyncChange) {
    switch (change.action) {
      case 'insert': {
        const rows = change.rows.filter((r) => typeof r.id === 'string' && this.indexOf(this.internalId(r.id as string)) < 0);
        if (!rows.length) return;
        const made = rows.map((r) => {
          const row = { ...r, id: this.internalId(r.id as string) } as GridRow;
          this.newIds.add(row.id);
          this.created.set(row.id, ++this.createdSeq);
          return row;
        });
        const at = Math.max(0, Math.min(this.list.length, change.index));
        this.list = [...this.list.slice(0, at), ...made, ...this.list.slice(at)];
        this.emit();
        return;
      }
      case 'update':
        this.setValues(this.internalId(change.id), change.values);
        return;
      case 'remove':
        for (const pub of change.ids) if (this.indexOf(this.internalId(pub)) >= 0) this.dropRow(this.internalId(pub));
        this.emit();
        return;
      case 'move':
        this.reorder(change.order.map((pub) => this.internalId(pub)));
        return;
    }
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === undefined || a === null || a === '') && (b === undefined || b === null || b === '')) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (typeof a === 'object' && typeof b === 'object' && a && b) return JSON.stringify(a) === JSON.stringify(b);
  return false;
}
