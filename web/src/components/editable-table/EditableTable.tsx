import {
  forwardRef,
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { App, Button, Checkbox, Empty, Popconfirm, Radio, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, MinusSquareOutlined, PlusOutlined, PlusSquareOutlined, VerticalAlignBottomOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { restrictToVerticalAxis } from './dragModifiers';
import { EDITABLE_TABLE, checkCell, type TableSyncChange } from '@meiyun/shared';
import { useSession } from '../../app/session/sessionStore';
import { CellDisplay } from './CellDisplay';
import { STRUCTURAL_TYPES, cellTypeOf } from './cellRegistry';
import { DELETE_REFUSAL_TEXT, RowStore, type GridRow, type RowValues } from './rowStore';
import { createTableSyncClient, tableSyncUrl, type TableSyncClient } from './tableSyncClient';
import { TOOLBAR_CODES, excludedToolbarCodes, toolbarButtonAllowed } from './toolbarAuth';
import type { CellError, EditableTableRef, TableColumn, TableValuesResult } from './types';
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
  /** Called (debounced 100 ms) when scrolling stops at the bottom. */
  onScrollEnd?: () => void;
  onChange?: (values: TableValuesResult) => void;
  className?: string;
  style?: CSSProperties;
}

interface Col extends TableColumn {
  width: number;
  pin?: 'left' | 'right';
  left?: number;
  right?: number;
}

const STRUCT_WIDTH: Record<string, number> = { rowNumber: 50, checkbox: 44, radio: 44, expand: 40, dragSort: 40 };
const ACTION_WIDTH = 150;
const DEFAULT_WIDTH = 160;
const NARROW_TABLE_PX = 500;
const errKey = (rowId: string, key: string) => `${rowId}\u0000${key}`;

/**
 * The editable table of product-spec §2.6 and §3-§9: virtual rows and columns, one cell in edit mode at a time,
 * cell rules with tooltips, row operations with their rules, a permission-guarded toolbar and live sync.
 * See README.md in this folder.
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
    onScrollEnd,
    onChange,
    className,
    style,
  } = props;
  const { message } = App.useApp();

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

  // ---- columns ----
  // Pinned columns stay in view while scrolling sideways; below 500 px there is no room to pin anything (§9).
  const rootRef = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const el = rootRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => setNarrow(entry.contentRect.width < NARROW_TABLE_PX));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const cols: Col[] = useMemo(() => {
    const lead: TableColumn[] = [];
    const has = (t: string) => columns.some((c) => c.type === t);
    if (dragSort && !has('dragSort')) lead.push({ key: '__drag', title: '', type: 'dragSort' });
    if (rowNumber && !has('rowNumber')) lead.push({ key: '__rowNumber', title: '#', type: 'rowNumber' });
    if (rowSelection && !has('checkbox') && !has('radio')) lead.push({ key: '__select', title: '', type: rowSelection });
    if (expandedRowRender && !has('expand')) lead.push({ key: '__expand', title: '', type: 'expand' });
    const all = [...lead, ...columns].filter((c) => c.type !== 'hidden');
    if (rowActions) all.push({ key: '__actions', title: '操作', type: 'slot', fixed: 'right' });
    const sized = all.map((c) => {
      const structural = STRUCT_WIDTH[c.type];
      const min = Math.max(c.minWidth ?? 0, cellTypeOf(c.type)?.minWidth ?? 0);
      const width = structural ?? Math.max(c.width ?? (c.key === '__actions' ? ACTION_WIDTH : DEFAULT_WIDTH), min);
      const pin: Col['pin'] = narrow ? undefined : c.fixed === 'right' ? 'right' : structural !== undefined || c.fixed === true || c.fixed === 'left' ? 'left' : undefined;
      return { ...c, width, pin } as Col;
    });
    let left = 0;
    for (const c of sized) if (c.pin === 'left') { c.left = left; left += c.width; }
    let right = 0;
    for (const c of [...sized].reverse()) if (c.pin === 'right') { c.right = right; right += c.width; }
    return sized;
  }, [columns, dragSort, rowNumber, rowSelection, expandedRowRender, rowActions, narrow]);
  const fixedCols = useMemo(() => cols.filter((c) => c.pin === 'left'), [cols]);
  const rightCols = useMemo(() => cols.filter((c) => c.pin === 'right'), [cols]);
  const flowCols = useMemo(() => cols.filter((c) => !c.pin), [cols]);
  const fixedWidth = fixedCols.reduce((s, c) => s + c.width, 0);
  const rightWidth = rightCols.reduce((s, c) => s + c.width, 0);
  const totalWidth = cols.reduce((s, c) => s + c.width, 0);
  const ruleCols = useMemo(() => columns.filter((c) => c.validation?.length), [columns]);

  // ---- virtual scrolling ----
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (i) => rows[i]?.id ?? i,
    overscan: 6,
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
  });
  useEffect(() => colVirtualizer.measure(), [flowCols, colVirtualizer]);

  const scrollEndTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const handleScroll = () => {
    if (!onScrollEnd) return;
    clearTimeout(scrollEndTimer.current);
    scrollEndTimer.current = setTimeout(() => {
      const el = scrollRef.current;
      if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - 2) onScrollEnd();
    }, EDITABLE_TABLE.scrollEndDebounceMs);
  };

  // ---- edit mode ----
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

  // ---- validation ----
  const [errors, setErrors] = useState<Map<string, string>>(() => new Map());
  const tickets = useRef(new Map<string, number>());
  const validateCell = useCallback(
    async (rowId: string, column: TableColumn): Promise<string | null> => {
      const rules = column.validation;
      if (!rules?.length) return null;
      const row = store.get(rowId);
      if (!row) return null;
      const k = errKey(rowId, column.key);
      const ticket = (tickets.current.get(k) ?? 0) + 1;
      tickets.current.set(k, ticket);
      const msg = await checkCell(rules, {
        value: row[column.key],
        row,
        columnValues: store.rows.map((r) => r[column.key]),
        column: { key: column.key, title: column.title, defaultValue: column.defaultValue },
      });
      if (tickets.current.get(k) !== ticket) return msg;
      setErrors((prev) => {
        if ((prev.get(k) ?? null) === msg) return prev;
        const next = new Map(prev);
        if (msg) next.set(k, msg);
        else next.delete(k);
        return next;
      });
      return msg;
    },
    [store],
  );
  /** After a change, cells of the column that failed may pass now (a duplicate fixed elsewhere). */
  const revalidateColumnErrors = useCallback(
    (column: TableColumn, exceptRow: string) => {
      if (!column.validation?.some((r) => r.unique)) return;
      for (const row of store.rows) if (row.id !== exceptRow && errors.has(errKey(row.id, column.key))) void validateCell(row.id, column);
    },
    [errors, store, validateCell],
  );

  // ---- sync ----
  const userId = useSession((s) => s.userInfo?.id);
  const token = useSession((s) => s.token);
  const syncRef = useRef<TableSyncClient | null>(null);
  const syncKey = sync ? `${sync.pageId}\u0000${sync.socketKey}` : '';
  const onSyncStatusRef = useRef(onSyncStatus);
  onSyncStatusRef.current = onSyncStatus;
  useEffect(() => {
    if (!sync || !userId || !token) return;
    const client = createTableSyncClient({
      url: tableSyncUrl(userId, sync.pageId, token),
      onStatus: (s) => onSyncStatusRef.current?.(s),
      onMessage: (msg) => {
        if (msg.type === 'update_table' && msg.data.socketKey === sync.socketKey) store.applyRemote(msg.data.args);
      },
    });
    syncRef.current = client;
    return () => {
      client.close();
      syncRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [syncKey, userId, token, store]);
  const broadcast = useCallback((change: TableSyncChange) => {
    if (sync) syncRef.current?.sendChange(sync.socketKey, change);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [syncKey]);
  const broadcastOrder = useCallback(() => broadcast({ action: 'move', order: store.rows.map((r) => store.publicId(r.id)) }), [broadcast, store]);

  // ---- row operations ----
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    // Forget selections of rows that are gone.
    setSelected((prev) => {
      if (![...prev].some((id) => store.indexOf(id) < 0)) return prev;
      return new Set([...prev].filter((id) => store.indexOf(id) >= 0));
    });
  }, [rows, store]);

  const scrollToBottom = useCallback(() => {
    requestAnimationFrame(() => {
      if (store.rows.length) rowVirtualizer.scrollToIndex(store.rows.length - 1, { align: 'end' });
    });
  }, [rowVirtualizer, store]);

  const addRows = useCallback(
    (count: number = addRowNum, index: number = addIndex, values: RowValues[] = [], force = false) => {
      const at = index <= 0 || index >= store.rows.length ? store.rows.length : index;
      const made = store.add(count, index, values, { force });
      if (!made) {
        message.warning('操作太快了，请稍后再试');
        return null;
      }
      broadcast({ action: 'insert', rows: store.toSyncRows(made), index: at });
      if (sync && store.rows.some((r) => r[sortKey] !== undefined) && dragSort) broadcastOrder();
      if (addScrollToBottom && at === store.rows.length - made.length) scrollToBottom();
      return made;
    },
    [addRowNum, addIndex, store, broadcast, broadcastOrder, sync, sortKey, dragSort, addScrollToBottom, scrollToBottom, message],
  );

  const insertBelow = (id: string) => {
    const at = store.indexOf(id) + 1;
    const row = store.insertBelow(id);
    if (!row) {
      message.warning('操作太快了，请稍后再试');
      return;
    }
    broadcast({ action: 'insert', rows: store.toSyncRows([row]), index: at });
    if (dragSort) broadcastOrder();
  };

  const removeRows = useCallback(
    (ids: string[]) => {
      const { removed, refused } = store.remove(ids);
      if (removed.length) {
        broadcast({ action: 'remove', ids: removed.map((id) => store.publicId(id)) });
        if (dragSort) broadcastOrder();
        setErrors((prev) => {
          const gone = new Set(removed);
          const next = new Map([...prev].filter(([k]) => !gone.has(k.split('\u0000')[0])));
          return next.size === prev.size ? prev : next;
        });
        if (active && removed.includes(active.rowId)) setActive(null);
      }
      if (refused.length) message.warning(DELETE_REFUSAL_TEXT[refused[0].reason]);
      return removed;
    },
    [store, broadcast, broadcastOrder, dragSort, active, message],
  );

  const move = (id: string, dir: -1 | 1) => {
    const moved = dir < 0 ? store.moveUp(id) : store.moveDown(id);
    if (moved) broadcastOrder();
  };

  const setCellValue = useCallback(
    (rowId: string, column: TableColumn, value: unknown) => {
      if (store.setValue(rowId, column.key, value)) broadcast({ action: 'update', id: store.publicId(rowId), values: { [column.key]: value } });
    },
    [store, broadcast],
  );

  // ---- drag sort ----
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const rowIds = useMemo(() => rows.map((r) => r.id), [rows]);
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    if (store.moveTo(String(e.active.id), store.indexOf(String(e.over.id)))) broadcastOrder();
  };

  // ---- imperative API ----
  const scrollToCell = useCallback(
    (rowIndex: number, key: string) => {
      rowVirtualizer.scrollToIndex(rowIndex, { align: 'center' });
      const ci = flowCols.findIndex((c) => c.key === key);
      if (ci >= 0) colVirtualizer.scrollToIndex(ci, { align: 'center' });
    },
    [rowVirtualizer, colVirtualizer, flowCols],
  );

  const validateAll = useCallback(async (): Promise<CellError | null> => {
    for (let i = 0; i < store.rows.length; i++) {
      const row = store.rows[i];
      for (const column of ruleCols) {
        const msg = await validateCell(row.id, column);
        if (msg) return { rowId: store.outwardId(row.id), rowIndex: i, key: column.key, title: column.title, message: msg };
      }
    }
    return null;
  }, [store, ruleCols, validateCell]);

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
        setErrors(new Map());
        setActive(null);
        store.load(records);
      },
      getSelectedIds: () => [...selected].map((id) => store.outwardId(id)),
      scrollToBottom,
    }),
    [validateAll, store, scrollToCell, addRows, removeRows, selected, scrollToBottom],
  );

  // ---- toolbar ----
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  const excluded = useMemo(() => excludeCodes ?? excludedToolbarCodes(authPrefix, auth, allAuth), [excludeCodes, authPrefix, auth, allAuth]);
  const canAdd = toolbarButtonAllowed(TOOLBAR_CODES.add, authPrefix, excluded);
  const canBatchDelete = toolbarButtonAllowed(TOOLBAR_CODES.batchDelete, authPrefix, excluded);

  const vRows = rowVirtualizer.getVirtualItems();
  const vCols = colVirtualizer.getVirtualItems();
  const padLeft = vCols.length ? vCols[0].start - fixedWidth : 0;
  const padRight = vCols.length ? colVirtualizer.getTotalSize() - rightWidth - vCols[vCols.length - 1].end : 0;
  const shownFlow = vCols.map((v) => flowCols[v.index]);
  const allSelected = rows.length > 0 && selected.size === rows.length;

  const headerCell = (c: Col) => (
    <div key={c.key} className={`etable-th${c.pin ? ' etable-fixed' : ''}`} style={{ width: c.width, left: c.left, right: c.right }} role="columnheader">
      {c.type === 'checkbox' ? (
        <Checkbox
          aria-label="全选"
          checked={allSelected}
          indeterminate={selected.size > 0 && !allSelected}
          onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
        />
      ) : (
        <span className={c.validation?.some((r) => r.required || r.pattern === '*') ? 'etable-required' : undefined}>{c.title}</span>
      )}
    </div>
  );

  const rowCtx: RowContext = {
    cols,
    fixedCols,
    rightCols,
    shownFlow,
    padLeft,
    padRight,
    totalWidth,
    rowHeight,
    alwaysEdit: Boolean(alwaysEdit),
    disabled: Boolean(disabled),
    errors,
    selected,
    expanded,
    store,
    expandedRowRender,
    onActivate: (rowId, key) => setActive({ rowId, key }),
    onDone: () => setActive(null),
    onSelect: (rowId, checked, single) =>
      setSelected((prev) => {
        if (single) return new Set(checked ? [rowId] : []);
        const next = new Set(prev);
        if (checked) next.add(rowId);
        else next.delete(rowId);
        return next;
      }),
    onToggleExpand: (rowId) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (next.has(rowId)) next.delete(rowId);
        else next.add(rowId);
        return next;
      }),
    onValue: (rowId, column, value) => setCellValue(rowId, column, value),
    onValidate: (rowId, column) => {
      void validateCell(rowId, column);
      revalidateColumnErrors(column, rowId);
    },
    onInsertBelow: insertBelow,
    onMove: move,
    onRemove: (id) => void removeRows([id]),
    canDelete: (id) => store.deleteRefusal(id) === null,
  };

  return (
    <div ref={rootRef} className={`etable${className ? ` ${className}` : ''}`} style={style} data-testid="editable-table">
      {toolbar ? (
        <div className="etable-toolbar">
          <Space wrap>
            {canAdd ? (
              <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => addRows()}>
                新增
              </Button>
            ) : null}
            {canBatchDelete && selected.size > 0 ? (
              <Popconfirm title="确认删除" description="是否删除选中数据?" onConfirm={() => removeRows([...selected])}>
                <Button danger icon={<DeleteOutlined />} disabled={disabled}>
                  删除
                </Button>
              </Popconfirm>
            ) : null}
            {selected.size > 0 ? <span className="etable-selected">已选择 {selected.size} 项</span> : null}
          </Space>
          <span className="etable-count">共 {rows.length} 行</span>
        </div>
      ) : null}
      <div ref={scrollRef} className="etable-scroll" style={{ maxHeight }} onScroll={handleScroll} role="table" aria-rowcount={rows.length}>
        <div className="etable-head" style={{ width: totalWidth }} role="row">
          {fixedCols.map(headerCell)}
          <div style={{ width: padLeft, flex: 'none' }} />
          {shownFlow.map(headerCell)}
          <div style={{ width: padRight, flex: 'none' }} />
          {rightCols.map(headerCell)}
        </div>
        {rows.length === 0 ? (
          <div className="etable-empty" style={{ width: '100%' }}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
          </div>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[restrictToVerticalAxis]} onDragEnd={onDragEnd}>
            <SortableContext items={rowIds} strategy={verticalListSortingStrategy}>
              <div className="etable-body" style={{ height: rowVirtualizer.getTotalSize(), width: totalWidth }}>
                {vRows.map((v) => {
                  const row = rows[v.index];
                  return (
                    <RowView
                      key={row.id}
                      row={row}
                      index={v.index}
                      start={v.start}
                      measure={rowVirtualizer.measureElement}
                      activeKey={active?.rowId === row.id ? active.key : null}
                      ctx={rowCtx}
                      isLast={v.index === rows.length - 1}
                    />
                  );
                })}
              </div>
            </SortableContext>
          </DndContext>
        )}
      </div>
    </div>
  );
});

