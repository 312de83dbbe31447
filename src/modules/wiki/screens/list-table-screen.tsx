import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { wikiListQueries } from '../api/list-queries';
import { EntryTable } from '../components/entry-table';
import { ListEmpty } from '../components/list-empty';
import { ListFrame } from '../components/list-frame';
import { filtersOf, hasFilters, LIST_PAGE_SIZE, listRequestOf, showsStatus } from '../lib/list-request';
import type { ListScreenProps } from './list-screen';

/** `/listNew`: the entry list as a dense table, with the same URL-held filters as `/list`. */
export function ListTableScreen({ search, onSearch, canFilterStatus }: ListScreenProps) {
  const { data, isFetching, isPlaceholderData } = useQuery(wikiListQueries.list(listRequestOf(search)));
  return (
    <ListFrame
      view="table"
      search={search}
      onSearch={onSearch}
      canFilterStatus={canFilterStatus}
      total={data?.total}
      fetching={isFetching && isPlaceholderData}
    >
      {data && data.list.length === 0 ? (
        <ListEmpty filtered={hasFilters(search)} onClear={() => onSearch({ sort: search.sort })} />
      ) : (
        <Paper withBorder radius="md" p="xs">
          <EntryTable
            rows={data?.list ?? EMPTY}
            total={data?.total ?? 0}
            page={search.page}
            size={LIST_PAGE_SIZE}
            onPage={(page) => onSearch({ ...search, page })}
            sort={search.sort}
            onSort={(sort) => onSearch({ ...filtersOf(search), sort, page: 1 })}
            showStatus={showsStatus(search)}
          />
        </Paper>
      )}
    </ListFrame>
  );
}

const EMPTY: never[] = [];
