import type { ReactNode } from 'react';
import type { GridColumn, RowLayout } from './gridTypes';

/**
 * The cells of the header or of a row across the horizontal window: the left-pinned ones, the flowing ones in
 * view between spacers that stand for those out of view, the right-pinned ones.
 */
export function ColumnWindow({ layout, cell }: { layout: RowLayout; cell(c: GridColumn): ReactNode }) {
  return (
    <>
      {layout.fixedCols.map(cell)}
      <div style={{ width: layout.padLeft, flex: 'none' }} />
      {layout.shownFlow.map(cell)}
      <div style={{ width: layout.padRight, flex: 'none' }} />
      {layout.rightCols.map(cell)}
    </>
  );
}
