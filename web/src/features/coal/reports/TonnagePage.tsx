import type { TonnageRow } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { DayRange, thisMonth } from './RangePicker';
import { useDevice } from '../../../lib/device/useDevice';
import { figuresFirst, numCol, ReportFrame, type ReportColumn } from './ReportFrame';
import { reportsApi } from './reportsApi';

const DIR: Record<string, string> = { sales: '销售', purchase: '采购' };

/**
 * 报表 > 吨位统计 (menu component coal/reports/Tonnage): trips, net and settle tonnes by day or month × customer or
 * supplier × coal type, from the weighings' daily sums; settle tonnes per period as stacked bars by direction.
 */
export default function TonnagePage() {
  const { small } = useDevice();
  const [range, setRange] = useState(thisMonth);
  const [group, setGroup] = useState<'day' | 'month'>('day');
  const [direction, setDirection] = useState<'' | 'sales' | 'purchase'>('');
  const params = { from: range[0], to: range[1], group, direction };
  const q = useQuery({ queryKey: ['report', 'tonnage', params], queryFn: () => reportsApi.load('tonnage', params) });
  const d = q.data;
  const chart = useMemo(() => {
    if (!d) return undefined;
    const periods = [...new Set(d.rows.map((r) => r.period))].sort();
    const series = (['sales', 'purchase'] as const)
      .filter((dir) => d.rows.some((r) => r.direction === dir))
      .map((dir) => ({
        name: `${DIR[dir]}结算重`,
        type: 'bar' as const,
        stack: 't',
        data: periods.map((p) => Number(d.rows.filter((r) => r.period === p && r.direction === dir).reduce((a, r) => a + Number(r.settleT), 0).toFixed(3))),
      }));
    return { categories: periods, series, unit: 't' };
  }, [d]);
  const columns: ReportColumn<TonnageRow>[] = [
    { title: group === 'month' ? '月份' : '日期', dataIndex: 'period', width: 110 },
    { title: '业务', dataIndex: 'direction', width: 60, render: (v: string) => DIR[v] },
    { title: '客户/供应商', dataIndex: 'counterpartyName', width: 180 },
    { title: '煤种', dataIndex: 'materialName', width: 120 },
    { title: '车次', dataIndex: 'trips', width: 70, ...numCol, total: d?.totals.trips },
    { title: '净重(t)', dataIndex: 'netT', width: 110, ...numCol, total: d?.totals.netT },
    { title: '结算重(t)', dataIndex: 'settleT', width: 110, ...numCol, total: d?.totals.settleT },
  ];
  return (
    <ReportFrame<TonnageRow>
      testId="report-tonnage"
      filters={
        <Space wrap>
          <DayRange value={range} onChange={setRange} />
          <Segmented value={group} onChange={(v) => setGroup(v as 'day' | 'month')} options={[{ label: '按日', value: 'day' }, { label: '按月', value: 'month' }]} />
          <Segmented value={direction} onChange={(v) => setDirection(v as '' | 'sales' | 'purchase')} options={[{ label: '全部', value: '' }, { label: '销售', value: 'sales' }, { label: '采购', value: 'purchase' }]} />
        </Space>
      }
      hint="按过磅毛重日期统计已完成的磅单"
      onExport={() => void reportsApi.exportXls('tonnage', `吨位统计_${range[0]}_${range[1]}`, params)}
      loading={q.isFetching}
      error={q.error as Error | null}
      chartTitle={`结算重（合计 ${d?.totals.settleT ?? '—'} t，${d?.totals.trips ?? 0} 车）`}
      chart={chart}
      tableTitle="按客户/供应商 × 煤种"
      rows={d?.rows}
      rowKey={(r) => `${r.period}|${r.direction}|${r.counterpartyId}|${r.materialId}`}
      columns={figuresFirst(columns, small, ['settleT', 'trips'])}
    />
  );
}
