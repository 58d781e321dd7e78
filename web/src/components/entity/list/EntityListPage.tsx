import { entityActions, PAGE_SIZE_OPTIONS, permissionCode, type EntityAction, type EntityMeta } from '@meiyun/shared';
import './list.css';
import { Alert, App, Card, Grid, Table } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
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
  const list = useEntityList(meta, props.fixedParams);
  const [selected, setSelected] = useState<ListRecord[]>([]);
  // Kept after closing so the dialog keeps its title and record while it animates out.
  const [form, setForm] = useState<{ mode: FormMode; record: ListRecord | null; open: boolean }>({ mode: 'add', record: null, open: false });
  const openForm = (mode: FormMode, record: ListRecord | null) => setForm({ mode, record, open: true });
  const [dialog, setDialog] = useState<'import' | 'superQuery' | 'recycleBin' | null>(null);
  const [chosenColumns, setChosenColumns] = useState<string[] | null>(() => loadColumnSettings(routeKey));

  const offered = new Set(entityActions(meta));
  const can = (action: EntityAction) => offered.has(action) && has(permissionCode(meta, action));
  const selectedRowKeys = selected.map((r) => r.id);

  const ctx: ListContext = {
    selectedRowKeys,
    selectedRows: selected,
    clearSelection: () => setSelected([]),
    reload: list.reload,
    guard,
    openForm: (mode, record) => openForm(mode, record ?? null),
  };

  const remove = guard(async (record: ListRecord) => {
    const env = await list.api.remove(record.id);
    if (!env.success) return void message.warning(env.message);
    message.success(env.message || '删除成功');
    setSelected((s) => s.filter((r) => r.id !== record.id));
    list.afterRemove(1);
    list.reload();
  });

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
        list.afterRemove(ids.length);
        list.reload();
      },
    });
  };

  const exportXls = guard(() => list.api.exportXls(buildListParams(meta, list.state), selectedRowKeys));

  const standardRowActions: RowAction[] = [
    { key: 'detail', label: '详情', onClick: (record) => openForm('detail', record) },
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

  const dataColumns = fieldColumns(meta, { only: props.columns, renders: props.cellRenders, sort: list.state.sort });
  const allColumns: ListColumn[] = useMemo(
    () => [
      indexColumn(list.state.pageNo, list.state.pageSize),
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
    [dataColumns, rowActions, list.state.pageNo, list.state.pageSize, wideEnough],
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
        className="entity-list-table"
        loading={list.loading}
        columns={columns}
        dataSource={list.records}
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
        fixedValues={props.fixedParams}
        detail={props.detail}
        editors={props.editors}
        guard={guard}
        footerExtra={props.formFooterExtra}
        onClose={closeForm}
        onSaved={list.reload}
      />
      {props.editForm?.({ mode: form.mode === 'edit' ? 'edit' : 'add', record: form.record, open: form.open && ownForm, onClose: closeForm, onSaved: list.reload })}
      {can('importExcel') && <ImportModal meta={meta} open={dialog === 'import'} guard={guard} onClose={() => setDialog(null)} onImported={list.reload} />}
      <SuperQueryModal
        meta={meta}
        routeKey={routeKey}
        open={dialog === 'superQuery'}
        value={superQuery}
        onApply={list.setSuperQuery}
        onClose={() => setDialog(null)}
      />
      {can('recycleBin') && <RecycleBinModal meta={meta} open={dialog === 'recycleBin'} guard={guard} onClose={() => setDialog(null)} onRestored={list.reload} />}
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
