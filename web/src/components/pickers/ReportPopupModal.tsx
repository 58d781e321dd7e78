import { DownOutlined, ReloadOutlined, UpOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Form, Input, Modal, Row, Select, Space, Table } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import type { Page } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { formatTime } from '../../lib/time/businessTime';
import { Ellipsis } from '../ellipsis/Ellipsis';
import { MSG_PICK_ONE, PICKER_PAGE_SIZES, REPORT_POPUP_WIDTH } from './pickerConfig';
import { loadReportColumns, type ReportConfig, type ReportQueryItem } from './reportApi';
import { chooseRows } from './chooseRows';

type Row = Record<string, unknown>;

/** Database timestamps (`2026-01-02 03:04:05.6+00` or ISO), shown in the business zone like every other time. */
const isTimestamp = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)$/.test(v);

export interface ReportPopupModalProps {
  open: boolean;
  /** The report code. */
  code: string;
  multi?: boolean;
  /** Popups of one form share the report's columns for 30 s. */
  groupId?: string;
  /** Values of the report's named parameters (sent as `self_<name>`). */
  params?: Record<string, string>;
  onOk(rows: Row[]): void;
  onCancel(): void;
  testId?: string;
}

/**
 * 报表弹窗: an online report as a picker. The title is the report's name; the query form comes from its query
 * fields (those marked hidden '1' behind 更多条件); a counter shows the chosen rows with 清空 and 刷新.
 */
export function ReportPopupModal({ open, code, multi = false, groupId, params, onOk, onCancel, testId }: ReportPopupModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [config, setConfig] = useState<ReportConfig | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [queryItems, setQueryItems] = useState<ReportQueryItem[]>([]);
  const [more, setMore] = useState(false);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [sorter, setSorter] = useState<string | undefined>();
  const [page, setPage] = useState({ no: 1, size: 10 });
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<Row[]>([]);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!open) return;
    setChosen([]);
    setRows([]);
    setTotal(0);
    setFilters({});
    setSorter(undefined);
    setPage({ no: 1, size: 10 });
    setMore(false);
    setError(null);
    let live = true;
    loadReportColumns(code, groupId).then(async (c) => {
      if (!live) return;
      if (typeof c === 'string') return setError(c);
      setConfig(c);
      const env = await getAction<ReportQueryItem[]>(`/online/cgreport/api/getQueryInfo/${c.cgRpConfigId}`);
      if (live && env.success) setQueryItems(env.result);
    });
    return () => {
      live = false;
    };
  }, [open, code, groupId]);

  useEffect(() => {
    if (!open || !config) return;
    let live = true;
    setLoading(true);
    const query: Record<string, unknown> = { pageNo: page.no, pageSize: page.size, sorter };
    for (const [k, v] of Object.entries(params ?? {})) query[`self_${k}`] = v;
    for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== null && v !== '') query[k] = v;
    getAction<Page<Row>>(`/online/cgreport/api/getData/${config.cgRpConfigId}`, query)
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
  }, [open, config, page, filters, sorter, params, tick, message]);

  const keyOf = (r: Row) => JSON.stringify(r).slice(0, 500);
  const dictText = (field: string, v: unknown) => {
    const opts = config?.dictOptions[field];
    if (!opts || v === null || v === undefined) return v;
    return String(v)
      .split(',')
      .map((x) => opts.find((o) => o.value === x)?.text ?? x)
      .join(',');
  };
  const columns: ColumnsType<Row> = (config?.columns ?? []).map((c) => ({
    key: c.dataIndex,
    dataIndex: c.dataIndex,
    title: c.title,
    width: c.width ?? undefined,
    sorter: c.sorter,
    render: (v: unknown) => {
      const t = dictText(c.dataIndex, isTimestamp(v) ? formatTime(v) : v);
      return <Ellipsis value={t === null || t === undefined ? '' : String(t)} />;
    },
  }));
  const visible = queryItems.filter((q) => more || q.hidden !== '1');
  const hasHidden = queryItems.some((q) => q.hidden === '1');

  const field = (q: ReportQueryItem, name: string, placeholder: string) =>
    q.dictOptions ? (
      <Select allowClear placeholder={placeholder} style={{ width: 160 }} options={q.dictOptions.map((o) => ({ value: o.value, label: o.text }))} />
    ) : (
      <Input allowClear placeholder={placeholder} style={{ width: name.endsWith('_begin') || name.endsWith('_end') ? 120 : 160 }} />
    );

  return (
    <Modal
      open={open}
      title={config?.cgRpConfigName ?? '报表'}
      width={REPORT_POPUP_WIDTH}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      data-testid={testId}
      onCancel={onCancel}
      onOk={() => {
        if (!chosen.length || (!multi && chosen.length > 1)) return void message.warning(MSG_PICK_ONE);
        onOk(chosen);
      }}
    >
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {queryItems.length ? (
        <Form form={form} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={(v) => (setFilters(v), setPage((x) => ({ ...x, no: 1 })))}>
          {visible.map((q) =>
            q.mode === 'range' ? (
              <Form.Item key={q.field} label={q.label}>
                <Space.Compact>
                  <Form.Item noStyle name={`${q.field}_begin`}>
                    {field(q, `${q.field}_begin`, '开始')}
                  </Form.Item>
                  <Form.Item noStyle name={`${q.field}_end`}>
                    {field(q, `${q.field}_end`, '结束')}
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            ) : (
              <Form.Item key={q.field} name={q.field} label={q.label}>
                {field(q, q.field, `${q.dictOptions ? '请选择' : '请输入'}${q.label}`)}
              </Form.Item>
            ),
          )}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button onClick={() => (form.resetFields(), setFilters({}), setPage((x) => ({ ...x, no: 1 })))}>重置</Button>
              {hasHidden ? (
                <Button type="link" icon={more ? <UpOutlined /> : <DownOutlined />} iconPlacement="end" onClick={() => setMore(!more)}>
                  {more ? '收起' : '更多条件'}
                </Button>
              ) : null}
            </Space>
          </Form.Item>
        </Form>
      ) : null}
      <Row justify="space-between" align="middle" style={{ marginBottom: 8 }}>
        <Col>
          <Alert
            type="info"
            showIcon
            style={{ padding: '4px 12px' }}
            title={
              <span data-testid="report-chosen">
                已选择 <b>{chosen.length}</b> 项
                <Button type="link" size="small" onClick={() => setChosen([])}>
                  清空
                </Button>
              </span>
            }
          />
        </Col>
        <Col>
          <Button icon={<ReloadOutlined />} onClick={() => setTick((t) => t + 1)}>
            刷新
          </Button>
        </Col>
      </Row>
      <Table<Row>
        rowKey={keyOf}
        size="small"
        bordered
        loading={loading}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content', y: 320 }}
        onChange={(_p, _f, s) => {
          const one = (Array.isArray(s) ? s[0] : s) as SorterResult<Row> | undefined;
          setSorter(one?.order ? `${String(one.columnKey)}=${one.order === 'ascend' ? 'asc' : 'desc'}` : undefined);
        }}
        {...chooseRows({ rows, keyOf, multi, chosen, setChosen })}
        pagination={{
          current: page.no,
          pageSize: page.size,
          total,
          showSizeChanger: true,
          pageSizeOptions: PICKER_PAGE_SIZES,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (no, size) => setPage({ no, size }),
        }}
      />
    </Modal>
  );
}
