import type { ReportMetric } from '@contract/reports-overview';
import { Drawer, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '@/shared/lib/datetime';
import { QueryError } from '@/shared/ui/query-error';
import { type DrillInput, drillQuery } from '../api/report-queries';

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
  const pages = data ? Math.max(1, Math.ceil(data.total / SIZE)) : 1;

  return (
    <Drawer opened={target !== null} onClose={onClose} position="right" size="xl" title={target ? `明细：${target.title}` : ''}>
      <Stack gap="sm">
        {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
        <Text fz="sm" c="dimmed">
          {filters.from} 至 {filters.to}
          {data ? `，共 ${data.total.toLocaleString('zh-CN')} 条` : ''}
        </Text>
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped fz="sm" aria-label="明细" aria-busy={query.isFetching || undefined}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>时间</Table.Th>
                <Table.Th>用户</Table.Th>
                <Table.Th>部门</Table.Th>
                <Table.Th>操作</Table.Th>
                <Table.Th>对象</Table.Th>
                <Table.Th>详情</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.list.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.time)}</Table.Td>
                  <Table.Td>{r.userName || '—'}</Table.Td>
                  <Table.Td>{r.groupName || '—'}</Table.Td>
                  <Table.Td>{r.actionName}</Table.Td>
                  <Table.Td>{r.title ?? '—'}</Table.Td>
                  <Table.Td>{r.detail || '—'}</Table.Td>
                </Table.Tr>
              ))}
              {data && data.list.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" ta="center" py="md">
                      没有明细
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 ? (
          <Group justify="flex-end">
            <Pagination size="sm" total={pages} value={page} onChange={setPage} aria-label="明细分页" />
          </Group>
        ) : null}
      </Stack>
    </Drawer>
  );
}
