import { Anchor, Badge, Button, Card, CloseButton, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { itemHref } from '@/shared/knowledge/item-link';
import { QueryError } from '@/shared/ui/query-error';
import { graphQueries } from '../api/graph-queries';
import { nodeLabel } from '../lib/drawing';
import type { Expansion } from '../lib/use-drawing';

interface NodeCardProps {
  id: number;
  expansion: Expansion | undefined;
  /** The drawing holds as many expanded pages as a link may carry: nothing more is loaded. */
  full: boolean;
  onRetry: () => void;
  onStart: () => void;
  onEnd: () => void;
  onExpand: () => void;
  onHide: () => void;
  onClose: () => void;
}

/** The clicked node: class, properties, the knowledge it links to (only what the reader may open). */
export function NodeCard({ id, expansion, full, onRetry, onStart, onEnd, onExpand, onHide, onClose }: NodeCardProps) {
  const { data, isPending, isError, error, refetch } = useQuery(graphQueries.node(id));
  const more = expansion ? !expansion.loading && expansion.shown < expansion.total : true;
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
          <Text fz="sm" c="dimmed" data-testid="expansion-count">
            关联 {data.degree.toLocaleString('zh-CN')} 个节点
            {expansion && !expansion.loading
              ? `，显示 ${expansion.shown.toLocaleString('zh-CN')} / 共 ${expansion.total.toLocaleString('zh-CN')}`
              : ''}
          </Text>
          {expansion?.error ? (
            <Group gap="xs">
              <Text fz="sm" c="red">
                展开失败：{expansion.error}
              </Text>
              <Button size="compact-xs" variant="subtle" onClick={onRetry}>
                重试
              </Button>
            </Group>
          ) : null}
          {full && more ? (
            <Text fz="sm" c="dimmed">
              图中已展开的邻居达到上限，可隐藏节点或重新查找后再展开。
            </Text>
          ) : null}
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onStart}>
              设为起点
            </Button>
            <Button size="xs" variant="light" onClick={onEnd}>
              设为终点
            </Button>
            <Button size="xs" variant="light" onClick={onExpand} disabled={!more || full} loading={expansion?.loading}>
              {!expansion ? '展开' : more || expansion.loading ? '更多' : '已全部展开'}
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
