import { describe, expect, it } from 'vitest';
import { findPaths, type PathMode } from './find-paths';
import { type MemoryEdge, MemorySource } from './memory-source';
import { pathSentence } from './sentence';
import { nodesOf, type SearchOptions } from './types';

/** Edges from "a-b" pairs: ids in order, relation type 1 unless given as "a-b:rel". */
function graph(spec: string): MemoryEdge[] {
  return spec
    .split(/\s+/)
    .filter(Boolean)
    .map((pair, i) => {
      const [ends, rel] = pair.split(':');
      const [source, target] = ends.split('-').map(Number);
      return { id: i + 1, source, target, relationTypeId: Number(rel ?? 1) };
    });
}

const OPTS: SearchOptions = { maxHops: 6, superNodeDegree: 1000, allowSuperNodes: false, maxVisited: 100_000 };

async function paths(edges: MemoryEdge[], start: number, end: number, mode: PathMode, more: Partial<SearchOptions> = {}, k = 5) {
  const classOf = (id: number) => (id >= 100 ? 2 : 1);
  const r = await findPaths(new MemorySource(edges, classOf), start, end, mode, k, { ...OPTS, ...more });
  // Marking nodes in arrays (the in-memory graph's way) must answer exactly as maps do.
  const dense = await findPaths(new MemorySource(edges, classOf, { dense: true }), start, end, mode, k, { ...OPTS, ...more });
  expect(dense).toEqual(r);
  return { ...r, nodes: r.paths.map((p) => nodesOf(start, p).join('>')) };
}

describe('shortest paths', () => {
  it('finds the shortest way through a cycle, walking edges backwards where needed', async () => {
    // 1→2→3→4→1 is a cycle; from 1 to 4 the edge 4→1 walked backwards is one hop.
    const r = await paths(graph('1-2 2-3 3-4 4-1'), 1, 4, 'shortest');
    expect(r.nodes).toEqual(['1>4']);
    expect(r.paths[0][0].forward).toBe(false);
  });

  it('answers nothing for disconnected nodes and for a node with itself', async () => {
    expect((await paths(graph('1-2 3-4'), 1, 4, 'allShortest')).paths).toEqual([]);
    expect((await paths(graph('1-2'), 1, 1, 'shortest')).paths).toEqual([]);
  });

  it('lists every equally short alternative in allShortest, one in shortest', async () => {
    // Three two-hop ways from 1 to 9 and one three-hop way.
    const g = graph('1-2 2-9 1-3 3-9 1-4 4-9 1-5 5-6 6-9');
    const all = await paths(g, 1, 9, 'allShortest');
    expect(all.nodes.sort()).toEqual(['1>2>9', '1>3>9', '1>4>9']);
    expect(all.limited).toBe(false);
    const one = await paths(g, 1, 9, 'shortest');
    expect(one.paths).toHaveLength(1);
    expect(one.paths[0]).toHaveLength(2);
    // One path was asked for: other equally short ones do not make the answer "limited".
    expect(one.limited).toBe(false);
  });

  it('tells two relations between the same pair apart', async () => {
    const all = await paths(graph('1-2:1 1-2:2 2-3'), 1, 3, 'allShortest');
    expect(all.paths.map((p) => p[0].relationTypeId).sort()).toEqual([1, 2]);
  });

  it('respects the hop limit', async () => {
    const chain = graph('1-2 2-3 3-4 4-5 5-6 6-7 7-8');
    expect((await paths(chain, 1, 7, 'shortest')).nodes).toEqual(['1>2>3>4>5>6>7']);
    expect((await paths(chain, 1, 8, 'shortest')).paths).toEqual([]);
    expect((await paths(chain, 1, 5, 'shortest', { maxHops: 3 })).paths).toEqual([]);
    expect((await paths(chain, 1, 4, 'shortest', { maxHops: 3 })).nodes).toEqual(['1>2>3>4']);
  });

  it('does not walk through a super-node unless allowed, and says which it skipped', async () => {
    // 50 hangs off many leaves (degree 12); 1-50-9 is short, 1-2-3-9 avoids it.
    const leaves = Array.from({ length: 10 }, (_, i) => `50-${200 + i}`).join(' ');
    const g = graph(`1-50 50-9 1-2 2-3 3-9 ${leaves}`);
    const guarded = await paths(g, 1, 9, 'allShortest', { superNodeDegree: 5 });
    expect(guarded.nodes).toEqual(['1>2>3>9']);
    expect(guarded.skippedSuperNodes).toEqual([50]);
    const allowed = await paths(g, 1, 9, 'allShortest', { superNodeDegree: 5, allowSuperNodes: true });
    expect(allowed.nodes).toEqual(['1>50>9']);
    expect(allowed.skippedSuperNodes).toEqual([]);
    // A super-node picked as an end is still reached.
    expect((await paths(g, 1, 50, 'shortest', { superNodeDegree: 5 })).nodes).toEqual(['1>50']);
  });

  it('filters by relation type and by the classes of nodes between the ends', async () => {
    // Nodes ≥ 100 are of class 2.
    const g = graph('1-2:1 2-9:1 1-100:2 100-9:2');
    expect((await paths(g, 1, 9, 'allShortest', { relationTypes: new Set([1]) })).nodes).toEqual(['1>2>9']);
    expect((await paths(g, 1, 9, 'allShortest', { relationTypes: new Set([2]) })).nodes).toEqual(['1>100>9']);
    expect((await paths(g, 1, 9, 'allShortest', { ontologyIds: new Set([2]) })).nodes).toEqual(['1>100>9']);
    expect((await paths(g, 1, 9, 'allShortest', { ontologyIds: new Set([3]) })).paths).toEqual([]);
  });

  it('never passes through avoided nodes', async () => {
    const g = graph('1-2 2-9 1-3 3-4 4-9');
    expect((await paths(g, 1, 9, 'allShortest', { avoidIds: new Set([2]) })).nodes).toEqual(['1>3>4>9']);
  });

  it('says an allShortest list is limited when more paths exist than it lists', async () => {
    const fan = Array.from({ length: 105 }, (_, i) => `1-${500 + i} ${500 + i}-9`).join(' ');
    const r = await paths(graph(fan), 1, 9, 'allShortest');
    expect(r.paths).toHaveLength(100);
    expect(r.limited).toBe(true);
  });

  it('caps the nodes visited and says the answer is limited', async () => {
    const fan = Array.from({ length: 40 }, (_, i) => `1-${300 + i} ${300 + i}-${400 + i}`).join(' ');
    const r = await paths(graph(`${fan} 439-9`), 1, 9, 'shortest', { maxVisited: 20 });
    expect(r.paths).toEqual([]);
    expect(r.limited).toBe(true);
  });
});