interface RowContext {
  cols: Col[];
  fixedCols: Col[];
  rightCols: Col[];
  shownFlow: Col[];
  padLeft: number;
  padRight: number;
  totalWidth: number;
  rowHeight: number;
  alwaysEdit: boolean;
  disabled: boolean;
  errors: Map<string, string>;
  selected: Set<string>;
  expanded: Set<string>;
  store: RowStore;
  expandedRowRender?: (row: GridRow) => ReactNode;
  onActivate: (rowId: string, key: string) => void;
  onDone: () => void;
  onSelect: (rowId: string, checked: boolean, single: boolean) => void;
  onToggleExpand: (rowId: string) => void;
  onValue: (rowId: string, column: TableColumn, value: unknown) => void;
  onValidate: (rowId: string, column: TableColumn) => void;
  onInsertBelow: (rowId: string) => void;
  onMove: (rowId: string, dir: -1 | 1) => void;
  onRemove: (rowId: string) => void;
  canDelete: (rowId: string) => boolean;
}

interface RowViewProps {
  row: GridRow;
  index: number;
  start: number;
  measure: (el: Element | null) => void;
  activeKey: string | null;
  ctx: RowContext;
  isLast: boolean;
}

function RowView({ row, index, start, measure, activeKey, ctx, isLast }: RowViewProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: row.id });
  const setRef = useCallback(
    (el: HTMLDivElement | null) => {
      setNodeRef(el);
      measure(el);
    },
    [setNodeRef, measure],
  );
  const dy = transform ? transform.y : 0;
  const state = ctx.store.stateOf(row.id);
  const isOpen = ctx.expanded.has(row.id);
  const cell = (c: Col) => (
    <CellView
      key={c.key}
      col={c}
      row={row}
      index={index}
      active={activeKey === c.key}
      ctx={ctx}
      isLast={isLast}
      drag={c.type === 'dragSort' ? { setActivatorNodeRef, attributes, listeners } : undefined}
      error={ctx.errors.get(errKey(row.id, c.key))}
      value={row[c.key]}
    />
  );
  return (
    <div
      ref={setRef}
      data-index={index}
      data-row-state={state}
      className={`etable-row${isDragging ? ' etable-dragging' : ''}${ctx.selected.has(row.id) ? ' etable-row-selected' : ''}`}
      // `top`, not a transform, places the row: dnd-kit measures rows without their transforms.
      style={{ top: start, transform: dy ? `translateY(${dy}px)` : undefined, transition: isDragging ? undefined : transition, width: ctx.totalWidth }}
      role="row"
    >
      <div className="etable-cells" style={{ height: ctx.rowHeight }}>
        {ctx.fixedCols.map(cell)}
        <div style={{ width: ctx.padLeft, flex: 'none' }} />
        {ctx.shownFlow.map(cell)}
        <div style={{ width: ctx.padRight, flex: 'none' }} />
        {ctx.rightCols.map(cell)}
      </div>
      {isOpen && ctx.expandedRowRender ? <div className="etable-expanded">{ctx.expandedRowRender(row)}</div> : null}
    </div>
  );
}

