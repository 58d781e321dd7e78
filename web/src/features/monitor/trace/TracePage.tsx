import { Alert, Card, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { errorText } from '../../../lib/http';
import { formatTime } from '../../../lib/time/businessTime';
import { formatMs } from '../../../lib/format';
import { fetchTrace, type TraceEntry } from '../shared/monitorApi';
import { MonitorToolbar } from '../shared/MonitorToolbar';
import { useMonitor } from '../shared/useMonitor';

const methodColor: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };
const statusColor = (s: number) => (s >= 500 ? 'error' : s >= 400 ? 'warning' : s >= 300 ? 'processing' : 'success');

const columns: TableColumnsType<TraceEntry & { key: string }> = [
  { title: '时间', dataIndex: 'time', key: 'time', width: 170, render: (t: number) => formatTime(t) },
  { title: '方法', dataIndex: 'method', key: 'method', width: 90, render: (m: string) => <Tag color={methodColor[m] ?? 'default'}>{m}</Tag> },
  { title: '路径', dataIndex: 'path', key: 'path', ellipsis: true, render: (p: string) => <Typography.Text code>{p}</Typography.Text> },
  { title: '状态', dataIndex: 'status', key: 'status', width: 80, render: (s: number) => <Tag color={statusColor(s)}>{s}</Tag> },
  {
    title: '耗时',
    dataIndex: 'durationMs',
    key: 'durationMs',
    width: 100,
    align: 'right',
    sorter: (a, b) => a.durationMs - b.durationMs,
    render: (ms: number) => <span className={ms >= 1000 ? 'trace-slow' : undefined}>{formatMs(ms)}</span>,
  },
  { title: '用户', dataIndex: 'username', key: 'username', width: 120, render: (u: string | null) => u ?? <Typography.Text type="secondary">未登录</Typography.Text> },
];

/** 请求追踪: the last 100 API requests (no tokens, bodies or query values), newest first. */
export default function TracePage() {
  const m = useMonitor('trace', fetchTrace, 5, 1);
  const [path, setPath] = useState('');
  const [status, setStatus] = useState<'' | 'ok' | 'error'>('');
  const rows = useMemo(
    () =>
      (m.data ?? []).map((e, i) => ({ ...e, key: `${e.time}-${i}` })).filter(
        (e) => (!path || e.path.toLowerCase().includes(path.toLowerCase())) && (!status || (status === 'error' ? e.status >= 400 : e.status < 400)),
      ),
    [m.data, path, status],
  );
  return (
    <div className="page monitor-page" data-testid="monitor-trace">
      <MonitorToolbar title="请求追踪" updatedAt={m.dataUpdatedAt} fetching={m.isFetching} auto={m.auto} onAuto={m.setAuto} onRefresh={() => void m.refetch()} intervalSec={m.intervalSec} />
      {m.error && <Alert type="error" showIcon title={errorText(m.error)} className="page-alert" />}
      <Card variant="borderless">
        <Space wrap className="query-form">
          <Input placeholder="按路径筛选" allowClear value={path} onChange={(e) => setPath(e.target.value)} style={{ width: 240 }} />
          <Select
            value={status}
            onChange={setStatus}
            style={{ width: 140 }}
            options={[
              { value: '', label: '全部状态' },
              { value: 'ok', label: '成功 (<400)' },
              { value: 'error', label: '错误 (≥400)' },
            ]}
          />
          <Typography.Text type="secondary">最近 {m.data?.length ?? 0} 条请求，显示 {rows.length} 条</Typography.Text>
        </Space>
        <Table<TraceEntry & { key: string }>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={m.isLoading}
          scroll={{ x: 760 }}
          pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `共 ${t} 条` }}
        />
      </Card>
    </div>
  );
}
