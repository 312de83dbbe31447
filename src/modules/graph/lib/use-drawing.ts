import type { pathFind } from '@contract/graph/graph';
import type { OutputOf } from '@contract/platform/endpoint';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { graphQueries } from '../api/graph-queries';
import { type DrawnEdge, type DrawnNode, drawnNode, mergeDrawing } from './drawing';

type PathAnswer = OutputOf<typeof pathFind>;
type Filters = { relationTypes?: number[]; ontologyIds?: number[] };
type Drawing = { nodes: DrawnNode[]; edges: DrawnEdge[] };
const EMPTY: Drawing = { nodes: [], edges: [] };

/** How far a node's neighbours have been drawn. */
export interface Expansion {
  /** Pages asked for (the URL's count). */
  pages: number;
  shown: number;
  total: number;
  loading: boolean;
  /** The message of a page that failed to load. */
  error: string | null;
}

/**
 * Expanded nodes with their page counts from the URL's flat list (each
 * occurrence of an id is one page), in the order they were first expanded.
 */
export function openedPages(open: readonly number[]): [nodeId: number, pages: number][] {
  const pages = new Map<number, number>();
  for (const id of open) pages.set(id, (pages.get(id) ?? 0) + 1);
  return [...pages];
}

/**
 * What `/chart` draws: the found paths plus, for each expanded node, its
 * pages of neighbours (filters applied). The pages come from the URL, so a
 * link or a reload draws the same; each page is one cached query.
 */
export function useDrawing(answer: PathAnswer | undefined, filters: Filters, open: readonly number[]) {
  const base = useMemo(() => {
    if (!answer) return EMPTY;
    const names = new Map(answer.relationTypes.map((r) => [r.id, r.name]));
    const edges = answer.paths.flatMap((p) => p.steps.map((s) => ({ ...s, label: names.get(s.relationTypeId) ?? '' })));
    return mergeDrawing({ nodes: [], edges: [] }, { nodes: answer.nodes.map(drawnNode), edges });
  }, [answer]);
  return useExpandedDrawing(base, filters, open);
}

/**
 * A drawing that grows: `base` (a path answer, an item's neighbourhood) plus,
 * for each expanded node, its pages of neighbours (filters applied). `open`
 * lists the expanded nodes, one occurrence per page: `/chart` keeps it in the
 * URL, the detail graphs in their own state. Each page is one cached query.
 */
export function useExpandedDrawing(base: Drawing, filters: Filters, open: readonly number[]) {
  const opened = openedPages(open);

  const pages = opened.flatMap(([nodeId, count]) => Array.from({ length: count }, (_, i) => ({ nodeId, page: i + 1 })));
  const results = useQueries({
    queries: pages.map((p) => graphQueries.expand({ nodeId: p.nodeId, page: p.page, ...filters })),
  });
  // The results array is new on every render; the drawing changes only when a page's data does.
  const stamp = `${JSON.stringify(opened)}|${results.map((r) => `${r.status}${r.dataUpdatedAt}`).join(',')}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `stamp` stands for the expanded nodes and their pages' results.
  const { drawing, expansions } = useMemo(() => {
    let drawn = base;
    const expansions = new Map<number, Expansion>();
    for (const [nodeId, count] of opened)
      expansions.set(nodeId, { pages: count, shown: 0, total: 0, loading: false, error: null });
    pages.forEach((p, i) => {
      const r = results[i];
      const e = expansions.get(p.nodeId);
      if (!r || !e) return;
      if (r.isPending) e.loading = true;
      if (r.isError) e.error = r.error instanceof Error ? r.error.message : '展开失败，请稍后重试';
      if (!r.data) return;
      e.shown += r.data.neighbours.length;
      e.total = r.data.total;
      const names = new Map(r.data.totals.map((t) => [t.relationTypeId, t.name]));
      drawn = mergeDrawing(drawn, {
        nodes: [drawnNode(r.data.node), ...r.data.neighbours.map((n) => drawnNode(n.node))],
        edges: r.data.neighbours.map((n) => ({ ...n.edge, label: names.get(n.edge.relationTypeId) ?? '' })),
      });
    });
    return { drawing: drawn, expansions };
  }, [base, stamp]);

  const retry = () => {
    for (const r of results) if (r.isError) void r.refetch();
  };

  return { drawing, expansions, retry };
}
