import type { VisitInfoRow } from '@meiyun/shared';
import { theme } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../../components/EChart';
import { useMemo } from 'react';

// Only the parts this chart uses, so the echarts chunk stays small.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Sign-ins (bars) and distinct addresses (line) per day for the last 7 days. */
export function VisitChart({ rows }: { rows: VisitInfoRow[] }) {
  const { token } = theme.useToken();
  const option = useMemo(
    () => ({
      color: [token.colorPrimary, '#fa8c16'],
      tooltip: { trigger: 'axis' },
      legend: { data: ['登录次数', '登录IP数'], top: 0 },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: rows.map((r) => r.tian.slice(5)), axisTick: { alignWithLabel: true } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '登录次数', type: 'bar', barMaxWidth: 36, data: rows.map((r) => r.visit), itemStyle: { borderRadius: [4, 4, 0, 0] } },
        { name: '登录IP数', type: 'line', smooth: true, smoothMonotone: 'x', data: rows.map((r) => r.ip), symbolSize: 8 },
      ],
    }),
    [rows, token.colorPrimary],
  );
  return <EChart option={option} style={{ height: 340, width: '100%' }} />;
}
