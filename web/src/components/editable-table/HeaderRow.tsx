import { Checkbox } from 'antd';
import { ColumnWindow } from './ColumnWindow';
import type { GridColumn, RowLayout } from './gridTypes';

interface HeaderRowProps {
  layout: RowLayout;
  selectedCount: number;
  rowCount: number;
  onSelectAll(checked: boolean): void;
}

/** The column titles over the same window as the rows (a required column's title is marked); 全选 over the checkboxes. */
export function HeaderRow({ layout, selectedCount, rowCount, onSelectAll }: HeaderRowProps) {
  const allSelected = rowCount > 0 && selectedCount === rowCount;
  const headerCell = (c: GridColumn) => (
    <div key={c.key} className={`etable-th${c.pin ? ' etable-fixed' : ''}`} style={{ width: c.width, left: c.left, right: c.right }} role="columnheader">
      {c.type === 'checkbox' ? (
        <Checkbox aria-label="全选" checked={allSelected} indeterminate={selectedCount > 0 && !allSelected} onChange={(e) => onSelectAll(e.target.checked)} />
      ) : (
        <span className={c.validation?.some((r) => r.required || r.pattern === '*') ? 'etable-required' : undefined}>{c.title}</span>
      )}
    </div>
  );
  return (
    <div className="etable-head" style={{ width: layout.totalWidth }} role="row">
      <ColumnWindow layout={layout} cell={headerCell} />
    </div>
  );
}
