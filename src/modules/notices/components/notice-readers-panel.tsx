import type { noticeReader } from '@contract/notices/notices';
import { Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { noticeQueries, READERS_PAGE_SIZE } from '../api/notice-queries';

type Reader = z.infer<typeof noticeReader>;

const WHO: PagedColumn<Reader>[] = [
  { key: 'nickname', title: '姓名', fixed: true },
  { key: 'groupName', title: '组织' },
];
const WHO_AND_WHEN: PagedColumn<Reader>[] = [
  ...WHO,
  { key: 'readAt', title: '阅读时间', render: (u) => (u.readAt ? formatDateTime(u.readAt) : '—') },
];

/** For managers: who of the audience has read the notice and who has not yet. */
export function NoticeReadersPanel({ noticeId }: { noticeId: number }) {
  const [read, setRead] = useState(false);
  const [page, setPage] = useState(1);
  const { data, isError, error, refetch } = useQuery(noticeQueries.readers(noticeId, read, page));
  const unreadCount = data ? data.audienceCount - data.readCount : undefined;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="阅读情况">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={3} fz={18}>
          阅读情况
        </Title>
        {data ? (
          <Text fz="sm" c="dimmed">
            共 {data.audienceCount} 人，已读 {data.readCount} 人
          </Text>
        ) : null}
      </Group>
      <SegmentedControl
        aria-label="已读或未读"
        mb="sm"
        value={read ? 'read' : 'unread'}
        onChange={(v) => {
          setRead(v === 'read');
          setPage(1);
        }}
        data={[
          { value: 'unread', label: `未读${unreadCount === undefined ? '' : ` ${unreadCount}`}` },
          { value: 'read', label: `已读${data ? ` ${data.readCount}` : ''}` },
        ]}
      />
      {isError ? (
        <QueryError error={error} onRetry={refetch} />
      ) : (
        <PagedTable<Reader>
          label={read ? '已读的人' : '未读的人'}
          columns={read ? WHO_AND_WHEN : WHO}
          rows={data?.list ?? []}
          total={data?.total ?? 0}
          page={page}
          size={READERS_PAGE_SIZE}
          onPage={setPage}
          rowKey={(u) => String(u.id)}
          rowLabel={(u) => u.nickname}
          loading={!data}
          empty={read ? '还没有人阅读' : '所有人都已阅读'}
        />
      )}
    </Card>
  );
}
