import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { EDITABLE_TABLE } from '@meiyun/shared';
import { GridBody } from './GridBody';
import type { RowHandlers, RowLayout } from './gridTypes';
import { HeaderRow } from './HeaderRow';
import { RowStore, type GridRow, type RowValues } from './rowStore';
import { TableToolbar } from './TableToolbar';
import type { EditableTableRef, TableColumn, TableValuesResult } from './types';
import { useCellValidation } from './useCellValidation';
import { useGridColumns } from './useGridColumns';
import { useGridScroll } from './useGridScroll';
import { useRowOperations } from './useRowOperations';
import { useRowSelection } from './useRowSelection';
import { useStableHandlers } from './useStableHandlers';
import { useTableSync } from './useTableSync';
import './editableTable.css';

export interface EditableTableProps {
  columns: TableColumn[];
  /** Saved records; loading new ones resets the row states. */
  dataSource?: RowValues[];
  rowKey?: string;
  /** Leading columns: row number, checkbox or radio selection, drag handle. They can also be given as columns. */
  rowNumber?: boolean;
  rowSelection?: 'checkbox' | 'radio';
  dragSort?: boolean;
  sortKey?: string;
  /** A row's expanded content; adds an expand column. */
  expandedRowRender?: (row: GridRow) => ReactNode;
  /** Every cell shows its editor; otherwise one cell at a time is in edit mode. */
  alwaysEdit?: boolean;
  disabled?: boolean;
  maxHeight?: number;
  rowHeight?: number;
  /** Toolbar with 新增 and 删除, guarded by `authPrefix` (§6). */
  toolbar?: boolean;
  authPrefix?: string;
  /** Excluded codes as the server lists them for the prefix; computed from the session when absent. */
  excludeCodes?: string[];
  /** Per-row operations column (insert below, move up/down, delete). */
  rowActions?: boolean;
  addRowNum?: number;
  addIndex?: number;
  addScrollToBottom?: boolean;
  notDeleteOnlyOne?: boolean;
  deleteNewestOnly?: boolean;
  /** Keep the rows of everyone who has this table open on the same page id in step (§7). */
  sync?: { pageId: string; socketKey: string };
  onSyncStatus?: (status: 'connecting' | 'open' | 'closed') => void;
  /** Free-form data another table of the page sent with `sendCommon` (§7 common send data). */
  onCommonData?: (key: string, args: unknown) => void;
  /** Called (debounced 100 ms) when scrolling stops at the bottom. */
  onScrollEnd?: () => void;
  onChange?: (values: TableValuesResult) => void;
  className?: string;
  style?: CSSProperties;
}

/**
 * The editable table of product-spec §2.6 and §3-§9: virtual rows and columns, one cell in edit mode at a time,
 * cell rules with tooltips, row operations with their rules, a permission-guarded toolbar and live sync.
 * See README.md in this folder; each concern has its own file, this one puts them together.
 */
