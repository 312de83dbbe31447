import { GRAPH_PAGE_SIZE } from '@contract/graph/graph';
import type { RelatedSort } from '@contract/graph/graph-terms';
import { Anchor, Badge, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { itemHref } from '@/shared/knowledge/item-link';
import { ListPager } from '@/shared/knowledge/list-pager';
import { formatDate } from '@/shared/lib/datetime';
import { QueryError } from '@/shared/ui/query-error';
import { graphQueries } from '../api/graph-queries';
import { nodeLabel } from '../lib/drawing';

interface RelatedKnowledgePanelProps {
  /** The selected entity; none: the panel says how to choose one. */
  entityId: number | undefined;
  sort: RelatedSort;
  page: number;
  onChange: (next: { sort: RelatedSort; rpage: number }) => void;
}

const SORTS: { value: string; label: string }[] = [
  { value: '1', label: '相关度' },
  { value: '2', label: '最新' },
  { value: '3', label: '最多阅读' },
];

/** Knowledge that mentions or is linked to the selected entity, ten a page; only items the reader may open. */
export function RelatedKnowledgePanel({ entityId, sort, page, onChange }: RelatedKnowledgePanelProps) {
  const node = useQuery({ ...graphQueries.node(entityId ?? 0), enabled: entityId !== undefined });
  const related = useQuery({
    ...graphQueries.relatedKnowledge({ entityId: entityId ?? 0, sortType: sort, page, size: GRAPH_PAGE_SIZE }),
    enabled: entityId !== undefined,
  });
  if (entityId === undefined) {
    return (
      <Text c="dimmed" fz="sm">
        在图中点击一个实体，或在“实体”列表中选择，即可查看提及它的知识。
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={600} fz="sm" truncate maw="100%">
          {node.data ? `“${nodeLabel(node.data)}”的相关知识` : '相关知识'}
        </Text>
        <SegmentedControl
          aria-label="相关知识排序"
          size="xs"
          value={String(sort)}
          onChange={(v) => onChange({ sort: Number(v) as RelatedSort, rpage: 1 })}
          data={SORTS}
        />
      </Group>
      {related.isError ? (
        <QueryError error={related.error} onRetry={related.refetch} />
      ) : !related.data ? (
        <Text c="dimmed" fz="sm">
          正在加载相关知识…
        </Text>
      ) : related.data.list.length === 0 ? (
        <Text c="dimmed" fz="sm">
          暂无提及该实体的知识
        </Text>
      ) : (
        <Stack gap={4}>
          <Text fz="xs" c="dimmed">
            共 {related.data.total.toLocaleString('zh-CN')} 条
          </Text>
          <List listStyleType="none" spacing="xs" p={0} aria-label="相关知识列表">
            {related.data.list.map((k) => (
              <List.Item key={`${k.domainId}-${k.id}`}>
                <Stack gap={2}>
                  <Anchor href={itemHref(k)} fz="sm" fw={500} lineClamp={1}>
                    {k.title}
                  </Anchor>
                  {k.summary ? (
                    <Text fz="xs" c="dimmed" lineClamp={2}>
                      {k.summary}
                    </Text>
                  ) : null}
                  <Group gap={6}>
                    {k.linked ? (
                      <Badge size="xs" variant="light" color="teal">
                        关联
                      </Badge>
                    ) : null}
                    {k.mentions > 0 ? (
                      <Badge size="xs" variant="light">
                        提及 {k.mentions} 次
                      </Badge>
                    ) : null}
                    <Text fz="xs" c="dimmed">
                      {[formatDate(k.publishedAt), `阅读 ${k.views.toLocaleString('zh-CN')}`].filter(Boolean).join(' · ')}
                    </Text>
                  </Group>
                </Stack>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <ListPager
        total={related.data?.total ?? 0}
        page={page}
        pageSize={GRAPH_PAGE_SIZE}
        onPage={(p) => onChange({ sort, rpage: p })}
        label="相关知识分页"
        compact
        narrow
      />
    </Stack>
  );
}
