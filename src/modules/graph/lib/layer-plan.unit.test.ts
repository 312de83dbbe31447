import { layerPlan } from './layer-plan';

const links = (pairs: [number, number][]) => pairs.map(([sourceId, targetId]) => ({ sourceId, targetId }));
const ranks = (plan: ReturnType<typeof layerPlan>, ids: number[]) => ids.map((id) => plan.rank.get(id));

describe('layerPlan', () => {
  it('puts paths of different lengths between the start and the end, the end last, whichever way edges point', () => {
    // 1 start, 2 end; 3 on every path, 5 and 7 before it, 4 and 6 after it (the demo's 张三 → 孙浩).
    const plan = layerPlan(
      [1, 2, 3, 4, 5, 6, 7],
      links([
        [1, 3],
        [2, 3],
        [4, 3],
        [2, 4],
        [6, 3],
        [2, 6],
        [1, 7],
        [7, 3],
        [1, 5],
        [5, 3],
      ]),
      1,
      2,
    );
    expect(ranks(plan, [1, 5, 7, 3, 4, 6, 2])).toEqual([0, 1, 1, 2, 3, 3, 4]);
    for (const l of plan.links) expect(plan.rank.get(l.to)).toBeGreaterThan(plan.rank.get(l.from) ?? Number.NaN);
    expect(plan.links).toHaveLength(10);
  });

  it('hangs leaves after their node, the end’s before it, and keeps the end last', () => {
    // 1 – 3 – 2, leaves 10, 11 of the start, 12 of 3, 13 of the end.
    const plan = layerPlan(
      [1, 2, 3, 10, 11, 12, 13],
      links([
        [1, 3],
        [3, 2],
        [10, 1],
        [1, 11],
        [3, 12],
        [13, 2],
      ]),
      1,
      2,
    );
    expect(ranks(plan, [1, 10, 11, 3, 12, 13, 2])).toEqual([0, 1, 1, 1, 2, 2, 3]);
    expect(plan.links).toContainEqual({ from: 13, to: 2 });
    expect(plan.links).toContainEqual({ from: 1, to: 10 });
  });

  it('puts what lies beyond the end before the end', () => {
    // 1 – 2 directly; 5 and 6 hang off the end and each other.
    const plan = layerPlan(
      [1, 2, 5, 6],
      links([
        [1, 2],
        [2, 5],
        [2, 6],
        [5, 6],
      ]),
      1,
      2,
    );
    expect(ranks(plan, [1, 5, 6, 2])).toEqual([0, 1, 2, 3]);
  });

  it('gathers more leaves of one node than a column holds into a block', () => {
    const leaves = [10, 11, 12, 13, 14];
    const plan = layerPlan(
      [1, 2, 3, ...leaves],
      links([[1, 3], [3, 2], ...leaves.map((id): [number, number] => [id, 3])]),
      1,
      2,
      4,
    );
    expect(plan.blocks).toEqual([{ parentId: 3, leafIds: leaves, rank: 2 }]);
    expect(leaves.some((id) => plan.rank.has(id))).toBe(false);
    expect(ranks(plan, [1, 3, 2])).toEqual([0, 1, 3]);
  });

  it('lays parts the start does not reach out from their first node, after the start', () => {
    const plan = layerPlan(
      [1, 2, 7, 8, 9],
      links([
        [1, 2],
        [7, 8],
        [8, 9],
      ]),
      1,
      undefined,
    );
    expect(plan.roots).toEqual([1, 7]);
    expect(ranks(plan, [1, 2, 7, 8, 9])).toEqual([0, 1, 1, 2, 3]);
  });
});
