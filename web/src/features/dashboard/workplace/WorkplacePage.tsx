import { BellOutlined, CheckSquareOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import type { WorkGroup } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Empty, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/http';
import { coalDashboardApi } from '../coalDashboardApi';

const KEY = ['dashboard', 'coal', 'workplace'];

const CATEGORY: Record<WorkGroup['category'], { title: string; color: string; icon: ReactNode }> = {
  todo: { title: '待办审批', color: '#1677ff', icon: <CheckSquareOutlined /> },
  reminder: { title: '到期提醒', color: '#d46b08', icon: <BellOutlined /> },
  anomaly: { title: '异常', color: '#cf1322', icon: <WarningOutlined /> },
};

function GroupCard({ g }: { g: WorkGroup }) {
  const navigate = useNavigate();
  const c = CATEGORY[g.category];
  return (
    <Card
      variant="borderless"
      size="small"
      data-testid={`work-${g.kind}`}
      title={
        <Space>
          <span style={{ color: c.color }}>{c.icon}</span>
          {g.label}
          <Badge count={g.count} overflowCount={999} style={{ backgroundColor: c.color }} />
        </Space>
      }
      extra={g.count > g.items.length ? <Typography.Link onClick={() => navigate(g.link)}>全部</Typography.Link> : null}
      style={{ height: '100%' }}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {g.items.map((i) => (
          <li key={i.id} style={{ padding: '6px 0', borderBottom: '1px solid #f5f5f5' }}>
            <Typography.Link onClick={() => navigate(i.link)} ellipsis style={{ display: 'block', maxWidth: '100%' }}>
              {i.title}
            </Typography.Link>
            <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
              {i.detail}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * 工作台 (docs/dashboards.md): what waits for the signed-in user — approvals and reviews their permissions allow,
 * their contracts ending within 30 days, anomalies — each item opening the screen that handles it. Asked again
 * every minute and when the page shows again.
 */
export default function WorkplacePage() {
  const client = useQueryClient();
  const q = useQuery({ queryKey: KEY, queryFn: coalDashboardApi.workplace, refetchInterval: 60_000, refetchOnWindowFocus: true });
  const d = q.data;
  const sections = (['todo', 'reminder', 'anomaly'] as const).map((cat) => ({ cat, groups: d?.groups.filter((g) => g.category === cat) ?? [] }));
  return (
    <div className="page" data-testid="workplace-page">
      <Card variant="borderless" size="small">
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {d ? `${d.user}，您好` : '工作台'}
          </Typography.Title>
          <Space size={[24, 8]} wrap>
            {(['todo', 'reminder', 'anomaly'] as const).map((cat) => (
              <Statistic key={cat} title={CATEGORY[cat].title} value={d?.totals[cat] ?? '—'} styles={{ content: { color: d?.totals[cat] ? CATEGORY[cat].color : undefined } }} data-testid={`work-total-${cat}`} />
            ))}
            <Button icon={<ReloadOutlined />} loading={q.isFetching} onClick={() => void client.invalidateQueries({ queryKey: KEY })}>
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
      ) : d.groups.length === 0 ? (
        <Card variant="borderless">
          <Empty description="暂无待办事项" />
        </Card>
      ) : (
        sections
          .filter((s) => s.groups.length)
          .map((s) => (
            <section key={s.cat} data-testid={`work-section-${s.cat}`}>
              <Typography.Text strong style={{ display: 'block', margin: '0 0 8px', color: CATEGORY[s.cat].color }}>
                {CATEGORY[s.cat].icon} {CATEGORY[s.cat].title}
              </Typography.Text>
              <Row gutter={[16, 16]}>
                {s.groups.map((g) => (
                  <Col key={g.kind} xs={24} md={12} xl={8}>
                    <GroupCard g={g} />
                  </Col>
                ))}
              </Row>
            </section>
          ))
      )}
    </div>
  );
}
