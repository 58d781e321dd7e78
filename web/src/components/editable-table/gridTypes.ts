import type { ReactNode } from 'react';
import type { GridRow } from './rowStore';
import type { TableColumn } from './types';

/** A column as drawn: its width, and where it is pinned with its offset from that side. */
export interface GridColumn extends TableColumn {
  width: number;
  pin?: 'left' | 'right';
  left?: number;
  right?: number;
}

/** What every row needs to draw itself; one object, so rows re-render only when what they show changes. */
export interface RowLayout {
  fixedCols: GridColumn[];
  rightCols: GridColumn[];
  /** The flowing columns in the horizontal window, and the room the others take on either side of it. */
  shownFlow: GridColumn[];
  padLeft: number;
  padRight: number;
  totalWidth: number;
  rowHeight: number;
  alwaysEdit: boolean;
  disabled: boolean;
  expandedRowRender?: (row: GridRow) => ReactNode;
}

/** What a row and its cells may do: one object for the table's whole life (see `useStableHandlers`). */
export interface RowHandlers {
  activate: (rowId: string, key: string) => void;
  done: () => void;
  select: (rowId: string, checked: boolean, single: boolean) => void;
  toggleExpand: (rowId: string) => void;
  value: (rowId: string, column: TableColumn, value: unknown) => void;
  validate: (rowId: string, column: TableColumn) => void;
  insertBelow: (rowId: string) => void;
  move: (rowId: string, dir: -1 | 1) => void;
  remove: (rowId: string) => void;
}
