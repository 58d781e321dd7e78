import type { EntityMeta } from '@meiyun/shared';
import type { ListRecord } from '../listApi';
import { filterParams, type ListRequestState } from '../query/listQuery';

/**
 * The tree view of a list (`EntityListPageProps.tree`): the page lists the top rows (those whose parent is `root`),
 * and each expanded row's children are read on their own and nested under it as antd's tree data (`children`).
 * What here is pure: which rows a call asks for, and how the loaded branches make one tree.
 */
export interface ListTree {
  /** The field holding the parent's id. */
  parentField: string;
  /** A field that is '1' on rows with children; without it every row may be opened. */
  hasChildField?: string;
  /** The parent field's value on the top rows. */
  root: string;
}

/** Children of one row in one call: a branch is not paged (the server allows far more, LIST_MAX_PAGE_SIZE). */
export const CHILDREN_PAGE_SIZE = 500;

/** Loaded children by parent id; a parent absent has not been read (yet). */
export type LoadedBranches = ReadonlyMap<string, readonly ListRecord[]>;

export type TreeRecord = ListRecord & { children?: TreeRecord[] };

/** Whether the query form or an advanced query holds a condition: then the page lists the matches flat. */
export function isSearching(meta: EntityMeta, state: Pick<ListRequestState, 'filters' | 'superQuery'>): boolean {
  if ((state.superQuery?.conditions.length ?? 0) > 0) return true;
  return meta.fields.some((f) => f.query && !f.secret && Object.keys(filterParams(f, state.filters[f.name])).length > 0);
}

/** The fixed parameters of the page's own call: the top rows only, unless searching. */
export function topLevelFixed(fixed: Record<string, string | number> | undefined, tree: ListTree | undefined, searching: boolean): Record<string, string | number> | undefined {
  if (!tree || searching) return fixed;
  return { ...fixed, [tree.parentField]: tree.root };
}

/** Whether a row may have children worth asking for. */
export const mayHaveChildren = (record: ListRecord, tree: ListTree): boolean => (tree.hasChildField ? String(record[tree.hasChildField] ?? '') === '1' : true);

export interface BuiltTree {
  rows: TreeRecord[];
  /** Under which parent each shown row was loaded (`root` for the top rows). */
  parentOf: ReadonlyMap<string, string>;
}

/**
 * The top rows with the loaded branches nested under them. A row that may have children but whose branch is not
 * loaded gets an empty `children`, so antd shows its expand button; a loaded branch without rows gets none. A row
 * met again below itself (a parent loop in the data) is not opened twice, so the tree stays finite.
 */
export function buildTree(top: readonly ListRecord[], loaded: LoadedBranches, tree: ListTree): BuiltTree {
  const parentOf = new Map<string, string>();
  const nest = (rows: readonly ListRecord[], parent: string, ancestors: ReadonlySet<string>): TreeRecord[] =>
    rows.map((row) => {
      parentOf.set(row.id, parent);
      const { children: _ignored, ...plain } = row as TreeRecord;
      if (ancestors.has(row.id)) return plain;
      const branch = loaded.get(row.id);
      if (branch) return branch.length > 0 ? { ...plain, children: nest(branch, row.id, new Set([...ancestors, row.id])) } : plain;
      return mayHaveChildren(row, tree) ? { ...plain, children: [] } : plain;
    });
  return { rows: nest(top, tree.root, new Set()), parentOf };
}

/** The expanded rows without `id` and everything below it (collapsing a row closes its branch). */
export function collapse(expanded: readonly string[], id: string, parentOf: ReadonlyMap<string, string>): string[] {
  const below = (row: string): boolean => {
    const seen = new Set<string>();
    for (let p = parentOf.get(row); p !== undefined && !seen.has(p); p = parentOf.get(p)) {
      if (p === id) return true;
      seen.add(p);
    }
    return false;
  };
  return expanded.filter((row) => row !== id && !below(row));
}

/**
 * The branches to read again after a write: the branch the record lives in, and — when a row gained or lost a
 * child — that row's own branch and the one it lives in, where its has-child flag shows.
 */
export function branchesAfterWrite(write: { kind: 'add'; parent: string } | { kind: 'edit' | 'delete'; id: string }, parentOf: ReadonlyMap<string, string>, root: string): string[] {
  if (write.kind === 'add') {
    if (write.parent === root) return [root];
    return unique([write.parent, parentOf.get(write.parent) ?? root]);
  }
  const parent = parentOf.get(write.id) ?? root;
  if (write.kind === 'edit' || parent === root) return [parent];
  return unique([parent, parentOf.get(parent) ?? root]);
}

const unique = (ids: string[]) => [...new Set(ids)];
