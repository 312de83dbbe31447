import { DenseMarks, type Marks, SparseMarks } from './marks';
import type { AdjacencySource, Path, SearchOptions, Step } from './types';
import { pathKey } from './types';

/** Extra exclusions of one search (Yen's spur searches remove root nodes and used edges). */
export interface Removed {
  nodes?: ReadonlySet<number>;
  edges?: ReadonlySet<number>;
}

/** A further equally short way into a node (allShortest needs every one). */
interface Parent {
  prev: number;
  handle: number;
}

/** One side of the search: what it reached (marks), its frontier, and further parents when all ways are wanted. */
class Side {
  frontier: number[];
  depth = 0;
  /** Ways in beyond the first, by node; null when one path is asked for. */
  readonly more: Map<number, Parent[]> | null;

  constructor(
    readonly root: number,
    readonly marks: Marks,
    allWays: boolean,
  ) {
    marks.mark(root, 0, -1, -1);
    this.frontier = [root];
    this.more = allWays ? new Map() : null;
  }
}

function marksFor(src: AdjacencySource, start: number, end: number): () => Marks {
  const bound = src.nodeBound;
  if (bound !== undefined && start >= 0 && end >= 0 && start < bound && end < bound) return () => DenseMarks.acquire(bound);
  return () => new SparseMarks();
}

/**
 * Shortest paths between `start` and `end` by a bidirectional breadth-first
 * search that expands the smaller frontier one whole layer at a time: on a
 * graph where a few nodes have thousands of neighbours, meeting in the middle
 * visits far fewer nodes than searching from one end. The adjacency of each
 * layer is prepared in one call, so a database answers one query per hop;
 * memory answers at once and the search never yields.
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
  const newMarks = marksFor(src, start, end);
  const fwd = new Side(start, newMarks(), maxPaths > 1);
  const bwd = new Side(end, newMarks(), maxPaths > 1);
  try {
    const passes = (h: number): boolean => {
      if (removed.edges?.has(src.edgeId(h))) return false;
      if (opts.relationTypes && !opts.relationTypes.has(src.relationTypeId(h))) return false;
      const v = src.other(h);
      if (v === start || v === end) return true;
      if (removed.nodes?.has(v) || opts.avoidIds?.has(v)) return false;
      if (opts.ontologyIds && !opts.ontologyIds.has(src.otherClassId(h))) return false;
      if (!opts.allowSuperNodes && src.otherDegree(h) > opts.superNodeDegree) {
        skipped.add(v);
        return false;
      }
      return true;
    };
    let limited = false;
    while (fwd.depth + bwd.depth < opts.maxHops && fwd.frontier.length > 0 && bwd.frontier.length > 0) {
      if (fwd.marks.size + bwd.marks.size > opts.maxVisited) {
        limited = true;
        break;
      }
      const side = fwd.frontier.length <= bwd.frontier.length ? fwd : bwd;
      const other = side === fwd ? bwd : fwd;
      const pending = src.prepare(side.frontier);
      if (pending) await pending;
      const reached = expandLayer(src, side, passes);
      let length = Number.POSITIVE_INFINITY;
      for (const v of reached) {
        const d = other.marks.dist(v);
        if (d >= 0 && side.depth + d < length) length = side.depth + d;
      }
      if (length !== Number.POSITIVE_INFINITY) {
        const at = reached.filter((v) => other.marks.dist(v) >= 0 && side.depth + other.marks.dist(v) === length);
        const joined = joinPaths(src, fwd, bwd, at, maxPaths);
        return { paths: joined.paths, skipped, limited: limited || joined.limited };
      }
    }
    return { paths: [], skipped, limited };
  } finally {
    fwd.marks.release();
    bwd.marks.release();
  }
}

/** Expands a side's whole frontier by one hop (its adjacency prepared); returns the nodes first reached. */
function expandLayer(src: AdjacencySource, side: Side, passes: (h: number) => boolean): number[] {
  const next = side.depth + 1;
  const reached: number[] = [];
  const marks = side.marks;
  for (const u of side.frontier) {
    const last = src.end(u);
    for (let h = src.begin(u); h < last; h++) {
      if (!passes(h)) continue;
      const v = src.other(h);
      const known = marks.dist(v);
      if (known < 0) {
        marks.mark(v, next, u, h);
        reached.push(v);
      } else if (known === next && side.more) {
        const list = side.more.get(v);
        if (list) list.push({ prev: u, handle: h });
        else side.more.set(v, [{ prev: u, handle: h }]);
      }
    }
  }
  side.frontier = reached;
  side.depth = next;
  return reached;
}

/** The step walked into `node` from `prev` over edge handle `h`, read away from the side's root. */
function stepOf(src: AdjacencySource, prev: number, node: number, h: number): Step {
  return { edgeId: src.edgeId(h), relationTypeId: src.relationTypeId(h), from: prev, to: node, forward: src.forward(h) };
}

/** Every shortest way from a side's root to `node`, as steps walked away from the root (at most `cap`). */
function waysFromRoot(src: AdjacencySource, side: Side, node: number, cap: number): Step[][] {
  if (node === side.root) return [[]];
  const parents: Parent[] = [{ prev: side.marks.prev(node), handle: side.marks.handle(node) }, ...(side.more?.get(node) ?? [])];
  const out: Step[][] = [];
  for (const p of parents) {
    for (const head of waysFromRoot(src, side, p.prev, cap - out.length)) {
      out.push([...head, stepOf(src, p.prev, node, p.handle)]);
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
function joinPaths(
  src: AdjacencySource,
  fwd: Side,
  bwd: Side,
  meetings: number[],
  maxPaths: number,
): { paths: Path[]; limited: boolean } {
  const seen = new Set<string>();
  const paths: Path[] = [];
  // One more than the cap, so "limited" means another path was found.
  const cap = maxPaths + 1;
  for (const m of meetings.sort((a, b) => a - b)) {
    for (const head of waysFromRoot(src, fwd, m, cap)) {
      for (const tail of waysFromRoot(src, bwd, m, cap)) {
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
