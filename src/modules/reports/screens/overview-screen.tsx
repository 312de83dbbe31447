import { type DomainKey, domainByKey } from '@contract/platform/domains';
import { GRANULARITY_NAMES, type Granularity } from '@contract/reports/reports';
import { OVERVIEW_TOP_DOMAINS, type OverviewTopField, REPORT_METRIC_NAMES } from '@contract/reports/reports-overview';
import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QueryError } from '@/shared/ui/query-error';
import { overviewQuery } from '../api/screen-queries';
import { ChartCard } from '../components/chart-card';
import { DrillDrawer, type DrillTarget } from '../components/drill-drawer';
import { ReportHeader } from '../components/report-header';
import { TopList } from '../components/top-list';
import { TotalCards } from '../components/total-cards';
import type { ChartData } from '../lib/chart-data';
import { baseFilters } from '../lib/report-filters';
import type { ReportScreenProps } from '../lib/report-page';

const ACTIVITY = ['activeUsers', 'views', 'searches', 'downloads', 'contributions'] as const;
type ActivityRow = Record<(typeof ACTIVITY)[number], number>;

const activitySeries = (rows: ActivityRow[]) =>
  ACTIVITY.map((k) => ({ name: REPORT_METRIC_NAMES[k], values: rows.map((r) => r[k]) }));

/** `/reportStatistics/all` (总览): totals against the period before, the trend, top lists and where the activity comes from. */
export function OverviewScreen({ search, onChange }: ReportScreenProps) {
  const filters = baseFilters(search);
  const granularity: Granularity = search.granularity ?? 'day';
  const query = useQuery(overviewQuery(search));
  const data = query.data;
  const [drill, setDrill] = useState<DrillTarget | null>(null);

  const charts = useMemo(() => {
    if (!data) return null;
    const trend: ChartData = { kind: 'line', categories: data.trend.map((b) => b.bucket), series: activitySeries(data.trend) };
    const byGroup: ChartData = {
      kind: 'bar',
      categories: data.byGroup.map((g) => g.name),
      series: activitySeries(data.byGroup).filter((s) => s.name !== REPORT_METRIC_NAMES.activeUsers),
    };
    const byDomain: ChartData = {
      kind: 'pie',
      categories: data.byDomain.map((d) => d.name),
      series: [{ name: REPORT_METRIC_NAMES.views, values: data.byDomain.map((d) => d.views) }],
    };
    return { trend, byGroup, byDomain };
  }, [data]);
  const period = `${filters.from}至${filters.to}`;

  return (
    <Stack gap="md">
      <ReportHeader
        title="总览"
        search={search}
        onChange={onChange}
        actions={
          <SegmentedControl
            size="xs"
            aria-label="统计粒度"
            value={granularity}
            onChange={(v) => onChange({ granularity: v === 'day' ? undefined : (v as Granularity) })}
            data={Object.entries(GRANULARITY_NAMES).map(([value, label]) => ({ value, label }))}
          />
        }
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && charts ? (
        <>
          <TotalCards
            totals={data.totals}
            previousFrom={data.previousFrom}
            previousTo={data.previousTo}
            onDrill={(metric, title) => setDrill({ metric, title })}
          />
          <ChartCard title="活跃趋势" data={charts.trend} fileName={`活跃趋势-${period}`} height={300} />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {(Object.entries(OVERVIEW_TOP_DOMAINS) as [OverviewTopField, DomainKey][]).map(([field, key]) => (
              <TopList
                key={field}
                title={`热门${domainByKey(key).noun}`}
                unit="次浏览"
                items={data.top[field].map((t) => ({ key: `${t.domainId}-${t.id}`, name: t.title, count: t.count }))}
                onDrill={(key, name) => {
                  const [domainId, id] = key.split('-').map(Number);
                  setDrill({ metric: 'views', title: `浏览 · ${name}`, domainId, subjectId: id });
                }}
              />
            ))}
            <TopList
              title="热门搜索"
              unit="次搜索"
              items={data.top.searches.map((t) => ({ key: t.keyword, name: t.keyword, count: t.count }))}
              onDrill={(keyword) => setDrill({ metric: 'searches', title: `搜索 · ${keyword}`, searchKeyword: keyword })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ChartCard title="部门分布" data={charts.byGroup} fileName={`部门分布-${period}`} height={320} />
            <ChartCard title="知识域浏览分布" data={charts.byDomain} fileName={`知识域分布-${period}`} height={320} />
          </SimpleGrid>
        </>
      ) : null}
      <DrillDrawer target={drill} filters={filters} onClose={() => setDrill(null)} />
    </Stack>
  );
}
