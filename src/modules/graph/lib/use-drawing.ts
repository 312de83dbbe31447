import type { OutputOf } from '@contract/endpoint';
import type { pathFind } from '@contract/graph';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toastError } from '@/shared/lib/toast';
import { graphQueries } from '../api/graph-queries';
import type { Expansion } from '../components/node-card';
import { type DrawnEdge, type DrawnNode, drawnNode, mergeDrawing } from './drawing';

type PathAnswer = OutputOf<typeof pathFind>;
type Filters = { relationTypes?: number[]; ontologyIds?: number[] };
type Drawing = { nodes: DrawnNode[]; edges: DrawnEdge[] };
const EMPTY: Drawing = { nodes: [], edges: [] };

/**
 * What `/chart` draws: the found paths plus the neighbours expanded page by
 * page, less the nodes hidden by hand. A new answer starts a new drawing.
 */
export function useDrawing(answer: PathAnswer | undefined, filters: Filters) {
  const base = useMemo(() => {
    if (!answer) return EMPTY;
    const names = new Map(answer.relationTypes.map((r) => [r.id, r.name]));
    const edges = answer.paths.flatMap((p) => p.steps.map((s) => ({ ...s, label: names.get(s.relationTypeId) ?? '' })));
    return mergeDrawing({ nodes: [], edges: [] }, { nodes: answer.nodes.map(drawnNode), edges });
  }, [answer]);
  return useExpandableDrawing(base, filters);
}

/**
 * A drawing that grows: `base` (a path answer, an item's neighbourhood) plus
 * the neighbours expanded page by page, less the nodes hidden by hand. A new
 * base starts a new drawing; keep it stable (memoised) between renders.
 */
export function useExpandableDrawing(base: Drawing, filters: Filters) {
  const queryClient = useQueryClient();
  const [extra, setExtra] = useState<{ nodes: DrawnNode[]; edges: DrawnEdge[] }>({ nodes: [], edges: [] });
  const [expansions, setExpansions] = useState<Map<number, Expansion>>(new Map());
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (base) starts a new drawing.
  useEffect(() => {
    setExtra({ nodes: [], edges: [] });
    setExpansions(new Map());
    setHidden(new Set());
  }, [base]);

  const drawing = useMemo(() => mergeDrawing(base, extra), [base, extra]);

  const expand = useCallback(
    async (nodeId: number) => {
      const before = expansions.get(nodeId);
      if (before?.loading || (before && before.shown >= before.total)) return;
      const page = (before?.page ?? 0) + 1;
      setExpansions((m) =>
        new Map(m).set(nodeId, { page: page - 1, shown: before?.shown ?? 0, total: before?.total ?? 0, loading: true }),
      );
      try {
        const r = await queryClient.fetchQuery(graphQueries.expand({ nodeId, page, ...filters }));
        const names = new Map(r.totals.map((t) => [t.relationTypeId, t.name]));
        setExtra((d) =>
          mergeDrawing(d, {
            nodes: [drawnNode(r.node), ...r.neighbours.map((n) => drawnNode(n.node))],
            edges: r.neighbours.map((n) => ({ ...n.edge, label: names.get(n.edge.relationTypeId) ?? '' })),
          }),
        );
        setHidden((h) => new Set([...h].filter((id) => !r.neighbours.some((n) => n.node.id === id))));
        setExpansions((m) =>
          new Map(m).set(nodeId, { page, shown: (before?.shown ?? 0) + r.neighbours.length, total: r.total, loading: false }),
        );
      } catch (e) {
        toastError(e instanceof Error ? e.message : '展开失败，请稍后重试');
        setExpansions((m) => {
          const next = new Map(m);
          if (before) next.set(nodeId, before);
          else next.delete(nodeId);
          return next;
        });
      }
    },
    [expansions, filters, queryClient],
  );

  const hide = useCallback((nodeId: number) => setHidden((h) => new Set(h).add(nodeId)), []);

  return { drawing, expansions, hidden, expand, hide };
}
