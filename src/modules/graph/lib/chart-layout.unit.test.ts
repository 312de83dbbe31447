import { hopColumns, withDescendants } from './chart-layout';

describe('hopColumns', () => {
  it('puts each node in the column of its hop count from the start, walking edges either way', () => {
    const pos = hopColumns(
      [1, 2, 3, 4],
      [
        { sourceId: 1, targetId: 2 },
        { sourceId: 3, targetId: 2 },
        { sourceId: 3, targetId: 4 },
      ],
      1,
    );
    expect([1, 2, 3, 4].map((id) => pos.get(id)?.x)).toEqual([0, 200, 400, 600]);
  });

  it('stacks nodes of one column around the start row and puts unreached nodes last', () => {
    const pos = hopColumns(
      [1, 2, 3, 9],
      [
        { sourceId: 1, targetId: 2 },
        { sourceId: 1, targetId: 3 },
      ],
      1,
    );
    expect(pos.get(2)).toEqual({ x: 200, y: -45 });
    expect(pos.get(3)).toEqual({ x: 200, y: 45 });
    expect(pos.get(9)).toEqual({ x: 400, y: 0 });
  });
});

describe('withDescendants', () => {
  it('hides the sub-classes of a hidden class', () => {
    const classes = [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: null },
    ];
    expect([...withDescendants([1], classes)].sort()).toEqual([1, 2, 3]);
    expect([...withDescendants([], classes)]).toEqual([]);
  });
});

describe('hopColumns with a crowded column', () => {
  it('wraps a column of more than maxRows nodes into sub-columns and moves the next columns right', () => {
    const leaves = [2, 3, 4, 5, 6];
    const pos = hopColumns(
      [1, ...leaves, 7],
      [...leaves.map((id) => ({ sourceId: 1, targetId: id })), { sourceId: 2, targetId: 7 }],
      1,
      { x: 200, y: 90 },
      2,
    );
    // Five nodes at hop 1, two rows each: three sub-columns 120 apart.
    expect(leaves.map((id) => pos.get(id))).toEqual([
      { x: 200, y: -45 },
      { x: 200, y: 45 },
      { x: 320, y: -45 },
      { x: 320, y: 45 },
      { x: 440, y: -45 },
    ]);
    expect(pos.get(7)).toEqual({ x: 640, y: 0 });
  });
});
