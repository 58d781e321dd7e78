import { AlertOutlined, ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { DashboardMonitor, MonitorYard } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Empty, List, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/http';
import { useEntityChanges } from '../../../lib/live';
import { coalDashboardApi } from '../coalDashboardApi';

const KEY = ['dashboard', 'coal', 'monitor'];
/** Scales' online state is not pushed: the page asks again this often (queue and weighing changes come at once). */
const POLL_MS = 10_000;

const wait = (min: number | null) => (min === null ? '—' : min >= 60 ? `${Math.floor(min / 60)} 小时 ${min % 60} 分` : `${min} 分`);

function YardCard({ y }: { y: MonitorYard }) {
  const online = y.scales.filter((s) => s.online).length;
  return (
    <Card
      variant="borderless"
      data-testid="monitor-yard"
      title={y.name}
      extra={
        <Tag color={y.scales.length && online === y.scales.length ? 'success' : online ? 'warning' : 'default'}>
          地磅在线 {online}/{y.scales.length}
        </Tag>
      }
      style={{ height: '100%' }}
    >
      <Row gutter={[8, 12]}>
        <Col span={8}>
          <Statistic title="排队" value={y.waiting} suffix="辆" styles={{ content: { color: y.waiting ? '#1677ff' : undefined } }} />
        </Col>
        <Col span={8}>
          <Statistic title="已叫号" value={y.called} suffix="辆" />
        </Col>
        <Col span={8}>
          <Statistic title="场内" value={y.inYard} suffix="辆" />
        </Col>
        <Col span={12}>
          <Statistic title="今日车次" value={y.todayTrips} suffix="车" />
        </Col>
        <Col span={12}>
          <Statistic title="今日结算重" value={y.todaySettleT} precision={3} suffix="t" />
        </Col>
      </Row>
      <div style={{ marginTop: 12, paddingTop: 10, borderTop: '1px solid #f0f0f0', display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Typography.Text type={y.longestWaitMin !== null && y.longestWaitMin >= 60 ? 'danger' : 'secondary'}>
          <ClockCircleOutlined /> 最长等待：{wait(y.longestWaitMin)}
        </Typography.Text>
        <Space size={[6, 6]} wrap>
          {y.scales.length ? (
            y.scales.map((s) => (
              <Tag key={s.id} data-testid="monitor-scale" style={{ marginInlineEnd: 0 }}>
                <Badge status={s.online ? 'success' : 'default'} text={`${s.name}${s.online ? ' 在线' : ' 离线'}`} />
              </Tag>
            ))
          ) : (
            <Typography.Text type="secondary">未配置地磅</Typography.Text>
          )}
        </Space>
      </div>
    </Card>
  );
}

/**
 * 监控页 (docs/dashboards.md): each yard's scales online, its queue and today's weighings, and the latest fence
 * alarms. Live: a queue ticket's or weighing's change (the realtime entity-change push) asks again at once; the
 * scales' state every 10 s.
 */
export default function MonitorPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const q = useQuery({ queryKey: KEY, queryFn: coalDashboardApi.monitor, refetchInterval: POLL_MS });
  const refresh = () => void client.invalidateQueries({ queryKey: KEY });
  useEntityChanges('coalQueueTicket', refresh);
  useEntityChanges('coalWeighing', refresh);
  const d: DashboardMonitor | undefined = q.data;
  return (
    <div className="page" data-testid="monitor-page">
      <Card variant="borderless" size="small">
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <Space size={[16, 8]} wrap>
            <Statistic title="地磅在线" value={d ? `${d.totals.online}/${d.totals.scales}` : '—'} />
            <Statistic title="排队车辆" value={d ? d.totals.waiting + d.totals.called : '—'} />
            <Statistic title="场内车辆" value={d?.totals.inYard ?? '—'} />
            <Statistic title="今日车次" value={d?.totals.todayTrips ?? '—'} />
            <Statistic title="今日结算重(t)" value={d?.totals.todaySettleT ?? '—'} precision={d ? 3 : undefined} />
          </Space>
          <Space>
            <Typography.Text type="secondary" data-testid="monitor-at">
              {d ? `更新于 ${d.at.slice(11)}` : ''}
            </Typography.Text>
            <Button icon={<ReloadOutlined />} loading={q.isFetching} onClick={refresh}>
              刷新
            </Button>
          </Space>
        </div>
      </Card>
      {q.error ? (
        <Card variant="borderless">
          <Empty description={errorText(q.error)} />
        </Card>
      ) : !d ? (
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={d.alarms ? 16 : 24}>
            {d.yards.length ? (
              <Row gutter={[16, 16]}>
                {d.yards.map((y) => (
                  <Col key={y.id} xs={24} md={12} xxl={d.alarms ? 12 : 8}>
                    <YardCard y={y} />
                  </Col>
                ))}
              </Row>
            ) : (
              <Card variant="borderless">
                <Empty description="暂无货场" />
              </Card>
            )}
          </Col>
          {d.alarms && (
            <Col xs={24} xl={8}>
              <Card
                variant="borderless"
                data-testid="monitor-alarms"
                title={
                  <span>
                    <AlertOutlined /> 围栏报警
                  </span>
                }
                extra={<Typography.Link onClick={() => navigate('/coal/gpsAlarm')}>今日 {d.alarms.today} 起</Typography.Link>}
              >
                {d.alarms.latest.length ? (
                  <List
                    size="small"
                    dataSource={d.alarms.latest}
                    renderItem={(a) => (
                      <List.Item key={a.id} style={{ paddingInline: 0, cursor: 'pointer' }} onClick={() => navigate(`/coal/gpsAlarm?plateNo=${encodeURIComponent(a.plateNo)}`)}>
                        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                          <span>
                            <Tag color={a.kind === 'enter' ? 'blue' : 'orange'}>{a.kind === 'enter' ? '进入' : '离开'}</Tag>
                            {a.plateNo} · {a.fenceName}
                          </span>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {a.time}
                          </Typography.Text>
                        </div>
                      </List.Item>
                    )}
                  />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无围栏报警" />
                )}
              </Card>
            </Col>
          )}
        </Row>
      )}
    </div>
  );
}
