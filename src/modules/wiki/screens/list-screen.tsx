import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListPager } from '@/shared/knowledge/list-pager';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { wikiListQueries } from '../api/list-queries';
import { ListEmpty } from '../components/list-empty';
import { ListFrame } from '../components/list-frame';
import { hasFilters, LIST_PAGE_SIZE, listRequestOf, showsStatus } from '../lib/list-request';
import type { ListSearch, ListSearchInput } from '../lib/list-search';

export interface ListScreenProps {
  search: ListSearch;
  onSearch: (next: ListSearchInput) => void;
  /** Approvers (and admins) may filter every entry by status. */
  canFilterStatus: boolean;
}

/** `/list`: entries as cards, filtered, sorted and paged by the URL. */
export function ListScreen({ search, onSearch, canFilterStatus }: ListScreenProps) {
  const { data, isFetching, isPlaceholderData } = useQuery(wikiListQueries.list(listRequestOf(search)));
  const ownItems = showsStatus(search);
  return (
    <ListFrame
      view="cards"
      search={search}
      onSearch={onSearch}
      canFilterStatus={canFilterStatus}
      total={data?.total}
      fetching={isFetching && isPlaceholderData}
    >
      {data && data.list.length === 0 ? (
        <ListEmpty filtered={hasFilters(search)} onClear={() => onSearch({ sort: search.sort })} />
      ) : (
        <Stack gap="sm">
          {data?.list.map((item) => (
            <KnowledgeCard
              key={item.id}
              item={item}
              showStatus={ownItems}
              date={search.sort === 'updated' ? 'updated' : undefined}
            />
          ))}
        </Stack>
      )}
      <ListPager
        total={data?.total ?? 0}
        page={search.page}
        pageSize={LIST_PAGE_SIZE}
        onPage={(page) => onSearch({ ...search, page })}
      />
    </ListFrame>
  );
}
