import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';

/** A page of a moderation or admin queue: its count, rows, an empty line and the pager. */
export function QueueList<Row>({
  query,
  page,
  size,
  noun,
  empty,
  onPage,
  row,
}: {
  query: {
    data?: { list: Row[]; total: number };
    error: Error | null;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  size: number;
  /** What is counted: 共 n 条{noun}. */
  noun: string;
  empty: string;
  onPage: (page: number) => void;
  row: (item: Row) => ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {query.data ? `共 ${query.data.total} ${noun}` : query.isError ? '' : '正在加载…'}
      </Text>
      <QueryError error={query.error} onRetry={() => query.refetch()} />
      {query.data?.list.length === 0 ? (
        <Text c="dimmed" fz="sm" py="xl" ta="center">
          {empty}
        </Text>
      ) : null}
      <Stack gap="sm" aria-busy={query.isPlaceholderData}>
        {query.data?.list.map(row)}
      </Stack>
      <ListPager total={query.data?.total ?? 0} page={page} pageSize={size} onPage={onPage} />
    </Stack>
  );
}
