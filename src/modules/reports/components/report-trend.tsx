import { GRANULARITY_NAMES, type Granularity } from '@contract/reports/reports';
import { SegmentedControl, Stack } from '@mantine/core';
import type { ChartData } from '../lib/chart-data';
import type { ReportScreenProps } from '../lib/report-page';
import { ChartCard } from './chart-card';

/** A trend over the period with its bucket size (day, week, month) above it, held in the URL. */
export function ReportTrend({
  title,
  data,
  period,
  search,
  onChange,
}: ReportScreenProps & { title: string; data: ChartData; period: { from: string; to: string } }) {
  const granularity: Granularity = search.granularity ?? 'day';
  return (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        aria-label="统计粒度"
        value={granularity}
        onChange={(v) => onChange({ granularity: v === 'day' ? undefined : (v as Granularity) })}
        data={Object.entries(GRANULARITY_NAMES).map(([value, label]) => ({ value, label }))}
        style={{ alignSelf: 'flex-end' }}
      />
      <ChartCard title={title} data={data} fileName={`${title}-${period.from}-${period.to}`} />
    </Stack>
  );
}
