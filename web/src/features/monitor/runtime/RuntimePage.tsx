import { Alert, Card, Col, Descriptions, Progress, Row, theme } from 'antd';
import { useMemo } from 'react';
import { errorText } from '../../../lib/http';
import { formatTime } from '../../../lib/time/businessTime';
import { EChart, timeSeriesOption } from '../shared/charts';
import { formatBytes, formatMs, formatUptime } from '../../../lib/format';
import { fetchRuntime } from '../shared/monitorApi';
import { MonitorToolbar } from '../shared/MonitorToolbar';
import { StatCard } from '../shared/StatCard';
import { useMonitor } from '../shared/useMonitor';

const MB = 1024 * 1024;

/** Node.js 运行时 (where the original showed the JVM): memory, CPU, event-loop delay, versions. */
export default function RuntimePage() {
  const m = useMonitor('runtime', fetchRuntime, 5);
  const { token } = theme.useToken();
  const r = m.data;
  const memory = useMemo(
    () =>
      timeSeriesOption({
        times: m.history.map((h) => h.at),
        yName: 'MB',
        colors: [token.colorPrimary, '#13c2c2', '#fa8c16'],
        series: [
          { name: '堆已用', data: m.history.map((h) => Math.round(h.value.memory.heapUsed / MB)) },
          { name: '常驻内存 RSS', data: m.history.map((h) => Math.round(h.value.memory.rss / MB)) },
          { name: '堆外 external', data: m.history.map((h) => Math.round(h.value.memory.external / MB)) },
        ],
      }),
    [m.history, token.colorPrimary],
  );
  const load = useMemo(
    () =>
      timeSeriesOption({
        times: m.history.map((h) => h.at),
        colors: [token.colorPrimary, '#f5222d'],
        series: [
          { name: 'CPU %', data: m.history.map((h) => h.value.cpuPercent) },
          { name: '事件循环延迟 p99 (ms)', data: m.history.map((h) => h.value.eventLoopDelayMs.p99) },
        ],
      }),
    [m.history, token.colorPrimary],
  );
  const heapPercent = r ? Math.round((r.memory.heapUsed / r.memory.heapTotal) * 100) : 0;
  const sysPercent = r ? Math.round(((r.memory.systemTotal - r.memory.systemFree) / r.memory.systemTotal) * 100) : 0;
  return (
    <div className="page monitor-page" data-testid="monitor-runtime">
      <MonitorToolbar title="Node.js 运行时" updatedAt={m.dataUpdatedAt} fetching={m.isFetching} auto={m.auto} onAuto={m.setAuto} onRefresh={() => void m.refetch()} intervalSec={m.intervalSec} />
      {m.error && <Alert type="error" showIcon title={errorText(m.error)} className="page-alert" />}
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <StatCard title="堆内存已用" value={formatBytes(r?.memory.heapUsed)} hint={<Progress percent={heapPercent} size="small" />} loading={!r} />
        </Col>
        <Col xs={12} lg={6}>
          <StatCard title="常驻内存 RSS" value={formatBytes(r?.memory.rss)} hint={`系统内存已用 ${sysPercent}%`} loading={!r} />
        </Col>
        <Col xs={12} lg={6}>
          <StatCard title="CPU 使用率" value={r ? `${r.cpuPercent}%` : '—'} hint={r ? `${r.cpus} 核，负载 ${r.loadAverage.join(' / ')}` : undefined} loading={!r} />
        </Col>
        <Col xs={12} lg={6}>
          <StatCard title="事件循环延迟 p99" value={r ? formatMs(r.eventLoopDelayMs.p99) : '—'} hint={r ? `p50 ${formatMs(r.eventLoopDelayMs.p50)}，最大 ${formatMs(r.eventLoopDelayMs.max)}` : undefined} loading={!r} />
        </Col>
        <Col xs={24} xl={12}>
          <Card variant="borderless" title="内存 (MB)">
            <EChart option={memory} style={{ height: 260, width: '100%' }} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card variant="borderless" title="CPU 与事件循环延迟">
            <EChart option={load} style={{ height: 260, width: '100%' }} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card variant="borderless" title="运行环境">
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
              <Descriptions.Item label="Node.js">{r?.node}</Descriptions.Item>
              <Descriptions.Item label="V8">{r?.v8}</Descriptions.Item>
              <Descriptions.Item label="操作系统">{r ? `${r.platform} (${r.arch})` : ''}</Descriptions.Item>
              <Descriptions.Item label="主机名">{r?.hostname}</Descriptions.Item>
              <Descriptions.Item label="进程号">{r?.pid}</Descriptions.Item>
              <Descriptions.Item label="启动时间">{r ? formatTime(r.startTime) : ''}</Descriptions.Item>
              <Descriptions.Item label="运行时长">{r ? formatUptime(r.uptimeSec) : ''}</Descriptions.Item>
              <Descriptions.Item label="堆总量">{formatBytes(r?.memory.heapTotal)}</Descriptions.Item>
              <Descriptions.Item label="ArrayBuffer">{formatBytes(r?.memory.arrayBuffers)}</Descriptions.Item>
              <Descriptions.Item label="系统内存">{r ? `${formatBytes(r.memory.systemTotal - r.memory.systemFree)} / ${formatBytes(r.memory.systemTotal)}` : ''}</Descriptions.Item>
              <Descriptions.Item label="事件循环延迟">{r ? `最小 ${formatMs(r.eventLoopDelayMs.min)}，平均 ${formatMs(r.eventLoopDelayMs.mean)}，p90 ${formatMs(r.eventLoopDelayMs.p90)}` : ''}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
