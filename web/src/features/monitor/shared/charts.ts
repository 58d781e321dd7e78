import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { formatClock } from '../../../lib/time/businessTime';

// Only the parts the monitor charts use, so the echarts chunk stays small.
echarts.use([BarChart, GaugeChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { EChart } from '../../../components/EChart';

/** A line chart option over time (HH:mm:ss axis, business zone) for a few series. */
export function timeSeriesOption(opts: { times: number[]; series: { name: string; data: number[]; unit?: string }[]; yName?: string; colors?: string[] }) {
  return {
    color: opts.colors,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: opts.series.map((s) => s.name) },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: opts.times.map(formatClock) },
    yAxis: { type: 'value', name: opts.yName, min: 0 },
    series: opts.series.map((s) => ({ name: s.name, type: 'line', smooth: true, showSymbol: false, areaStyle: { opacity: 0.08 }, data: s.data })),
  };
}
