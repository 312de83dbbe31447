import { Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryError } from '@/shared/ui/query-error';
import { graphQueries } from '../api/graph-queries';
import { ExploreView } from '../components/explore-view';
import { type DrawnEdge, type DrawnNode, nodeLabel } from '../lib/drawing';

const EMPTY: { nodes: DrawnNode[]; edges: DrawnEdge[] } = { nodes: [], edges: [] };

interface EntityChartScreenProps {
  name: string;
  /** The entity chosen among several of the same name (kept in the URL). */
  nodeId?: number;
  onChoose: (nodeId: number) => void;
}

/**
 * `/detail/chart/:name`: an entity by name and its neighbours, page by page.
 * Several entities of that name (or alias) are listed to choose from; an
 * unknown name says so.
 */
export function EntityChartScreen({ name, nodeId, onChoose }: EntityChartScreenProps) {
  const found = useQuery(graphQueries.byName(name));
  const list = found.data ?? [];
  const chosen = list.length === 1 ? list[0] : list.find((n) => n.id === nodeId);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz={24}>
          {name}
        </Title>
        {chosen ? (
          <Button renderRoot={(props) => <Link {...props} to="/chart" search={{ start: chosen.id }} />} variant="light" size="xs">
            以此为起点探索路径
          </Button>
        ) : null}
      </Group>
      {found.isPending ? (
        <Loader size="sm" />
      ) : found.isError ? (
        <QueryError error={found.error} onRetry={found.refetch} />
      ) : list.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>没有名为“{name}”的实体</Text>
            <Text c="dimmed" fz="sm" ta="center">
              实体可能已被删除或改名。可以在
              <Anchor renderRoot={(props) => <Link {...props} to="/chart" />}>知识图谱</Anchor>
              中按名称、别名或拼音查找。
            </Text>
          </Stack>
        </Card>
      ) : !chosen ? (
        <Stack gap="sm">
          <Text>
            有 {list.length} 个实体名为（或别名为）“{name}”，请选择：
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" aria-label="同名实体">
            {list.map((n) => (
              <UnstyledButton key={n.id} onClick={() => onChoose(n.id)} aria-label={`${n.name}（${n.className ?? '未分类'}）`}>
                <Card withBorder radius="md" p="md">
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} truncate>
                      {nodeLabel(n)}
                    </Text>
                    <Badge color={n.color ?? 'gray'} variant="light">
                      {n.className ?? '未分类'}
                    </Badge>
                  </Group>
                  <Text fz="xs" c="dimmed" mt="xs" lineClamp={1}>
                    {n.aliases.length ? `别名：${n.aliases.join('、')}；` : ''}关联 {n.degree} 个节点
                  </Text>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <ExploreView
          key={chosen.id}
          base={EMPTY}
          centreId={chosen.id}
          expandFirst={chosen.id}
          summary={(expansions) => {
            const e = expansions.get(chosen.id);
            return (
              <Text fz="sm" c="dimmed">
                {e && !(e.loading && e.shown === 0)
                  ? `邻居：显示 ${e.shown} / 共 ${e.total.toLocaleString('zh-CN')}`
                  : '正在加载邻居…'}
                {e && e.shown < e.total ? '，点“更多”继续加载' : ''}
              </Text>
            );
          }}
        />
      )}
    </Stack>
  );
}