export const EditableTable = forwardRef<EditableTableRef, EditableTableProps>(function EditableTable(props, ref) {
  const {
    columns,
    dataSource,
    rowKey = EDITABLE_TABLE.rowKey,
    rowNumber,
    rowSelection,
    dragSort,
    sortKey = EDITABLE_TABLE.sortKey,
    expandedRowRender,
    alwaysEdit,
    disabled,
    maxHeight = EDITABLE_TABLE.maxHeight,
    rowHeight = EDITABLE_TABLE.rowHeight,
    toolbar = true,
    authPrefix,
    excludeCodes,
    rowActions = true,
    addRowNum = EDITABLE_TABLE.addRowNum,
    addIndex = EDITABLE_TABLE.addIndex,
    addScrollToBottom,
    notDeleteOnlyOne,
    deleteNewestOnly,
    sync,
    onSyncStatus,
    onCommonData,
    onScrollEnd,
    onChange,
    className,
    style,
  } = props;

  // ---- rows ----
  const defaults = useCallback(() => {
    const out: RowValues = {};
    for (const c of columns) if (c.defaultValue !== undefined) out[c.key] = typeof c.defaultValue === 'function' ? (c.defaultValue as () => unknown)() : c.defaultValue;
    return out;
  }, [columns]);
  const storeRef = useRef<RowStore | null>(null);
  if (!storeRef.current) storeRef.current = new RowStore({ rowKey, sortKey, dragSort, notDeleteOnlyOne, deleteNewestOnly, defaults });
  const store = storeRef.current;
  store.configure({ dragSort, notDeleteOnlyOne, deleteNewestOnly, defaults });
  useSyncExternalStore(store.subscribe, store.getVersion);
  const rows = store.rows;

  useEffect(() => {
    if (dataSource) store.load(dataSource);
  }, [dataSource, store]);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (!onChangeRef.current) return;
    return store.subscribe(() => onChangeRef.current?.(store.getValues()));
  }, [store]);

  // ---- columns and the virtual window ----
  const rootRef = useRef<HTMLDivElement>(null);
  const { fixedCols, rightCols, flowCols, fixedWidth, rightWidth, totalWidth } = useGridColumns(rootRef, {
    columns,
    dragSort,
    rowNumber,
    rowSelection,
    expandable: Boolean(expandedRowRender),
    rowActions,
  });
  const scroll = useGridScroll({ store, rows, flowCols, fixedWidth, rightWidth, rowHeight, maxHeight, onScrollEnd });
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());

  // ---- edit mode: one cell, left on a click outside the table and its pop-ups ----
  const [active, setActive] = useState<{ rowId: string; key: string } | null>(null);
  useEffect(() => {
    if (!active) return;
    const onDown = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (!target || !target.isConnected) return;
      if (rootRef.current?.contains(target)) return;
      // The table's own pop-ups live in the body: dropdowns, date pickers, popovers, tooltips.
      if (target.closest('.ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .ant-tooltip, .ant-dropdown, .ant-select-item, .ant-picker-panel, .ant-modal')) return;
      setActive(null);
    };
    document.addEventListener('mousedown', onDown, true);
    return () => document.removeEventListener('mousedown', onDown, true);
  }, [active]);

  // ---- validation, sync, selection, row operations ----
  const validation = useCellValidation(store, columns);
  const tableSync = useTableSync({ sync, store, onSyncStatus, onCommonData });
  const { selected, select, selectAll } = useRowSelection(store, rows);
  const { forgetRows } = validation;
  const onRemoved = useCallback(
    (removed: string[]) => {
      forgetRows(removed);
      setActive((a) => (a && removed.includes(a.rowId) ? null : a));
    },
    [forgetRows],
  );
  const ops = useRowOperations({ store, sync: tableSync, addRowNum, addIndex, addScrollToBottom, dragSort, sortKey, scrollToBottom: scroll.scrollToBottom, onRemoved });

  // ---- imperative API ----
  const { validateAll, clear: clearErrors } = validation;
  const { scrollToCell, scrollToBottom } = scroll;
  const { addRows, removeRows } = ops;
  useImperativeHandle(
    ref,
    () => ({
      async validateAndGetValues() {
        const error = await validateAll();
        if (error) {
          const internal = store.rows[error.rowIndex].id;
          scrollToCell(error.rowIndex, error.key);
          setActive({ rowId: internal, key: error.key });
          return { ok: false as const, error };
        }
        return { ok: true as const, values: store.getValues() };
      },
      getValues: () => store.getValues(),
      addRows: (count, index, values) => void addRows(count, index, values, true),
      removeRows: (ids) => void removeRows(ids.map((id) => store.rows.find((r) => store.outwardId(r.id) === id)?.id ?? '').filter(Boolean)),
      setRows: (records) => {
        clearErrors();
        setActive(null);
        store.load(records);
      },
      getSelectedIds: () => [...selected].map((id) => store.outwardId(id)),
      scrollToBottom,
      sendCommon: tableSync.sendCommon,
    }),
    [validateAll, clearErrors, store, scrollToCell, addRows, removeRows, selected, scrollToBottom, tableSync.sendCommon],
  );

  // ---- drawing ----
  const { shownFlow, padLeft, padRight } = scroll;
  const layout: RowLayout = useMemo(
    () => ({ fixedCols, rightCols, shownFlow, padLeft, padRight, totalWidth, rowHeight, alwaysEdit: Boolean(alwaysEdit), disabled: Boolean(disabled), expandedRowRender }),
    [fixedCols, rightCols, shownFlow, padLeft, padRight, totalWidth, rowHeight, alwaysEdit, disabled, expandedRowRender],
  );
  const handlers: RowHandlers = useStableHandlers<RowHandlers>({
    activate: (rowId, key) => setActive({ rowId, key }),
    done: () => setActive(null),
    select,
    toggleExpand: (rowId) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (next.has(rowId)) next.delete(rowId);
        else next.add(rowId);
        return next;
      }),
    value: ops.setCellValue,
    validate: validation.validate,
    insertBelow: ops.insertBelow,
    move: ops.move,
    remove: (id) => void removeRows([id]),
  });

  return (
    <div ref={rootRef} className={`etable${className ? ` ${className}` : ''}`} style={style} data-testid="editable-table">
      {toolbar ? (
        <TableToolbar
          authPrefix={authPrefix}
          excludeCodes={excludeCodes}
          disabled={disabled}
          selectedCount={selected.size}
          rowCount={rows.length}
          onAdd={() => addRows()}
          onDeleteSelected={() => removeRows([...selected])}
        />
      ) : null}
      <div ref={scroll.scrollRef} className="etable-scroll" style={{ maxHeight }} onScroll={scroll.onScroll} role="table" aria-rowcount={rows.length}>
        <HeaderRow layout={layout} selectedCount={selected.size} rowCount={rows.length} onSelectAll={selectAll} />
        <GridBody
          store={store}
          rows={rows}
          rowVirtualizer={scroll.rowVirtualizer}
          active={active}
          selected={selected}
          expanded={expanded}
          errors={validation.errors}
          layout={layout}
          handlers={handlers}
          onDrop={ops.moveTo}
        />
      </div>
    </div>
  );
});
