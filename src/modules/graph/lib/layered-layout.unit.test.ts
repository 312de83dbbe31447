import { DRAWING_SIZES as S } from './drawing-sizes';
import { estimateText, type LayeredEdge, type LayeredNode, layeredPositions } from './layered-layout';

// The k = 5 answer between 张三 (1) and 孙浩 (2) of the demo graph, with its relations as they point:
// several arrows run from the end's side back towards the start.
const NAMES: Record<number, string> = {
  1: '张三',
  2: '孙浩',
  3: '平台研发部',
  4: '智能知识中心',
  5: '《代码评审规范》',
  6: '双十一大促订单服务扩容',
  7: '客户门户前端性能优化',
};
const EDGES: [number, string, number][] = [
  [1, '属于', 3],
  [2, '属于', 3],
  [4, '属于', 3],
  [2, '负责', 4],
  [6, '属于', 3],
  [2, '负责', 6],
  [1, '负责', 7],
  [7, '属于', 3],
  [1, '创作', 5],
  [5, '适用于', 3],
];
const PATHS = [
  [1, 3, 2],
  [1, 3, 4, 2],
  [1, 3, 6, 2],
  [1, 7, 3, 2],
  [1, 5, 3, 2],
];

const node = (id: number): LayeredNode => ({ id, label: NAMES[id] ?? `实习生${id}`, size: id <= 2 ? 44 : S.node });
const edge = ([sourceId, label, targetId]: [number, string, number]): LayeredEdge => ({ sourceId, targetId, label });

/** What a node draws, in model coordinates: its circle and, under it, its label (cut at the widest). */
function drawnBox(n: LayeredNode, at: { x: number; y: number }) {
  const w = Math.max(n.size, Math.min(estimateText(n.label, S.nodeFont), S.labelMaxWidth));
  return { x1: at.x - w / 2, x2: at.x + w / 2, y1: at.y - n.size / 2, y2: at.y + n.size / 2 + S.labelMargin + S.labelLine };
}

function overlapping(nodes: LayeredNode[], pos: Map<number, { x: number; y: number }>): string[] {
  const boxes = nodes.map((n) => ({ n, b: drawnBox(n, pos.get(n.id) ?? { x: 0, y: 0 }) }));
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i].b, boxes[j].b];
      if (a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2) out.push(`${boxes[i].n.label}/${boxes[j].n.label}`);
    }
  return out;
}

describe('layeredPositions', () => {
  const nodes = Object.keys(NAMES).map(Number).map(node);
  const { positions: pos, routes } = layeredPositions(nodes, EDGES.map(edge), { startId: 1, endId: 2 });
  const x = (id: number) => pos.get(id)?.x ?? Number.NaN;

  it('puts the start first and the end last, left to right', () => {
    for (const n of nodes) {
      if (n.id !== 1) expect(x(1)).toBeLessThan(x(n.id));
      if (n.id !== 2) expect(x(2)).toBeGreaterThan(x(n.id));
    }
  });

  it('runs every found path left to right, whichever way its relations point', () => {
    for (const path of PATHS)
      for (let i = 1; i < path.length; i++)
        expect(x(path[i]), path.map((id) => NAMES[id]).join('→')).toBeGreaterThan(x(path[i - 1]));
  });

  it('leaves no two nodes or labels on top of each other', () => {
    expect(overlapping(nodes, pos)).toEqual([]);
  });

  it('routes the links that skip a column past it', () => {
    // 张三 – 平台研发部 and 平台研发部 – 孙浩 skip the columns of the longer paths.
    expect(routes.map((r) => [r.from, r.to])).toEqual([
      [1, 3],
      [3, 2],
    ]);
    for (const r of routes) {
      expect(r.weights.length).toBe(r.distances.length);
      expect(r.weights.length).toBeGreaterThan(0);
    }
  });
});

describe('layeredPositions with a node expanded past a column', () => {
  it('lays its leaves out in sub-columns after it, apart, and keeps the end last', () => {
    const interns = Array.from({ length: 30 }, (_, i) => 100 + i);
    const nodes = [...Object.keys(NAMES).map(Number), ...interns].map(node);
    const { positions: pos } = layeredPositions(nodes, [...EDGES.map(edge), ...interns.map((id) => edge([id, '属于', 3]))], {
      startId: 1,
      endId: 2,
    });
    const xs = interns.map((id) => pos.get(id)?.x ?? Number.NaN);
    expect(new Set(xs).size).toBe(3);
    expect(Math.min(...xs)).toBeGreaterThan(pos.get(3)?.x ?? Number.NaN);
    expect(Math.max(...xs)).toBeLessThan(pos.get(2)?.x ?? Number.NaN);
    expect(overlapping(nodes, pos)).toEqual([]);
  });

  it('puts a block of the end’s leaves before the end', () => {
    const fans = Array.from({ length: 20 }, (_, i) => 200 + i);
    const nodes = [...Object.keys(NAMES).map(Number), ...fans].map(node);
    const { positions: pos } = layeredPositions(nodes, [...EDGES.map(edge), ...fans.map((id) => edge([2, '负责', id]))], {
      startId: 1,
      endId: 2,
    });
    const xs = fans.map((id) => pos.get(id)?.x ?? Number.NaN);
    expect(Math.max(...xs)).toBeLessThan(pos.get(2)?.x ?? Number.NaN);
    expect(Math.min(...xs)).toBeGreaterThan(pos.get(1)?.x ?? Number.NaN);
    expect(overlapping(nodes, pos)).toEqual([]);
  });
});
