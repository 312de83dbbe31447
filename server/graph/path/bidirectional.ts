import type { Adj, AdjacencySource, Path, SearchOptions, Step } from './types';
import { pathKey } from './types';

/** Extra exclusions of one search (Yen's spur searches remove root nodes and used edges). */
export interface Removed {
  nodes?: ReadonlySet<number>;
  edges?: ReadonlySet<number>;
}

interface Parent {
  prev: number;
  adj: Adj;
}

/** One side of the search: distances from its root and every parent that reaches a node at its distance. */
class Side {
  readonly dist = new Map<number, number>();
  readonly parents = new Map<number, Parent[]>();
  frontier: number[];
  depth = 0;

  constructor(readonly root: number) {
    this.dist.set(root, 0);
    this.frontier = [root];
  }
}

/**
 * Shortest paths between `start` and `end` by a bidirectional breadth-first
 * search that expands the smaller frontier one whole layer at a time: on a
 * graph where a few nodes have thousands of neighbours, meeting in the middle
 * visits far fewer nodes than searching from one end. The adjacency of each
 * layer is read in one call, so a database answers one query per hop.
 *
 * `maxPaths` 1 gives one shortest path; more gives all shortest paths (up to
 * the cap, the answer then being `limited`). Nodes between start and end
 * pass a gate: not avoided or removed, of an allowed class, and not above the
 * super-node degree unless allowed (those are reported as skipped).
 */
export async function shortestPaths(
  src: AdjacencySource,
  start: number,
  end: number,
  opts: SearchOptions,
  maxPaths: number,
  removed: Removed = {},
): Promise<{ paths: Path[]; skipped: Set<number>; limited: boolean }> {
  const skipped = new Set<number>();
  if (start === end) return { paths: [], skipped, limited: false };
  const fwd = new Side(start);
  const bwd = new Side(end);
  const passes = (a: Adj): boolean => {
    if (removed.edges?.has(a.edgeId)) return false;
    if (opts.relationTypes && !opts.relationTypes.has(a.relationTypeId)) return false;
    const v = a.other;
    if (v === start || v === end) return true;
    if (removed.nodes?.has(v) || opts.avoidIds?.has(v)) return false;
    if (opts.ontologyIds && (a.otherClassId === null || !opts.ontologyIds.has(a.otherClassId))) return false;
    if (!opts.allowSuperNodes && a.otherDegree > opts.superNodeDegree) {
      skipped.add(v);
      return false;
    }
    return true;
  };
  let limited = false;
  while (fwd.depth + bwd.depth < opts.maxHops && fwd.frontier.length > 0 && bwd.frontier.length > 0) {
    if (fwd.dist.size + bwd.dist.size > opts.maxVisited) {
      limited = true;
      break;
    }
    const side = fwd.frontier.length <= bwd.frontier.length ? fwd : bwd;
    const other = side === fwd ? bwd : fwd;
    const reached = await expandLayer(src, side, passes);
    const meetings = reached.filter((v) => other.dist.has(v));
    if (meetings.length > 0) {
      const length = Math.min(...meetings.map((v) => side.depth + (other.dist.get(v) ?? 0)));
      const at = meetings.filter((v) => side.depth + (other.dist.get(v) ?? 0) === length);
      const joined = joinPaths(fwd, bwd, at, maxPaths);
      return { paths: joined.paths, skipped, limited: limited || joined.limited };
    }
  }
  return { paths: [], skipped, limited };
}

/** Expands a side's whole frontier by one hop; returns the nodes first reached. */
async function expandLayer(src: AdjacencySource, side: Side, passes: (a: Adj) => boolean): Promise<number[]> {
  const adjacency = await src.expand(side.frontier);
  const next = side.depth + 1;
  const reached: number[] = [];
  for (const u of side.frontier) {
    for (const a of adjacency.get(u) ?? []) {
      if (!passes(a)) continue;
      const known = side.dist.get(a.other);
      if (known === undefined) {
        side.dist.set(a.other, next);
        side.parents.set(a.other, [{ prev: u, adj: a }]);
        reached.push(a.other);
      } else if (known === next) {
        // Another equally short way in: allShortest needs every one of them.
        side.parents.get(a.other)?.push({ prev: u, adj: a });
      }
    }
  }
  side.frontier = reached;
  side.depth = next;
  return reached;
}

/** Every shortest way from a side's root to `node`, as steps walked away from the root (at most `cap`). */
function waysFromRoot(side: Side, node: number, cap: number): Step[][] {
  if (node === side.root) return [[]];
  const out: Step[][] = [];
  for (const p of side.parents.get(node) ?? []) {
    for (const head of waysFromRoot(side, p.prev, cap - out.length)) {
      out.push([
        ...head,
        { edgeId: p.adj.edgeId, relationTypeId: p.adj.relationTypeId, from: p.prev, to: node, forward: p.adj.forward },
      ]);
      if (out.length >= cap) return out;
    }
  }
  return out;
}

/** Reverses steps found from the end's side so they read from the meeting node towards the end. */
const towardsEnd = (steps: Step[]): Step[] =>
  steps
    .slice()
    .reverse()
    .map((s) => ({ ...s, from: s.to, to: s.from, forward: !s.forward }));

/**
 * Paths through the meeting nodes: each shortest way in from the start joined
 * with each shortest way out to the end. Consecutive meeting nodes can lie on
 * one path, so paths are told apart by their edges.
 */
function joinPaths(fwd: Side, bwd: Side, meetings: number[], maxPaths: number): { paths: Path[]; limited: boolean } {
  const seen = new Set<string>();
  const paths: Path[] = [];
  // One more than the cap, so "limited" means another path was found.
  const cap = maxPaths + 1;
  for (const m of meetings.sort((a, b) => a - b)) {
    for (const head of waysFromRoot(fwd, m, cap)) {
      for (const tail of waysFromRoot(bwd, m, cap)) {
        const path = [...head, ...towardsEnd(tail)];
        const key = pathKey(path);
        if (seen.has(key)) continue;
        seen.add(key);
        paths.push(path);
        // Asked for one path, finding a second equally short one is no cut: only a list of all can be limited.
        if (paths.length >= cap) return { paths: paths.slice(0, maxPaths), limited: maxPaths > 1 };
      }
    }
  }
  return { paths, limited: false };
}
