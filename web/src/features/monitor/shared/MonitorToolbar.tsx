import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Switch, Typography } from 'antd';
import { formatClock } from '../../../lib/time/businessTime';

interface Props {
  title: string;
  updatedAt: number;
  fetching: boolean;
  auto: boolean;
  onAuto(auto: boolean): void;
  onRefresh(): void;
  intervalSec: number;
}

/** Title, last update, auto-refresh switch and refresh button shared by the monitor screens. */
export function MonitorToolbar({ title, updatedAt, fetching, auto, onAuto, onRefresh, intervalSec }: Props) {
  return (
    <div className="monitor-toolbar">
      <Typography.Title level={5} className="monitor-title">
        {title}
      </Typography.Title>
      <Space wrap size={12}>
        <Typography.Text type="secondary">{updatedAt ? `更新于 ${formatClock(updatedAt)}` : '加载中'}</Typography.Text>
        <Space size={4}>
          <Switch size="small" checked={auto} onChange={onAuto} aria-label="自动刷新" />
          <Typography.Text>每{intervalSec}秒自动刷新</Typography.Text>
        </Space>
        <Button size="small" icon={<ReloadOutlined spin={fetching} />} onClick={onRefresh}>
          刷新
        </Button>
      </Space>
    </div>
  );
}
