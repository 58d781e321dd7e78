import { entityActions, PAGE_SIZE_OPTIONS, permissionCode, type EntityAction, type EntityMeta } from '@meiyun/shared';
import './list.css';
import { Alert, App, Card, Grid, Table } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuthorizedColumns } from '../../auth/useAuthorizedColumns';
import { useHasPermission } from '../../auth/useButtonAccess';
import { fieldColumns, indexColumn, type CellRenders, type ListColumn } from './buildColumns';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { ACTION_COLUMN_KEY, applyColumnSettings, loadColumnSettings, saveColumnSettings } from './columnSettings';
import { EntityFormModal, type FieldEditors, type FormFooterExtra, type FormMode } from '../form/EntityFormModal';
import { ImportModal } from '../import/ImportModal';
import type { ListRecord } from '../listApi';
import { buildListParams, sortFromTable, totalText } from '../query/listQuery';
import { batchDeleteIcon, ListToolbar, type BatchMenuEntry } from './ListToolbar';
import { QueryForm } from '../query/QueryForm';
import { RecycleBinModal } from '../recycle/RecycleBinModal';
import { RowActions, type RowAction } from './RowActions';
import { SuperQueryModal } from '../query/SuperQueryModal';
import { useClickGuard, type ClickGuard } from '../useClickGuard';
import { useEntityList } from './useEntityList';
import { useListRouteKey } from './useListRouteKey';
import { useListTree } from './useListTree';
import { isPlainRowClick } from './rowClick';
import type { ListTree } from './treeRows';

export const ListTexts = {
  selectOne: '请选择一条记录！',
  batchDeleteTitle: '确认删除',
  batchDeleteContent: '是否删除选中数据?',
  deleteConfirm: '确定删除吗?',
} as const;

/** What a screen's own actions get: the selection, a reload and the page's too-fast-click guard. */
export interface ListContext {
  selectedRowKeys: string[];
  selectedRows: ListRecord[];
  clearSelection(): void;
  reload(): void;
  guard: ClickGuard;
  /** Opens the declaration's dialog on a record (a screen's own row action may want 详情). */
  openForm(mode: FormMode, record?: ListRecord): void;
}

/** A 批量操作 entry of a screen: runs on the selected ids; with nothing selected the page warns first. */
export interface BatchAction {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  permission?: string;
  onClick(ids: string[], rows: ListRecord[]): unknown;
}

/** What a screen's own add/edit dialog is given (`editForm`). */
export interface EditFormProps {
  mode: 'add' | 'edit';
  /** The row clicked for 编辑; null for 新增. */
  record: ListRecord | null;
  open: boolean;
  onClose(): void;
  /** Call after a save: the list reloads. */
  onSaved(): void;
}

export interface EntityListPageProps {
  meta: EntityMeta;
  /** Field names in column order; default: the declaration's listed fields. */
  columns?: string[];
  cellRenders?: CellRenders;
  /** Sent with every list call and set on every new record; such fields leave the form (an item's dictId). */
  fixedParams?: Record<string, string | number>;
  /** Extra entries of a row's 更多 menu, after 详情 and 删除. */
  rowActions?: (ctx: ListContext) => RowAction[];
  /** Extra entries of 批量操作, after 删除. */
  batchActions?: (ctx: ListContext) => BatchAction[];
  /** Extra toolbar buttons after the standard ones. */
  toolbarExtra?: (ctx: ListContext) => ReactNode;
  /** A detail view replacing the read-only form in the 详情 dialog. */
  detail?: (record: ListRecord) => ReactNode;
  /** Where column settings and saved queries are kept; default the route name. */
  routeKey?: string;
  /** Inside a drawer or dialog: no card around it. */
  embedded?: boolean;
  actionColumnWidth?: number;
  /** Extra footer buttons of the add/edit dialog (given the form), before 取消. */
  formFooterExtra?: FormFooterExtra;
  /** The screen's own editors of some fields in the add/edit dialog. */
  editors?: FieldEditors;
  /** Whether a row offers 编辑 (a published announcement does not); default every row. */
  editable?: (record: ListRecord) => boolean;
  /** Whether a row offers 删除 (only a draft contract may go); default every row. */
  deletable?: (record: ListRecord) => boolean;
  /**
   * The screen's own add/edit dialog in place of the declaration's, for records the generic form cannot edit (a
   * report with its columns and parameters); 新增, 编辑 and their permissions stay the kit's, 详情 the declaration's.
   */
  editForm?: (props: EditFormProps) => ReactNode;
  /**
   * The rows make a tree (a declaration's `tree`): the page lists the top rows and opens a row's children below
   * it; the matches of a search show flat. Rows get 添加下级. Not with `expandedRow`.
   */
  tree?: ListTree;
  /** What shows below a row when it is expanded (a master row's inner tables). */
  expandedRow?: (record: ListRecord) => ReactNode;
  /** A click on a row itself (not on its links, buttons or check box). */
  onRowClick?: (record: ListRecord) => void;
  /** The row shown as the active one (the master row an ERP list shows the details of). */
  activeRowId?: string | null;
  /** The rows of the page shown, once loaded and whenever they change. */
  onRecords?: (records: ListRecord[]) => void;
}

