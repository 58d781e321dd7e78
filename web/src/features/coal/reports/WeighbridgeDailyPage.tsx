import { businessToday, kgToTonnes, type WeighbridgeDailyRow } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useDictOptions } from '../../../components/dict/useDictOptions';
import { numCol, ReportFrame, type ReportColumn } from './ReportFrame';
import { reportsApi } from './reportsApi';

const YARD_DICT = 'coal_freight_yard,name,id';
const DIR: Record<string, string> = { sales: '销售', purchase: '采购' };
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}时`);

/**
 * 报表 > 磅房日报 (menu component coal/reports/WeighbridgeDaily): every completed weighing of one day (by gross
 * time) at one yard with the day's totals; trucks per hour as bars.
 */
export default function WeighbridgeDailyPage() {
  const [day, setDay] = useState(businessToday());
  const [chosen, setChosen] = useState<string | undefined>();
  const { options: yards } = useDictOptions(YARD_DICT);
  const yardId = chosen ?? (yards[0]?.value as string | undefined);
  const params = { day, yardId };
  const q = useQuery({ queryKey: ['report', 'weighbridgeDaily', params], enabled: !!yardId, queryFn: () => reportsApi.load('weighbridgeDaily', params) });
  const d = q.data;
  const chart = useMemo(() => {
    if (!d || !d.rows.length) return undefined;
    const perHour = HOURS.map(() => 0);
    for (const r of d.rows) perHour[Number(r.grossTime.slice(11, 13))] += 1;
    return { categories: HOURS, series: [{ name: '车次', type: 'bar' as const, data: perHour }], unit: '车' };
  }, [d]);
  const t = d?.totals;
  const columns: ReportColumn<WeighbridgeDailyRow>[] = [
    { title: '磅单号', dataIndex: 'weighNo', width: 150 },
    { title: '车牌号', dataIndex: 'plateNo', width: 100 },
    { title: '结算重(kg)', dataIndex: 'settleKg', width: 100, ...numCol, total: t?.settleKg },
    { title: '业务', dataIndex: 'direction', width: 60, render: (v: string) => DIR[v] },
    { title: '客户/供应商', dataIndex: 'counterpartyName', width: 160 },
    { title: '煤种', dataIndex: 'materialName', width: 110 },
    { title: '毛重(kg)', dataIndex: 'grossKg', width: 100, ...numCol, total: t?.grossKg },
    { title: '皮重(kg)', dataIndex: 'tareKg', width: 100, ...numCol, total: t?.tareKg },
    { title: '净重(kg)', dataIndex: 'netKg', width: 100, ...numCol, total: t?.netKg },
    { title: '扣重(kg)', dataIndex: 'deductKg', width: 90, ...numCol, total: t?.deductKg },
    { title: '称毛时间', dataIndex: 'grossTime', width: 160 },
    { title: '称皮时间', dataIndex: 'tareTime', width: 160 },
    { title: '承运商', dataIndex: 'carrierName', width: 160 },
  ];
  return (
    <ReportFrame<WeighbridgeDailyRow>
      testId="report-weighbridge-daily"
      filters={
        <Space wrap>
          <DatePicker value={dayjs(day)} allowClear={false} format="YYYY-MM-DD" onChange={(v) => v && setDay(v.format('YYYY-MM-DD'))} />
          <Select aria-label="货场" style={{ minWidth: 180 }} placeholder="请选择货场" value={yardId} options={yards} onChange={(v) => setChosen(v)} />
        </Space>
      }
      onExport={() => yardId && void reportsApi.exportXls('weighbridgeDaily', `磅房日报_${d?.yardName ?? ''}_${day}`, params)}
      loading={q.isFetching}
      error={q.error as Error | null}
      chartTitle={`${d?.yardName ?? ''} ${day} 过磅 ${t?.trips ?? 0} 车，结算重 ${kgToTonnes(t?.settleKg ?? 0)} t`}
      chart={chart}
      tableTitle="磅单明细"
      rows={yardId ? d?.rows : []}
      rowKey={(r) => r.id}
      columns={columns}
    />
  );
}
