import { Alert, Card, Col, Descriptions, Row, theme } from 'antd';
import { useMemo } from 'react';
import { errorText } from '../../../lib/http';
import { EChart } from '../shared/charts';
import { formatBytes } from '../../../lib/format';
import { fetchDisk } from '../shared/monitorApi';
import { MonitorToolbar } from '../shared/MonitorToolbar';
import { StatCard } from '../shared/StatCard';
import { useMonitor } from '../shared/useMonitor';

/** 磁盘监控: the volume holding DATA_DIR (database, uploads). */
export default function DiskPage() {
  const m = useMonitor('disk', fetchDisk, 30);
  const { token } = theme.useToken();
  const d = m.data;
  const color = !d ? token.colorPrimary : d.usedPercent >= 90 ? token.colorError : d.usedPercent >= 75 ? token.colorWarning : token.colorPrimary;
  const option = useMemo(
    () => ({
      series: [
        {
          type: 'gauge',
          min: 0,
          max: 100,
          progress: { show: true, width: 18, itemStyle: { color } },
          axisLine: { lineStyle: { width: 18 } },
          axisTick: { show: false },
          splitLine: { length: 10, lineStyle: { width: 2, color: '#999' } },
          axisLabel: { distance: 24, color: '#999', fontSize: 11 },
          pointer: { show: false },
          anchor: { show: false },
          title: { show: true, offsetCenter: [0, '30%'], fontSize: 14 },
          detail: { valueAnimation: true, fontSize: 32, offsetCenter: [0, '-5%'], formatter: '{value}%', color },
          data: [{ value: d?.usedPercent ?? 0, name: '已用' }],
        },
      ],
    }),
    [d?.usedPercent, color],
  );
  return (
    <div className="page monitor-page" data-testid="monitor-disk">
      <MonitorToolbar title="磁盘监控" updatedAt={m.dataUpdatedAt} fetching={m.isFetching} auto={m.auto} onAuto={m.setAuto} onRefresh={() => void m.refetch()} intervalSec={m.intervalSec} />
      {m.error && <Alert type="error" showIcon title={errorText(m.error)} className="page-alert" />}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <StatCard title="总容量" value={formatBytes(d?.total)} loading={!d && m.isLoading} />
        </Col>
        <Col xs={24} sm={8}>
          <StatCard title="已用" value={formatBytes(d?.used)} loading={!d && m.isLoading} />
        </Col>
        <Col xs={24} sm={8}>
          <StatCard title="可用" value={formatBytes(d?.free)} loading={!d && m.isLoading} />
        </Col>
        <Col xs={24} lg={12}>
          <Card variant="borderless" title="使用率">
            <EChart option={option} style={{ height: 280, width: '100%' }} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card variant="borderless" title="数据目录">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="路径">{d?.path ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="用途">嵌入式数据库、上传文件</Descriptions.Item>
              <Descriptions.Item label="使用率">{d ? `${d.usedPercent}%` : '—'}</Descriptions.Item>
              <Descriptions.Item label="提示">使用率超过 75% 显示为橙色，超过 90% 显示为红色；空间耗尽时数据库将无法写入。</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
