import { GlobalOutlined, LoginOutlined, TeamOutlined, ThunderboltOutlined, HistoryOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { errorText } from '../../../lib/http';
import { markFirstPaint } from '../../../lib/paint/firstPaint';
import { heldCodes } from '../../../lib/auth/permission';
import { useSession } from '../../../lib/session/sessionStore';
import { fetchLoginInfo, fetchVisitInfo } from './dashboardApi';

// ECharts is most of the dashboard's weight (~180 KiB gzip): the figures paint first, and the chart's code is asked
// for once they have, so that on a weak link it does not hold them back (docs/first-load.md).
const VisitChart = lazy(() => import('./VisitChart').then((m) => ({ default: m.VisitChart })));
// 经营概况 (docs/dashboards.md): only for a holder of coal:dashboard:analysis, loaded once the platform's figures have
// painted, so its code and its chart's stay out of the first screen's budget (docs/first-load.md).
const BusinessFigures = lazy(() => import('./BusinessFigures'));
const ANALYSIS_PERM = 'coal:dashboard:analysis';
// Shown only when a figure could not be read.
const Alert = lazy(() => import('antd/es/alert'));
const chartSkeleton = <Skeleton active paragraph={{ rows: 7 }} />;

/** True from the frame after the figures have painted. */
function useAfterPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    const frame = requestAnimationFrame(() => setAfter(true));
    return () => cancelAnimationFrame(frame);
  }, [ready, after]);
  return after;
}

function StatCard({ title, value, icon, loading, footer, testId }: { title: string; value?: number; icon: ReactNode; loading: boolean; footer?: ReactNode; testId: string }) {
  return (
    <Card variant="borderless" className="stat-card" data-testid={testId}>
      <Skeleton loading={loading} active paragraph={{ rows: 1 }}>
        <div className="stat-card-head">
          <span className="stat-card-icon">{icon}</span>
          <Statistic title={title} value={value ?? 0} groupSeparator="," />
        </div>
        {footer && <div className="stat-card-footer">{footer}</div>}
      </Skeleton>
    </Card>
  );
}

export default function AnalysisPage() {
  const info = useQuery({ queryKey: ['dashboard', 'loginfo'], queryFn: fetchLoginInfo });
  const visits = useQuery({ queryKey: ['dashboard', 'visitInfo'], queryFn: fetchVisitInfo });
  const d = info.data;
  const chartWanted = useAfterPaint(!info.isLoading);
  const business = useSession((s) => heldCodes(s.auth).has(ANALYSIS_PERM));
  useEffect(() => {
    if (chartWanted) markFirstPaint();
  }, [chartWanted]);

  return (
    <div className="page dashboard-page" data-testid="dashboard-page">
      {info.error && (
        <Suspense fallback={null}>
          <Alert type="error" showIcon title={errorText(info.error)} className="page-alert" />
        </Suspense>
      )}
      {business &&
        (chartWanted ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
            <BusinessFigures />
          </Suspense>
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} />
        ))}
      <Row gutter={[16, 16]}>
        <Col xs={12} xl={6}>
          <StatCard testId="stat-users" title="用户总数" value={d?.userCount} icon={<TeamOutlined />} loading={info.isLoading} footer="平台已开通的账号" />
        </Col>
        <Col xs={12} xl={6}>
          <StatCard
            testId="stat-today-login"
            title="今日登录"
            value={d?.todayVisitCount}
            icon={<LoginOutlined />}
            loading={info.isLoading}
            footer={
              <span>
                <HistoryOutlined /> 累计登录 {(d?.totalVisitCount ?? 0).toLocaleString('zh-CN')} 次
              </span>
            }
          />
        </Col>
        <Col xs={12} xl={6}>
          <StatCard testId="stat-today-ip" title="今日IP" value={d?.todayIp} icon={<GlobalOutlined />} loading={info.isLoading} footer="今日登录的不同来源地址" />
        </Col>
        <Col xs={12} xl={6}>
          <StatCard testId="stat-online" title="在线会话" value={d?.onlineCount} icon={<ThunderboltOutlined />} loading={info.isLoading} footer="当前有效的登录会话" />
        </Col>
      </Row>
      <Card variant="borderless" title="近七日登录统计" className="chart-card" data-testid="visit-chart">
        {visits.error ? (
          <Suspense fallback={null}>
            <Alert type="error" showIcon title={errorText(visits.error)} />
          </Suspense>
        ) : visits.isLoading || !chartWanted ? (
          chartSkeleton
        ) : (
          <Suspense fallback={chartSkeleton}>
            <VisitChart rows={visits.data ?? []} />
          </Suspense>
        )}
      </Card>
    </div>
  );
}
