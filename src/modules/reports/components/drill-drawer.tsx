import type { drillRow, ReportMetric } from '@contract/reports/reports-overview';
import { Drawer, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { type DrillInput, drillQuery } from '../api/report-queries';

type DrillRow = z.infer<typeof drillRow>;

/** The number a user opened: which figure, narrowed to a person, an item or a keyword. */
export interface DrillTarget {
  /** What the drawer is titled, e.g. 「搜索 · 报销流程」. */
  title: string;
  metric: ReportMetric;
  userId?: number;
  subjectId?: number;
  /** With `subjectId`: the item's domain. */
  domainId?: number;
  searchKeyword?: string;
}

interface DrillDrawerProps {
  target: DrillTarget | null;
  /** The page's filters (period, group, domain) the number was counted under. */
  filters: Pick<DrillInput, 'from' | 'to' | 'groupId' | 'domainId'>;
  onClose: () => void;
}

const SIZE = 20;

const COLUMNS: PagedColumn<DrillRow>[] = [
  { key: 'time', title: '时间', size: 150, render: (r) => formatDateTime(r.time) },
  { key: 'userName', title: '用户', size: 90 },
  { key: 'groupName', title: '部门', size: 100 },
  { key: 'actionName', title: '操作', size: 80 },
  { key: 'title', title: '对象' },
  { key: 'detail', title: '详情' },
];

/** The raw events behind a report number, newest first, a page at a time. */
export function DrillDrawer({ target, filters, onClose }: DrillDrawerProps) {
  const [page, setPage] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another number opens on its first page.
  useEffect(() => setPage(1), [target]);
  // The figures behind it change with the URL (another period, page or filter, Back): the drawer closes (issue 28).
  const href = useRouterState({ select: (s) => s.location.href });
  const opened = useRef(href);
  useEffect(() => {
    if (href === opened.current) return;
    opened.current = href;
    if (target) onClose();
  }, [href, target, onClose]);
  const input: DrillInput | null = target
    ? {
        from: filters.from,
        to: filters.to,
        groupId: filters.groupId,
        domainId: target.domainId ?? filters.domainId,
        metric: target.metric,
        userId: target.userId,
        subjectId: target.subjectId,
        searchKeyword: target.searchKeyword,
        page,
        size: SIZE,
      }
    : null;
  const query = useQuery(drillQuery(input));
  const data = query.data;

  return (
    <Drawer opened={target !== null} onClose={onClose} position="right" size="xl" title={target ? `明细：${target.title}` : ''}>
      <Stack gap="sm">
        {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
        <Text fz="sm" c="dimmed">
          {filters.from} 至 {filters.to}
          {data ? `，共 ${data.total.toLocaleString('zh-CN')} 条` : ''}
        </Text>
        <PagedTable
          label="明细"
          columns={COLUMNS}
          rows={data?.list ?? []}
          total={data?.total ?? 0}
          page={page}
          size={SIZE}
          onPage={setPage}
          rowKey={(r) => String(r.id)}
          empty="没有明细"
          loading={query.isFetching}
        />
      </Stack>
    </Drawer>
  );
}
