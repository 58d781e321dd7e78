import { App, Button, Col, Form, Input, Modal, Row, Space, Table, Tree, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import type { Page } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { Ellipsis } from '../ellipsis/Ellipsis';
import { PickerField } from './PickerField';
import { checkMpopupProps, confirmWarning, parseJsonProp, PICKER_PAGE_SIZES, PICKER_WIDTH, POPUP_SCROLL_Y, rowKeyOf, splitValue } from './pickerConfig';
import { chooseRows } from './chooseRows';

type Row = Record<string, unknown>;
interface PopupColumn {
  field: string;
  title: string;
  width?: number;
}
interface TreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: TreeNode[];
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
  const [form] = Form.useForm();
  const treeMode = !!p.treeDict;
  const columns = useMemo(() => (typeof p.columns === 'string' ? parseJsonProp<PopupColumn[]>('JPopup', 'columns', p.columns, 'array') : { value: p.columns ?? [] }), [p.columns]);
  const queryColumns = useMemo(
    () => (typeof p.queryColumns === 'string' ? parseJsonProp<PopupColumn[]>('JPopup', 'queryColumns', p.queryColumns, 'array') : { value: p.queryColumns ?? [] }),
    [p.queryColumns],
  );
  const condition = useMemo(() => parseJsonProp<Record<string, unknown>>('JPopup', 'condition', p.condition, 'object'), [p.condition]);
  const configError = columns.error ?? queryColumns.error ?? condition.error ?? checkMpopupProps({ tableName: p.tableName, columns: columns.value, treeDict: p.treeDict }, treeMode);
  const rowKey = p.rowKey ?? 'id';
  const valueField = p.valueField ?? 'id';
  const textField = p.textField ?? columns.value?.[0]?.field ?? valueField;
  const multi = p.multi ?? false;
  const shown = columns.value ?? [];
  const fields = [...new Set([...shown.map((c) => c.field), ...splitValue(rowKey), valueField, textField])];

  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Row[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState({ no: 1, size: 10 });
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [node, setNode] = useState<string | undefined>();
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [tree, setTree] = useState<TreeNode[]>([]);
  const [allowed, setAllowed] = useState<string[]>([]);
  const [treeTable, treeText, treeCode] = splitValue(p.treeDict);

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

  const loadLevel = async (pid: string) => {
    const env = await getAction<TreeNode[]>('/utils/mpopup/loadTree', {
      tableName: treeTable,
      text: treeText,
      code: treeCode,
      pid,
      pidField: p.treePidField ?? 'pid',
      hasChildField: p.treeHasChildField,
    });
    return env.success ? env.result : [];
  };
  const attach = (list: TreeNode[], key: string, children: TreeNode[]): TreeNode[] =>
    list.map((n) => (n.key === key ? { ...n, children } : n.children ? { ...n, children: attach(n.children, key, children) } : n));

  useEffect(() => {
    if (!open || !treeMode || configError) return;
    loadLevel('').then(setTree);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, treeMode, configError]);

  useEffect(() => {
    if (!open || configError) return;
    let live = true;
    setLoading(true);
    const like = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
    getAction<Page<Row>>('/utils/mpopup/loadForm', {
      tableName: p.tableName,
      showColumn: fields.join(','),
      condition: p.condition || undefined,
      queryByLike: Object.keys(like).length ? JSON.stringify(like) : undefined,
      pid: treeMode ? node : undefined,
      pidField: treeMode && node ? p.treeLinkField : undefined,
      pageNo: page.no,
      pageSize: page.size,
    })
      .then((env) => {
        if (!live) return;
        if (!env.success) return void message.warning(env.message);
        setRows(env.result.records);
        setTotal(env.result.total);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, page, filters, node, configError]);

  const keyOf = (r: Row) => rowKeyOf(r, rowKey);
  const actions = (p.rowActions ?? []).filter((a) => allowed.includes(a.code));
  const tableColumns: ColumnsType<Row> = shown.map((c) => ({
    key: c.field,
    dataIndex: c.field,
    title: c.title,
    width: c.width,
    render: (v: unknown) => <Ellipsis value={v === null || v === undefined ? '' : String(v)} />,
  }));
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
  const searchable = queryColumns.value ?? [];
  const visibleSearch = more ? searchable : searchable.slice(0, 2);

  const table = (
    <>
      {searchable.length ? (
        <Form form={form} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={(v) => (setFilters(v), setPage((x) => ({ ...x, no: 1 })))}>
          {visibleSearch.map((c) => (
            <Form.Item key={c.field} name={c.field} label={c.title}>
              <Input allowClear placeholder={`请输入${c.title}`} style={{ width: 160 }} />
            </Form.Item>
          ))}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button onClick={() => (form.resetFields(), setFilters({}), setPage((x) => ({ ...x, no: 1 })))}>重置</Button>
              {searchable.length > 2 ? (
                <Button type="link" onClick={() => setMore(!more)} icon={more ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
                  {more ? '收起' : '更多条件'}
                </Button>
              ) : null}
            </Space>
          </Form.Item>
        </Form>
      ) : null}
      <Table<Row>
        rowKey={keyOf}
        size="small"
        bordered
        loading={loading}
        dataSource={rows}
        columns={tableColumns}
        scroll={{ x: 'max-content', y: POPUP_SCROLL_Y }}
        {...chooseRows({ rows, keyOf, multi, chosen, setChosen })}
        pagination={{
          current: page.no,
          pageSize: page.size,
          total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PICKER_PAGE_SIZES,
          showTotal: (t, range) => `${range[0]}-${range[1]} 共 ${t} 条`,
          onChange: (no, size) => setPage({ no, size }),
        }}
      />
    </>
  );

  return (
    <>
      <PickerField
        testId={p.testId}
        text={configError ? '' : text}
        placeholder={configError ?? p.placeholder}
        disabled={p.disabled}
        onOpen={() => {
          if (configError) return void message.error(configError);
          setChosen([]);
          setRows([]);
          setTotal(0);
          setFilters({});
          setNode(undefined);
          setMore(false);
          setPage({ no: 1, size: 10 });
          form.resetFields();
          setOpen(true);
        }}
        onClear={() => (setText(''), p.onChange?.('', []))}
      />
      <Modal
        open={open}
        title={p.title ?? '选择记录'}
        width={p.width ?? PICKER_WIDTH}
        okText="确定"
        cancelText="取消"
        destroyOnHidden
        data-testid={p.testId ? `${p.testId}-modal` : undefined}
        onCancel={() => (setChosen([]), setOpen(false))}
        onOk={() => {
          const warning = confirmWarning(chosen.length, multi);
          if (warning) return void message.warning(warning);
          setText(chosen.map((r) => String(r[textField] ?? '')).join(','));
          setOpen(false);
          p.onChange?.(chosen.map((r) => String(r[valueField] ?? '')).join(','), chosen);
        }}
      >
        {treeMode ? (
          <Row gutter={[16, 16]}>
            <Col xs={24} md={6}>
              <div style={{ maxHeight: 'min(480px, 40vh)', overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>
                <Tree
                  blockNode
                  treeData={tree}
                  selectedKeys={node ? [node] : []}
                  loadData={async (n) => {
                    if (n.children) return;
                    const children = await loadLevel(String(n.key));
                    setTree((t) => attach(t, String(n.key), children));
                  }}
                  onSelect={(k) => (setNode(k.length ? String(k[0]) : undefined), setPage((x) => ({ ...x, no: 1 })))}
                />
              </div>
            </Col>
            <Col xs={24} md={18}>
              {table}
            </Col>
          </Row>
        ) : (
          table
        )}
      </Modal>
    </>
  );
}
