import { memo, useCallback, useMemo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CellView } from './CellView';
import { ColumnWindow } from './ColumnWindow';
import type { GridColumn, RowHandlers, RowLayout } from './gridTypes';
import type { GridRow, RowStore } from './rowStore';
import { errKey } from './useCellValidation';

interface RowViewProps {
  row: GridRow;
  index: number;
  start: number;
  measure: (el: Element | null) => void;
  /** The key of this row's cell in edit mode. */
  activeKey: string | null;
  isLast: boolean;
  state: ReturnType<RowStore['stateOf']>;
  selected: boolean;
  expanded: boolean;
  deletable: boolean;
  errors: Map<string, string>;
  layout: RowLayout;
  handlers: RowHandlers;
}

/** One row in the virtual window: its pinned cells, the flowing cells in view, its expanded content; draggable. */
export const RowView = memo(function RowView({ row, index, start, measure, activeKey, isLast, state, selected, expanded, deletable, errors, layout, handlers }: RowViewProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: row.id });
  const setRef = useCallback(
    (el: HTMLDivElement | null) => {
      setNodeRef(el);
      measure(el);
    },
    [setNodeRef, measure],
  );
  const dy = transform ? transform.y : 0;
  const drag = useMemo(() => ({ setActivatorNodeRef, attributes, listeners }), [setActivatorNodeRef, attributes, listeners]);
  const cell = (c: GridColumn) => (
    <CellView
      key={c.key}
      col={c}
      row={row}
      index={index}
      active={activeKey === c.key}
      isLast={isLast}
      selected={selected}
      expanded={expanded}
      deletable={deletable}
      alwaysEdit={layout.alwaysEdit}
      disabled={layout.disabled}
      handlers={handlers}
      drag={c.type === 'dragSort' ? drag : undefined}
      error={errors.get(errKey(row.id, c.key))}
      value={row[c.key]}
    />
  );
  return (
    <div
      ref={setRef}
      data-index={index}
      data-row-state={state}
      className={`etable-row${isDragging ? ' etable-dragging' : ''}${selected ? ' etable-row-selected' : ''}`}
      // `top`, not a transform, places the row: dnd-kit measures rows without their transforms.
      style={{ top: start, transform: dy ? `translateY(${dy}px)` : undefined, transition: isDragging ? undefined : transition, width: layout.totalWidth }}
      role="row"
    >
      <div className="etable-cells" style={{ height: layout.rowHeight }}>
        <ColumnWindow layout={layout} cell={cell} />
      </div>
      {expanded && layout.expandedRowRender ? <div className="etable-expanded">{layout.expandedRowRender(row)}</div> : null}
    </div>
  );
});