/**
 * A whole list screen from one entity declaration (§7 generic list page): query form, toolbar, table with
 * server paging and sorting, selection, row actions, column settings, add/edit/detail dialog, import, export,
 * advanced query and recycle bin. Every button and column follows the user's permissions (§6).
 */
export function EntityListPage(props: EntityListPageProps) {
  const { meta } = props;
  const { message, modal } = App.useApp();
  const has = useHasPermission();
  const guard = useClickGuard();
  // On a phone a pinned action column would leave the scrolling part a sliver; there it scrolls with the rest.
  const wideEnough = Grid.useBreakpoint().sm !== false;
  const routeName = useListRouteKey();
  const routeKey = props.routeKey ?? routeName;
  const list = useEntityList(meta, props.fixedParams, props.tree);
  const treeShown = props.tree && !list.searching ? props.tree : undefined;
  const tree = useListTree({
    meta,
    api: list.api,
    tree: treeShown,
    top: list.records,
    fixed: props.fixedParams,
    sort: list.state.sort,
    topKey: JSON.stringify([list.state.pageNo, list.state.pageSize, list.state.sort]),
    reloadTop: list.reload,
  });
  const { onRecords } = props;
  useEffect(() => {
    if (list.ready) onRecords?.(list.records);
  }, [list.ready, list.records, onRecords]);
  const [selected, setSelected] = useState<ListRecord[]>([]);
  // Kept after closing so the dialog keeps its title and record while it animates out. `parent`: 添加下级's row.
  const [form, setForm] = useState<{ mode: FormMode; record: ListRecord | null; open: boolean; parent?: string }>({ mode: 'add', record: null, open: false });
  const openForm = (mode: FormMode, record: ListRecord | null, parent?: string) => setForm({ mode, record, open: true, parent });
  const [dialog, setDialog] = useState<'import' | 'superQuery' | 'recycleBin' | null>(null);
  const [chosenColumns, setChosenColumns] = useState<string[] | null>(() => loadColumnSettings(routeKey));

  const offered = new Set(entityActions(meta));
  const can = (action: EntityAction) => offered.has(action) && has(permissionCode(meta, action));
  const selectedRowKeys = selected.map((r) => r.id);

  const ctx: ListContext = {
    selectedRowKeys,
    selectedRows: selected,
    clearSelection: () => setSelected([]),
    reload: tree.reloadAll,
    guard,
    openForm: (mode, record) => openForm(mode, record ?? null),
  };

  // Only the top rows count for paging; a tree's children are read whole.
  const isTopRow = (record: ListRecord) => !treeShown || tree.parentOf(record.id) === treeShown.root;

  const remove = guard(async (record: ListRecord) => {
    const env = await list.api.remove(record.id);
    if (!env.success) return void message.warning(env.message);
    message.success(env.message || '删除成功');
    setSelected((s) => s.filter((r) => r.id !== record.id));
    if (isTopRow(record)) list.afterRemove(1);
    tree.afterWrite({ kind: 'delete', id: record.id });
  });
  const fixedOfForm =
    props.tree && form.mode === 'add' ? { ...props.fixedParams, [props.tree.parentField]: form.parent ?? props.tree.root } : props.fixedParams;
  const afterSave = () => {
    if (form.mode === 'edit' && form.record) return tree.afterWrite({ kind: 'edit', id: form.record.id });
    const parent = form.parent ?? treeShown?.root ?? '';
    tree.afterWrite({ kind: 'add', parent });
    tree.expand(parent);
  };

  const batchDelete = () => {
    if (selected.length === 0) return void message.warning(ListTexts.selectOne);
    const ids = selectedRowKeys;
    modal.confirm({
      title: ListTexts.batchDeleteTitle,
      content: ListTexts.batchDeleteContent,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const env = await list.api.removeBatch(ids);
        if (!env.success) return void message.warning(env.message);
        message.success(env.message || '删除成功');
        setSelected([]);
        list.afterRemove(selected.filter(isTopRow).length);
        tree.reloadAll();
      },
    });
  };

  // A tree exports every row the filter finds, not only the top ones the page lists.
  const exportXls = guard(() => list.api.exportXls(buildListParams(meta, { ...list.state, fixed: props.fixedParams }), selectedRowKeys));

  const standardRowActions: RowAction[] = [
    { key: 'detail', label: '详情', onClick: (record) => openForm('detail', record) },
    ...(props.tree && can('add') ? [{ key: 'addChild', label: '添加下级', onClick: (record: ListRecord) => openForm('add', null, record.id) }] : []),
    ...(can('delete') ? [{ key: 'delete', label: '删除', confirm: ListTexts.deleteConfirm, visible: props.deletable, onClick: remove }] : []),
  ];
  const rowActions = [...standardRowActions, ...(props.rowActions?.(ctx) ?? []).filter((a) => !a.permission || has(a.permission))];

  const batch: BatchMenuEntry[] = [
    ...(can('deleteBatch') ? [{ key: 'delete', label: '删除', icon: batchDeleteIcon, onClick: batchDelete }] : []),
    ...(props.batchActions?.(ctx) ?? [])
      .filter((a) => !a.permission || has(a.permission))
      .map((a) => ({
        key: a.key,
        label: a.label,
        icon: a.icon,
        onClick: () => (selected.length === 0 ? void message.warning(ListTexts.selectOne) : void a.onClick(selectedRowKeys, selected)),
      })),
  ];

  const fields = fieldColumns(meta, { only: props.columns, renders: props.cellRenders, sort: list.state.sort });
  // A tree's levels show by their indent, which a centred first column would hide.
  const dataColumns = treeShown ? fields.map((c, i) => (i === 0 ? { ...c, align: 'left' as const } : c)) : fields;
  const allColumns: ListColumn[] = useMemo(
    () => [
      // A tree opens its rows in the first column: the first field's, where the numbers would make no sense.
      ...(treeShown ? [] : [indexColumn(list.state.pageNo, list.state.pageSize)]),
      ...dataColumns,
      {
        key: ACTION_COLUMN_KEY,
        title: '操作',
        fixed: wideEnough ? 'right' : undefined,
        align: 'center',
        width: props.actionColumnWidth ?? 140,
        render: (_: unknown, record: ListRecord) => (
          <RowActions record={record} onEdit={can('edit') && (props.editable?.(record) ?? true) ? () => openForm('edit', record) : undefined} actions={rowActions} />
        ),
      },
    ],
    // Columns are cheap; rebuilding them every render keeps row actions bound to the current selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dataColumns, rowActions, list.state.pageNo, list.state.pageSize, wideEnough, treeShown],
  );
  const permitted = useAuthorizedColumns(allColumns, meta.perm);
  const columns = applyColumnSettings(permitted, chosenColumns);

  const superQuery = list.state.superQuery ?? null;
  const closeForm = () => setForm((f) => ({ ...f, open: false }));
  const ownForm = props.editForm !== undefined && form.mode !== 'detail';

  const content = (
    <div className="entity-list">
      <QueryForm meta={meta} onSearch={list.search} onReset={() => list.search({})} narrow={props.embedded} />
      <ListToolbar
        onAdd={can('add') ? () => openForm('add', null) : undefined}
        onImport={can('importExcel') ? () => setDialog('import') : undefined}
        onExport={can('exportXls') ? exportXls : undefined}
        onSuperQuery={() => setDialog('superQuery')}
        superQueryCount={superQuery?.conditions.length ?? 0}
        onClearSuperQuery={() => list.setSuperQuery(null)}
        batch={batch}
        onRecycleBin={can('recycleBin') ? () => setDialog('recycleBin') : undefined}
        extra={props.toolbarExtra?.(ctx)}
        right={
          <ColumnSettingsButton
            columns={permitted}
            chosen={chosenColumns}
            onChange={(keys) => {
              setChosenColumns(keys);
              saveColumnSettings(routeKey, keys);
            }}
          />
        }
      />
      <Alert
        className="list-selection-alert"
        type="info"
        showIcon
        title={
          <span>
            已选择 <a style={{ fontWeight: 600 }}>{selected.length}</a> 项
            <a style={{ marginLeft: 24 }} onClick={() => setSelected([])}>
              清空
            </a>
          </span>
        }
      />
      <Table<ListRecord>
        rowKey="id"
        size="middle"
        className={props.expandedRow ? 'entity-list-table has-expanded-rows' : 'entity-list-table'}
        loading={list.loading || tree.loading}
        columns={columns}
        dataSource={treeShown ? tree.rows : list.records}
        expandable={
          treeShown
            ? { expandedRowKeys: tree.expandedKeys, onExpand: tree.onExpand }
            : props.expandedRow
              ? { expandedRowRender: (record) => <div className="entity-list-expanded">{props.expandedRow?.(record)}</div> }
              : undefined
        }
        onRow={props.onRowClick ? (record) => ({ onClick: (event) => isPlainRowClick(event) && props.onRowClick?.(record) }) : undefined}
        rowClassName={(record) => [props.onRowClick ? 'entity-list-row-clickable' : '', record.id === props.activeRowId ? 'entity-list-row-active' : ''].filter(Boolean).join(' ')}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys,
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => setSelected((prev) => mergeSelection(prev, _keys.map(String), rows)),
        }}
        pagination={{
          current: list.state.pageNo,
          pageSize: list.state.pageSize,
          total: list.total,
          pageSizeOptions: [...PAGE_SIZE_OPTIONS],
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: totalText,
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            list.setSort(sortFromTable(meta, one?.field ?? one?.columnKey, one?.order));
          } else if (extra.action === 'paginate') {
            list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.state.pageSize);
          }
        }}
      />
      <EntityFormModal
        meta={meta}
        mode={form.mode}
        record={form.record}
        open={form.open && !ownForm}
        fixedValues={fixedOfForm}
        detail={props.detail}
        editors={props.editors}
        guard={guard}
        footerExtra={props.formFooterExtra}
        onClose={closeForm}
        onSaved={afterSave}
      />
      {props.editForm?.({ mode: form.mode === 'edit' ? 'edit' : 'add', record: form.record, open: form.open && ownForm, onClose: closeForm, onSaved: afterSave })}
      {can('importExcel') && <ImportModal meta={meta} open={dialog === 'import'} guard={guard} onClose={() => setDialog(null)} onImported={tree.reloadAll} />}
      <SuperQueryModal
        meta={meta}
        routeKey={routeKey}
        open={dialog === 'superQuery'}
        value={superQuery}
        onApply={list.setSuperQuery}
        onClose={() => setDialog(null)}
      />
      {can('recycleBin') && <RecycleBinModal meta={meta} open={dialog === 'recycleBin'} guard={guard} onClose={() => setDialog(null)} onRestored={tree.reloadAll} />}
    </div>
  );
  return props.embedded ? content : <Card variant="borderless">{content}</Card>;
}

/** Rows selected on other pages stay selected; rows of this page follow the table's keys. */
function mergeSelection(prev: ListRecord[], keys: string[], rows: (ListRecord | undefined)[]): ListRecord[] {
  const byId = new Map(prev.map((r) => [r.id, r]));
  for (const row of rows) if (row) byId.set(row.id, row);
  return keys.map((k) => byId.get(k)).filter((r): r is ListRecord => Boolean(r));
}
