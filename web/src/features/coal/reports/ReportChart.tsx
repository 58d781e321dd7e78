import { theme } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { EChart } from '../../../components/EChart';

// Only the parts these charts use; the pages load this file lazily, so echarts is fetched when a report is opened.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface ChartSeries {
  name: string;
  type: 'bar' | 'line';
  data: number[];
  stack?: string;
}

/** A category chart of the report's figures: bars and lines over the same categories, one unit on the value axis. */
export default function ReportChart({ categories, series, unit, horizontal }: { categories: string[]; series: ChartSeries[]; unit: string; horizontal?: boolean }) {
  const { token } = theme.useToken();
  const option = useMemo(() => {
    const cat = { type: 'category', data: categories, axisTick: { alignWithLabel: true }, axisLabel: { fontSize: 11, hideOverlap: true, color: token.colorTextSecondary } };
    const val = { type: 'value', name: unit, axisLabel: { color: token.colorTextSecondary } };
    return {
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v.toLocaleString('zh-CN')} ${unit}` },
      legend: { top: 0, show: series.length > 1 },
      grid: { left: 8, right: 16, top: series.length > 1 ? 32 : 24, bottom: 8, containLabel: true },
      xAxis: horizontal ? val : cat,
      yAxis: horizontal ? { ...cat, inverse: true } : val,
      series: series.map((s) => ({ ...s, barMaxWidth: 36, smooth: s.type === 'line', itemStyle: s.type === 'bar' ? { borderRadius: horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0] } : undefined })),
    };
  }, [categories, series, unit, horizontal, token.colorTextSecondary]);
  return <EChart option={option} style={{ height: horizontal ? Math.max(240, categories.length * 26 + 40) : 300, width: '100%' }} />;
}
