import { Anchor, Badge, Button, Card, CloseButton, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { itemHref } from '@/modules/search/lib/item-link';
import { QueryError } from '@/shared/ui/query-error';
import { graphQueries } from '../api/graph-queries';
import { nodeLabel } from '../lib/drawing';

/** How far a node's neighbours have been drawn. */
export interface Expansion {
  page: number;
  shown: number;
  total: number;
  loading: boolean;
}

interface NodeCardProps {
  id: number;
  expansion: Expansion | undefined;
  onStart: () => void;
  onEnd: () => void;
  onExpand: () => void;
  onHide: () => void;
  onClose: () => void;
}

/** The clicked node: class, properties, the knowledge it links to (only what the reader may open). */
export function NodeCard({ id, expansion, onStart, onEnd, onExpand, onHide, onClose }: NodeCardProps) {
  const { data, isPending, isError, error, refetch } = useQuery(graphQueries.node(id));
  const more = expansion ? expansion.shown < expansion.total : true;
  return (
    <Card withBorder radius="md" p="md" role="region" aria-label="节点详情">
      {isPending ? (
        <Loader size="sm" />
      ) : isError ? (
        <QueryError error={error} onRetry={refetch} />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs">
              <Text fw={700}>{nodeLabel(data)}</Text>
              <Badge color={data.color ?? 'gray'} variant="light">
                {data.type === 1 ? '本体类别' : (data.className ?? '未分类')}
              </Badge>
            </Group>
            <CloseButton aria-label="关闭节点详情" onClick={onClose} />
          </Group>
          {data.aliases.length > 0 ? (
            <Text fz="sm" c="dimmed">
              别名：{data.aliases.join('、')}
            </Text>
          ) : null}
          {data.properties.length > 0 ? (
            <Table withRowBorders={false} verticalSpacing={2} fz="sm">
              <Table.Tbody>
                {data.properties.map((p) => (
                  <Table.Tr key={p.key}>
                    <Table.Td c="dimmed" w="30%">
                      {p.key}
                    </Table.Td>
                    <Table.Td>{p.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          {data.knowledge.length > 0 ? (
            <Stack gap={2}>
              <Text fz="sm" fw={600}>
                关联知识
              </Text>
              {data.knowledge.map((k) => (
                <Anchor key={`${k.domainId}-${k.id}`} href={itemHref(k)} fz="sm" lineClamp={1}>
                  {k.title}
                </Anchor>
              ))}
            </Stack>
          ) : null}
          <Text fz="sm" c="dimmed">
            关联 {data.degree} 个节点
            {expansion ? `，显示 ${expansion.shown} / 共 ${expansion.total.toLocaleString('zh-CN')}` : ''}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onStart}>
              设为起点
            </Button>
            <Button size="xs" variant="light" onClick={onEnd}>
              设为终点
            </Button>
            <Button size="xs" variant="light" onClick={onExpand} disabled={!more} loading={expansion?.loading}>
              {expansion ? '更多' : '展开'}
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={onHide}>
              隐藏
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
