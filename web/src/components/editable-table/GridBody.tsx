import { Empty } from 'antd';
import { useMemo } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { restrictToVerticalAxis } from './dragModifiers';
import type { RowHandlers, RowLayout } from './gridTypes';
import type { GridRow, RowStore } from './rowStore';
import { RowView } from './RowView';

interface GridBodyProps {
  store: RowStore;
  rows: readonly GridRow[];
  rowVirtualizer: Virtualizer<HTMLDivElement, Element>;
  active: { rowId: string; key: string } | null;
  selected: Set<string>;
  expanded: Set<string>;
  errors: Map<string, string>;
  layout: RowLayout;
  handlers: RowHandlers;
  /** A row dragged onto another row's place. */
  onDrop(rowId: string, overId: string): void;
}

/** The rows in the virtual window, sortable by drag (pointer or keyboard), or 暂无数据. */
export function GridBody({ store, rows, rowVirtualizer, active, selected, expanded, errors, layout, handlers, onDrop }: GridBodyProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const rowIds = useMemo(() => rows.map((r) => r.id), [rows]);
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    onDrop(String(e.active.id), String(e.over.id));
  };

  if (rows.length === 0)
    return (
      <div className="etable-empty" style={{ width: '100%' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
      </div>
    );
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[restrictToVerticalAxis]} onDragEnd={onDragEnd}>
      <SortableContext items={rowIds} strategy={verticalListSortingStrategy}>
        <div className="etable-body" style={{ height: rowVirtualizer.getTotalSize(), width: layout.totalWidth }}>
          {rowVirtualizer.getVirtualItems().map((v) => {
            const row = rows[v.index];
            return (
              <RowView
                key={row.id}
                row={row}
                index={v.index}
                start={v.start}
                measure={rowVirtualizer.measureElement}
                activeKey={active?.rowId === row.id ? active.key : null}
                isLast={v.index === rows.length - 1}
                state={store.stateOf(row.id)}
                selected={selected.has(row.id)}
                expanded={expanded.has(row.id)}
                deletable={store.deleteRefusal(row.id) === null}
                errors={errors}
                layout={layout}
                handlers={handlers}
              />
            );
          })}
        </div>
      </SortableContext>
    </DndContext>
  );
}
