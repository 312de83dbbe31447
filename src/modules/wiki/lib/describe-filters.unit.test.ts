import { describeFilters } from './describe-filters';

const names = {
  labels: new Map([
    [1, '制度规范'],
    [2, '北京'],
  ]),
  groups: new Map([[7, '研发中心']]),
  author: '张三',
};

describe('describeFilters', () => {
  it('names every filter of a strategy in Chinese', () => {
    expect(
      describeFilters(
        {
          keyword: '报销',
          labelIds: [1, 2],
          groupIds: [7],
          authorId: 3,
          dateFrom: '2026-01-01',
          dateTo: '2026-02-01',
          status: 'pending',
          mine: true,
          sort: 'views',
        },
        names,
      ),
    ).toEqual([
      '关键词：报销',
      '标签：制度规范、北京',
      '组织：研发中心',
      '作者：张三',
      '更新日期：2026-01-01 至 2026-02-01',
      '状态：待审核',
      '只看我的',
      '排序：阅读最多',
    ]);
  });

  it('marks labels that no longer exist and leaves out the default sort', () => {
    expect(describeFilters({ labelIds: [99], sort: 'newest' }, names)).toEqual(['标签：已删除']);
  });

  it('gives nothing for an empty strategy', () => {
    expect(describeFilters({}, names)).toEqual([]);
  });
});
