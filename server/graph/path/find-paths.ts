import { shortestPaths } from './bidirectional';
import { type AdjacencySource, nodesOf, type Path, pathKey, type SearchOptions, type SearchResult } from './types';

export type PathMode = 'shortest' | 'allShortest' | 'k';

/** Most paths an allShortest answer lists: beyond it the drawing is unreadable and the answer says `limited`. */
export const ALL_SHORTEST_MAX = 100;

/** The paths between two nodes in one of the three modes (see the contract's `path` call). */
export async function findPaths(
  src: AdjacencySource,
  start: number,
  end: number,
  mode: PathMode,
  k: number,
  opts: SearchOptions,
): Promise<SearchResult> {
  if (mode === 'k') return kShortest(src, start, end, k, opts);
  const r = await shortestPaths(src, start, end, opts, mode === 'shortest' ? 1 : ALL_SHORTEST_MAX);
  return { paths: r.paths, skippedSuperNodes: [...r.skipped].sort((a, b) => a - b), limited: r.limited };
}

/** Orders candidates: fewer hops first, then by their nodes' ids, so equal-length answers come in a stable order. */
function byLength(start: number) {
  return (a: Path, b: Path) => {
    if (a.length !== b.length) return a.length - b.length;
    const na = nodesOf(start, a);
    const nb = nodesOf(start, b);
    for (let i = 0; i < na.length; i++) if (na[i] !== nb[i]) return na[i] - nb[i];
    return pathKey(a) < pathKey(b) ? -1 : pathKey(a) > pathKey(b) ? 1 : 0;
  };
}

/**
 * Yen's algorithm: the k shortest simple paths, by hops. Each next path
 * leaves a path already found at some spur node, so for every prefix (root)
 * of the last path found, a shortest spur path is searched with the root's
 * nodes and the edges the found paths take after that root removed. The
 * source caches adjacency, so the many spur searches re-read little.
 */
async function kShortest(
  src: AdjacencySource,
  start: number,
  end: number,
  k: number,
  opts: SearchOptions,
): Promise<SearchResult> {
  const skipped = new Set<number>();
  let limited = false;
  const first = await shortestPaths(src, start, end, opts, 1);
  for (const s of first.skipped) skipped.add(s);
  limited ||= first.limited;
  const found: Path[] = first.paths.slice(0, 1);
  const known = new Set(found.map(pathKey));
  const candidates: Path[] = [];
  const order = byLength(start);
  while (found.length > 0 && found.length < k) {
    const last = found[found.length - 1];
    const lastNodes = nodesOf(start, last);
    for (let i = 0; i < last.length; i++) {
      const budget = opts.maxHops - i;
      if (budget < 1) break;
      const root = last.slice(0, i);
      const rootKey = pathKey(root);
      const removedEdges = new Set<number>();
      for (const p of found) {
        if (p.length > i && pathKey(p.slice(0, i)) === rootKey) removedEdges.add(p[i].edgeId);
      }
      const removedNodes = new Set(lastNodes.slice(0, i));
      const spur = await shortestPaths(src, lastNodes[i], end, { ...opts, maxHops: budget }, 1, {
        nodes: removedNodes,
        edges: removedEdges,
      });
      for (const s of spur.skipped) skipped.add(s);
      limited ||= spur.limited;
      const tail = spur.paths[0];
      if (!tail) continue;
      const path = [...root, ...tail];
      const key = pathKey(path);
      if (known.has(key)) continue;
      known.add(key);
      candidates.push(path);
    }
    if (candidates.length === 0) break;
    candidates.sort(order);
    found.push(candidates.shift() as Path);
  }
  return { paths: found, skippedSuperNodes: [...skipped].sort((a, b) => a - b), limited };
}
