import { Badge, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { ListPager } from '@/shared/knowledge/list-pager';
import { SortControl } from '@/shared/knowledge/sort-control';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { QueryError } from '@/shared/ui/query-error';
import { libraryQueries } from '../api/library-queries';
import { LIBRARY_SCOPE } from '../api/library-scope';
import { documentHref } from '../lib/document-links';
import { LIBRARY_PAGE_SIZE, libraryRequestOf } from '../lib/library-request';
import type { LibrarySearch } from '../lib/library-search';

interface LibraryResultsProps {
  search: LibrarySearch;
  onSearch: (next: Partial<LibrarySearch>) => void;
  onClear: () => void;
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Badge
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      fw={500}
      rightSection={<CloseButton size="xs" aria-label={`移除筛选：${label}`} onClick={onRemove} />}
    >
      {label}
    </Badge>
  );
}

/** The documents matching the home's keyword, label or group, with the active filters and the sort. */
export function LibraryResults({ search, onSearch, onClear }: LibraryResultsProps) {
  const query = useQuery(libraryQueries.list(libraryRequestOf(search)));
  const { data, isFetching, isPlaceholderData } = query;
  const { data: labelGroups = [] } = useQuery(referenceQueries.labels(LIBRARY_SCOPE));
  const { data: groups = [] } = useQuery(referenceQueries.groups());
  const labelName = (id: number) => labelGroups.flatMap((g) => g.labelList).find((l) => l.id === id)?.name ?? `标签 ${id}`;
  const groupName = (id: number) => groups.find((g) => g.id === id)?.name ?? `组织 ${id}`;

  return (
    <Stack gap="md" component="section" aria-label="文档搜索结果">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              筛选：
            </Text>
            {search.keyword ? (
              <FilterChip label={`关键词「${search.keyword}」`} onRemove={() => onSearch({ keyword: undefined, page: 1 })} />
            ) : null}
            {search.labelIds?.map((id) => (
              <FilterChip
                key={`l${id}`}
                label={labelName(id)}
                onRemove={() => onSearch({ labelIds: search.labelIds?.filter((x) => x !== id), page: 1 })}
              />
            ))}
            {search.groupIds?.map((id) => (
              <FilterChip
                key={`g${id}`}
                label={groupName(id)}
                onRemove={() => onSearch({ groupIds: search.groupIds?.filter((x) => x !== id), page: 1 })}
              />
            ))}
            <Button size="compact-sm" variant="subtle" onClick={onClear}>
              清除筛选
            </Button>
          </Group>
          <SortControl value={search.sort} onChange={(sort) => onSearch({ sort, page: 1 })} />
        </Group>
      </Paper>
      <Group justify="space-between">
        <Title order={2} fz={18}>
          找到 {data?.total ?? 0} 份文档
        </Title>
      </Group>
      <QueryError error={query.error} onRetry={query.refetch} />
      <Stack gap="sm" style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1 }}>
        {data?.list.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            没有符合条件的文档，换个关键词或清除筛选试试
          </Text>
        ) : null}
        {data?.list.map((item) => (
          <KnowledgeCard
            key={item.id}
            item={item}
            href={documentHref(item.id)}
            actions={
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                下载 {item.downloadCount}
              </Text>
            }
          />
        ))}
      </Stack>
      <ListPager total={data?.total ?? 0} page={search.page} pageSize={LIBRARY_PAGE_SIZE} onPage={(page) => onSearch({ page })} />
    </Stack>
  );
}
