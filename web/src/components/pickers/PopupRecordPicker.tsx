import { App, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { getAction } from '../../lib/http';
import { PickerField } from './PickerField';
import { ellipsisCell } from './pickerColumns';
import { checkMpopupProps, parseJsonProp, PICKER_WIDTH, POPUP_SCROLL_Y, rowKeyOf, splitValue } from './pickerConfig';
import { PickerModal } from './PickerModal';
import { filledParams, QueryInput } from './PickerQueryForm';
import { PickerTable } from './PickerTable';
import { PopupTree } from './PopupTree';
import { TreeBeside } from './TreeBeside';
import { usePickerSelection, type PickerSelection } from './usePickerSelection';

type Row = Record<string, unknown>;
interface PopupColumn {
  field: string;
  title: string;
  width?: number;
}

export interface PopupRowAction {
  /** A permission code under `permsPrefix`; the action shows only when the user holds it. */
  code: string;
  label: string;
  onClick(row: Row): void;
}

export interface PopupRecordPickerProps {
  /** A table registered for popups on the server (`server/src/modules/sys/mpopup/registry.ts`). */
  tableName?: string;
  /** Shown columns, as an array or a JSON string. */
  columns?: PopupColumn[] | string;
  /** Searchable columns (contains), the first two shown before 更多条件; array or JSON string. */
  queryColumns?: PopupColumn[] | string;
  /** Field → value equality filter, a JSON object string. */
  condition?: string;
  /** The key of a row: a column or several (comma-joined), cut to 50 characters. */
  rowKey?: string;
  /** The column stored in the value, and the column shown. */
  valueField?: string;
  textField?: string;
  /** Tree mode: `table,text,code` of the left tree, its parent column, and the list column a node filters. */
  treeDict?: string;
  treePidField?: string;
  treeHasChildField?: string;
  treeLinkField?: string;
  multi?: boolean;
  permsPrefix?: string;
  rowActions?: PopupRowAction[];
  value?: string;
  onChange?(value: string, rows: Row[]): void;
  title?: string;
  width?: number;
  placeholder?: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * 弹窗选择 (JPopup-like) over `/utils/mpopup/*`: an optional tree on the left, search fields, and a paged table;
 * rows may carry actions guarded by a permission prefix. Opening, confirming and cancelling follow §4: confirm
 * emits the selection and closes, cancel drops it.
 */
export function PopupRecordPicker(p: PopupRecordPickerProps) {
  const { message } = App.useApp();
  const columns = useMemo(() => (typeof p.columns === 'string' ? parseJsonProp<PopupColumn[]>('JPopup', 'columns', p.columns, 'array') : { value: p.columns ?? [] }), [p.columns]);
  const queryColumns = useMemo(
    () => (typeof p.queryColumns === 'string' ? parseJsonProp<PopupColumn[]>('JPopup', 'queryColumns', p.queryColumns, 'array') : { value: p.queryColumns ?? [] }),
    [p.queryColumns],
  );
  const condition = useMemo(() => parseJsonProp<Record<string, unknown>>('JPopup', 'condition', p.condition, 'object'), [p.condition]);
  const configError = columns.error ?? queryColumns.error ?? condition.error ?? checkMpopupProps({ tableName: p.tableName, columns: columns.value, treeDict: p.treeDict }, !!p.treeDict);
  const rowKey = p.rowKey ?? 'id';
  const valueField = p.valueField ?? 'id';
  const textField = p.textField ?? columns.value?.[0]?.field ?? valueField;
  const multi = p.multi ?? false;
  const shown = columns.value ?? [];

  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [allowed, setAllowed] = useState<string[]>([]);
  const selection = usePickerSelection<Row>({ open, keyOf: (r) => rowKeyOf(r, rowKey), multi });

  // The stored value's texts.
  useEffect(() => {
    const values = splitValue(p.value);
    if (!values.length || configError) return void setText('');
    let live = true;
    getAction<string>('/utils/mpopup/setShowText', { tableName: p.tableName, ids: values.join(','), showColumn: textField, queryColumn: valueField }).then(
      (env) => live && env.success && setText(env.result),
    );
    return () => {
      live = false;
    };
  }, [p.value, p.tableName, textField, valueField, configError]);

  // Which row actions the user may use; without any, no action column.
  useEffect(() => {
    if (!p.permsPrefix || !p.rowActions?.length) return void setAllowed([]);
    let live = true;
    getAction<string[]>('/utils/mpopup/queryUserAuth', { permsPrefix: p.permsPrefix }).then((env) => live && env.success && setAllowed(env.result));
    return () => {
      live = false;
    };
  }, [p.permsPrefix, p.rowActions]);

  const actions = (p.rowActions ?? []).filter((a) => allowed.includes(a.code));
  const tableColumns: ColumnsType<Row> = shown.map((c) => ({ key: c.field, dataIndex: c.field, title: c.title, width: c.width, render: (v: unknown) => ellipsisCell(v) }));
  if (actions.length)
    tableColumns.push({
      key: '__action',
      title: '操作',
      fixed: 'right',
      width: 60 + actions.length * 50,
      render: (_v, r) => (
        <Space size={4}>
          {actions.map((a) => (
            <Typography.Link key={a.code} onClick={(e) => (e.stopPropagation(), a.onClick(r))}>
              {a.label}
            </Typography.Link>
          ))}
        </Space>
      ),
    });

  return (
    <>
      <PickerField
        testId={p.testId}
        text={configError ? '' : text}
        placeholder={configError ?? p.placeholder}
        disabled={p.disabled}
        onOpen={() => (configError ? message.error(configError) : setOpen(true))}
        onClear={() => (setText(''), p.onChange?.('', []))}
      />
      <PickerModal
        open={open}
        title={p.title ?? '选择记录'}
        width={p.width ?? PICKER_WIDTH}
        chosen={selection.chosen}
        multi={multi}
        testId={p.testId ? `${p.testId}-modal` : undefined}
        onCancel={() => setOpen(false)}
        onOk={(rows) => {
          setText(rows.map((r) => String(r[textField] ?? '')).join(','));
          setOpen(false);
          p.onChange?.(rows.map((r) => String(r[valueField] ?? '')).join(','), rows);
        }}
      >
        <PopupRows
          picker={p}
          params={{ tableName: p.tableName, showColumn: [...new Set([...shown.map((c) => c.field), ...splitValue(rowKey), valueField, textField])].join(','), condition: p.condition || undefined }}
          queryColumns={queryColumns.value ?? []}
          columns={tableColumns}
          selection={selection}
        />
      </PickerModal>
    </>
  );
}

interface PopupRowsProps {
  picker: PopupRecordPickerProps;
  params: Record<string, unknown>;
  queryColumns: PopupColumn[];
  columns: ColumnsType<Row>;
  selection: PickerSelection<Row>;
}

/** The dialog's body: the tree node chosen on the left narrows the rows (`pid` on `treeLinkField`). */
function PopupRows({ picker: p, params, queryColumns, columns, selection }: PopupRowsProps) {
  const [node, setNode] = useState<string | undefined>();
  const table = (
    <PickerTable<Row>
      url="/utils/mpopup/loadForm"
      params={{ ...params, pid: p.treeDict ? node : undefined, pidField: p.treeDict && node ? p.treeLinkField : undefined }}
      query={
        queryColumns.length
          ? {
              fields: (more) => (more ? queryColumns : queryColumns.slice(0, 2)).map((c) => <QueryInput key={c.field} name={c.field} label={c.title} width={160} />),
              hasMore: queryColumns.length > 2,
              toParams: (v) => {
                const like = filledParams(v);
                return { queryByLike: Object.keys(like).length ? JSON.stringify(like) : undefined };
              },
            }
          : undefined
      }
      columns={columns}
      selection={selection}
      pageSize={10}
      quickJumper
      bordered
      scrollY={POPUP_SCROLL_Y}
    />
  );
  if (!p.treeDict) return table;
  return (
    <TreeBeside span={6} tree={<PopupTree treeDict={p.treeDict} pidField={p.treePidField} hasChildField={p.treeHasChildField} node={node} onSelect={setNode} />}>
      {table}
    </TreeBeside>
  );
}
