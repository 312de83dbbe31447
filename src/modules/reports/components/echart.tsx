import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';

// Only what the report charts draw, so the route chunk stays small (decision 029).
use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface EChartHandle {
  /** The drawing as a PNG data URL on a white background. */
  toPng: () => string | undefined;
}

interface EChartProps {
  option: EChartsCoreOption;
  height: number;
  /** What the chart shows, for screen readers (the table view carries the numbers). */
  label: string;
  ref?: Ref<EChartHandle>;
}

/**
 * One ECharts instance owned by a React component: created on mount with the
 * Chinese locale (built into echarts' core), redrawn when the option changes,
 * resized with its box, disposed on unmount.
 */
export function EChart({ option, height, label, ref }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, undefined, { locale: 'ZH', renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useImperativeHandle(ref, () => ({
    toPng: () => chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }),
  }));

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
