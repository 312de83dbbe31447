import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';

/** A paged list query as the forum's lists read it. */
export interface PagedQuery<Item> {
  data?: { list: Item[]; total: number };
  error: Error | null;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** A list's count line (共 n {noun}), 正在加载… until the first page arrives, nothing once it failed. */
export function ListTotal({ query, noun }: { query: PagedQuery<unknown>; noun: string }) {
  return (
    <Text fz="sm" c="dimmed" aria-live="polite">
      {query.data ? `共 ${query.data.total} ${noun}` : query.isError ? '' : '正在加载…'}
    </Text>
  );
}

/** The line a list shows instead of rows when its page is empty. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" fz="sm" py="xl" ta="center">
      {children}
    </Text>
  );
}

/**
 * A page of cards (专家, 话题广场): the query's failure, an empty line, the
 * cards in a grid (busy while the next page loads) and the pager.
 */
export function PagedCards<Item>({
  query,
  empty,
  page,
  size,
  onPage,
  card,
}: {
  query: PagedQuery<Item>;
  empty: string;
  page: number;
  size: number;
  onPage: (page: number) => void;
  card: (item: Item) => ReactNode;
}) {
  return (
    <>
      <QueryError error={query.error} onRetry={() => query.refetch()} />
      {query.data?.list.length === 0 ? <EmptyLine>{empty}</EmptyLine> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={query.isPlaceholderData}>
        {query.data?.list.map(card)}
      </SimpleGrid>
      <ListPager total={query.data?.total ?? 0} page={page} pageSize={size} onPage={onPage} />
    </>
  );
}
