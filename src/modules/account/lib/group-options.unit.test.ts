import { groupOptions } from './group-options';

describe('groupOptions', () => {
  it('lists parents before children with full path labels', () => {
    const out = groupOptions([
      { id: 3, name: '研发中心', parentId: 2 },
      { id: 1, name: '智联科技集团', parentId: null },
      { id: 2, name: '集团总部', parentId: 1 },
      { id: 4, name: '华东分公司', parentId: 1 },
    ]);
    expect(out).toEqual([
      { value: '1', label: '智联科技集团' },
      { value: '2', label: '智联科技集团 / 集团总部' },
      { value: '3', label: '智联科技集团 / 集团总部 / 研发中心' },
      { value: '4', label: '智联科技集团 / 华东分公司' },
    ]);
  });

  it('treats a group whose parent is not listed as a root', () => {
    expect(groupOptions([{ id: 9, name: '销售一部', parentId: 8 }])).toEqual([{ value: '9', label: '销售一部' }]);
  });
});
