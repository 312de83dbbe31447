import { RECYCLE_RETENTION_DAYS } from '@contract/knowledge/knowledge';
import type { DomainRow } from '@contract/platform/domains';
import { DEFAULT_PAGE_SIZE } from '@contract/platform/schemas';
import type { recycleItem } from '@contract/recycle/recycle';
import { Badge, Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { TrashIcon } from '@/shared/knowledge/list-icons';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';
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
  const columns: PagedColumn<Item>[] = [
    {
      key: 'title',
      title: '标题',
      size: 200,
      render: (item) => (
        <Text fz="sm" fw={500} span>
          {item.title}
        </Text>
      ),
    },
    { key: 'author', title: '作者', size: 100, render: (item) => item.author.nickname },
    { key: 'deletedBy', title: '删除人', size: 100, render: (item) => item.deletedBy?.nickname ?? '—' },
    {
      key: 'deletedAt',
      title: '删除时间',
      size: 110,
      render: (item) => <span title={formatDateTime(item.deletedAt)}>{relativeTime(item.deletedAt)}</span>,
    },
    {
      key: 'purgeAt',
      title: '自动清除',
      size: 110,
      render: (item) => (
        <Badge variant="light" color="orange" radius="sm" tt="none" title={formatDateTime(item.purgeAt)}>
          {purgeText(item.purgeAt)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      size: 180,
      render: (item) => (
        <Group gap="xs" wrap="nowrap">
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
      ),
    },
  ];

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
      {data && data.total === 0 ? (
        <EmptyState
          py={56}
          icon={<TrashIcon size={28} />}
          withIndicatorBackground
          title={search.keyword ? `没有匹配的已删除${noun}` : '回收站是空的'}
          description={search.keyword ? '换个关键词试试' : `删除的${noun}会先移到这里`}
        />
      ) : (
        <Paper withBorder radius="md" p="xs" style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1 }}>
          <PagedTable
            label="回收站"
            columns={columns}
            rows={data?.list ?? []}
            total={data?.total ?? 0}
            page={search.page}
            size={DEFAULT_PAGE_SIZE}
            onPage={(page) => onSearch({ ...search, page })}
            rowKey={(item) => String(item.id)}
            rowLabel={(item) => item.title}
            loading={isFetching}
          />
        </Paper>
      )}
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
