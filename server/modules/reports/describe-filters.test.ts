import { isFunctionWord } from '../../search/function-words';
import { describeFilters } from './event-rows';

// Issue 28: 搜索日志's 筛选条件 reads as words, and the keyword cloud leaves function words out.
describe('a search’s filters in words', () => {
  const names = {
    labels: new Map([[5, '制度规范']]),
    groups: new Map([[7, '研发中心']]),
    users: new Map([[9, '张三']]),
  };

  it('names domains, labels, groups, authors and a chosen order, and leaves paging out', () => {
    expect(
      describeFilters(
        { domainIds: [1, 2], labelIds: [5], groupIds: [7], authorIds: [9], years: [2025], sort: 'newest', page: 1, size: 10 },
        names,
      ),
    ).toBe('知识域：词条、文档；标签：制度规范；组织：研发中心；作者：张三；年份：2025；排序：最新发布');
    expect(describeFilters({ sort: 'relevance', page: 3, size: 10 }, names)).toBe('');
    expect(describeFilters({ labelIds: [404] }, names)).toBe('标签：#404');
    expect(describeFilters(null)).toBe('');
  });

  it('knows function words in either script, and no subject word', () => {
    for (const w of ['什么', '怎么', '大家', '我们', ' 什麼 ']) expect([w, isFunctionWord(w)]).toEqual([w, true]);
    for (const w of ['差旅', '报销', '怎么报销']) expect([w, isFunctionWord(w)]).toEqual([w, false]);
  });
});
