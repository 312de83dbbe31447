import { DOMAIN_IDS } from '@contract/platform/domains';
import { searchPageSchema } from './search-params';
import { filtersOf, hasFilters, searchRequestOf, toggled, withFilter } from './search-request';

const parse = (raw: Record<string, unknown>) => searchPageSchema.parse(raw);

describe('search page params', () => {
  it('fills the defaults and drops values that do not parse', () => {
    expect(parse({})).toEqual({ sort: 'relevance', page: 1 });
    expect(
      parse({ sort: 'loudest', page: 0, domainId: 9, labelIds: 'x', years: [1200], dateTo: '2026-02-31', keyword: 2024 }),
    ).toEqual({ sort: 'relevance', page: 1, keyword: '2024' });
  });

  it('turns the URL into the smart-search request, the tab into domainIds and a reversed range in order', () => {
    const search = parse({
      keyword: ' 报销 ',
      domainId: DOMAIN_IDS.library,
      labelIds: [3],
      years: [2025],
      authorIds: [5],
      dateFrom: '2026-03-01',
      dateTo: '2026-01-01',
      sort: 'views',
      page: 2,
    });
    expect(searchRequestOf(search)).toEqual({
      keyword: '报销',
      domainIds: [DOMAIN_IDS.library],
      labelIds: [3],
      years: [2025],
      authorIds: [5],
      dateFrom: '2026-01-01',
      dateTo: '2026-03-01',
      sort: 'views',
      page: 2,
      size: 10,
    });
    expect(searchRequestOf(parse({}))).toEqual({ keyword: '', sort: 'relevance', page: 1, size: 10 });
  });

  it('goes back to page 1 and drops emptied filters when a filter changes', () => {
    const search = parse({ keyword: '报销', labelIds: [3], years: [2024], sort: 'newest', page: 4 });
    expect(withFilter(search, { labelIds: [], years: undefined })).toEqual({ keyword: '报销', sort: 'newest', page: 1 });
    expect(withFilter(search, { sort: 'views' })).toMatchObject({ sort: 'views', page: 1, labelIds: [3] });
  });

  it('tells filters from the keyword and the tab, and toggles list values', () => {
    expect(hasFilters({ keyword: '报销', domainId: DOMAIN_IDS.wiki })).toBe(false);
    expect(hasFilters({ keyword: '报销', years: [2024] })).toBe(true);
    expect(filtersOf({ keyword: '  ' })).toEqual({});
    expect(toggled([1, 2], 2)).toEqual([1]);
    expect(toggled(undefined, 4)).toEqual([4]);
  });
});
