import { Box, Stack, Tabs, Text, Title } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '@/shared/lib/api-error';
import { QueryError } from '@/shared/ui/query-error';
import type { HotUpdateSearch } from './lib/hot-update-search';
import { ClockIcon, FireIcon } from './list-icons';
import { ListPager } from './list-pager';

export interface ListPage<T> {
  list: T[];
  total: number;
}

/** What a domain hands the 热门与最近更新 page: its list query and how its items look. */
export interface HotUpdatePage<T, K extends QueryKey> {
  /** The domain's list query of a tab and page (the route's loader uses it too). */
  query: (search: HotUpdateSearch) => UseQueryOptions<ListPage<T>, ApiError, ListPage<T>, K>;
  pageSize: number;
  /** The hot tab's name: '热门', '热门文档' … */
  hotTab: string;
  /** How readers meet an item, for the hint: '阅读', '观看'. */
  measure: string;
  /** One page of items; `rankFrom` is the rank of its first item on the hot tab, undefined on the other. */
  renderPage: (page: ListPage<T>, rankFrom: number | undefined) => ReactNode;
}

/** Declares a domain's page with its types inferred from the list query. */
export const hotUpdatePage = <T, K extends QueryKey>(page: HotUpdatePage<T, K>) => page;

interface HotUpdateScreenProps<T, K extends QueryKey> {
  page: HotUpdatePage<T, K>;
  search: HotUpdateSearch;
  onSearch: (next: HotUpdateSearch) => void;
}

/** Every domain's 热门与最近更新 page: two tabs over the domain's list, paged. */
export function HotUpdateScreen<T, K extends QueryKey>({ page: domain, search, onSearch }: HotUpdateScreenProps<T, K>) {
  const query = useQuery(domain.query(search));
  const { data, isFetching, isPlaceholderData } = query;
  const rankFrom = search.tab === 'hot' ? (search.page - 1) * domain.pageSize + 1 : undefined;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz={24}>
          热门与最近更新
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          热门按近30天的{domain.measure}人次排序；最近更新按最后修改时间排序
        </Text>
      </div>
      <Tabs value={search.tab} onChange={(tab) => onSearch({ tab: tab === 'updated' ? 'updated' : 'hot', page: 1 })}>
        <Tabs.List>
          <Tabs.Tab value="hot" leftSection={<FireIcon size={16} />}>
            {domain.hotTab}
          </Tabs.Tab>
          <Tabs.Tab value="updated" leftSection={<ClockIcon size={16} />}>
            最近更新
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <QueryError error={query.error} onRetry={query.refetch} />
      <Box style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1 }}>{data ? domain.renderPage(data, rankFrom) : null}</Box>
      <ListPager
        total={data?.total ?? 0}
        page={search.page}
        pageSize={domain.pageSize}
        onPage={(page) => onSearch({ ...search, page })}
      />
    </Stack>
  );
}