interface CellViewProps {
  col: Col;
  row: GridRow;
  index: number;
  active: boolean;
  ctx: RowContext;
  isLast: boolean;
  error: string | undefined;
  value: unknown;
  drag?: { setActivatorNodeRef: (el: HTMLElement | null) => void; attributes: object; listeners: object | undefined };
}

const CellView = memo(function CellView({ col, row, index, active, ctx, isLast, error, value, drag }: CellViewProps) {
  const style: CSSProperties = { width: col.width, left: col.left, right: col.right, justifyContent: col.align === 'center' ? 'center' : col.align === 'right' ? 'flex-end' : undefined };
  const cls = `etable-td${col.pin ? ` etable-fixed etable-fixed-${col.pin}` : ''}${error ? ' etable-td-error' : ''}${active ? ' etable-td-active' : ''}`;
  let content: ReactNode;
  switch (col.type) {
    case 'rowNumber':
      content = index + 1;
      break;
    case 'checkbox':
      content = <Checkbox aria-label={`选择第${index + 1}行`} checked={ctx.selected.has(row.id)} onChange={(e) => ctx.onSelect(row.id, e.target.checked, false)} />;
      break;
    case 'radio':
      content = <Radio aria-label={`选择第${index + 1}行`} checked={ctx.selected.has(row.id)} onChange={(e) => ctx.onSelect(row.id, e.target.checked, true)} />;
      break;
    case 'expand':
      content = (
        <Button type="text" size="small" aria-label={ctx.expanded.has(row.id) ? '收起' : '展开'} icon={ctx.expanded.has(row.id) ? <MinusSquareOutlined /> : <PlusSquareOutlined />} onClick={() => ctx.onToggleExpand(row.id)} />
      );
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
          <Space size={0}>
            <Tooltip title="在下方插入">
              <Button type="text" size="small" aria-label="在下方插入" icon={<VerticalAlignBottomOutlined />} disabled={ctx.disabled} onClick={() => ctx.onInsertBelow(row.id)} />
            </Tooltip>
            <Tooltip title="上移">
              <Button type="text" size="small" aria-label="上移" icon={<ArrowUpOutlined />} disabled={ctx.disabled || index === 0} onClick={() => ctx.onMove(row.id, -1)} />
            </Tooltip>
            <Tooltip title="下移">
              <Button type="text" size="small" aria-label="下移" icon={<ArrowDownOutlined />} disabled={ctx.disabled || isLast} onClick={() => ctx.onMove(row.id, 1)} />
            </Tooltip>
            <Tooltip title="删除">
              <Button type="text" size="small" danger aria-label="删除行" icon={<DeleteOutlined />} disabled={ctx.disabled || !ctx.canDelete(row.id)} onClick={() => ctx.onRemove(row.id)} />
            </Tooltip>
          </Space>
        );
      } else {
        content = col.render?.({ row, rowIndex: index, column: col, value, setValue: (v) => ctx.onValue(row.id, col, v) }) ?? null;
      }
      break;
    default: {
      const def = cellTypeOf(col.type);
      const readOnly = ctx.disabled || col.disabled;
      const live = def && (def.alwaysLive || ctx.alwaysEdit || (active && !readOnly));
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
            onChange={(v) => ctx.onValue(row.id, col, v)}
            onValidate={() => ctx.onValidate(row.id, col)}
            onDone={ctx.onDone}
          />
        );
      } else {
        content = <CellDisplay column={col} value={value} />;
      }
    }
  }
  const structural = STRUCTURAL_TYPES.has(col.type);
  const inner = (
    <div
      className={cls}
      style={style}
      role="cell"
      data-key={col.key}
      onClick={structural || active ? undefined : () => ctx.onActivate(row.id, col.key)}
    >
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
