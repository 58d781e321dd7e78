import { AGEING_BUCKETS, AGEING_BUCKET_LABELS, type AgeingRow } from '@meiyun/shared';
import { theme } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { EChart } from '../../../components/EChart';

// Only the parts this chart uses; the page loads this file lazily, so echarts is fetched when the report is opened.
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

const COLORS = ['#52c41a', '#1677ff', '#faad14', '#fa8c16', '#f5222d'];

/** The five buckets of the totals row as bars (元), older buckets warmer. */
export default function AgeingChart({ totals }: { totals: AgeingRow }) {
  const { token } = theme.useToken();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v.toLocaleString('zh-CN', { minimumFractionDigits: 2 })} 元` },
      grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
      // Every bucket named, also on a phone (the default hides labels that would touch).
      xAxis: { type: 'category', data: AGEING_BUCKETS.map((b) => AGEING_BUCKET_LABELS[b]), axisTick: { alignWithLabel: true }, axisLabel: { interval: 0, fontSize: 11 } },
      yAxis: { type: 'value', name: '元', axisLabel: { color: token.colorTextSecondary } },
      series: [{ name: '应收金额', type: 'bar', barMaxWidth: 48, data: AGEING_BUCKETS.map((b, i) => ({ value: Number(totals[b]), itemStyle: { color: COLORS[i], borderRadius: [4, 4, 0, 0] } })) }],
    }),
    [totals, token.colorTextSecondary],
  );
  return <EChart option={option} style={{ height: 280, width: '100%' }} />;
}
