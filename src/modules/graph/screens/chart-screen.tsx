import { GRAPH_OPEN_PAGES_MAX } from '@contract/graph/graph-terms';
import {
  Button,
  Card,
  Collapse,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Core } from 'cytoscape';
import { useEffect, useMemo, useRef, useState } from 'react';
import { QueryError } from '@/shared/ui/query-error';
import { graphQueries } from '../api/graph-queries';
import { ChartStarters } from '../components/chart-starters';
import { EntityListPanel } from '../components/entity-list-panel';
import { FilterPanel } from '../components/filter-panel';
import classes from '../components/graph.module.css';
import { GraphCanvas } from '../components/graph-canvas';
import { NodeCard } from '../components/node-card';
import { PathList } from '../components/path-list';
import { type PathDraft, PathQueryForm } from '../components/path-query-form';
import { RelatedKnowledgePanel } from '../components/related-knowledge-panel';
import { pathFilters, savePng } from '../lib/chart-actions';
import { withDescendants } from '../lib/chart-layout';
import type { ChartSearch } from '../lib/chart-search';
import { useDrawing } from '../lib/use-drawing';

export interface ChartChangeOptions {
  /** Panel and drawing state replace the history entry; a new search adds one. */
  replace?: boolean;
}

interface ChartScreenProps {
  search: ChartSearch;
  onChange: (next: Partial<ChartSearch>, options?: ChartChangeOptions) => void;
}

const NONE: readonly number[] = [];
const REPLACE = { replace: true };

