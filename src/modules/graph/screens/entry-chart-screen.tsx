import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { QueryError } from '@/shared/ui/query-error';
import { graphQueries } from '../api/graph-queries';
import { ExploreView } from '../components/explore-view';
import { neighbourhoodDrawing } from '../lib/drawing';

/**
 * `/detail/chart?id=`: the graph of one entry — its own entities and their
 * neighbours; without an id, the entry the atlas overview opens on.
 */
export function EntryChartScreen({ id }: { id: number }) {
  const overview = useQuery({ ...graphQueries.overview(), enabled: id <= 0 });
  const knowledgeId = id > 0 ? id : (overview.data?.knowledgeId ?? 0);
  const zoom = useQuery({ ...graphQueries.zoom(knowledgeId), enabled: knowledgeId > 0 });
  const relations = useQuery(graphQueries.relationTypes());
  const base = useMemo(
    () =>
      zoom.data && relations.data ? neighbourhoodDrawing(zoom.data, new Map(relations.data.map((r) => [r.id, r.name]))) : null,
    [zoom.data, relations.data],
  );
  const noEntry = id <= 0 && overview.isSuccess && overview.data.knowledgeId === null;
  const error = overview.error ?? zoom.error ?? relations.error;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz={24}>
          {id > 0 ? '条目知识图谱' : '知识图谱总览'}
        </Title>
        <Group gap="xs">
          {knowledgeId > 0 ? (
            <Anchor renderRoot={(props) => <Link {...props} to="/detail" search={{ id: knowledgeId }} />} fz="sm">
              查看条目
            </Anchor>
          ) : null}
          <Button renderRoot={(props) => <Link {...props} to="/chart" />} variant="light" size="xs">
            路径探索
          </Button>
        </Group>
      </Group>
      {error ? (
        <QueryError error={error} onRetry={() => void (zoom.isError ? zoom.refetch() : overview.refetch())} />
      ) : noEntry ? (
        <Card withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            还没有关联实体的知识，图谱总览暂无内容
          </Text>
        </Card>
      ) : zoom.data && zoom.data.centreIds.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            这篇内容还没有提及或关联的实体
          </Text>
        </Card>
      ) : base && zoom.data ? (
        <ExploreView
          base={base}
          centreId={zoom.data.centreIds[0]}
          summary={() => (
            <Text fz="sm" c="dimmed">
              {zoom.data.centreIds.length} 个实体的一跳关系：显示 {zoom.data.edges.length} / 共{' '}
              {zoom.data.total.toLocaleString('zh-CN')} 条
            </Text>
          )}
        />
      ) : (
        <Text c="dimmed">正在加载…</Text>
      )}
    </Stack>
  );
}
