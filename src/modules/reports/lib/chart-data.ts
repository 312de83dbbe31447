import type { EChartsCoreOption } from 'echarts/core';

/**
 * What a report chart shows, in one shape for the drawing and its table view:
 * categories along the axis (or the slices of a pie) and one value per
 * category in each series.
 */
export interface ChartData {
  kind: 'line' | 'bar' | 'pie';
  categories: string[];
  series: { name: string; values: number[] }[];
}

/** The chart's option, drawn in the theme's colours (`palette`) with Chinese labels from the data. */
export function chartOption(data: ChartData, palette: string[], textColour: string): EChartsCoreOption {
  const base = { color: palette, textStyle: { color: textColour }, tooltip: { trigger: data.kind === 'pie' ? 'item' : 'axis' } };
  if (data.kind === 'pie') {
    const first = data.series[0];
    return {
      ...base,
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: first?.name,
          radius: ['35%', '65%'],
          center: ['50%', '45%'],
          label: { formatter: '{b}\n{d}%' },
          data: data.categories.map((name, i) => ({ name, value: first?.values[i] ?? 0 })),
        },
      ],
    };
  }
  const horizontal = data.kind === 'bar' && data.categories.length > 8;
  const categoryAxis = {
    type: 'category',
    data: data.categories,
    axisLabel: horizontal ? { width: 120, overflow: 'truncate' } : { hideOverlap: true },
    inverse: horizontal,
  };
  const valueAxis = { type: 'value', minInterval: 1 };
  return {
    ...base,
    legend: data.series.length > 1 ? { type: 'scroll', top: 0 } : undefined,
    grid: { left: 8, right: 16, top: data.series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: data.series.map((s) => ({
      type: data.kind,
      name: s.name,
      data: s.values,
      smooth: data.kind === 'line' ? 0.2 : undefined,
      showSymbol: data.kind === 'line' ? data.categories.length <= 31 : undefined,
      barMaxWidth: 28,
    })),
  };
}
