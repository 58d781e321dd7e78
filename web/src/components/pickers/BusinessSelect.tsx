import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Col, Form, Input, Modal, Row, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import type { Page } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { DictSelect } from '../dict/DictSelect';
import { Ellipsis } from '../ellipsis/Ellipsis';
import { PickerField } from './PickerField';
import { BUSINESS_PAGE_SIZES, BUSINESS_SCROLL_Y, BUSINESS_SELECT_WIDTH, confirmWarning, rowKeyOf, splitValue } from './pickerConfig';

type Row = Record<string, unknown>;

export interface BusinessQueryField {
  key: string;
  label: string;
  placeholder?: string;
  /** A dictionary select instead of a text input (sent as typed, not as contains). */
  dictCode?: string;
}

export interface BusinessSelectProps {
  /** A generic list endpoint. */
  url: string;
  /** The field stored in the value (comma-joined). */
  valueKey: string;
  /** The field shown in the form control. */
  displayKey: string;
  rowKey?: string;
  columns: { dataIndex: string; title: string; width?: number }[];
  queryConfig?: BusinessQueryField[];
  value?: string;
  onChange?(value: string, rows: Row[]): void;
  multi?: boolean;
  title?: string;
  placeholder?: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * 业务选择 (JSelectBiz): a query form and result table on the left, the chosen records with a delete action on the
 * right; width 900, 5 a page, texts cut at 12, tables 240 px high.
 */
export function BusinessSelect(p: BusinessSelectProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const rowKey = p.rowKey ?? 'id';
  const multi = p.multi ?? true;
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Row[]>([]);
  const [chosen, setChosen] = useState<Row[]>([]);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState({ no: 1, size: 5 });
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const values = splitValue(p.value);
    if (!values.length) return void setPicked([]);
    if (values.join(',') === picked.map((r) => String(r[p.valueKey])).join(',')) return;
    let live = true;
    getAction<Page<Row>>(p.url, { [p.valueKey]: values.join(','), pageSize: values.length }).then((env) => {
      if (!live || !env.success) return;
      const by = new Map(env.result.records.map((r) => [String(r[p.valueKey]), r]));
      setPicked(values.flatMap((v) => (by.has(v) ? [by.get(v)!] : [])));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p.value]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    const query: Record<string, unknown> = { pageNo: page.no, pageSize: page.size };
    for (const q of p.queryConfig ?? []) {
      const v = filters[q.key];
      if (v) query[q.key] = q.dictCode ? v : `*${v}*`;
    }
    getAction<Page<Row>>(p.url, query)
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
  }, [open, page, filters, p.url, p.queryConfig, message]);

  const cell = (v: unknown) => <Ellipsis value={v === null || v === undefined ? '' : String(v)} length={12} />;
  const columns: ColumnsType<Row> = p.columns.map((c) => ({ key: c.dataIndex, dataIndex: c.dataIndex, title: c.title, width: c.width, render: cell }));
  const keyOf = (r: Row) => rowKeyOf(r, rowKey);
  const keys = chosen.map(keyOf);

  return (
    <>
      <PickerField
        testId={p.testId}
        text={picked.map((r) => String(r[p.displayKey] ?? '')).join(',')}
        placeholder={p.placeholder}
        disabled={p.disabled}
        onOpen={() => (setChosen(picked), setRows([]), setTotal(0), setFilters({}), setPage({ no: 1, size: 5 }), form.resetFields(), setOpen(true))}
        onClear={() => (setPicked([]), p.onChange?.('', []))}
      />
      <Modal
        open={open}
        title={p.title ?? '选择'}
        width={BUSINESS_SELECT_WIDTH}
        okText="确定"
        cancelText="取消"
        destroyOnHidden
        data-testid={p.testId ? `${p.testId}-modal` : undefined}
        onCancel={() => setOpen(false)}
        onOk={() => {
          const warning = confirmWarning(chosen.length, multi);
          if (warning) return void message.warning(warning);
          setPicked(chosen);
          setOpen(false);
          p.onChange?.(chosen.map((r) => String(r[p.valueKey])).join(','), chosen);
        }}
      >
        <Row gutter={[16, 12]}>
          <Col xs={24} md={14}>
            {p.queryConfig?.length ? (
              <Form form={form} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={(v) => (setFilters(v), setPage((x) => ({ ...x, no: 1 })))}>
                {p.queryConfig.map((q) => (
                  <Form.Item key={q.key} name={q.key} label={q.label}>
                    {q.dictCode ? <DictSelect dictCode={q.dictCode} placeholder={q.placeholder} style={{ width: 140 }} /> : <Input allowClear placeholder={q.placeholder ?? `请输入${q.label}`} style={{ width: 140 }} />}
                  </Form.Item>
                ))}
                <Form.Item>
                  <Space>
                    <Button type="primary" htmlType="submit">
                      查询
                    </Button>
                    <Button onClick={() => (form.resetFields(), setFilters({}), setPage((x) => ({ ...x, no: 1 })))}>重置</Button>
                  </Space>
                </Form.Item>
              </Form>
            ) : null}
            <Table<Row>
              rowKey={keyOf}
              size="small"
              loading={loading}
              dataSource={rows}
              columns={columns}
              scroll={{ x: 'max-content', y: BUSINESS_SCROLL_Y }}
              rowSelection={{
                type: multi ? 'checkbox' : 'radio',
                selectedRowKeys: keys,
                preserveSelectedRowKeys: true,
                onChange: (_k, selected) => {
                  const here = new Set(rows.map(keyOf));
                  const fresh = selected.filter(Boolean);
                  setChosen(multi ? [...chosen.filter((r) => !here.has(keyOf(r))), ...fresh] : fresh.slice(-1));
                },
              }}
              pagination={{
                current: page.no,
                pageSize: page.size,
                total,
                size: 'small',
                showSizeChanger: true,
                pageSizeOptions: BUSINESS_PAGE_SIZES,
                showTotal: (t) => `共 ${t} 条`,
                onChange: (no, size) => setPage({ no, size }),
              }}
            />
          </Col>
          <Col xs={24} md={10}>
            <Table<Row>
              rowKey={keyOf}
              size="small"
              dataSource={chosen}
              title={() => `已选 ${chosen.length} 项`}
              scroll={{ x: 'max-content', y: BUSINESS_SCROLL_Y }}
              pagination={false}
              columns={[
                { key: p.displayKey, dataIndex: p.displayKey, title: p.columns.find((c) => c.dataIndex === p.displayKey)?.title ?? '名称', render: cell },
                {
                  key: 'action',
                  title: '操作',
                  width: 70,
                  render: (_v, r) => <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label="删除" onClick={() => setChosen(chosen.filter((x) => keyOf(x) !== keyOf(r)))} />,
                },
              ]}
            />
          </Col>
        </Row>
      </Modal>
    </>
  );
}
