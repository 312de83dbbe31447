import { DEFAULT_CHART_MODEL, GRAPH_OPEN_PAGES_MAX } from '@contract/graph/graph-terms';
import { Grid, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { DrawnEdge, DrawnNode } from '../lib/drawing';
import { type Expansion, useExpandedDrawing } from '../lib/use-drawing';
import classes from './graph.module.css';
import { GraphCanvas } from './graph-canvas';
import { NodeCard } from './node-card';

const NO_FILTERS = {};
const NONE: ReadonlySet<number> = new Set();

interface ExploreViewProps {
  /** What the page starts with (memoised): an item's neighbourhood, or nothing when `expandFirst` draws it. */
  base: { nodes: DrawnNode[]; edges: DrawnEdge[] };
  centreId?: number;
  /** Expands this node once on arrival: an entity's page draws its first page of neighbours. */
  expandFirst?: number;
  /** Above the node card: what the drawing shows, in figures. */
  summary: (expansions: ReadonlyMap<number, Expansion>) => ReactNode;
}

/**
 * The drawing of `/detail/chart` and `/detail/chart/:name`, with the clicked
 * node's card: 展开/更多 page through its neighbours here, 设为起点/终点 go on to
 * `/chart`, where paths between two entities are searched.
 */
export function ExploreView({ base, centreId, expandFirst, summary }: ExploreViewProps) {
  const navigate = useNavigate();
  // The same growing drawing as /chart's, with the expanded pages held here instead of in the URL.
  const [open, setOpen] = useState<number[]>([]);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new base starts a new drawing.
  useEffect(() => {
    setOpen([]);
    setHidden(NONE);
  }, [base]);
  const { drawing, expansions, retry } = useExpandedDrawing(base, NO_FILTERS, open);
  const full = open.length >= GRAPH_OPEN_PAGES_MAX;
  /** 展开 / 更多 / double-click: one more page of the node's neighbours. */
  const expand = useCallback(
    (id: number) => {
      const e = expansions.get(id);
      if (full || (e && (e.loading || e.shown >= e.total))) return;
      setOpen((o) => [...o, id]);
      setHidden((h) => (h.has(id) ? new Set([...h].filter((x) => x !== id)) : h));
    },
    [expansions, full],
  );
  const hide = (id: number) => setHidden((h) => new Set(h).add(id));
  const [selected, setSelected] = useState<number | null>(centreId ?? null);
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (expandFirst === undefined || started.current === expandFirst) return;
    started.current = expandFirst;
    expand(expandFirst);
  }, [expandFirst, expand]);
  useEffect(() => setSelected(centreId ?? null), [centreId]);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <div className={classes.canvas} data-testid="graph-canvas">
          {drawing.nodes.length > 0 ? (
            <GraphCanvas
              nodes={drawing.nodes}
              edges={drawing.edges}
              model={DEFAULT_CHART_MODEL}
              startId={centreId}
              hiddenNodeIds={hidden}
              hiddenRelationIds={NONE}
              highlight={null}
              onNodeTap={setSelected}
              onNodeDoubleTap={expand}
              onReady={() => {}}
            />
          ) : (
            <Text c="dimmed" ta="center" pt={120} px="md">
              正在加载关系图…
            </Text>
          )}
        </div>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          {summary(expansions)}
          {selected !== null ? (
            <NodeCard
              key={selected}
              id={selected}
              expansion={expansions.get(selected)}
              full={full}
              onRetry={retry}
              onStart={() => void navigate({ to: '/chart', search: { start: selected } })}
              onEnd={() => void navigate({ to: '/chart', search: { end: selected } })}
              onExpand={() => expand(selected)}
              onHide={() => {
                hide(selected);
                setSelected(null);
              }}
              onClose={() => setSelected(null)}
            />
          ) : (
            <Text c="dimmed" fz="sm">
              点击图中的节点查看详情；双击展开它的邻居。
            </Text>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
