import { Alert, Card, Col, Row, theme } from 'antd';
import { useMemo } from 'react';
import { errorText } from '../../../lib/http';
import { formatTime } from '../../../lib/time/businessTime';
import { EChart, timeSeriesOption } from '../shared/charts';
import { formatMs } from '../../../lib/format';
import { fetchHttp } from '../shared/monitorApi';
import { MonitorToolbar } from '../shared/MonitorToolbar';
import { StatCard } from '../shared/StatCard';
import { useMonitor } from '../shared/useMonitor';

/** HTTP 服务: requests served, in flight, errors and response times since the server started. */
export default function HttpPage() {
  const m = useMonitor('http', fetchHttp, 5);
  const { token } = theme.useToken();
  const h = m.data;
  const percentiles = useMemo(() => {
    const r = h?.responseMs;
    const names = ['p50', 'p90', 'p95', 'p99', '最大'];
    const values = r ? [r.p50, r.p90, r.p95, r.p99, r.max] : [];
    return {
      color: [token.colorPrimary],
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatMs(v) },
      grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: names },
      yAxis: { type: 'log', name: 'ms', min: 0.1 },
      series: [{ type: 'bar', barMaxWidth: 40, data: values.map((v) => Math.max(v, 0.1)), itemStyle: { borderRadius: [4, 4, 0, 0] }, label: { show: true, position: 'top', formatter: (p: { value: number }) => formatMs(p.value) } }],
    };
  }, [h?.responseMs, token.colorPrimary]);
  const statuses = useMemo(
    () => ({
      color: ['#52c41a', '#1677ff', '#faad14', '#f5222d'],
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          center: ['50%', '45%'],
          label: { formatter: '{b}: {c}' },
          data: h ? (['2xx', '3xx', '4xx', '5xx'] as const).map((k) => ({ name: k, value: h.byStatus[k] })) : [],
        },
      ],
    }),
    [h],
  );
  const rate = useMemo(() => {
    const pts = m.history.slice(1).map((cur, i) => {
      const prev = m.history[i];
      const sec = (cur.at - prev.at) / 1000 || 1;
      return { at: cur.at, rps: Math.max(0, Math.round(((cur.value.total - prev.value.total) / sec) * 100) / 100), errs: Math.max(0, cur.value.errors - prev.value.errors) };
    });
    return timeSeriesOption({
      times: pts.map((p) => p.at),
      colors: [token.colorPrimary, '#f5222d'],
      series: [
        { name: '每秒请求数', data: pts.map((p) => p.rps) },
        { name: '错误数（间隔内）', data: pts.map((p) => p.errs) },
      ],
    });
  }, [m.history, token.colorPrimary]);
  return (
    <div className="page monitor-page" data-testid="monitor-http">
      <MonitorToolbar title="HTTP 服务" updatedAt={m.dataUpdatedAt} fetching={m.isFetching} auto={m.auto} onAuto={m.setAuto} onRefresh={() => void m.refetch()} intervalSec={m.intervalSec} />
      {m.error && <Alert type="error" showIcon title={errorText(m.error)} className="page-alert" />}
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <StatCard title="已处理请求" value={h?.total ?? '—'} hint={h ? `自 ${formatTime(h.since).slice(5)} 启动以来` : undefined} loading={!h} />
        </Col>
        <Col xs={12} lg={6}>
          <StatCard title="处理中" value={h?.inFlight ?? '—'} hint={h ? `WebSocket 连接 ${h.websockets}` : undefined} loading={!h} />
        </Col>
        <Col xs={12} lg={6}>
          <StatCard title="错误响应" value={h?.errors ?? '—'} hint={h ? `4xx ${h.byStatus['4xx']}，5xx ${h.byStatus['5xx']}` : undefined} loading={!h} />
        </Col>
        <Col xs={12} lg={6}>
          <StatCard title="平均响应时间" value={h ? formatMs(h.responseMs.mean) : '—'} hint={h ? `p99 ${formatMs(h.responseMs.p99)}` : undefined} loading={!h} />
        </Col>
        <Col xs={24} xl={12}>
          <Card variant="borderless" title="响应时间分位（启动以来）">
            <EChart option={percentiles} style={{ height: 260, width: '100%' }} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card variant="borderless" title="状态码分布">
            <EChart option={statuses} style={{ height: 260, width: '100%' }} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card variant="borderless" title="请求速率（本页打开以来）">
            <EChart option={rate} style={{ height: 240, width: '100%' }} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
