import { buildGroupTree } from './group-tree';

describe('buildGroupTree', () => {
  it('nests groups under their parents in the given order', () => {
    const tree = buildGroupTree([
      { id: 1, name: '集团', parentId: null },
      { id: 2, name: '总部', parentId: 1 },
      { id: 3, name: '研发', parentId: 2 },
      { id: 4, name: '分公司', parentId: 1 },
    ]);
    expect(tree).toEqual([
      {
        id: 1,
        name: '集团',
        children: [
          { id: 2, name: '总部', children: [{ id: 3, name: '研发', children: [] }] },
          { id: 4, name: '分公司', children: [] },
        ],
      },
    ]);
  });

  it('keeps a group whose parent is missing as a root', () => {
    expect(buildGroupTree([{ id: 5, name: '孤立', parentId: 99 }]).map((n) => n.name)).toEqual(['孤立']);
  });

  it('does not lose groups that point at each other', () => {
    const tree = buildGroupTree([
      { id: 1, name: '甲', parentId: 2 },
      { id: 2, name: '乙', parentId: 1 },
    ]);
    const names = (ns: typeof tree): string[] => ns.flatMap((n) => [n.name, ...names(n.children)]);
    expect(names(tree).sort()).toEqual(['乙', '甲']);
  });
});
