import { useQuery } from '@tanstack/react-query';
import { searchQueries } from '../api/search-queries';
import type { SearchPage } from './search-params';
import { searchFiltersOf } from './search-request';

/**
 * Result counts per domain for the tabs. Under 全部 the result's own domain
 * facet has them; under one domain that facet counts that domain alone, so
 * the counts come from the same search without the domain (keywordGroup).
 */
export function useDomainCounts(
  search: SearchPage,
  facet: readonly { value: number; count: number }[] | undefined,
): ReadonlyMap<number, number> | undefined {
  const oneDomain = search.domainId !== undefined;
  const { data: wide } = useQuery({
    ...searchQueries.keywordGroup(searchFiltersOf({ ...search, domainId: undefined })),
    enabled: oneDomain,
  });
  const counts = oneDomain ? wide?.domains : facet;
  return counts ? new Map(counts.map((d) => [d.value, d.count])) : undefined;
}