describe('k shortest simple paths', () => {
  it('gives simple paths in order of length, shortest first, without repeats', async () => {
    const g = graph('1-2 2-9 1-3 3-4 4-9 1-5 5-6 6-7 7-9 2-3');
    const r = await paths(g, 1, 9, 'k', {}, 10);
    const lengths = r.paths.map((p) => p.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(r.nodes[0]).toBe('1>2>9');
    expect(new Set(r.nodes).size).toBe(r.nodes.length);
    for (const n of r.nodes) expect(new Set(n.split('>')).size).toBe(n.split('>').length);
    expect(r.nodes).toEqual(['1>2>9', '1>3>2>9', '1>3>4>9', '1>2>3>4>9', '1>5>6>7>9']);
  });

  it('stops at k and keeps within the hop limit', async () => {
    const g = graph('1-2 2-9 1-3 3-4 4-9 1-5 5-6 6-7 7-9');
    expect((await paths(g, 1, 9, 'k', {}, 2)).nodes).toEqual(['1>2>9', '1>3>4>9']);
    expect((await paths(g, 1, 9, 'k', { maxHops: 3 }, 10)).nodes).toEqual(['1>2>9', '1>3>4>9']);
  });

  it('keeps the filters and avoided nodes in every spur search', async () => {
    const g = graph('1-2 2-9 1-3 3-9 1-4 4-9');
    expect((await paths(g, 1, 9, 'k', { avoidIds: new Set([3]) }, 10)).nodes).toEqual(['1>2>9', '1>4>9']);
  });
});

describe('path sentences', () => {
  it('reads each step in the walked direction, works in book-title marks', () => {
    const nodes = new Map([
      [1, { name: '李白', titleMarks: false }],
      [2, { name: '静夜思', titleMarks: true }],
      [3, { name: '唐诗三百首', titleMarks: true }],
    ]);
    const relations = new Map([
      [1, { name: '创作', inverseName: '作者' }],
      [2, { name: '收录', inverseName: '收录于' }],
    ]);
    // 李白 创作 静夜思 (as written); 唐诗三百首 收录 静夜思, walked from the poem back to the collection.
    const path = [
      { edgeId: 1, relationTypeId: 1, from: 1, to: 2, forward: true },
      { edgeId: 2, relationTypeId: 2, from: 2, to: 3, forward: false },
    ];
    expect(pathSentence(1, path, nodes, relations)).toBe('李白 创作 《静夜思》，收录于 《唐诗三百首》');
    const back = [
      { edgeId: 2, relationTypeId: 2, from: 3, to: 2, forward: true },
      { edgeId: 1, relationTypeId: 1, from: 2, to: 1, forward: false },
    ];
    expect(pathSentence(3, back, nodes, relations)).toBe('《唐诗三百首》 收录 《静夜思》，作者 李白');
  });
});
