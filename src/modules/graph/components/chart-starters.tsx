import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { graphQueries } from '../api/graph-queries';
import { nodeLabel } from '../lib/drawing';

/** Entities offered on an empty canvas. */
const STARTERS = 10;

/**
 * What an empty /chart offers (issue 28): the best connected entities, each
 * drawn with its neighbours at a click, and how to ask for a path.
 */
export function ChartStarters({ onOpen }: { onOpen: (id: number) => void }) {
  // The entity list without a keyword is ordered by connections, most first.
  const top = useQuery(graphQueries.entityList({ page: 1, size: STARTERS }));
  const nodes = top.data?.list ?? [];
  return (
    <Stack align="center" gap="sm" pt={80} px="md">
      <Text c="dimmed" ta="center">
        选择起点和终点后点击“查找”，查看两者之间的关联路径；或从关联最多的实体开始：
      </Text>
      {nodes.length > 0 ? (
        <Group gap="xs" justify="center" maw={560} role="group" aria-label="关联最多的实体">
          {nodes.map((n) => (
            <Button key={n.id} variant="light" size="compact-sm" onClick={() => onOpen(n.id)} title={`关联 ${n.degree} 个节点`}>
              {nodeLabel(n)}
            </Button>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
