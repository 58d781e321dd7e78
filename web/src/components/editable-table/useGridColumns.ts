import { useEffect, useMemo, useState, type RefObject } from 'react';
import { cellTypeOf } from './cellRegistry';
import type { GridColumn } from './gridTypes';
import type { TableColumn } from './types';

const STRUCT_WIDTH: Record<string, number> = { rowNumber: 50, checkbox: 44, radio: 44, expand: 40, dragSort: 40 };
const ACTION_WIDTH = 150;
const DEFAULT_WIDTH = 160;
const NARROW_TABLE_PX = 500;

export interface GridColumnOptions {
  columns: TableColumn[];
  dragSort?: boolean;
  rowNumber?: boolean;
  rowSelection?: 'checkbox' | 'radio';
  expandable: boolean;
  rowActions: boolean;
}

/**
 * The columns as drawn: the leading structural columns the props switch on, the operations column, each one's
 * width, and the pinned ones with their offsets. Pinned columns stay in view while scrolling sideways; below
 * 500 px there is no room to pin anything (§9).
 */
export function useGridColumns(rootRef: RefObject<HTMLDivElement | null>, { columns, dragSort, rowNumber, rowSelection, expandable, rowActions }: GridColumnOptions) {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const el = rootRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => setNarrow(entry.contentRect.width < NARROW_TABLE_PX));
    ro.observe(el);
    return () => ro.disconnect();
  }, [rootRef]);

  const cols: GridColumn[] = useMemo(() => {
    const lead: TableColumn[] = [];
    const has = (t: string) => columns.some((c) => c.type === t);
    if (dragSort && !has('dragSort')) lead.push({ key: '__drag', title: '', type: 'dragSort' });
    if (rowNumber && !has('rowNumber')) lead.push({ key: '__rowNumber', title: '#', type: 'rowNumber' });
    if (rowSelection && !has('checkbox') && !has('radio')) lead.push({ key: '__select', title: '', type: rowSelection });
    if (expandable && !has('expand')) lead.push({ key: '__expand', title: '', type: 'expand' });
    const all = [...lead, ...columns].filter((c) => c.type !== 'hidden');
    if (rowActions) all.push({ key: '__actions', title: '操作', type: 'slot', fixed: 'right' });
    const sized = all.map((c) => {
      const structural = STRUCT_WIDTH[c.type];
      const min = Math.max(c.minWidth ?? 0, cellTypeOf(c.type)?.minWidth ?? 0);
      const width = structural ?? Math.max(c.width ?? (c.key === '__actions' ? ACTION_WIDTH : DEFAULT_WIDTH), min);
      const pin: GridColumn['pin'] = narrow ? undefined : c.fixed === 'right' ? 'right' : structural !== undefined || c.fixed === true || c.fixed === 'left' ? 'left' : undefined;
      return { ...c, width, pin } as GridColumn;
    });
    let left = 0;
    for (const c of sized) if (c.pin === 'left') { c.left = left; left += c.width; }
    let right = 0;
    for (const c of [...sized].reverse()) if (c.pin === 'right') { c.right = right; right += c.width; }
    return sized;
  }, [columns, dragSort, rowNumber, rowSelection, expandable, rowActions, narrow]);

  const fixedCols = useMemo(() => cols.filter((c) => c.pin === 'left'), [cols]);
  const rightCols = useMemo(() => cols.filter((c) => c.pin === 'right'), [cols]);
  const flowCols = useMemo(() => cols.filter((c) => !c.pin), [cols]);
  return {
    fixedCols,
    rightCols,
    flowCols,
    fixedWidth: fixedCols.reduce((s, c) => s + c.width, 0),
    rightWidth: rightCols.reduce((s, c) => s + c.width, 0),
    totalWidth: cols.reduce((s, c) => s + c.width, 0),
  };
}
