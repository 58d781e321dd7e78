import { Alert, Card, Col, Collapse, Descriptions, Empty, Row, Table, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { errorText } from '../../../lib/http';
import { EChart, timeSeriesOption } from '../shared/charts';
import { formatBytes, formatUptime } from '../../../lib/format';
import { fetchRedis, type RedisInfo } from '../shared/monitorApi';
import { MonitorToolbar } from '../shared/MonitorToolbar';
import { StatCard } from '../shared/StatCard';
import { useMonitor } from '../shared/useMonitor';

type Configured = Extract<RedisInfo, { configured: true }>;

/** Redis 监控: the INFO of the Redis this server shares its sessions and cache through, when there is one. */
export default function RedisPage() {
  const m = useMonitor('redis', fetchRedis, 5);
  const { token } = theme.useToken();
  const info = m.data;
  const r = info?.configured ? info : null;
  const readings = m.history.filter((h): h is { at: number; value: Configured } => h.value.configured);
  const trend = useMemo(
    () =>
      timeSeriesOption({
        times: readings.map((h) => h.at),
        colors: [token.colorPrimary, '#fa8c16'],
        series: [
          { name: '每秒操作数', data: readings.map((h) => h.value.opsPerSec) },
          { name: '内存 (MB)', data: readings.map((h) => Math.round((h.value.usedMemory / 1024 / 1024) * 100) / 100) },
        ],
      }),
    [m.history, token.colorPrimary],
  );
  const hitRate = r && r.hits + r.misses > 0 ? `${Math.round((r.hits / (r.hits + r.misses)) * 1000) / 10}%` : '—';

  return (
    <div className="page monitor-page" data-testid="monitor-redis">
      <MonitorToolbar title="Redis 监控" updatedAt={m.dataUpdatedAt} fetching={m.isFetching} auto={m.auto} onAuto={m.setAuto} onRefresh={() => void m.refetch()} intervalSec={m.intervalSec} />
      {m.error && <Alert type="error" showIcon title={errorText(m.error)} className="page-alert" />}
      {info && !info.configured && (
        <Card variant="borderless">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Title level={5}>{info.message}</Typography.Title>
                <Typography.Text type="secondary">
                  当前为单实例运行，会话与缓存保存在本进程与数据库中。多实例部署时设置环境变量 REDIS_URL（如 redis://127.0.0.1:6379），各实例即可共享会话、缓存与消息推送。
                </Typography.Text>
              </>
            }
          />
        </Card>
      )}
      {r && (
        <Row gutter={[16, 16]}>
          <Col xs={12} lg={6}>
            <StatCard title="版本" value={r.version ?? '—'} hint={`${r.mode ?? ''} ${r.role ?? ''}`} />
          </Col>
          <Col xs={12} lg={6}>
            <StatCard title="内存" value={formatBytes(r.usedMemory)} hint={`峰值 ${formatBytes(r.usedMemoryPeak)}${r.maxMemory ? `，上限 ${formatBytes(r.maxMemory)}` : ''}`} />
          </Col>
          <Col xs={12} lg={6}>
            <StatCard title="键数量" value={r.keys} hint={`设置过期 ${r.expires}，命中率 ${hitRate}`} />
          </Col>
          <Col xs={12} lg={6}>
            <StatCard title="客户端连接" value={r.connectedClients} hint={`已运行 ${formatUptime(r.uptimeSec)}`} />
          </Col>
          <Col xs={24} xl={16}>
            <Card variant="borderless" title="操作数与内存">
              <EChart option={trend} style={{ height: 260, width: '100%' }} />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card variant="borderless" title="键空间">
              <Table
                size="small"
                rowKey="db"
                pagination={false}
                dataSource={r.keyspace}
                locale={{ emptyText: '暂无数据' }}
                columns={[
                  { title: '库', dataIndex: 'db', key: 'db' },
                  { title: '键', dataIndex: 'keys', key: 'keys', align: 'right' },
                  { title: '设置过期', dataIndex: 'expires', key: 'expires', align: 'right' },
                ]}
              />
              <Descriptions size="small" column={1} className="monitor-redis-hits">
                <Descriptions.Item label="命中 / 未命中">
                  {r.hits} / {r.misses}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24}>
            <Collapse
              items={[
                {
                  key: 'all',
                  label: `全部 INFO 字段（${r.sections.length}）`,
                  children: (
                    <Table
                      size="small"
                      rowKey={(x) => `${x.section}.${x.key}`}
                      dataSource={r.sections}
                      pagination={{ pageSize: 20, showSizeChanger: false }}
                      scroll={{ x: 600 }}
                      columns={[
                        { title: '分组', dataIndex: 'section', key: 'section', width: 140 },
                        { title: '字段', dataIndex: 'key', key: 'key', width: 260 },
                        { title: '值', dataIndex: 'value', key: 'value', ellipsis: true },
                      ]}
                    />
                  ),
                },
              ]}
            />
          </Col>
        </Row>
      )}
    </div>
  );
}
