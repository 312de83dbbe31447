import { PATH_MAX_HOPS, PATH_MAX_K, type PathMode } from '@contract/graph-terms';
import {
  Button,
  Card,
  Collapse,
  Grid,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Core } from 'cytoscape';
import { useEffect, useMemo, useRef, useState } from 'react';
import { QueryError } from '@/shared/ui/query-error';
import { graphQueries } from '../api/graph-queries';
import { FilterPanel } from '../components/filter-panel';
import classes from '../components/graph.module.css';
import { GraphCanvas } from '../components/graph-canvas';
import { NodeCard } from '../components/node-card';
import { NodePicker } from '../components/node-picker';
import { PathList } from '../components/path-list';
import { pathFilters, savePng } from '../lib/chart-actions';
import { withDescendants } from '../lib/chart-layout';
import type { ChartSearch } from '../lib/chart-search';
import { useDrawing } from '../lib/use-drawing';

interface ChartScreenProps {
  search: ChartSearch;
  onChange: (next: Partial<ChartSearch>) => void;
}

const MODES: { value: PathMode; label: string }[] = [
  { value: 'shortest', label: '最短路径' },
  { value: 'allShortest', label: '全部最短路径' },
  { value: 'k', label: 'K 条路径' },
];

/** `/chart` (知识图谱): paths between two entities, drawn, listed as sentences and explored node by node. */
export function ChartScreen({ search, onChange }: ChartScreenProps) {
  const [draft, setDraft] = useState({ start: search.start, end: search.end, mode: search.mode, k: search.k, hops: search.hops });
  const [filtersOpen, setFiltersOpen] = useState(Boolean(search.hideClasses?.length || search.hideRelations?.length));
  const [hovered, setHovered] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const cyRef = useRef<Core | null>(null);
  const theme = useMantineTheme();
  // The URL leads: a link, Back, or 设为起点/终点 on a card changes the pickers too.
  useEffect(
    () => setDraft({ start: search.start, end: search.end, mode: search.mode, k: search.k, hops: search.hops }),
    [search.start, search.end, search.mode, search.k, search.hops],
  );

  const classTree = useQuery(graphQueries.classes());
  const relationTypes = useQuery(graphQueries.relationTypes());
  const hiddenClasses = search.hideClasses ?? [];
  const hiddenRelations = search.hideRelations ?? [];
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
      ...filters,
    }),
    enabled: ready && classTree.isSuccess && relationTypes.isSuccess,
  });
  const { drawing, expansions, hidden, expand, hide } = useDrawing(ready ? path.data : undefined, filters);

  const hiddenNodeIds = useMemo(() => {
    const classes = withDescendants(hiddenClasses, classTree.data ?? []);
    const ends = new Set([search.start, search.end]);
    return new Set(
      drawing.nodes
        .filter((n) => hidden.has(n.id) || (!ends.has(n.id) && n.classId !== null && classes.has(n.classId)))
        .map((n) => n.id),
    );
  }, [drawing.nodes, hidden, hiddenClasses, classTree.data, search.start, search.end]);
  const hiddenRelationIds = useMemo(() => new Set(hiddenRelations), [hiddenRelations]);
  const highlight = useMemo(() => {
    const p = hovered === null ? undefined : path.data?.paths[hovered];
    return p ? { nodeIds: p.nodeIds, edgeIds: p.steps.map((s) => s.id) } : null;
  }, [hovered, path.data]);

  const find = () => onChange({ ...draft });
  const sameEnds = draft.start !== undefined && draft.start === draft.end;

  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        知识图谱
      </Title>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NodePicker label="起点" value={draft.start} onChange={(start) => setDraft((d) => ({ ...d, start }))} />
            <NodePicker label="终点" value={draft.end} onChange={(end) => setDraft((d) => ({ ...d, end }))} />
            <Select
              label="模式"
              data={MODES}
              value={draft.mode}
              allowDeselect={false}
              onChange={(v) => v && setDraft((d) => ({ ...d, mode: v as PathMode }))}
              w={{ base: '100%', xs: 150 }}
            />
            {draft.mode === 'k' ? (
              <NumberInput
                label="路径条数 k"
                min={1}
                max={PATH_MAX_K}
                clampBehavior="strict"
                allowDecimal={false}
                value={draft.k}
                onChange={(v) => setDraft((d) => ({ ...d, k: Number(v) || 1 }))}
                w={{ base: '100%', xs: 110 }}
              />
            ) : null}
            <NumberInput
              label="最大跳数"
              min={1}
              max={PATH_MAX_HOPS}
              clampBehavior="strict"
              allowDecimal={false}
              value={draft.hops}
              onChange={(v) => setDraft((d) => ({ ...d, hops: Number(v) || 1 }))}
              w={{ base: '100%', xs: 100 }}
            />
            <Button onClick={find} disabled={draft.start === undefined || draft.end === undefined || sameEnds}>
              查找
            </Button>
          </Group>
          {sameEnds ? (
            <Text c="red" fz="sm">
              起点和终点不能相同
            </Text>
          ) : null}
          <Group gap="sm" justify="space-between">
            <SegmentedControl
              aria-label="布局"
              value={String(search.model)}
              onChange={(v) => onChange({ model: v === '1' ? 1 : 2 })}
              data={[
                { value: '2', label: '力导向' },
                { value: '1', label: '层次（从左到右）' },
              ]}
            />
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={() => setFiltersOpen((o) => !o)} aria-expanded={filtersOpen}>
                筛选
                {hiddenClasses.length + hiddenRelations.length > 0
                  ? `（已隐藏 ${hiddenClasses.length + hiddenRelations.length}）`
                  : ''}
              </Button>
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
                  onChange({
                    hideClasses: next.hideClasses.length ? next.hideClasses : undefined,
                    hideRelations: next.hideRelations.length ? next.hideRelations : undefined,
                  })
                }
              />
            ) : null}
          </Collapse>
        </Stack>
      </Card>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <div className={classes.canvas} data-testid="graph-canvas">
            {ready ? (
              <GraphCanvas
                nodes={drawing.nodes}
                edges={drawing.edges}
                model={search.model}
                startId={search.start}
                endId={search.end}
                hiddenNodeIds={hiddenNodeIds}
                hiddenRelationIds={hiddenRelationIds}
                highlight={highlight}
                onNodeTap={setSelected}
                onNodeDoubleTap={(id) => void expand(id)}
                onReady={(cy) => {
                  cyRef.current = cy;
                }}
              />
            ) : (
              <Text c="dimmed" ta="center" pt={120} px="md">
                选择起点和终点后点击“查找”，查看两者之间的关联路径
              </Text>
            )}
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {selected !== null ? (
              <NodeCard
                key={selected}
                id={selected}
                expansion={expansions.get(selected)}
                onStart={() => onChange({ start: selected })}
                onEnd={() => onChange({ end: selected })}
                onExpand={() => void expand(selected)}
                onHide={() => {
                  hide(selected);
                  setSelected(null);
                }}
                onClose={() => setSelected(null)}
              />
            ) : null}
            {ready ? (
              <Card withBorder radius="md" p="md">
                {path.isError ? (
                  <QueryError error={path.error} onRetry={path.refetch} />
                ) : path.data ? (
                  <PathList answer={path.data} active={hovered} onHover={setHovered} />
                ) : (
                  <Text c="dimmed">正在查找路径…</Text>
                )}
              </Card>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
