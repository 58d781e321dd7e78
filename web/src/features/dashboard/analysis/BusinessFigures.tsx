import { AccountBookOutlined, CarOutlined, DashboardOutlined, FileDoneOutlined } from '@ant-design/icons';
import type { DashboardAnalysis, DayFigures } from '@meiyun/shared';
import { dec } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Progress, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useDevice } from '../../../lib/device/useDevice';
import { errorText } from '../../../lib/http';
import { useAfterFirstPaint } from '../../../lib/paint/useAfterFirstPaint';
import { coalDashboardApi } from '../coalDashboardApi';

const ReportChart = lazy(() => import('../../coal/reports/ReportChart'));
const chartSkeleton = <Skeleton active paragraph={{ rows: 6 }} />;

/** "较昨日 +12.5%" of two exact figures; 昨日无 when yesterday is nothing. */
function versus(today: string | number, yesterday: string | number): ReactNode | null {
  const t = dec(today);
  const y = dec(yesterday);
  if (y.isZero()) return null;
  const pct = t.minus(y).times(100).div(y).toDecimalPlaces(1);
  const up = pct.gte(0);
  return (
    <span style={{ color: up ? '#389e0d' : '#cf1322' }}>
      较昨日 {up ? '▲' : '▼'} {pct.abs().toFixed(1)}%
    </span>
  );
}

function Figure({ title, value, suffix, icon, footer, testId, precision }: { title: string; value: string | number; suffix?: string; icon: ReactNode; footer: ReactNode; testId: string; precision?: number }) {
  const { small } = useDevice();
  // Long figures (money in millions) stay on one line: smaller type instead of wrapping the unit.
  const long = String(value).length > 9;
  const size = long ? (small ? 16 : 20) : small ? 20 : 24;
  return (
    <Card variant="borderless" className="stat-card" data-testid={testId}>
      <div className="stat-card-head">
        <span className="stat-card-icon">{icon}</span>
        <Statistic title={title} value={value} suffix={suffix} precision={precision} groupSeparator="," styles={{ content: { fontSize: size, whiteSpace: 'nowrap' } }} />
      </div>
      <div className="stat-card-footer">{footer}</div>
    </Card>
  );
}

