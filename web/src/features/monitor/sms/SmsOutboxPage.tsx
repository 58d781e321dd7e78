import { Alert, Card, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { errorText } from '../../../lib/http';
import { formatTime } from '../../../lib/time/businessTime';
import { fetchSmsOutbox, type SmsOutboxEntry } from '../shared/monitorApi';
import { MonitorToolbar } from '../shared/MonitorToolbar';
import { useMonitor } from '../shared/useMonitor';

const purposeColor: Record<string, string> = { login: 'blue', register: 'green', reset: 'orange', bind: 'purple', notice: 'cyan' };

const columns: TableColumnsType<SmsOutboxEntry & { key: string }> = [
  { title: '发送时间', dataIndex: 'sentAt', key: 'sentAt', width: 180, render: (t: string) => formatTime(t) },
  { title: '手机号', dataIndex: 'phone', key: 'phone', width: 140 },
  { title: '用途', dataIndex: 'purposeText', key: 'purpose', width: 110, render: (text: string, r) => <Tag color={purposeColor[r.purpose]}>{text}</Tag> },
  {
    title: '验证码 / 内容',
    dataIndex: 'code',
    key: 'code',
    render: (c: string, r) => (r.text ? <span data-testid="sms-outbox-text">{r.text}</span> : <Typography.Text code copyable data-testid="sms-outbox-code">{c}</Typography.Text>),
  },
];

/**
 * 短信发件箱: the codes and notices the development SMS sender would have sent (it sends none), newest first, for a
 * developer or tester signing in by phone or trying 消息模板's SMS templates. With a real provider configured the box stays empty and says so.
 */
export default function SmsOutboxPage() {
  const m = useMonitor('sms-outbox', fetchSmsOutbox, 3, 1);
  const [phone, setPhone] = useState('');
  const rows = useMemo(
    () => (m.data?.records ?? []).map((e, i) => ({ ...e, key: `${e.sentAt}-${i}` })).filter((e) => !phone || e.phone.includes(phone.trim())),
    [m.data, phone],
  );
  return (
    <div className="page monitor-page" data-testid="monitor-sms">
      <MonitorToolbar title="短信发件箱" updatedAt={m.dataUpdatedAt} fetching={m.isFetching} auto={m.auto} onAuto={m.setAuto} onRefresh={() => void m.refetch()} intervalSec={m.intervalSec} />
      {m.error && <Alert type="error" showIcon title={errorText(m.error)} className="page-alert" />}
      {m.data && (
        <Alert
          className="page-alert"
          showIcon
          type={m.data.devSms ? 'warning' : 'info'}
          title={m.data.devSms ? '开发用短信通道：验证码不会真实发送，仅记录在服务器日志和此处，供开发和测试使用。' : '已配置真实短信通道，验证码直接发送到用户手机，此处不记录。'}
        />
      )}
      <Card variant="borderless">
        <div className="query-form">
          <Input placeholder="按手机号筛选" allowClear value={phone} onChange={(e) => setPhone(e.target.value)} style={{ width: 220 }} />
        </div>
        <Table<SmsOutboxEntry & { key: string }>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={m.isLoading}
          scroll={{ x: 540 }}
          pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `共 ${t} 条` }}
        />
      </Card>
    </div>
  );
}
