import { withDescendants } from './chart-layout';

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
