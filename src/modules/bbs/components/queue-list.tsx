import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';
import { EmptyLine, ListTotal, type PagedQuery } from './paged-cards';

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
  query: PagedQuery<Row>;
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
      <ListTotal query={query} noun={noun} />
      <QueryError error={query.error} onRetry={() => query.refetch()} />
      {query.data?.list.length === 0 ? <EmptyLine>{empty}</EmptyLine> : null}
      <Stack gap="sm" aria-busy={query.isPlaceholderData}>
        {query.data?.list.map(row)}
      </Stack>
      <ListPager total={query.data?.total ?? 0} page={page} pageSize={size} onPage={onPage} />
    </Stack>
  );
}
