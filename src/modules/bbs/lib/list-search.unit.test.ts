import { caseRequest, nextCaseSearch, parseCaseSearch } from './case-request';
import { postListSearchSchema } from './forum-search';
import { nextSearch, postListRequest } from './list-search';

const parsePostListSearch = (raw: Record<string, unknown>) => postListSearchSchema.parse(raw);

describe('forum list search params', () => {
  it('reads the URL into the request each list sends, with what the list fixes', () => {
    const search = parsePostListSearch({ keyword: ' 报销 ', kind: 'share', plateId: '3', sort: 'votes', page: 2 });
    expect(postListRequest('questions', search)).toEqual({
      page: 2,
      size: 20,
      sort: 'votes',
      scope: 'all',
      unanswered: true,
      kind: 'question',
      plateId: 3,
      keyword: '报销',
    });
    expect(postListRequest('minePraise', parsePostListSearch({}))).toEqual({
      page: 1,
      size: 20,
      sort: 'latest',
      scope: 'liked',
    });
    expect(postListRequest('mineCase', parsePostListSearch({ kind: 'question' }))).toMatchObject({
      scope: 'mine',
      kind: 'case',
    });
    expect(postListRequest('memberPosts', parsePostListSearch({ id: 7 }), { authorId: 7 })).toMatchObject({
      authorId: 7,
      scope: 'all',
    });
  });

  it('drops values that do not parse instead of failing the page', () => {
    expect(parsePostListSearch({ kind: 'poll', plateId: -1, sort: 'random', page: 'x', keyword: 2024 })).toEqual({
      page: 1,
      keyword: '2024',
    });
  });

  it('leaves defaults out of the URL and goes back to page 1 on a filter change', () => {
    const search = parsePostListSearch({ keyword: '报销', page: 3 });
    expect(nextSearch('popular', search, { sort: 'hot' })).toEqual({ keyword: '报销' });
    expect(nextSearch('popular', search, { sort: 'created' })).toEqual({ keyword: '报销', sort: 'created' });
    expect(nextSearch('popular', search, { page: 4 })).toEqual({ keyword: '报销', page: 4 });
    expect(nextSearch('popular', search, { keyword: undefined })).toEqual({});
    // Round trip: what the URL gets reads back to the same request.
    const url = nextSearch('questions', search, { plateId: 5, page: 2 });
    expect(postListRequest('questions', parsePostListSearch(url))).toMatchObject({ keyword: '报销', plateId: 5, page: 2 });
  });
});

describe('case library search params', () => {
  it('round-trips keyword, label, region, product, year and page', () => {
    const search = parseCaseSearch({ keyword: '停电', labelId: '4', region: '华东', product: '电表', year: '2025' });
    const url = nextCaseSearch(search, { page: 2 });
    expect(url).toEqual({ keyword: '停电', labelId: 4, region: '华东', product: '电表', year: 2025, page: 2 });
    expect(caseRequest(parseCaseSearch(url))).toEqual({
      page: 2,
      size: 12,
      keyword: '停电',
      labelId: 4,
      region: '华东',
      product: '电表',
      year: 2025,
    });
    expect(nextCaseSearch(parseCaseSearch(url), { region: undefined })).toEqual({
      keyword: '停电',
      labelId: 4,
      product: '电表',
      year: 2025,
    });
  });

  it('drops an out-of-range year or an over-long region', () => {
    expect(parseCaseSearch({ year: 1800, region: 'x'.repeat(40), page: 0 })).toEqual({ page: 1 });
  });
});
