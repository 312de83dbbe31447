import { GRAPH_PAGE_SIZE } from '@contract/graph/graph';
import { Badge, Group, List, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';
import { graphQueries } from '../api/graph-queries';
import { nodeLabel } from '../lib/drawing';
import classes from './graph.module.css';

interface EntityListPanelProps {
  classTree: readonly { id: number; name: string; parentId: number | null }[];
  /** Class filter (with its sub-classes), keyword and page, as the URL holds them. */
  cls: number | undefined;
  q: string | undefined;
  page: number;
  selected: number | undefined;
  onChange: (next: { cls?: number; q?: string; epage: number }) => void;
  onSelect: (id: number) => void;
}

/** The class tree as grouped options: each root with its own entry ("全部") and its sub-classes. */
function classOptions(tree: EntityListPanelProps['classTree']) {
  return tree
    .filter((c) => c.parentId === null)
    .map((root) => ({
      group: root.name,
      items: [
        { value: String(root.id), label: `${root.name}（全部）` },
        ...tree.filter((c) => c.parentId === root.id).map((c) => ({ value: String(c.id), label: c.name })),
      ],
    }));
}

/** Entities of the graph, ten a page, by class and keyword; a row opens the entity's card. */
export function EntityListPanel({ classTree, cls, q, page, selected, onChange, onSelect }: EntityListPanelProps) {
  const [typed, setTyped] = useState(q ?? '');
  // Back, or a link, changes the keyword under the box.
  useEffect(() => setTyped(q ?? ''), [q]);
  const commit = useDebouncedCallback((keyword: string) => onChange({ cls, q: keyword.trim() || undefined, epage: 1 }), 300);
  const options = useMemo(() => classOptions(classTree), [classTree]);
  const list = useQuery(graphQueries.entityList({ ontologyId: cls, keyword: q, page, size: GRAPH_PAGE_SIZE }));

  return (
    <Stack gap="sm">
      <Group gap="xs" grow>
        <Select
          aria-label="实体类别"
          placeholder="全部类别"
          data={options}
          value={cls === undefined ? null : String(cls)}
          onChange={(v) => onChange({ cls: v ? Number(v) : undefined, q, epage: 1 })}
          clearable
          size="sm"
        />
        <TextInput
          aria-label="实体关键词"
          placeholder="名称或别名"
          value={typed}
          maxLength={100}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            commit(e.currentTarget.value);
          }}
          size="sm"
        />
      </Group>
      {list.isError ? (
        <QueryError error={list.error} onRetry={list.refetch} />
      ) : !list.data ? (
        <Text c="dimmed" fz="sm">
          正在加载实体…
        </Text>
      ) : list.data.list.length === 0 ? (
        <Text c="dimmed" fz="sm">
          没有符合条件的实体
        </Text>
      ) : (
        <Stack gap={4}>
          <Text fz="xs" c="dimmed">
            共 {list.data.total.toLocaleString('zh-CN')} 个实体，点击查看详情
          </Text>
          <List listStyleType="none" spacing={2} p={0} aria-label="实体列表">
            {list.data.list.map((e) => (
              <List.Item key={e.id}>
                <UnstyledButton
                  className={classes.row}
                  data-active={selected === e.id || undefined}
                  aria-current={selected === e.id || undefined}
                  onClick={() => onSelect(e.id)}
                >
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Stack gap={0} miw={0}>
                      <Text fz="sm" fw={500} truncate>
                        {nodeLabel(e)}
                      </Text>
                      {e.aliases.length > 0 ? (
                        <Text fz="xs" c="dimmed" truncate>
                          别名：{e.aliases.join('、')}
                        </Text>
                      ) : null}
                    </Stack>
                    <Badge size="sm" variant="light" color={e.color ?? 'gray'} style={{ flexShrink: 0 }}>
                      {e.className ?? '未分类'}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <ListPager
        total={list.data?.total ?? 0}
        page={page}
        pageSize={GRAPH_PAGE_SIZE}
        onPage={(p) => onChange({ cls, q, epage: p })}
        label="实体列表分页"
        compact
        narrow
      />
    </Stack>
  );
}
