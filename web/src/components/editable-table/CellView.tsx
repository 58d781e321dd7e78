import { memo, type CSSProperties, type ReactNode } from 'react';
import { Checkbox, Radio, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, MinusSquareOutlined, PlusSquareOutlined, VerticalAlignBottomOutlined } from '@ant-design/icons';
import { EDITABLE_TABLE } from '@meiyun/shared';
import { CellDisplay } from './CellDisplay';
import { STRUCTURAL_TYPES, cellTypeOf } from './cellRegistry';
import type { GridColumn, RowHandlers } from './gridTypes';
import type { GridRow } from './rowStore';

export interface DragHandle {
  setActivatorNodeRef: (el: HTMLElement | null) => void;
  attributes: object;
  listeners: object | undefined;
}

interface CellViewProps {
  col: GridColumn;
  row: GridRow;
  index: number;
  active: boolean;
  isLast: boolean;
  selected: boolean;
  expanded: boolean;
  deletable: boolean;
  alwaysEdit: boolean;
  disabled: boolean;
  handlers: RowHandlers;
  error: string | undefined;
  value: unknown;
  drag?: DragHandle;
}

/** A plain button: the actions column has four per row, and antd buttons with tooltips cost too much per row. */
function ActionButton({ label, icon, disabled, danger, onClick }: { label: string; icon: ReactNode; disabled?: boolean; danger?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`etable-action${danger ? ' etable-action-danger' : ''}`} title={label} aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </button>
  );
}

/**
 * One cell: a structural one (row number, selection, expand, drag handle, the row operations), a slot, or a value
 * cell that shows its editor while in edit mode (always, for `alwaysEdit` and live types) and its text otherwise.
 * A failing cell is outlined with its message as a tooltip, kept open while the cell is in edit mode.
 */
export const CellView = memo(function CellView({ col, row, index, active, isLast, selected, expanded, deletable, alwaysEdit, disabled, handlers, error, value, drag }: CellViewProps) {
  const style: CSSProperties = { width: col.width, left: col.left, right: col.right, justifyContent: col.align === 'center' ? 'center' : col.align === 'right' ? 'flex-end' : undefined };
  const cls = `etable-td${col.pin ? ` etable-fixed etable-fixed-${col.pin}` : ''}${error ? ' etable-td-error' : ''}${active ? ' etable-td-active' : ''}`;
  let content: ReactNode;
  switch (col.type) {
    case 'rowNumber':
      content = index + 1;
      break;
    case 'checkbox':
      content = <Checkbox aria-label={`选择第${index + 1}行`} checked={selected} onChange={(e) => handlers.select(row.id, e.target.checked, false)} />;
      break;
    case 'radio':
      content = <Radio aria-label={`选择第${index + 1}行`} checked={selected} onChange={(e) => handlers.select(row.id, e.target.checked, true)} />;
      break;
    case 'expand':
      content = <ActionButton label={expanded ? '收起' : '展开'} icon={expanded ? <MinusSquareOutlined /> : <PlusSquareOutlined />} onClick={() => handlers.toggleExpand(row.id)} />;
      break;
    case 'dragSort':
      content = (
        <span ref={drag?.setActivatorNodeRef} className="etable-drag" aria-label="拖动排序" {...drag?.attributes} {...drag?.listeners}>
          <HolderOutlined />
        </span>
      );
      break;
    case 'slot':
      if (col.key === '__actions') {
        content = (
          <span className="etable-actions">
            <ActionButton label="在下方插入" icon={<VerticalAlignBottomOutlined />} disabled={disabled} onClick={() => handlers.insertBelow(row.id)} />
            <ActionButton label="上移" icon={<ArrowUpOutlined />} disabled={disabled || index === 0} onClick={() => handlers.move(row.id, -1)} />
            <ActionButton label="下移" icon={<ArrowDownOutlined />} disabled={disabled || isLast} onClick={() => handlers.move(row.id, 1)} />
            <ActionButton label="删除行" danger icon={<DeleteOutlined />} disabled={disabled || !deletable} onClick={() => handlers.remove(row.id)} />
          </span>
        );
      } else {
        content = col.render?.({ row, rowIndex: index, column: col, value, setValue: (v) => handlers.value(row.id, col, v) }) ?? null;
      }
      break;
    default: {
      const def = cellTypeOf(col.type);
      const readOnly = disabled || col.disabled;
      const live = def && (def.alwaysLive || alwaysEdit || (active && !readOnly));
      if (def && live) {
        const Editor = def.Editor;
        content = (
          <Editor
            column={readOnly ? { ...col, disabled: true } : col}
            row={row}
            rowIndex={index}
            value={value}
            editing={active}
            hasError={Boolean(error)}
            onChange={(v) => handlers.value(row.id, col, v)}
            onValidate={() => handlers.validate(row.id, col)}
            onDone={handlers.done}
          />
        );
      } else {
        content = <CellDisplay column={col} value={value} />;
      }
    }
  }
  const structural = STRUCTURAL_TYPES.has(col.type);
  const inner = (
    <div className={cls} style={style} role="cell" data-key={col.key} onClick={structural || active ? undefined : () => handlers.activate(row.id, col.key)}>
      {content}
    </div>
  );
  if (!error) return inner;
  return (
    <Tooltip title={error} color="red" open={active ? true : undefined} zIndex={EDITABLE_TABLE.zIndex} placement="top">
      {inner}
    </Tooltip>
  );
});