/** `/chart` (知识图谱): paths between two entities, drawn, listed as sentences and explored node by node. */
export function ChartScreen({ search, onChange }: ChartScreenProps) {
  const [draft, setDraft] = useState<PathDraft>({
    start: search.start,
    end: search.end,
    mode: search.mode,
    k: search.k,
    hops: search.hops,
  });
  const [filtersOpen, setFiltersOpen] = useState(Boolean(search.hideClasses?.length || search.hideRelations?.length));
  const [hovered, setHovered] = useState<number | null>(null);
  const cyRef = useRef<Core | null>(null);
  const theme = useMantineTheme();
  // The URL leads: a link, Back, or 设为起点/终点 on a card changes the pickers too.
  useEffect(
    () => setDraft({ start: search.start, end: search.end, mode: search.mode, k: search.k, hops: search.hops }),
    [search.start, search.end, search.mode, search.k, search.hops],
  );

  const classTree = useQuery(graphQueries.classes());
  const relationTypes = useQuery(graphQueries.relationTypes());
  const hiddenClasses = search.hideClasses ?? NONE;
  const hiddenRelations = search.hideRelations ?? NONE;
  const handHidden = search.hide ?? NONE;
  const opened = search.open ?? [];
  const filters = useMemo(
    () => pathFilters(classTree.data ?? [], relationTypes.data ?? [], hiddenClasses, hiddenRelations),
    [classTree.data, relationTypes.data, hiddenClasses, hiddenRelations],
  );
  const ready = search.start !== undefined && search.end !== undefined && search.start !== search.end;
  const path = useQuery({
    ...graphQueries.path({
      startId: search.start ?? 0,
      endId: search.end ?? 0,
      mode: search.mode,
      k: search.k,
      maxHops: search.hops,
      allowSuperNodes: search.allowSuper,
      ...filters,
    }),
    enabled: ready && classTree.isSuccess && relationTypes.isSuccess,
  });
  const filtersReady = classTree.isSuccess && relationTypes.isSuccess;
  const { drawing, expansions, retry } = useDrawing(ready ? path.data : undefined, filters, filtersReady ? opened : []);

  const hiddenNodeIds = useMemo(() => {
    const hiddenClassIds = withDescendants(hiddenClasses, classTree.data ?? []);
    const ends = new Set([search.start, search.end]);
    const byHand = new Set(handHidden);
    return new Set(
      drawing.nodes
        .filter((n) => byHand.has(n.id) || (!ends.has(n.id) && n.classId !== null && hiddenClassIds.has(n.classId)))
        .map((n) => n.id),
    );
  }, [drawing.nodes, handHidden, hiddenClasses, classTree.data, search.start, search.end]);
  const hiddenRelationIds = useMemo(() => new Set(hiddenRelations), [hiddenRelations]);
  const highlight = useMemo(() => {
    const p = hovered === null ? undefined : path.data?.paths[hovered];
    return p ? { nodeIds: p.nodeIds, edgeIds: p.steps.map((s) => s.id) } : null;
  }, [hovered, path.data]);

  const full = opened.length >= GRAPH_OPEN_PAGES_MAX;
  /** 展开 / 更多 / double-click: one more page of the node's neighbours, into the URL. */
  const expand = (id: number) => {
    const e = expansions.get(id);
    if (full || (e && (e.loading || e.shown >= e.total))) return;
    onChange({ open: [...opened, id] }, REPLACE);
  };
  const select = (id: number | undefined) => onChange({ node: id, rpage: 1 }, REPLACE);
  // A new pair of ends (or mode) is a new drawing: what was expanded or hidden by hand belongs to the old one.
  // 查找 shows its answer: the side panel turns to 路径 (issue 28).
  const find = () => onChange({ ...draft, open: undefined, hide: undefined, tab: 'paths' });
  const setEnd = (end: 'start' | 'end', id: number) => onChange({ [end]: id, open: undefined, hide: undefined });
  const showCanvas = ready || drawing.nodes.length > 0;

  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        知识图谱
      </Title>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <PathQueryForm draft={draft} onDraft={setDraft} onFind={find} />
          <Group gap="sm" justify="space-between">
            <Group gap="md">
              <SegmentedControl
                aria-label="布局"
                value={String(search.model)}
                onChange={(v) => onChange({ model: v === '1' ? 1 : 2 }, REPLACE)}
                data={[
                  { value: '2', label: '力导向' },
                  { value: '1', label: '层次（从左到右）' },
                ]}
              />
              <Switch
                label="允许经过超级节点"
                checked={search.allowSuper}
                onChange={(e) => onChange({ allowSuper: e.currentTarget.checked })}
              />
            </Group>
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={() => setFiltersOpen((o) => !o)} aria-expanded={filtersOpen}>
                筛选
                {hiddenClasses.length + hiddenRelations.length > 0
                  ? `（已隐藏 ${hiddenClasses.length + hiddenRelations.length}）`
                  : ''}
              </Button>
              {handHidden.length > 0 ? (
                <Button variant="default" size="sm" onClick={() => onChange({ hide: undefined }, REPLACE)}>
                  显示已隐藏的 {handHidden.length} 个节点
                </Button>
              ) : null}
              <Button
                variant="default"
                size="sm"
                disabled={drawing.nodes.length === 0}
                onClick={() => cyRef.current && savePng(cyRef.current, theme.white)}
              >
                导出图片
              </Button>
            </Group>
          </Group>
          <Collapse expanded={filtersOpen}>
            {classTree.data && relationTypes.data ? (
              <FilterPanel
                classes={classTree.data}
                relations={relationTypes.data}
                hiddenClasses={hiddenClasses}
                hiddenRelations={hiddenRelations}
                onChange={(next) =>
                  onChange(
                    {
                      hideClasses: next.hideClasses.length ? next.hideClasses : undefined,
                      hideRelations: next.hideRelations.length ? next.hideRelations : undefined,
                    },
                    REPLACE,
                  )
                }
              />
            ) : null}
          </Collapse>
        </Stack>
      </Card>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <div className={classes.canvas} data-testid="graph-canvas">
            {showCanvas ? (
              <GraphCanvas
                nodes={drawing.nodes}
                edges={drawing.edges}
                model={search.model}
                startId={search.start}
                endId={search.end}
                hiddenNodeIds={hiddenNodeIds}
                hiddenRelationIds={hiddenRelationIds}
                highlight={highlight}
                onNodeTap={select}
                onNodeDoubleTap={expand}
                onReady={(cy) => {
                  cyRef.current = cy;
                }}
              />
            ) : (
              <ChartStarters onOpen={(id) => onChange({ node: id, open: [id], rpage: 1 }, REPLACE)} />
            )}
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {search.node !== undefined ? (
              <NodeCard
                key={search.node}
                id={search.node}
                expansion={expansions.get(search.node)}
                full={full}
                onRetry={retry}
                onStart={() => search.node !== undefined && setEnd('start', search.node)}
                onEnd={() => search.node !== undefined && setEnd('end', search.node)}
                onExpand={() => search.node !== undefined && expand(search.node)}
                onHide={() => {
                  if (search.node === undefined) return;
                  onChange({ hide: [...handHidden.filter((n) => n !== search.node), search.node], node: undefined }, REPLACE);
                }}
                onClose={() => select(undefined)}
              />
            ) : null}
            <Card withBorder radius="md" p="sm">
              <Tabs value={search.tab} onChange={(v) => v && onChange({ tab: v as ChartSearch['tab'] }, REPLACE)}>
                <Tabs.List grow mb="sm">
                  <Tabs.Tab value="paths">路径</Tabs.Tab>
                  <Tabs.Tab value="entities">实体</Tabs.Tab>
                  <Tabs.Tab value="related">相关知识</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="paths">
                  {!ready ? (
                    <Text c="dimmed" fz="sm">
                      选择起点和终点后点击“查找”，这里会用一句话说明每条路径。
                    </Text>
                  ) : path.isError ? (
                    <QueryError error={path.error} onRetry={path.refetch} />
                  ) : path.data ? (
                    <PathList
                      answer={path.data}
                      active={hovered}
                      onHover={setHovered}
                      onAllowSuper={search.allowSuper ? undefined : () => onChange({ allowSuper: true })}
                    />
                  ) : (
                    <Text c="dimmed">正在查找路径…</Text>
                  )}
                </Tabs.Panel>
                <Tabs.Panel value="entities">
                  {classTree.data ? (
                    <EntityListPanel
                      classTree={classTree.data}
                      cls={search.cls}
                      q={search.q}
                      page={search.epage}
                      selected={search.node}
                      onChange={(next) => onChange(next, REPLACE)}
                      onSelect={select}
                    />
                  ) : classTree.isError ? (
                    <QueryError error={classTree.error} onRetry={classTree.refetch} />
                  ) : null}
                </Tabs.Panel>
                <Tabs.Panel value="related">
                  <RelatedKnowledgePanel
                    entityId={search.node}
                    sort={search.sort}
                    page={search.rpage}
                    onChange={(next) => onChange(next, REPLACE)}
                  />
                </Tabs.Panel>
              </Tabs>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
