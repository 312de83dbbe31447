import { USER_TYPE_NAMES } from '@contract/admin';
import type { OutputOf } from '@contract/endpoint';
import { EXPORT_FILE_NAMES, reportExport } from '@contract/reports-export';
import type { ReportMetric } from '@contract/reports-overview';
import { reportUser, USER_COLUMNS } from '@contract/reports-people';
import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type PagedColumn, PagedTable, pagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { reportQuery } from '../api/report-queries';
import { DrillDrawer, type DrillTarget } from '../components/drill-drawer';
import { ExportButton } from '../components/export-button';
import { ReportHeader } from '../components/report-header';
import { baseFilters, sortFor } from '../lib/report-filters';
import type { ReportScreenProps } from '../lib/report-page';

type Row = OutputOf<typeof reportUser>['list'][number];

/** The figures of a user row that open the person's events behind them. */
const DRILL: Partial<Record<keyof Row, ReportMetric>> = {
  views: 'views',
  searches: 'searches',
  downloads: 'downloads',
  contributions: 'contributions',
};

/** `/reportStatistics/user` (用户统计): each person's activity in the period. */
export function UsersScreen({ search, onChange }: ReportScreenProps) {
  const filters = baseFilters(search);
  const input = { ...filters, userType: search.userType, ...sortFor(search, USER_COLUMNS) };
  const query = useQuery(reportQuery(reportUser, input));
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const columns = useMemo<PagedColumn<Row>[]>(
    () =>
      USER_COLUMNS.map((c) => ({
        ...c,
        fixed: c.key === 'name',
        numeric: c.key in DRILL,
        drill: c.key in DRILL,
      })),
    [],
  );
  return (
    <Stack gap="md">
      <ReportHeader
        title="用户统计"
        search={search}
        onChange={onChange}
        keywordPlaceholder="姓名或账号"
        extra={
          <Select
            label="用户类型"
            placeholder="全部类型"
            data={Object.entries(USER_TYPE_NAMES).map(([value, label]) => ({ value, label }))}
            value={search.userType === undefined ? null : String(search.userType)}
            onChange={(v) => onChange({ userType: v === null ? undefined : Number(v), page: 1 })}
            clearable
            w={170}
          />
        }
        actions={
          <ExportButton
            endpoint={reportExport}
            input={(format) => ({ name: 'user' as const, filters: input, format })}
            fallbackName={`${EXPORT_FILE_NAMES.user}-${filters.from}-${filters.to}`}
          />
        }
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PagedTable
        memoryKey="user"
        label="用户活跃情况"
        columns={columns}
        {...pagedTable(query, input, onChange)}
        rowKey={(r) => String(r.userId)}
        onDrill={(row, column) => {
          const metric = DRILL[column.key as keyof Row];
          if (metric) setDrill({ metric, userId: row.userId, title: `${row.name} · ${column.title}` });
        }}
      />
      <DrillDrawer target={drill} filters={filters} onClose={() => setDrill(null)} />
    </Stack>
  );
}
