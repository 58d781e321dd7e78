import type { QueueTimesRow } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useDictOptions } from '../../../components/dict/useDictOptions';
import { DayRange, thisMonth } from './RangePicker';
import { useDevice } from '../../../lib/device/useDevice';
import { figuresFirst, numCol, ReportFrame, type ReportColumn } from './ReportFrame';
import { reportsApi } from './reportsApi';

const YARD_DICT = 'coal_freight_yard,name,id';

/**
 * 报表 > 排队时长 (menu component coal/reports/QueueTimes): per yard and day, minutes from check-in to entry (排队)
 * and from entry to exit (在场), average and 90th percentile; the averages by day as lines.
 */
export default function QueueTimesPage() {
  const { small } = useDevice();
  const [range, setRange] = useState(thisMonth);
  const [yardId, setYardId] = useState<string | undefined>();
  const { options: yards } = useDictOptions(YARD_DICT);
  const params = { from: range[0], to: range[1], yardId };
  const q = useQuery({ queryKey: ['report', 'queueTimes', params], queryFn: () => reportsApi.load('queueTimes', params) });
  const d = q.data;
  const chart = useMemo(() => {
    if (!d) return undefined;
    const many = new Set(d.rows.map((r) => r.yardId)).size > 1;
    const categories = d.rows.map((r) => (many ? `${r.day.slice(5)} ${r.yardName}` : r.day.slice(5)));
    // A line needs a few days to say anything; one or two are bars.
    const type = categories.length > 2 ? ('line' as const) : ('bar' as const);
    return {
      categories,
      series: [
        { name: '排队平均', type, data: d.rows.map((r) => r.waitAvgMin ?? 0) },
        { name: '在场平均', type, data: d.rows.map((r) => r.inYardAvgMin ?? 0) },
      ],
      unit: '分钟',
    };
  }, [d]);
  const columns: ReportColumn<QueueTimesRow>[] = [
    { title: '日期', dataIndex: 'day', width: 110 },
    { title: '货场', dataIndex: 'yardName', width: 140 },
    { title: '进场车数', dataIndex: 'trucks', width: 90, ...numCol, total: d?.totals.trucks },
    { title: '排队平均(分)', dataIndex: 'waitAvgMin', width: 110, ...numCol, total: d?.totals.waitAvgMin ?? '—' },
    { title: '排队P90(分)', dataIndex: 'waitP90Min', width: 110, ...numCol, total: d?.totals.waitP90Min ?? '—' },
    { title: '在场平均(分)', dataIndex: 'inYardAvgMin', width: 110, ...numCol, total: d?.totals.inYardAvgMin ?? '—' },
    { title: '在场P90(分)', dataIndex: 'inYardP90Min', width: 110, ...numCol, total: d?.totals.inYardP90Min ?? '—' },
  ];
  return (
    <ReportFrame<QueueTimesRow>
      testId="report-queue-times"
      filters={
        <Space wrap>
          <DayRange value={range} onChange={setRange} />
          <Select aria-label="货场" allowClear style={{ minWidth: 180 }} placeholder="全部货场" value={yardId} options={yards} onChange={(v) => setYardId(v)} />
        </Space>
      }
      hint="排队：签到→进场；在场：进场→出场"
      onExport={() => void reportsApi.exportXls('queueTimes', `排队时长_${range[0]}_${range[1]}`, params)}
      loading={q.isFetching}
      error={q.error as Error | null}
      chartTitle="平均排队与在场时长"
      chart={chart}
      tableTitle="按货场 × 日"
      rows={d?.rows}
      rowKey={(r) => `${r.day}|${r.yardId}`}
      columns={figuresFirst(columns, small, ['waitAvgMin', 'inYardAvgMin'])}
    />
  );
}
