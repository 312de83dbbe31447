import type { DomainRow } from '@contract/domains';
import { RECYCLE_RETENTION_DAYS } from '@contract/knowledge';
import type { recycleItem } from '@contract/recycle';
import { DEFAULT_PAGE_SIZE } from '@contract/schemas';
import { Badge, Button, EmptyState, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { TrashIcon } from '@/shared/knowledge/list-icons';
import { ListPager } from '@/shared/knowledge/list-pager';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { QueryError } from '@/shared/ui/query-error';
import { recycleMutations } from '../api/recycle-mutations';
import { recycleQueries } from '../api/recycle-queries';
import { purgeText } from '../lib/purge-days';

type Item = z.infer<typeof recycleItem>;

export interface RecycleSearch {
  keyword?: string;
  page: number;
}

interface RecycleScreenProps {
  /** The domain whose bin this is (a row of DOMAINS). */
  domain: Pick<DomainRow, 'id' | 'key' | 'noun'>;
  search: RecycleSearch;
  onSearch: (next: RecycleSearch) => void;
}

/** A domain's recycle bin (`/wiki/recycle`, `/library/recycle`, `/video/recycle`): restore (with history) or delete for good. */
export function RecycleScreen({ domain, search, onSearch }: RecycleScreenProps) {
  const { data, error, refetch, isFetching, isPlaceholderData } = useQuery(recycleQueries.list(domain, search));
  const restore = useMutation(recycleMutations.restore());
  const purge = useMutation(recycleMutations.purge());
  const noun = domain.noun;
  const [purging, setPurging] = useState<Item | null>(null);

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz={24}>
          回收站
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          删除的{noun}在此保留{RECYCLE_RETENTION_DAYS}天，期间可连同历史版本一起恢复；到期后自动彻底清除
        </Text>
      </div>
      <KeywordSearch
        value={search.keyword}
        placeholder="按标题搜索回收站"
        onSearch={(keyword) => onSearch({ keyword, page: 1 })}
        maw={480}
      />
      <QueryError error={error} onRetry={refetch} />
      {data && data.list.length === 0 ? (
        <EmptyState
          py={56}
          icon={<TrashIcon size={28} />}
          withIndicatorBackground
          title={search.keyword ? `没有匹配的已删除${noun}` : '回收站是空的'}
          description={search.keyword ? '换个关键词试试' : `删除的${noun}会先移到这里`}
        />
      ) : (
        <Paper withBorder radius="md" p="xs" style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>标题</Table.Th>
                  <Table.Th>作者</Table.Th>
                  <Table.Th>删除人</Table.Th>
                  <Table.Th>删除时间</Table.Th>
                  <Table.Th>自动清除</Table.Th>
                  <Table.Th ta="right">操作</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.list.map((item) => (
                  <Table.Tr key={item.id} aria-label={item.title}>
                    <Table.Td fw={500}>{item.title}</Table.Td>
                    <Table.Td>{item.author.nickname}</Table.Td>
                    <Table.Td>{item.deletedBy?.nickname ?? '—'}</Table.Td>
                    <Table.Td title={formatDateTime(item.deletedAt)}>{relativeTime(item.deletedAt)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="orange" radius="sm" tt="none" title={formatDateTime(item.purgeAt)}>
                        {purgeText(item.purgeAt)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          loading={restore.isPending && restore.variables === item.id}
                          onClick={() => restore.mutate(item.id)}
                        >
                          恢复
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => setPurging(item)}>
                          彻底删除
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <ListPager
        total={data?.total ?? 0}
        page={search.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(page) => onSearch({ ...search, page })}
      />
      <ConfirmModal
        opened={purging !== null}
        title="彻底删除"
        confirmLabel="彻底删除"
        danger
        loading={purge.isPending}
        onClose={() => setPurging(null)}
        onConfirm={() => purging && purge.mutate(purging.id, { onSuccess: () => setPurging(null) })}
      >
        确定彻底删除「{purging?.title}」吗？{noun}及其全部历史版本、评论将被永久删除，无法恢复。
      </ConfirmModal>
    </Stack>
  );
}
