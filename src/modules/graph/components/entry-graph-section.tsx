import { GRAPH_PAGE_SIZE } from '@contract/graph/graph';
import { Anchor, Badge, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ListPager } from '@/shared/knowledge/list-pager';
import { PartBoundary } from '@/shared/ui/part-boundary';
import { QueryError } from '@/shared/ui/query-error';
import { graphQueries } from '../api/graph-queries';
import { neighbourhoodDrawing, nodeLabel } from '../lib/drawing';
import { EntityChip } from './entity-chip';
import classes from './graph.module.css';

// cytoscape stays out of the detail page's chunk: the drawing comes with its own.
const NeighbourhoodDrawing = lazy(() => import('./neighbourhood-drawing'));

/**
 * The 知识图谱 part of an entry's page (wiki, document, video): the entities
 * it mentions or is linked to, each opening its graph, and a small drawing of
 * their neighbourhood with a way into the full graph of the entry.
 */
export function EntryGraphSection({ knowledgeId }: { knowledgeId: number }) {
  const [page, setPage] = useState(1);
  const entities = useQuery(graphQueries.relatedEntities(knowledgeId, page));
  const total = entities.data?.total ?? 0;
  const none = entities.isSuccess && total === 0;
  return (
    <section aria-label="知识图谱">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={600}>知识图谱</Text>
          {entities.isFetching ? <Loader size="xs" /> : null}
        </Group>
        {none ? null : (
          <Anchor renderRoot={(props) => <Link {...props} to="/detail/chart" search={{ id: knowledgeId }} />} fz="sm">
            在知识图谱中打开
          </Anchor>
        )}
      </Group>
      <QueryError error={entities.error} onRetry={entities.refetch} variant="inline" />
      {none ? (
        <Text c="dimmed" fz="sm">
          这篇内容还没有提及或关联的实体
        </Text>
      ) : null}
      {entities.data && total > 0 ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xs">
              <Text fz="sm" c="dimmed">
                提及或关联的实体 {total} 个
              </Text>
              <Stack gap={6} component="ul" aria-label="提及的实体" p={0} m={0} style={{ listStyle: 'none' }}>
                {entities.data.list.map((n) => (
                  <Group component="li" key={n.id} justify="space-between" wrap="nowrap" gap="xs">
                    <EntityChip
                      node={n}
                      name={
                        <Anchor
                          renderRoot={(props) => <Link {...props} to="/detail/chart/$name" params={{ name: n.name }} />}
                          fw={600}
                          fz="sm"
                          lineClamp={1}
                        >
                          {nodeLabel(n)}
                        </Anchor>
                      }
                    />
                    <Group gap={4} wrap="nowrap">
                      {n.linked ? (
                        <Badge size="sm" variant="light" color="gray">
                          关联
                        </Badge>
                      ) : null}
                      {n.mentions > 0 ? (
                        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          提及 {n.mentions} 次
                        </Text>
                      ) : null}
                    </Group>
                  </Group>
                ))}
              </Stack>
              <ListPager total={total} page={page} pageSize={GRAPH_PAGE_SIZE} onPage={setPage} label="实体分页" compact />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <EntryNeighbourhood knowledgeId={knowledgeId} />
          </Grid.Col>
        </Grid>
      ) : null}
    </section>
  );
}

/** The entry's entities with their one-hop neighbours, drawn small. */
function EntryNeighbourhood({ knowledgeId }: { knowledgeId: number }) {
  const zoom = useQuery(graphQueries.zoom(knowledgeId));
  const relations = useQuery(graphQueries.relationTypes());
  const drawing = useMemo(
    () =>
      zoom.data && relations.data ? neighbourhoodDrawing(zoom.data, new Map(relations.data.map((r) => [r.id, r.name]))) : null,
    [zoom.data, relations.data],
  );
  if (zoom.isError) return <QueryError error={zoom.error} onRetry={zoom.refetch} />;
  return (
    <Stack gap={4}>
      <div className={classes.small} data-testid="entry-graph-drawing">
        {drawing ? (
          // A drawing that fails (no canvas, a chunk that did not load) costs the drawing, not the entry's page.
          <PartBoundary what="关系图绘制失败">
            <Suspense fallback={<Loader size="sm" m="md" />}>
              <NeighbourhoodDrawing nodes={drawing.nodes} edges={drawing.edges} centreId={zoom.data?.centreIds[0]} />
            </Suspense>
          </PartBoundary>
        ) : (
          <Loader size="sm" m="md" />
        )}
      </div>
      {zoom.data ? (
        <Text fz="xs" c="dimmed">
          显示 {zoom.data.edges.length} 条关系 / 共 {zoom.data.total.toLocaleString('zh-CN')} 条
        </Text>
      ) : null}
    </Stack>
  );
}
