import { domainById } from '@contract/platform/domains';
import { DEFAULT_PAGE_SIZE } from '@contract/platform/schemas';
import { Anchor, Badge, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { formatDateTime } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import { centreSearchQueries } from '../api/centre-queries';
import { CentreList, ClearAllButton } from '../components/centre-list';
import type { SosoSearch } from '../lib/centre-search';

/** `/account/soso`: what I searched for — run it again, delete one or all. */
export function SosoScreen({ search, onSearch }: { search: SosoSearch; onSearch: (next: SosoSearch) => void }) {
  const query = useQuery(centreSearchQueries.list(search));
  const remove = useMutation(centreSearchQueries.remove());

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} fz={20}>
          我的搜索
        </Title>
        <Group gap="sm" wrap="wrap">
          <KeywordSearch
            value={search.keyword}
            onSearch={(keyword) => onSearch({ keyword, page: 1 })}
            placeholder="在搜索记录中查找"
            w={220}
            maw="100%"
          />
          <ClearAllButton
            label="清空记录"
            title="清空搜索记录"
            warning="所有搜索记录都将删除，搜索框也不再提示这些最近搜索。"
            disabled={!query.data || query.data.total === 0}
            loading={remove.isPending}
            onConfirm={(done) => remove.mutate({ all: true }, { onSuccess: done })}
          />
        </Group>
      </Group>
      <CentreList
        query={query}
        empty={search.keyword ? '没有符合条件的搜索记录' : '还没有搜索记录'}
        page={search.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(page) => onSearch({ ...search, page })}
      >
        {(data) => (
          <Card withBorder radius="md" p="md">
            <Stack gap="xs" role="list" aria-label="搜索记录">
              {data.list.map((s) => (
                <Group key={s.id} justify="space-between" wrap="nowrap" gap="sm" role="listitem">
                  <Stack gap={2} miw={0}>
                    <Group gap="xs" wrap="wrap">
                      <Anchor
                        href={hashLink('/search', { keyword: s.keyword, domainId: s.domainId ?? undefined })}
                        fw={600}
                        style={{ overflowWrap: 'anywhere' }}
                        aria-label={`再次搜索：${s.keyword}`}
                      >
                        {s.keyword}
                      </Anchor>
                      {s.domainId !== null ? (
                        <Badge variant="light" size="sm">
                          {domainById(s.domainId)?.menuName ?? '知识'}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text fz="xs" c="dimmed">
                      {formatDateTime(s.lastAt)} · 搜索 {s.times} 次 · 上次 {s.lastTotal} 条结果
                    </Text>
                  </Stack>
                  <CloseButton
                    size="sm"
                    aria-label={`删除搜索记录：${s.keyword}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ ids: [s.id] })}
                  />
                </Group>
              ))}
            </Stack>
          </Card>
        )}
      </CentreList>
    </Stack>
  );
}
