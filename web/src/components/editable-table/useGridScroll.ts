import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { EDITABLE_TABLE } from '@meiyun/shared';
import type { GridColumn } from './gridTypes';
import type { GridRow, RowStore } from './rowStore';

export interface GridScrollOptions {
  store: RowStore;
  rows: readonly GridRow[];
  /** The columns that scroll sideways, between the pinned ones of `fixedWidth` and `rightWidth`. */
  flowCols: GridColumn[];
  fixedWidth: number;
  rightWidth: number;
  rowHeight: number;
  maxHeight: number;
  onScrollEnd?: () => void;
}

/**
 * Virtual rows and columns: only the rows and flowing columns in view (and a few around them) are drawn. Answers
 * the window to draw, the scroll handler (`onScrollEnd`, debounced, at the bottom) and the ways to scroll to a
 * row or a cell.
 */
export function useGridScroll({ store, rows, flowCols, fixedWidth, rightWidth, rowHeight, maxHeight, onScrollEnd }: GridScrollOptions) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (i) => rows[i]?.id ?? i,
    overscan: 6,
    // The first paint (and a DOM without layout) gets a window's worth of rows before anything is measured.
    initialRect: { width: 1200, height: maxHeight },
    isScrollingResetDelay: EDITABLE_TABLE.scrollEndDebounceMs,
  });
  const colVirtualizer = useVirtualizer({
    horizontal: true,
    count: flowCols.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => flowCols[i].width,
    paddingStart: fixedWidth,
    paddingEnd: rightWidth,
    overscan: 3,
    initialRect: { width: 1200, height: maxHeight },
  });
  useEffect(() => colVirtualizer.measure(), [flowCols, colVirtualizer]);

  const scrollEndTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onScroll = () => {
    if (!onScrollEnd) return;
    clearTimeout(scrollEndTimer.current);
    scrollEndTimer.current = setTimeout(() => {
      const el = scrollRef.current;
      if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - 2) onScrollEnd();
    }, EDITABLE_TABLE.scrollEndDebounceMs);
  };

  const scrollToBottom = useCallback(() => {
    requestAnimationFrame(() => {
      if (store.rows.length) rowVirtualizer.scrollToIndex(store.rows.length - 1, { align: 'end' });
    });
  }, [rowVirtualizer, store]);

  const scrollToCell = useCallback(
    (rowIndex: number, key: string) => {
      rowVirtualizer.scrollToIndex(rowIndex, { align: 'center' });
      const ci = flowCols.findIndex((c) => c.key === key);
      if (ci >= 0) colVirtualizer.scrollToIndex(ci, { align: 'center' });
    },
    [rowVirtualizer, colVirtualizer, flowCols],
  );

  const vCols = colVirtualizer.getVirtualItems();
  const firstFlow = vCols.length ? vCols[0].index : 0;
  const lastFlow = vCols.length ? vCols[vCols.length - 1].index : -1;
  // Rows only re-render when what they show changes: the visible column range, not every scroll event.
  const shownFlow = useMemo(() => flowCols.slice(firstFlow, lastFlow + 1), [flowCols, firstFlow, lastFlow]);
  return {
    scrollRef,
    onScroll,
    scrollToBottom,
    scrollToCell,
    rowVirtualizer,
    shownFlow,
    padLeft: vCols.length ? vCols[0].start - fixedWidth : 0,
    padRight: vCols.length ? colVirtualizer.getTotalSize() - rightWidth - vCols[vCols.length - 1].end : 0,
  };
}
