import { TRIPS_BY_LABELS, type TripsBy, type TripsRow } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { DayRange, thisMonth } from './RangePicker';
import { numCol, ReportFrame, type ReportColumn } from './ReportFrame';
import { reportsApi } from './reportsApi';

const TOP = 20;
const BY_OPTIONS = (Object.keys(TRIPS_BY_LABELS) as TripsBy[]).map((value) => ({ label: `按${TRIPS_BY_LABELS[value]}`, value }));
const NAME_TITLE: Record<TripsBy, string> = { carrier: '承运商', car: '车牌号', driver: '司机' };

/** 报表 > 车次统计 (menu component coal/reports/Trips): trips and tonnes by carrier, by car or by driver; the top 20 as bars. */
export default function TripsPage() {
  const [range, setRange] = useState(thisMonth);
  const [by, setBy] = useState<TripsBy>('carrier');
  const params = { from: range[0], to: range[1], by };
  const q = useQuery({ queryKey: ['report', 'trips', params], queryFn: () => reportsApi.load('trips', params) });
  const d = q.data;
  const chart = useMemo(() => {
    if (!d) return undefined;
    const top = d.rows.slice(0, TOP);
    return { categories: top.map((r) => r.name), series: [{ name: '车次', type: 'bar' as const, data: top.map((r) => r.trips) }], unit: '车', horizontal: true };
  }, [d]);
  const columns: ReportColumn<TripsRow>[] = [
    { title: NAME_TITLE[by], dataIndex: 'name', width: 200 },
    ...(by !== 'carrier' ? [{ title: '承运商', dataIndex: 'carrierName', width: 240 }] : []),
    { title: '车次', dataIndex: 'trips', width: 80, ...numCol, total: d?.totals.trips },
    { title: '净重(t)', dataIndex: 'netT', width: 120, ...numCol, total: d?.totals.netT },
    { title: '结算重(t)', dataIndex: 'settleT', width: 120, ...numCol, total: d?.totals.settleT },
  ];
  return (
    <ReportFrame<TripsRow>
      testId="report-trips"
      filters={
        <Space wrap>
          <DayRange value={range} onChange={setRange} />
          <Segmented value={by} onChange={(v) => setBy(v as TripsBy)} options={BY_OPTIONS} />
        </Space>
      }
      onExport={() => void reportsApi.exportXls('trips', `车次统计_${range[0]}_${range[1]}`, params)}
      loading={q.isFetching}
      error={q.error as Error | null}
      chartTitle={`车次（合计 ${d?.totals.trips ?? 0} 车${d && d.rows.length > TOP ? `，前${TOP}名` : ''}）`}
      chart={chart}
      tableTitle={`按${TRIPS_BY_LABELS[by]}`}
      rows={d?.rows}
      rowKey={(r) => r.id}
      columns={columns}
    />
  );
}
