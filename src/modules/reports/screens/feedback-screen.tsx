import type { OutputOf } from '@contract/endpoint';
import { EXPORT_FILE_NAMES, reportExport } from '@contract/reports-export';
import { FEEDBACK_COLUMNS, reportFeedbackHandle, reportUserFeedback } from '@contract/reports-search';
import { Badge, Button, Select, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDateTime } from '@/shared/lib/datetime';
import { api } from '@/shared/lib/http';
import { toastError } from '@/shared/lib/toast';
import { type PagedColumn, PagedTable, pagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { reportQuery } from '../api/report-queries';
import { ExportButton } from '../components/export-button';
import { ReportHeader } from '../components/report-header';
import { baseFilters, sortFor } from '../lib/report-filters';
import type { ReportScreenProps } from '../lib/report-page';

type Row = OutputOf<typeof reportUserFeedback>['list'][number];

const yesNo = (v: boolean | undefined) => (v === undefined ? null : v ? 'yes' : 'no');
const fromYesNo = (v: string | null) => (v === null ? undefined : v === 'yes');

/** `/reportStatistics/user-feedback` (用户反馈): 有用/没用 with comments; a viewer marks one handled. */
export function FeedbackScreen({ search, onChange }: ReportScreenProps) {
  const filters = baseFilters(search);
  const input = { ...filters, ...sortFor(search, FEEDBACK_COLUMNS), useful: search.useful, handled: search.handled };
  const query = useQuery(reportQuery(reportUserFeedback, input));
  const client = useQueryClient();
  const handle = useMutation({
    mutationFn: (id: number) => api(reportFeedbackHandle, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reports', reportUserFeedback.id] }),
    onError: (e) => toastError(e.message),
  });
  const columns = useMemo<PagedColumn<Row>[]>(
    () => [
      ...FEEDBACK_COLUMNS.map((c): PagedColumn<Row> => {
        if (c.key === 'time') return { ...c, fixed: true, size: 170, render: (r) => formatDateTime(r.time) };
        if (c.key === 'useful')
          return {
            ...c,
            size: 90,
            render: (r) => (
              <Badge variant="light" color={r.useful ? 'teal' : 'red'}>
                {r.useful ? '有用' : '没用'}
              </Badge>
            ),
          };
        if (c.key === 'comment') return { ...c, size: 240 };
        if (c.key === 'handledAt')
          return { ...c, size: 170, render: (r) => (r.handledAt ? formatDateTime(r.handledAt) : '未处理') };
        return { ...c };
      }),
      {
        key: 'handle',
        title: '操作',
        size: 110,
        render: (r) =>
          r.handledAt ? null : (
            <Button
              size="compact-xs"
              variant="light"
              loading={handle.isPending && handle.variables === r.id}
              onClick={() => handle.mutate(r.id)}
            >
              标记已处理
            </Button>
          ),
      },
    ],
    [handle],
  );
  return (
    <Stack gap="md">
      <ReportHeader
        title="用户反馈"
        search={search}
        onChange={onChange}
        keywordPlaceholder="搜索词或意见"
        actions={
          <ExportButton
            endpoint={reportExport}
            input={(format) => ({ name: 'userFeedback' as const, filters: input, format })}
            fallbackName={`${EXPORT_FILE_NAMES.userFeedback}-${filters.from}-${filters.to}`}
          />
        }
        extra={
          <>
            <Select
              label="评价"
              placeholder="全部"
              data={[
                { value: 'yes', label: '有用' },
                { value: 'no', label: '没用' },
              ]}
              value={yesNo(search.useful)}
              onChange={(v) => onChange({ useful: fromYesNo(v), page: 1 })}
              clearable
              w={110}
            />
            <Select
              label="处理状态"
              placeholder="全部"
              data={[
                { value: 'yes', label: '已处理' },
                { value: 'no', label: '未处理' },
              ]}
              value={yesNo(search.handled)}
              onChange={(v) => onChange({ handled: fromYesNo(v), page: 1 })}
              clearable
              w={110}
            />
          </>
        }
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PagedTable
        memoryKey="userFeedback"
        label="反馈记录"
        columns={columns}
        {...pagedTable(query, input, onChange)}
        rowKey={(r) => String(r.id)}
      />
    </Stack>
  );
}
