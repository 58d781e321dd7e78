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
  /** Free-form data another table of the page sent with `sendCommon` (§7 common send data). */
  onCommonData?: (key: string, args: unknown) => void;
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
    onCommonData,
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
  const onCommonDataRef = useRef(onCommonData);
  onCommonDataRef.current = onCommonData;
  useEffect(() => {
    if (!sync || !userId || !token) return;
    const client = createTableSyncClient({
      url: tableSyncUrl(userId, sync.pageId, token),
      onStatus: (s) => onSyncStatusRef.current?.(s),
      onMessage: (msg) => {
        if (msg.type === 'update_table' && msg.data.socketKey === sync.socketKey) store.applyRemote(msg.data.args);
        else if (msg.type === 'common_send_data') onCommonDataRef.current?.(msg.data.key, msg.data.args);
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
      sendCommon: (key, args) => syncRef.current?.sendCommon(key, args) ?? false,
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
  const firstFlow = vCols.length ? vCols[0].index : 0;
  const lastFlow = vCols.length ? vCols[vCols.length - 1].index : -1;
  // Rows only re-render when what they show changes: the visible column range, not every scroll event.
  const shownFlow = useMemo(() => flowCols.slice(firstFlow, lastFlow + 1), [flowCols, firstFlow, lastFlow]);
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

  const layout: RowLayout = useMemo(
    () => ({ fixedCols, rightCols, shownFlow, padLeft, padRight, totalWidth, rowHeight, alwaysEdit: Boolean(alwaysEdit), disabled: Boolean(disabled), expandedRowRender }),
    [fixedCols, rightCols, shownFlow, padLeft, padRight, totalWidth, rowHeight, alwaysEdit, disabled, expandedRowRender],
  );

  // Handlers read the latest render's closures through a ref, so the object handed to rows never changes.
  const latest = {
    activate: (rowId: string, key: string) => setActive({ rowId, key }),
    done: () => setActive(null),
    select: (rowId: string, checked: boolean, single: boolean) =>
      setSelected((prev) => {
        if (single) return new Set(checked ? [rowId] : []);
        const next = new Set(prev);
        if (checked) next.add(rowId);
        else next.delete(rowId);
        return next;
      }),
    toggleExpand: (rowId: string) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (next.has(rowId)) next.delete(rowId);
        else next.add(rowId);
        return next;
      }),
    value: (rowId: string, column: TableColumn, value: unknown) => setCellValue(rowId, column, value),
    validate: (rowId: string, column: TableColumn) => {
      void validateCell(rowId, column);
      revalidateColumnErrors(column, rowId);
    },
    insertBelow,
    move,
    remove: (id: string) => void removeRows([id]),
  };
  const latestRef = useRef(latest);
  latestRef.current = latest;
  const handlers: RowHandlers = useMemo(
    () => ({
      activate: (...a) => latestRef.current.activate(...a),
      done: () => latestRef.current.done(),
      select: (...a) => latestRef.current.select(...a),
      toggleExpand: (...a) => latestRef.current.toggleExpand(...a),
      value: (...a) => latestRef.current.value(...a),
      validate: (...a) => latestRef.current.validate(...a),
      insertBelow: (...a) => latestRef.current.insertBelow(...a),
      move: (...a) => latestRef.current.move(...a),
      remove: (...a) => latestRef.current.remove(...a),
    }),
    [],
  );

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
        )}
      </div>
    </div>
  );
});

interface RowLayout {
  fixedCols: Col[];
  rightCols: Col[];
  shownFlow: Col[];
  padLeft: number;
  padRight: number;
  totalWidth: number;
  rowHeight: number;
  alwaysEdit: boolean;
  disabled: boolean;
  expandedRowRender?: (row: GridRow) => ReactNode;
}

interface RowHandlers {
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

interface RowViewProps {
  row: GridRow;
  index: number;
  start: number;
  measure: (el: Element | null) => void;
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

const RowView = memo(function RowView({ row, index, start, measure, activeKey, isLast, state, selected, expanded, deletable, errors, layout, handlers }: RowViewProps) {
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
  const cell = (c: Col) => (
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
        {layout.fixedCols.map(cell)}
        <div style={{ width: layout.padLeft, flex: 'none' }} />
        {layout.shownFlow.map(cell)}
        <div style={{ width: layout.padRight, flex: 'none' }} />
        {layout.rightCols.map(cell)}
      </div>
      {expanded && layout.expandedRowRender ? <div className="etable-expanded">{layout.expandedRowRender(row)}</div> : null}
    </div>
  );
});

interface CellViewProps {
  col: Col;
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
  drag?: { setActivatorNodeRef: (el: HTMLElement | null) => void; attributes: object; listeners: object | undefined };
}

/** A plain button: the actions column has four per row, and antd buttons with tooltips cost too much per row. */
function ActionButton({ label, icon, disabled, danger, onClick }: { label: string; icon: ReactNode; disabled?: boolean; danger?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`etable-action${danger ? ' etable-action-danger' : ''}`} title={label} aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </button>
  );
}

const CellView = memo(function CellView({ col, row, index, active, isLast, selected, expanded, deletable, alwaysEdit, disabled, handlers, error, value, drag }: CellViewProps) {
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
