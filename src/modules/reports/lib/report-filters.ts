import type { ReportColumn } from '@contract/reports/reports';
import { REPORT_PAGE_SIZE } from '@contract/reports/reports';
import { periodDays } from './period';
import type { ReportSearch } from './report-search';

/** What every report call takes, from the URL: the period as days, the filters, the page. */
export function baseFilters(search: ReportSearch) {
  const { from, to } = periodDays(search);
  return {
    from,
    to,
    groupId: search.groupId,
    domainId: search.domainId,
    keyword: search.keyword,
    page: search.page,
    size: REPORT_PAGE_SIZE,
  };
}

/**
 * The URL's sort when the table has that sortable column (a link made on
 * another page or tab may carry another table's key; the server would refuse it).
 */
export function sortFor<C extends readonly ReportColumn[]>(
  search: ReportSearch,
  columns: C,
): { sort?: Extract<C[number], { sortable: true }>['key']; desc?: boolean } {
  const ok = columns.some((c) => c.sortable && c.key === search.sort);
  return ok ? { sort: search.sort as Extract<C[number], { sortable: true }>['key'], desc: search.desc } : {};
}

/** One of a page's tab names, or its first. */
export function tabOf<T extends string>(search: ReportSearch, tabs: readonly T[]): T {
  return tabs.includes(search.tab as T) ? (search.tab as T) : tabs[0];
}
