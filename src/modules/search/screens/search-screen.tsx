import type { SearchHit } from '@contract/search/search';
import { SEARCH_SORT_NAMES } from '@contract/search/search';
import { SEARCH_SORTS } from '@contract/search/search-terms';
import { Box, Grid, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ActiveFilters } from '@/shared/knowledge/active-filters';
import { DateRangeFilter } from '@/shared/knowledge/date-range-filter';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';
import { searchMutations, searchQueries } from '../api/search-queries';
import { AuthorPicker } from '../components/author-picker';
import { DomainTabs } from '../components/domain-tabs';
import { FacetPanel } from '../components/facet-panel';
import { GroupPicker } from '../components/group-picker';
import { PartialResults } from '../components/partial-results';
import { ResultItem } from '../components/result-item';
import { RewriteNotice } from '../components/rewrite-notice';
import classes from '../components/search.module.css';
import { SearchBox } from '../components/search-box';
import { SearchEmpty } from '../components/search-empty';
import { SearchFeedback } from '../components/search-feedback';
import { SEARCH_MAX_PAGE, type SearchPage, type SearchPageInput } from '../lib/search-params';
import { hasFilters, SEARCH_PAGE_SIZE, searchFiltersOf, searchRequestOf, toggled, withFilter } from '../lib/search-request';
import { useDomainCounts } from '../lib/use-domain-counts';
import { useFilterChips } from '../lib/use-filter-chips';

type Sort = (typeof SEARCH_SORTS)[number];
const SORT_OPTIONS = SEARCH_SORTS.map((s) => ({ value: s, label: SEARCH_SORT_NAMES[s] }));

export interface SearchScreenProps {
  search: SearchPage;
  onSearch: (next: SearchPageInput) => void;
  /** Opens a result's page (`/detail?id=…`). */
  onOpen: (hit: SearchHit) => void;
}

/**
 * `/search`: keyword, domain tabs, label and year facets, filters, sort and
 * paging, all from the URL; highlighted results, each click reported; the
 * best partial matches under their own heading when the strict ones are few.
 */
export function SearchScreen({ search, onSearch, onOpen }: SearchScreenProps) {
  const { data, isFetching, isPlaceholderData, error, refetch } = useQuery(searchQueries.smart(searchRequestOf(search)));
  const click = useMutation(searchMutations.click());
  const domainCounts = useDomainCounts(search, data?.facets.domains);
  const filter = (patch: Partial<SearchPage>) => onSearch(withFilter(search, patch));
  const clearFilters = () => onSearch({ keyword: search.keyword, sort: search.sort });
  const chips = useFilterChips(search, onSearch, data?.facets.labels);
  const keyword = search.keyword ?? '';

  const open = (hit: SearchHit, index: number, newTab: boolean) => {
    if (data) {
      click.mutate({ searchId: data.searchId, knowledgeId: hit.id, position: (search.page - 1) * SEARCH_PAGE_SIZE + index + 1 });
    }
    if (!newTab) onOpen(hit);
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <SearchBox value={search.keyword} onSearch={(k) => filter({ keyword: k || undefined })} />
          <DomainTabs value={search.domainId} counts={domainCounts} onChange={(domainId) => filter({ domainId })} />
        </Stack>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <FacetPanel
            labels={(data?.facets.labels ?? []).map((l) => ({ value: l.id, name: l.name, count: l.count }))}
            years={(data?.facets.years ?? []).map((y) => ({ value: y.value, name: `${y.value}年`, count: y.count }))}
            selectedLabels={search.labelIds ?? []}
            selectedYears={search.years ?? []}
            onToggleLabel={(id) => filter({ labelIds: toggled(search.labelIds, id) })}
            onToggleYear={(y) => filter({ years: toggled(search.years, y) })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Group gap="md" align="flex-end" justify="space-between">
                <Group gap="md" align="flex-end">
                  <DateRangeFilter
                    label="发布日期"
                    from={search.dateFrom}
                    to={search.dateTo}
                    onChange={(dateFrom, dateTo) => filter({ dateFrom, dateTo })}
                  />
                  <AuthorPicker
                    selected={search.authorIds ?? []}
                    onAdd={(id) => filter({ authorIds: [...(search.authorIds ?? []), id] })}
                  />
                  <GroupPicker
                    onAdd={(id) =>
                      filter({ groupIds: search.groupIds?.includes(id) ? search.groupIds : [...(search.groupIds ?? []), id] })
                    }
                  />
                </Group>
                <SegmentedControl
                  aria-label="排序"
                  size="xs"
                  data={SORT_OPTIONS}
                  value={search.sort}
                  onChange={(v) => filter({ sort: v as Sort })}
                />
              </Group>
              <ActiveFilters filters={chips} onClear={clearFilters} />
              <QueryError error={error} onRetry={refetch} />
              {data?.rewrite ? (
                <RewriteNotice rewrite={data.rewrite} keyword={keyword} onExact={() => filter({ exact: true })} />
              ) : null}
              {data ? (
                <Text fz="sm" c="dimmed" role="status">
                  共 {data.total} 条结果（用时 {data.tookMs} 毫秒）
                </Text>
              ) : null}
              <Box className={isFetching && isPlaceholderData ? classes.fetching : undefined} aria-busy={isFetching}>
                {data && data.list.length === 0 && data.partial.length > 0 ? (
                  <Text fz="sm">没有完全匹配“{keyword}”的结果。</Text>
                ) : data && data.list.length === 0 ? (
                  <SearchEmpty
                    keyword={keyword}
                    filters={searchFiltersOf(search)}
                    narrowed={hasFilters(search) || search.domainId !== undefined}
                    onKeyword={(k) => filter({ keyword: k })}
                    onClearFilters={() => onSearch({ keyword: search.keyword })}
                  />
                ) : (
                  data?.list.map((hit, i) => (
                    <ResultItem key={`${hit.domainId}:${hit.id}`} hit={hit} onOpen={(h, newTab) => open(h, i, newTab)} />
                  ))
                )}
                {data ? (
                  <PartialResults hits={data.partial} onOpen={(h, i, newTab) => open(h, data.list.length + i, newTab)} />
                ) : null}
              </Box>
              <ListPager
                // Pages beyond the server's deepest one are not offered.
                total={Math.min(data?.total ?? 0, SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE)}
                page={search.page}
                pageSize={SEARCH_PAGE_SIZE}
                onPage={(page) => onSearch({ ...search, page })}
              />
              {data ? (
                <Group justify="center" pt="sm" mt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                  <SearchFeedback key={data.searchId} searchId={data.searchId} />
                </Group>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
