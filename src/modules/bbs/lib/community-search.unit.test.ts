import { nextCommunitySearch, tabOf } from './community-search';
import { communitySearchSchema } from './forum-search';

const parseCommunitySearch = (raw: Record<string, unknown>) => communitySearchSchema.parse(raw);

describe('the community screens’ search params', () => {
  it('reads the URL (the routes’ validateSearch), dropping what does not parse so a hand-edited link still opens', () => {
    expect(parseCommunitySearch({ keyword: ' 运维 ', labelId: '12', kind: 'case', page: '3', id: 7 })).toEqual({
      keyword: '运维',
      labelId: 12,
      kind: 'case',
      id: 7,
      page: 3,
    });
    expect(parseCommunitySearch({ keyword: 2024 })).toEqual({ keyword: '2024', page: 1 });
    expect(parseCommunitySearch({ keyword: '   ', labelId: -1, kind: 'share', page: 0, id: 'x' })).toEqual({ page: 1 });
    expect(parseCommunitySearch({ keyword: 'x'.repeat(101) })).toEqual({ page: 1 });
  });

  it('takes a screen’s tab from the URL, else its first tab', () => {
    expect(tabOf('adminPost', { tab: 'reports' })).toBe('reports');
    expect(tabOf('adminPost', {})).toBe('review');
    expect(tabOf('adminPost', { tab: 'approved' })).toBe('review');
    expect(tabOf('adminTopic', { tab: 'refused' })).toBe('refused');
    expect(tabOf('adminKnowledge', { tab: 7 })).toBe('open');
  });

  it('writes a change back: page 1 after a filter, defaults as undefined, and survives the round trip', () => {
    const search = parseCommunitySearch({ keyword: '机房', page: 4 });
    const next = nextCommunitySearch({ ...search, tab: 'done' }, { kind: 'case' }, 'open');
    expect(next).toEqual({ keyword: '机房', kind: 'case', tab: 'done', page: undefined });
    const defined = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
    expect(parseCommunitySearch(defined)).toEqual({ keyword: '机房', kind: 'case', tab: 'done', page: 1 });
    expect(tabOf('adminKnowledge', defined)).toBe('done');
    expect(nextCommunitySearch({ ...search, tab: 'open' }, { page: 2 }, 'open')).toEqual({
      keyword: '机房',
      tab: undefined,
      page: 2,
    });
    expect(nextCommunitySearch(search, { keyword: undefined })).toEqual({ keyword: undefined, page: undefined });
  });
});
