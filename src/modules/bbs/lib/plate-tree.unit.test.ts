import type { PlateView } from '../api/plate-queries';
import { canHaveChild, parentChoices, plateHeight, plateTree } from './plate-tree';

const plate = (id: number, parentId: number | null, name = `版块${id}`): PlateView => ({
  id,
  parentId,
  name,
  description: '',
  sort: 0,
  moderators: [],
  followerCount: 0,
  followed: false,
});

/** 1 → 2 → 3 (three levels), 4 at the top alone, 5 under 4. */
const ROWS = [plate(1, null), plate(4, null), plate(2, 1), plate(5, 4), plate(3, 2)];
const values = (data: { value: string; children?: unknown[] }[]): string[] =>
  data.flatMap((d) => [d.value, ...values((d.children ?? []) as { value: string }[])]);

describe('the plate tree', () => {
  it('joins the plates by parent, keeps the order and counts the levels', () => {
    const roots = plateTree(ROWS);
    expect(roots.map((r) => r.id)).toEqual([1, 4]);
    const [one, four] = roots;
    expect(one.children[0].id).toBe(2);
    expect(one.children[0].children[0]).toMatchObject({ id: 3, depth: 3 });
    expect(four.children.map((c) => [c.id, c.depth])).toEqual([[5, 2]]);
    expect([plateHeight(one), plateHeight(four), plateHeight(four.children[0])]).toEqual([3, 2, 1]);
  });

  it('puts a plate whose parent is missing at the top', () => {
    expect(plateTree([plate(7, 99)]).map((r) => [r.id, r.depth])).toEqual([[7, 1]]);
  });

  it('lets a plate have children only above the deepest level', () => {
    const [one] = plateTree(ROWS);
    expect([canHaveChild(one), canHaveChild(one.children[0]), canHaveChild(one.children[0].children[0])]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('offers a new plate every parent above the deepest level', () => {
    expect(values(parentChoices(plateTree(ROWS), null)).sort()).toEqual(['1', '2', '4', '5']);
  });

  it('offers a moved plate neither itself, nor what lies below it, nor a parent too deep for its children', () => {
    const roots = plateTree(ROWS);
    const four = roots[1];
    // 4 has one level below it: it fits only under a top plate, and not under itself.
    expect(values(parentChoices(roots, four))).toEqual(['1']);
    // 1 is three levels high: nowhere but the top.
    expect(values(parentChoices(roots, roots[0]))).toEqual([]);
  });
});
