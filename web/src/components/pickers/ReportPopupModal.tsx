import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { getAction } from '../../lib/http';
import { formatTime } from '../../lib/time/businessTime';
import { ellipsisCell } from './pickerColumns';
import { REPORT_POPUP_WIDTH } from './pickerConfig';
import { PickerModal } from './PickerModal';
import { filledParams, type PickerQuery } from './PickerQueryForm';
import { PickerTable } from './PickerTable';
import { loadReportColumns, type ReportConfig, type ReportQueryItem } from './reportApi';
import { usePickerSelection, type PickerSelection } from './usePickerSelection';

type ReportRow = Record<string, unknown>;

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
  onOk(rows: ReportRow[]): void;
  onCancel(): void;
  testId?: string;
}

/**
 * 报表弹窗: an online report as a picker. The title is the report's name; the query form comes from its query
 * fields (those marked hidden '1' behind 更多条件); a counter shows the chosen rows with 清空 and 刷新.
 */
export function ReportPopupModal({ open, code, multi = false, groupId, params, onOk, onCancel, testId }: ReportPopupModalProps) {
  const [config, setConfig] = useState<ReportConfig | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [queryItems, setQueryItems] = useState<ReportQueryItem[]>([]);
  // A report row has no id of its own: its values are its key.
  const selection = usePickerSelection<ReportRow>({ open, keyOf: (r) => JSON.stringify(r).slice(0, 500), multi });

  useEffect(() => {
    if (!open) return;
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

  return (
    <PickerModal open={open} title={config?.cgRpConfigName ?? '报表'} width={REPORT_POPUP_WIDTH} chosen={selection.chosen} multi={multi} onOk={onOk} onCancel={onCancel} testId={testId}>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <ReportRows config={config} queryItems={queryItems} params={params} selection={selection} />
    </PickerModal>
  );
}

interface ReportRowsProps {
  config: ReportConfig | null;
  queryItems: ReportQueryItem[];
  params?: Record<string, string>;
  selection: PickerSelection<ReportRow>;
}

/** The dialog's body: the report's rows, sortable by its sortable columns, with the chosen-rows counter and 刷新. */
function ReportRows({ config, queryItems, params, selection }: ReportRowsProps) {
  const [sorter, setSorter] = useState<string | undefined>();
  const [tick, setTick] = useState(0);

  const dictText = (field: string, v: unknown) => {
    const opts = config?.dictOptions[field];
    if (!opts || v === null || v === undefined) return v;
    return String(v)
      .split(',')
      .map((x) => opts.find((o) => o.value === x)?.text ?? x)
      .join(',');
  };
  const columns: ColumnsType<ReportRow> = (config?.columns ?? []).map((c) => ({
    key: c.dataIndex,
    dataIndex: c.dataIndex,
    title: c.title,
    width: c.width ?? undefined,
    sorter: c.sorter,
    render: (v: unknown) => ellipsisCell(dictText(c.dataIndex, isTimestamp(v) ? formatTime(v) : v)),
  }));

  return (
    <PickerTable<ReportRow>
      url={config ? `/online/cgreport/api/getData/${config.cgRpConfigId}` : undefined}
      params={{ sorter, ...Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [`self_${k}`, v])) }}
      query={queryItems.length ? reportQuery(queryItems) : undefined}
      header={
        <Row justify="space-between" align="middle" style={{ marginBottom: 8 }}>
          <Col>
            <Alert
              type="info"
              showIcon
              style={{ padding: '4px 12px' }}
              title={
                <span data-testid="report-chosen">
                  已选择 <b>{selection.chosen.length}</b> 项
                  <Button type="link" size="small" onClick={() => selection.set([])}>
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
      }
      refreshKey={tick}
      columns={columns}
      selection={selection}
      pageSize={10}
      bordered
      scrollY={320}
      onChange={(_p, _f, s) => {
        const one = (Array.isArray(s) ? s[0] : s) as SorterResult<ReportRow> | undefined;
        setSorter(one?.order ? `${String(one.columnKey)}=${one.order === 'ascend' ? 'asc' : 'desc'}` : undefined);
      }}
    />
  );
}

/** The report's query fields: single or a begin/end range, a select where the field has a dictionary. */
function reportQuery(items: ReportQueryItem[]): PickerQuery {
  const field = (q: ReportQueryItem, name: string, placeholder: string) =>
    q.dictOptions ? (
      <Select allowClear placeholder={placeholder} style={{ width: 160 }} options={q.dictOptions.map((o) => ({ value: o.value, label: o.text }))} />
    ) : (
      <Input allowClear placeholder={placeholder} style={{ width: name.endsWith('_begin') || name.endsWith('_end') ? 120 : 160 }} />
    );
  return {
    hasMore: items.some((q) => q.hidden === '1'),
    toParams: filledParams,
    fields: (more) =>
      items
        .filter((q) => more || q.hidden !== '1')
        .map((q) =>
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
        ),
  };
}
