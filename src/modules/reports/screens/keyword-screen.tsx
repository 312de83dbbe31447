import type { OutputOf } from '@contract/endpoint';
import { GRANULARITY_NAMES, type Granularity } from '@contract/reports';
import { EXPORT_FILE_NAMES, reportExport } from '@contract/reports-export';
import { KEYWORD_COLUMNS, reportUserKeyword } from '@contract/reports-people';
import { SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { reportQuery } from '../api/report-queries';
import { ChartCard } from '../components/chart-card';
import { DrillDrawer, type DrillTarget } from '../components/drill-drawer';
import { ExportButton } from '../components/export-button';
import { PersonSelect } from '../components/person-select';
import { ReportHeader } from '../components/report-header';
import type { ChartData } from '../lib/chart-data';
import { baseFilters, sortFor } from '../lib/report-filters';
import type { ReportScreenProps } from '../lib/report-page';

type Row = OutputOf<typeof reportUserKeyword>['list'][number];
/** Keywords drawn over time: more lines than this are unreadable (the table has them all). */
const LINES = 5;

/** `/reportStatistics/user-keyword` (用户关键词): what a person or the groups searched, and how the top words moved. */
export function KeywordScreen({ search, onChange }: ReportScreenProps) {
  const filters = baseFilters(search);
  const granularity: Granularity = search.granularity ?? 'day';
  const input = { ...filters, ...sortFor(search, KEYWORD_COLUMNS), granularity, userId: search.userId };
  const query = useQuery(reportQuery(reportUserKeyword, input));
  const data = query.data;
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const trend = useMemo<ChartData | null>(
    () =>
      data
        ? {
            kind: 'line',
            categories: data.buckets,
            series: [
              { name: '全部搜索', values: data.totals },
              ...data.top.slice(0, LINES).map((t) => ({ name: t.keyword, values: t.series })),
            ],
          }
        : null,
    [data],
  );
  const columns = useMemo<PagedColumn<Row>[]>(
    () =>
      KEYWORD_COLUMNS.map((c) => ({
        ...c,
        fixed: c.key === 'keyword',
        numeric: c.key === 'count' || c.key === 'users',
        drill: c.key === 'count',
        size: c.key === 'keyword' ? 220 : c.key === 'lastTime' ? 170 : undefined,
        render: c.key === 'lastTime' ? (r: Row) => formatDateTime(r.lastTime) : undefined,
      })),
    [],
  );
  return (
    <Stack gap="md">
      <ReportHeader
        title="用户关键词"
        search={search}
        onChange={onChange}
        keywordPlaceholder="关键词"
        actions={
          <ExportButton
            endpoint={reportExport}
            input={(format) => ({ name: 'userKeyword' as const, filters: input, format })}
            fallbackName={`${EXPORT_FILE_NAMES.userKeyword}-${filters.from}-${filters.to}`}
          />
        }
        extra={<PersonSelect value={search.userId} onChange={(userId) => onChange({ userId, page: 1 })} placeholder="全部人员" />}
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {trend ? (
        <Stack gap={6}>
          <SegmentedControl
            size="xs"
            aria-label="统计粒度"
            value={granularity}
            onChange={(v) => onChange({ granularity: v === 'day' ? undefined : (v as Granularity) })}
            data={Object.entries(GRANULARITY_NAMES).map(([value, label]) => ({ value, label }))}
            style={{ alignSelf: 'flex-end' }}
          />
          <ChartCard title="热门关键词走势" data={trend} fileName={`热门关键词走势-${filters.from}-${filters.to}`} />
        </Stack>
      ) : null}
      <PagedTable
        memoryKey="userKeyword"
        label="关键词"
        columns={columns}
        rows={data?.list ?? []}
        total={data?.total ?? 0}
        page={filters.page}
        size={filters.size}
        sort={input.sort}
        desc={input.desc}
        loading={query.isFetching}
        rowKey={(r) => r.keyword}
        onSort={(sort, desc) => onChange({ sort, desc: desc || undefined, page: 1 })}
        onPage={(page) => onChange({ page })}
        onDrill={(row) =>
          setDrill({ metric: 'searches', searchKeyword: row.keyword, userId: search.userId, title: `搜索 · ${row.keyword}` })
        }
      />
      <DrillDrawer target={drill} filters={filters} onClose={() => setDrill(null)} />
    </Stack>
  );
}
