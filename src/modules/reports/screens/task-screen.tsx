import type { OutputOf } from '@contract/endpoint';
import { EXPORT_FILE_NAMES, reportExport } from '@contract/reports-export';
import { reportUserTask, TASK_GROUP_COLUMNS, TASK_USER_COLUMNS, TASK_VIEWS } from '@contract/reports-people';
import { Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type PagedColumn, type PagedRow, PagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { reportQuery } from '../api/report-queries';
import { DrillDrawer, type DrillTarget } from '../components/drill-drawer';
import { ExportButton } from '../components/export-button';
import { ReportHeader } from '../components/report-header';
import { baseFilters, sortFor, tabOf } from '../lib/report-filters';
import type { ReportScreenProps } from '../lib/report-page';

type Output = OutputOf<typeof reportUserTask>;
const VIEW_NAMES = { users: '按人员', groups: '按部门' } as const;
/** A person's decisions open the events behind them (a group's are sums). */
const DRILL = { done: 'tasksDone', approved: 'approved', rejected: 'rejected' } as const;

/** `/reportStatistics/user-task` (任务统计): tasks given and done, approvals decided, per person or per group. */
export function TaskScreen({ search, onChange }: ReportScreenProps) {
  const view = tabOf(search, TASK_VIEWS);
  const filters = baseFilters(search);
  const tableColumns = view === 'users' ? TASK_USER_COLUMNS : TASK_GROUP_COLUMNS;
  const input = { ...filters, ...sortFor(search, tableColumns), view };
  const query = useQuery(reportQuery(reportUserTask, input));
  const data: Output | undefined = query.data?.view === view ? query.data : undefined;
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const columns = useMemo<PagedColumn<PagedRow>[]>(
    () =>
      tableColumns.map((c) => ({
        ...c,
        fixed: c.key === 'name',
        numeric: c.key !== 'name' && c.key !== 'groupName',
        drill: view === 'users' && c.key in DRILL,
      })),
    [tableColumns, view],
  );
  return (
    <Stack gap="md">
      <ReportHeader
        title="任务统计"
        search={search}
        onChange={onChange}
        actions={
          <ExportButton
            endpoint={reportExport}
            input={(format) => ({ name: 'userTask' as const, filters: input, format })}
            fallbackName={`${EXPORT_FILE_NAMES.userTask}-${filters.from}-${filters.to}`}
          />
        }
      />
      <Tabs
        value={view}
        onChange={(v) =>
          onChange({ tab: v === 'users' ? undefined : (v ?? undefined), sort: undefined, desc: undefined, page: 1 })
        }
      >
        <Tabs.List>
          {TASK_VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {VIEW_NAMES[v]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PagedTable
        memoryKey={`userTask.${view}`}
        label={`任务统计（${VIEW_NAMES[view]}）`}
        columns={columns}
        rows={(data?.list ?? []) as PagedRow[]}
        total={data?.total ?? 0}
        page={filters.page}
        size={filters.size}
        sort={input.sort}
        desc={input.desc}
        loading={query.isFetching}
        rowKey={(r) => String(r.userId ?? r.groupId)}
        onSort={(sort, desc) => onChange({ sort, desc: desc || undefined, page: 1 })}
        onPage={(page) => onChange({ page })}
        onDrill={(row, column) => {
          const metric = DRILL[column.key as keyof typeof DRILL];
          if (metric) setDrill({ metric, userId: Number(row.userId), title: `${String(row.name)} · ${column.title}` });
        }}
      />
      <DrillDrawer target={drill} filters={filters} onClose={() => setDrill(null)} />
    </Stack>
  );
}
