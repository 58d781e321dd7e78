/** Pure helpers of the lazy tree table (§4 "Tree table"). */
export type Row = Record<string, unknown> & { children?: Row[] };

export const LOADING_MARK = '__treeTableLoading';
export const UNKNOWN_RESULT_MESSAGE = '返回数据类型不识别';

/** The rows of a reply: an array, or an object with `records` (a page); null for anything else. */
export function rowsOfResult(result: unknown): { rows: Row[]; total?: number } | null {
  if (Array.isArray(result)) return { rows: result as Row[] };
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records)) {
    const r = result as { records: Row[]; total?: number };
    return { rows: r.records, total: typeof r.total === 'number' ? r.total : undefined };
  }
  return null;
}

export const isPlaceholder = (row: Row) => row[LOADING_MARK] === true;

/** A node with hasChildren gets one loading placeholder child, so it shows an expand icon before its children load. */
export function withPlaceholders(rows: Row[], rowKey: string): Row[] {
  return rows.map((r) => {
    const { children: _ignored, ...rest } = r;
    return r.hasChildren ? { ...rest, children: [{ [rowKey]: `${String(r[rowKey])}${LOADING_MARK}`, [LOADING_MARK]: true }] } : rest;
  });
}

/** The tree with the children of `key` replaced; an empty list removes the children (no expand icon). */
export function setChildren(rows: Row[], rowKey: string, key: unknown, children: Row[]): Row[] {
  return rows.map((r) => {
    if (r[rowKey] === key) {
      const { children: _old, ...rest } = r;
      return children.length ? { ...rest, children } : rest;
    }
    return r.children ? { ...r, children: setChildren(r.children, rowKey, key, children) } : r;
  });
}

/** True when the row's children are still the placeholder (not fetched yet). */
export const needsLoad = (row: Row) => Array.isArray(row.children) && row.children.length === 1 && isPlaceholder(row.children[0]);
