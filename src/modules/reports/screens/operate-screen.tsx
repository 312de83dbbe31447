import type { OutputOf } from '@contract/endpoint';
import { EVENT_ACTION_NAMES, EVENT_ACTIONS, type EventAction } from '@contract/events';
import { OPERATE_COLUMNS, reportUserOperate } from '@contract/reports-audit';
import { EXPORT_FILE_NAMES, reportExport } from '@contract/reports-export';
import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable, pagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { reportQuery } from '../api/report-queries';
import { ExportButton } from '../components/export-button';
import { ReportHeader } from '../components/report-header';
import { baseFilters, sortFor } from '../lib/report-filters';
import type { ReportScreenProps } from '../lib/report-page';

type Row = OutputOf<typeof reportUserOperate>['list'][number];

const isAction = (v: string | undefined): v is EventAction => EVENT_ACTIONS.includes(v as EventAction);

/** `/reportStatistics/user-operate` (操作记录): who did what to which item, from which address, when. */
export function OperateScreen({ search, onChange }: ReportScreenProps) {
  const filters = baseFilters(search);
  const action = isAction(search.action) ? search.action : undefined;
  const input = { ...filters, ...sortFor(search, OPERATE_COLUMNS), action };
  const query = useQuery(reportQuery(reportUserOperate, input));
  const columns = useMemo<PagedColumn<Row>[]>(
    () =>
      OPERATE_COLUMNS.map((c) => {
        if (c.key === 'time') return { ...c, fixed: true, size: 170, render: (r: Row) => formatDateTime(r.time) };
        if (c.key === 'title') return { ...c, size: 240, render: (r: Row) => r.title ?? '—' };
        return { ...c };
      }),
    [],
  );
  return (
    <Stack gap="md">
      <ReportHeader
        title="操作记录"
        search={search}
        onChange={onChange}
        keywordPlaceholder="用户或对象名称"
        actions={
          <ExportButton
            endpoint={reportExport}
            input={(format) => ({ name: 'userOperate' as const, filters: input, format })}
            fallbackName={`${EXPORT_FILE_NAMES.userOperate}-${filters.from}-${filters.to}`}
          />
        }
        extra={
          <Select
            label="操作"
            placeholder="全部操作"
            data={EVENT_ACTIONS.map((a) => ({ value: a, label: EVENT_ACTION_NAMES[a] }))}
            value={action ?? null}
            onChange={(v) => onChange({ action: v ?? undefined, page: 1 })}
            clearable
            searchable
            w={140}
          />
        }
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PagedTable
        memoryKey="userOperate"
        label="操作记录"
        columns={columns}
        {...pagedTable(query, input, onChange)}
        rowKey={(r) => String(r.id)}
      />
    </Stack>
  );
}
