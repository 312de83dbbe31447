import { Group, Paper } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { ColumnChooser } from '@/shared/knowledge/column-chooser';
import { ListPager } from '@/shared/knowledge/list-pager';
import { wikiListQueries } from '../api/list-queries';
import { EntryTable, HIDEABLE_COLUMNS } from '../components/entry-table';
import { ListEmpty } from '../components/list-empty';
import { ListFrame } from '../components/list-frame';
import { filtersOf, hasFilters, LIST_PAGE_SIZE, listRequestOf, showsStatus } from '../lib/list-request';
import type { ListScreenProps } from './list-screen';

/** The reader's column choice survives reloads; published time is off by default (the table is dense). */
const COLUMNS_KEY = 'aikn.wiki.listColumns';
const DEFAULT_COLUMNS: ColumnVisibilityState = { publishedAt: false };

/** `/listNew`: the entry list as a dense table, with the same URL-held filters as `/list`. */
export function ListTableScreen({ search, onSearch, canFilterStatus }: ListScreenProps) {
  const { data, isFetching, isPlaceholderData } = useQuery(wikiListQueries.list(listRequestOf(search)));
  const [columns, setColumns] = useLocalStorage<ColumnVisibilityState>({ key: COLUMNS_KEY, defaultValue: DEFAULT_COLUMNS });
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
          <Group justify="flex-end" mb={6}>
            <ColumnChooser columns={HIDEABLE_COLUMNS} value={columns} onChange={setColumns} />
          </Group>
          <EntryTable
            rows={data?.list ?? EMPTY}
            sort={search.sort}
            onSort={(sort) => onSearch({ ...filtersOf(search), sort, page: 1 })}
            columnVisibility={columns}
            showStatus={showsStatus(search)}
          />
        </Paper>
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

const EMPTY: never[] = [];
