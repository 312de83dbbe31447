import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';
import { POST_PAGE_SIZE } from '../lib/list-search';
import { EmptyLine, ListTotal, type PagedQuery } from './paged-cards';

interface PagedRowsProps<T> {
  query: PagedQuery<T>;
  /** What the total counts, after the number (“个回答”). */
  unit: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  row: (item: T) => ReactNode;
}

/**
 * One page of a forum list that is not a post list (answers, votes,
 * comments): the total, the rows in a frame, the pager. The page lives in the
 * URL; the previous page stays on screen, marked busy, while the next loads.
 */
export function PagedRows<T>({ query, unit, empty, page, onPage, row }: PagedRowsProps<T>) {
  return (
    <Stack gap="sm">
      <ListTotal query={query} noun={unit} />
      <QueryError error={query.error} onRetry={() => query.refetch()} />
      {query.data ? (
        <Paper withBorder radius="md" px="lg" py={4} aria-busy={query.isPlaceholderData}>
          {query.data.list.length === 0 ? <EmptyLine>{empty}</EmptyLine> : query.data.list.map(row)}
        </Paper>
      ) : null}
      <ListPager total={query.data?.total ?? 0} page={page} pageSize={POST_PAGE_SIZE} onPage={onPage} />
    </Stack>
  );
}
