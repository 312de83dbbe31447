import { ringSeed } from './ring-seed';

const dist = (a?: { x: number; y: number }, b?: { x: number; y: number }) =>
  a && b ? Math.hypot(a.x - b.x, a.y - b.y) : Number.NaN;

describe('ringSeed', () => {
  it('puts the start in the centre and each hop on a ring further out, nodes at least a spacing apart', () => {
    // A hub (1) with twenty neighbours, each with a neighbour of its own.
    const ids = Array.from({ length: 41 }, (_, i) => i + 1);
    const edges = [
      ...Array.from({ length: 20 }, (_, i) => ({ sourceId: 1, targetId: i + 2 })),
      ...Array.from({ length: 20 }, (_, i) => ({ sourceId: i + 2, targetId: i + 22 })),
    ];
    const pos = ringSeed(ids, edges, 1, 80, 40);
    const centre = pos.get(1);
    const r1 = dist(centre, pos.get(2));
    const r2 = dist(centre, pos.get(22));
    // Twenty do not fit on a circle of radius 80 forty apart (12 do): the rest go on one 40 further out.
    expect(r1).toBe(80);
    const firstHop = Array.from({ length: 20 }, (_, i) => dist(centre, pos.get(i + 2)));
    expect(firstHop.filter((d) => Math.abs(d - 80) < 1e-9)).toHaveLength(12);
    expect(firstHop.filter((d) => Math.abs(d - 120) < 1e-9)).toHaveLength(8);
    expect(r2).toBeGreaterThanOrEqual(120 + 80 - 1e-9);
    // Neighbours on a circle are at least a spacing apart (a chord of 2π·r/n ≥ spacing·0.95).
    expect(dist(pos.get(2), pos.get(3))).toBeGreaterThanOrEqual(40 * 0.95);
    for (const p of pos.values()) for (const q of pos.values()) if (p !== q) expect(dist(p, q)).toBeGreaterThan(20);
  });

  it('places every node, a part the start does not reach beside it, and ignores edges to absent nodes', () => {
    const pos = ringSeed(
      [1, 2, 3, 4],
      [
        { sourceId: 1, targetId: 2 },
        { sourceId: 3, targetId: 4 },
        { sourceId: 4, targetId: 99 },
      ],
      undefined,
      80,
      40,
    );
    expect(pos.size).toBe(4);
    const xs = [1, 2, 3, 4].map((id) => pos.get(id)?.x ?? Number.NaN);
    expect(Math.min(xs[2], xs[3])).toBeGreaterThan(Math.max(xs[0], xs[1]));
    expect(dist(pos.get(1), pos.get(2))).toBe(80);
  });
});