/** An exact decimal string with thousands separators, its digits untouched: "3446150.00" → "3,446,150.00". */
const grouped = (v: string) => v.replace(/^(-?\d+)/, (i) => i.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

const split = (f: DayFigures) => `销售 ${f.salesT} t · 采购 ${f.purchaseT} t`;

/**
 * 首页 经营概况 (docs/dashboards.md) for a holder of `coal:dashboard:analysis`: today's tonnage, the queue, the coal
 * bills and the receivables, the 30-day trend and this month's top customers, refreshed every minute.
 */
export default function BusinessFigures() {
  const q = useQuery({ queryKey: ['dashboard', 'coal', 'analysis'], queryFn: coalDashboardApi.analysis, refetchInterval: 60_000 });
  const d = q.data;
  const chart = useMemo(() => (d ? trendChart(d) : null), [d]);
  // ECharts is the heaviest part of 首页: its code is asked for once the figures have painted (docs/first-load.md).
  const chartWanted = useAfterFirstPaint();
  if (q.error) return <Card variant="borderless"><Empty description={errorText(q.error)} /></Card>;
  if (!d) return <Card variant="borderless"><Skeleton active paragraph={{ rows: 4 }} /></Card>;
  const maxTop = d.topCustomers.length ? Number(d.topCustomers[0].settleT) : 0;
  return (
    <div data-testid="business-figures" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={12} xl={6}>
          <Figure
            testId="stat-tonnage"
            title="今日结算吨位"
            value={d.tonnage.today.settleT}
            precision={3}
            suffix="t"
            icon={<DashboardOutlined />}
            footer={
              <>
                <div>{split(d.tonnage.today)}</div>
                <div>
                  {d.tonnage.today.trips} 车 · {versus(d.tonnage.today.settleT, d.tonnage.yesterday.settleT) ?? '昨日无过磅'}
                </div>
              </>
            }
          />
        </Col>
        <Col xs={12} xl={6}>
          <Figure
            testId="stat-queue"
            title="排队车辆"
            value={d.queue.waiting + d.queue.called}
            suffix="辆"
            icon={<CarOutlined />}
            footer={
              <>
                <div>
                  排队 {d.queue.waiting} · 已叫号 {d.queue.called}
                </div>
                <div>场内作业 {d.queue.inYard} 辆</div>
              </>
            }
          />
        </Col>
        <Col xs={12} xl={6}>
          <Figure
            testId="stat-bills"
            title="今日开具煤票"
            value={d.bills.today}
            suffix="张"
            icon={<FileDoneOutlined />}
            footer={
              <>
                <div>昨日 {d.bills.yesterday} 张</div>
                {versus(d.bills.today, d.bills.yesterday) && <div>{versus(d.bills.today, d.bills.yesterday)}</div>}
              </>
            }
          />
        </Col>
        <Col xs={12} xl={6}>
          {d.receivables ? (
            <Figure
              testId="stat-receivables"
              title="应收账款"
              value={d.receivables.total}
              precision={2}
              suffix="元"
              icon={<AccountBookOutlined />}
              footer={
                <>
                  <div>{d.receivables.customers} 家客户未结清</div>
                  <div style={{ color: dec(d.receivables.over30).gt(0) ? '#d46b08' : undefined }}>超30天 {grouped(d.receivables.over30)} 元</div>
                </>
              }
            />
          ) : (
            <Figure
              testId="stat-trips"
              title="今日车次"
              value={d.tonnage.today.trips}
              suffix="车"
              icon={<CarOutlined />}
              footer={
                <>
                  <div>
                    销售 {d.tonnage.today.salesTrips} · 采购 {d.tonnage.today.purchaseTrips}
                  </div>
                  <div>{versus(d.tonnage.today.trips, d.tonnage.yesterday.trips) ?? `昨日 ${d.tonnage.yesterday.trips} 车`}</div>
                </>
              }
            />
          )}
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card variant="borderless" title="近30日结算吨位" className="chart-card" data-testid="trend-chart" style={{ height: '100%' }}>
            {chartWanted ? <Suspense fallback={chartSkeleton}>{chart && <ReportChart {...chart} />}</Suspense> : chartSkeleton}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card variant="borderless" title={`本月客户排行（${d.month}）`} data-testid="top-customers" style={{ height: '100%' }}>
            {d.topCustomers.length ? (
              <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
                {d.topCustomers.map((c, i) => (
                  <li key={c.counterpartyId}>
                    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                      <Typography.Text ellipsis style={{ minWidth: 0 }}>
                        <span style={{ display: 'inline-block', width: 22, color: i < 3 ? '#fa8c16' : 'rgba(0,0,0,.45)', fontWeight: 600 }}>{i + 1}</span>
                        {c.name}
                      </Typography.Text>
                      <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                        {c.settleT} t <Typography.Text type="secondary">· {c.trips} 车</Typography.Text>
                      </span>
                    </div>
                    <Progress percent={maxTop ? (Number(c.settleT) / maxTop) * 100 : 0} showInfo={false} size="small" />
                  </li>
                ))}
              </ol>
            ) : (
              <Empty description="本月暂无销售过磅" />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function trendChart(d: DashboardAnalysis) {
  return {
    categories: d.trend.map((p) => p.day.slice(5)),
    unit: 't',
    series: [
      { name: '销售', type: 'bar' as const, stack: 't', data: d.trend.map((p) => Number(p.salesT)) },
      { name: '采购', type: 'bar' as const, stack: 't', data: d.trend.map((p) => Number(p.purchaseT)) },
    ],
  };
}
