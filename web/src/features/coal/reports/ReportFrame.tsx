import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ChartSeries } from './ReportChart';

const ReportChart = lazy(() => import('./ReportChart'));

/** A column of a report table, with what its totals cell shows (nothing when the column has no total). */
export type ReportColumn<T> = ColumnsType<T>[number] & { total?: ReactNode };

export const tabular = (v: ReactNode) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v ?? '—'}</span>;
export const numCol = { align: 'right' as const, render: tabular };

/** On a phone the figures named come right after the first column, so they show without scrolling sideways. */
export function figuresFirst<T>(columns: ReportColumn<T>[], small: boolean, keys: string[]): ReportColumn<T>[] {
  if (!small) return columns;
  const key = (c: ReportColumn<T>) => String((c as { dataIndex?: string }).dataIndex);
  const first = keys.flatMap((k) => columns.filter((c) => key(c) === k));
  return [columns[0], ...first, ...columns.slice(1).filter((c) => !keys.includes(key(c)))];
}

interface Props<T> {
  testId: string;
  /** The filters, each a labelled control. */
  filters: ReactNode;
  hint?: ReactNode;
  onExport(): void;
  loading: boolean;
  error?: Error | null;
  chartTitle: ReactNode;
  chart?: { categories: string[]; series: ChartSeries[]; unit: string; horizontal?: boolean };
  tableTitle: ReactNode;
  rows?: T[];
  rowKey: (r: T) => string;
  columns: ReportColumn<T>[];
}

/**
 * A report screen (docs/reports.md): the filters and 导出Excel on top, the chart, then the table with its totals
 * row (the server's totals, the sum of the rows). The chart's echarts is loaded when the first report opens.
 */
export function ReportFrame<T extends object>(p: Props<T>) {
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid={p.testId}>
      <Card size="small">
        <Space wrap>
          {p.filters}
          <Button icon={<DownloadOutlined />} onClick={p.onExport} data-testid="report-export">
            导出Excel
          </Button>
          {p.hint && <Typography.Text type="secondary">{p.hint}</Typography.Text>}
        </Space>
      </Card>
      {p.error ? (
        <Card>
          <Empty description={p.error.message} />
        </Card>
      ) : !p.rows ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <>
          <Card size="small" title={p.chartTitle} data-testid="report-chart">
            {p.chart && p.chart.categories.length ? (
              <Suspense fallback={<Spin style={{ display: 'block', margin: '96px auto' }} />}>
                <ReportChart {...p.chart} />
              </Suspense>
            ) : (
              <Empty description="所选范围内没有数据" />
            )}
          </Card>
          <Card size="small" title={p.tableTitle}>
            <Table<T>
              size="small"
              rowKey={p.rowKey}
              loading={p.loading}
              pagination={p.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              dataSource={p.rows}
              columns={p.columns}
              scroll={{ x: 'max-content' }}
              data-testid="report-table"
              summary={() => (
                <Table.Summary fixed>
                  <Table.Summary.Row>
                    {p.columns.map((c, i) => (
                      <Table.Summary.Cell key={i} index={i} align={c.align}>
                        {i === 0 ? <strong>合计</strong> : c.total !== undefined ? <strong data-testid={`report-total-${String((c as { dataIndex?: string }).dataIndex)}`}>{tabular(c.total)}</strong> : null}
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                </Table.Summary>
              )}
            />
          </Card>
        </>
      )}
    </Space>
  );
}
