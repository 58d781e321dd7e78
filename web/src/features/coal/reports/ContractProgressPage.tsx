import type { ContractProgressRow } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Progress, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useDevice } from '../../../lib/device/useDevice';
import { figuresFirst, numCol, ReportFrame, type ReportColumn } from './ReportFrame';
import { reportsApi } from './reportsApi';

const DIR: Record<string, string> = { sales: '销售', purchase: '采购' };
const TOP = 20;
const pctCol = (title: string, key: keyof ContractProgressRow) => ({ title, dataIndex: key, width: 120, render: (v: string) => <Progress percent={Math.min(100, Number(v))} format={() => `${v}%`} size="small" /> });

/**
 * 报表 > 合同执行进度 (menu component coal/reports/ContractProgress): each executing contract's shipped, settled,
 * invoiced and paid figures (the contract's own progress sums) and their shares; shipped and settled % as bars.
 */
export default function ContractProgressPage() {
  const { small } = useDevice();
  const [direction, setDirection] = useState<'' | 'sales' | 'purchase'>('');
  const params = { direction };
  const q = useQuery({ queryKey: ['report', 'contractProgress', params], queryFn: () => reportsApi.load('contractProgress', params) });
  const d = q.data;
  const chart = useMemo(() => {
    if (!d) return undefined;
    const top = d.rows.slice(0, TOP);
    return {
      categories: top.map((r) => r.contractNo),
      series: [
        { name: '发运%', type: 'bar' as const, data: top.map((r) => Number(r.shippedPct)) },
        { name: '结算%', type: 'bar' as const, data: top.map((r) => Number(r.settledPct)) },
      ],
      unit: '%',
      horizontal: true,
    };
  }, [d]);
  const columns: ReportColumn<ContractProgressRow>[] = [
    { title: '合同编号', dataIndex: 'contractNo', width: 150, fixed: 'left' },
    { title: '业务', dataIndex: 'direction', width: 60, render: (v: string) => DIR[v] },
    { title: '客户/供应商', dataIndex: 'counterpartyName', width: 180 },
    { title: '到期日', dataIndex: 'endDate', width: 100 },
    { title: '合同量(t)', dataIndex: 'contractedT', width: 110, ...numCol, total: d?.totals.contractedT },
    { title: '已发运(t)', dataIndex: 'shippedT', width: 110, ...numCol, total: d?.totals.shippedT },
    pctCol('发运进度', 'shippedPct'),
    { title: '已结算(t)', dataIndex: 'settledT', width: 110, ...numCol, total: d?.totals.settledT },
    pctCol('结算进度', 'settledPct'),
    { title: '合同金额', dataIndex: 'contractAmount', width: 130, ...numCol, total: d?.totals.contractAmount },
    { title: '已开票', dataIndex: 'invoicedAmount', width: 120, ...numCol, total: d?.totals.invoicedAmount },
    { title: '已收付', dataIndex: 'paidAmount', width: 120, ...numCol, total: d?.totals.paidAmount },
    pctCol('收付进度', 'paidPct'),
  ];
  return (
    <ReportFrame<ContractProgressRow>
      testId="report-contract-progress"
      filters={<Segmented value={direction} onChange={(v) => setDirection(v as '' | 'sales' | 'purchase')} options={[{ label: '全部', value: '' }, { label: '销售', value: 'sales' }, { label: '采购', value: 'purchase' }]} />}
      hint="执行中的合同，按到期日排列"
      onExport={() => void reportsApi.exportXls('contractProgress', '合同执行进度', params)}
      loading={q.isFetching}
      error={q.error as Error | null}
      chartTitle={`发运与结算进度（${d?.rows.length ?? 0} 份合同${d && d.rows.length > TOP ? `，最先到期的${TOP}份` : ''}）`}
      chart={chart}
      tableTitle="执行中的合同"
      rows={d?.rows}
      rowKey={(r) => r.contractId}
      columns={figuresFirst(columns, small, ['shippedPct', 'shippedT'])}
    />
  );
}
