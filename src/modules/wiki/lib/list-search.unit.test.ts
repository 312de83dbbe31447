import { filtersOf, hasFilters, listRequestOf, withFilter } from './list-request';
import { listSearchSchema } from './list-search';

const parse = (raw: Record<string, unknown>) => listSearchSchema.parse(raw);

describe('list search params', () => {
  it('fills the defaults and drops values that do not parse', () => {
    expect(parse({})).toEqual({ sort: 'newest', page: 1 });
    expect(parse({ sort: 'loudest', page: -2, labelIds: 'x', status: 'gone', dateFrom: '2026-13-40', keyword: 2024 })).toEqual({
      sort: 'newest',
      page: 1,
      keyword: '2024',
    });
  });

  it('builds the list request with the page size of SPEC §9 and reads a reversed date range in order', () => {
    expect(listRequestOf(parse({ keyword: ' 报销 ', dateFrom: '2026-03-01', dateTo: '2026-01-01', page: 3 }))).toEqual({
      keyword: '报销',
      dateFrom: '2026-01-01',
      dateTo: '2026-03-01',
      sort: 'newest',
      page: 3,
      size: 10,
    });
  });

  it('goes back to page 1 and drops emptied filters when a filter changes', () => {
    const search = parse({ keyword: '报销', labelIds: [3], mine: true, sort: 'views', page: 4 });
    expect(withFilter(search, { labelIds: [], mine: false })).toEqual({ keyword: '报销', sort: 'views', page: 1 });
  });

  it('keeps only filters (and a non-default sort) for a strategy', () => {
    expect(filtersOf(parse({ groupIds: [2], page: 5 }))).toEqual({ groupIds: [2] });
    expect(filtersOf(parse({ sort: 'hot' }))).toEqual({ sort: 'hot' });
    expect(hasFilters(parse({ sort: 'hot', page: 2 }))).toBe(false);
    expect(hasFilters(parse({ authorId: 7 }))).toBe(true);
  });
});
