import type { OutputOf } from '@contract/endpoint';
import { EXPORT_FILE_NAMES, reportExport } from '@contract/reports-export';
import {
  reportSearchLog,
  SEARCH_LOG_COLUMNS,
  SEARCH_LOG_VIEW_NAMES,
  SEARCH_LOG_VIEWS,
  type SearchLogView,
} from '@contract/reports-search';
import { Stack, Tabs, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable, pagedTable } from '@/shared/table/paged-table';
import tableClasses from '@/shared/table/paged-table.module.css';
import { QueryError } from '@/shared/ui/query-error';
import { reportQuery } from '../api/report-queries';
import { DrillDrawer, type DrillTarget } from '../components/drill-drawer';
import { ExportButton } from '../components/export-button';
import { KeywordCloud } from '../components/keyword-cloud';
import { ReportHeader } from '../components/report-header';
import { baseFilters, sortFor, tabOf } from '../lib/report-filters';
import type { ReportScreenProps } from '../lib/report-page';

type Row = OutputOf<typeof reportSearchLog>['list'][number];

/** `/reportStatistics/searchLog` (搜索日志): every search, the keyword cloud, and the searches that found nothing or were never clicked. */
/** Column widths (px) by key; the rest take 100 (numbers 80). */
const WIDTHS: Record<string, number> = {
  time: 150,
  userName: 90,
  groupName: 100,
  keyword: 150,
  filters: 160,
  tookMs: 96,
  clickedTitle: 140,
};

export function SearchLogScreen({ search, onChange }: ReportScreenProps) {
  const view: SearchLogView = tabOf(search, SEARCH_LOG_VIEWS);
  const filters = baseFilters(search);
  const input = { ...filters, ...sortFor(search, SEARCH_LOG_COLUMNS), view };
  const query = useQuery(reportQuery(reportSearchLog, input));
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const openKeyword = useCallback(
    (keyword: string) => setDrill({ metric: 'searches', title: `搜索 · ${keyword}`, searchKeyword: keyword }),
    [],
  );

  const columns = useMemo<PagedColumn<Row>[]>(
    () =>
      SEARCH_LOG_COLUMNS.map((c) => {
        const numeric = c.key === 'hits' || c.key === 'tookMs' || c.key === 'position';
        // Widths that fit the report's column at 1,440 px (issue 28): the nine columns in about 1,040 px.
        const column: PagedColumn<Row> = { ...c, numeric, size: WIDTHS[c.key] ?? (numeric ? 80 : 100) };
        if (c.key === 'time') return { ...column, fixed: true, render: (r) => formatDateTime(r.time) };
        if (c.key === 'keyword')
          return {
            ...column,
            render: (r) => (
              <UnstyledButton
                className={tableClasses.drill}
                onClick={() => openKeyword(r.keyword)}
                title="查看这个关键词的全部搜索"
              >
                {r.keyword}
              </UnstyledButton>
            ),
          };
        if (c.key === 'clickedTitle')
          return { ...column, render: (r) => r.clickedTitle ?? (r.position === null ? '—' : '（无权查看）') };
        return column;
      }),
    [openKeyword],
  );

  return (
    <Stack gap="md">
      <ReportHeader
        title="搜索日志"
        search={search}
        onChange={onChange}
        keywordPlaceholder="按关键词筛选"
        actions={
          <ExportButton
            endpoint={reportExport}
            input={(format) => ({ name: 'searchLog' as const, filters: input, format })}
            fallbackName={`${EXPORT_FILE_NAMES.searchLog}-${filters.from}-${filters.to}`}
          />
        }
      />
      <Tabs value={view} onChange={(v) => onChange({ tab: v === 'all' ? undefined : (v ?? undefined), page: 1 })}>
        <Tabs.List>
          {SEARCH_LOG_VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {SEARCH_LOG_VIEW_NAMES[v]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <KeywordCloud title={`${SEARCH_LOG_VIEW_NAMES[view]} · 关键词云`} words={query.data?.cloud ?? []} onPick={openKeyword} />
      <PagedTable
        memoryKey="searchLog"
        label="搜索记录"
        columns={columns}
        {...pagedTable(query, input, onChange)}
        rowKey={(r) => String(r.id)}
      />
      <DrillDrawer target={drill} filters={filters} onClose={() => setDrill(null)} />
    </Stack>
  );
}
