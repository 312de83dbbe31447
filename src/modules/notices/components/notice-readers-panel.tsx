import { Card, Group, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPager } from '@/shared/knowledge/list-pager';
import { formatDateTime } from '@/shared/lib/datetime';
import { QueryError } from '@/shared/ui/query-error';
import { noticeQueries, READERS_PAGE_SIZE } from '../api/notice-queries';

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
      ) : data && data.list.length === 0 ? (
        <Text c="dimmed" fz="sm" py="md">
          {read ? '还没有人阅读' : '所有人都已阅读'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>姓名</Table.Th>
                <Table.Th>组织</Table.Th>
                {read ? <Table.Th>阅读时间</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.list.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>{u.nickname}</Table.Td>
                  <Table.Td>{u.groupName ?? '—'}</Table.Td>
                  {read ? <Table.Td>{formatDateTime(u.readAt)}</Table.Td> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data ? <ListPager total={data.total} page={page} pageSize={READERS_PAGE_SIZE} onPage={setPage} /> : null}
    </Card>
  );
}
