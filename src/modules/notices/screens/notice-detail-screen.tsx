import { NOTICE_AUDIENCE_NAMES } from '@contract/notices/notices';
import { Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AttachmentList } from '@/shared/attachments/attachment-list';
import { formatDateTime } from '@/shared/lib/datetime';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import { QueryError } from '@/shared/ui/query-error';
import { RichHtml } from '@/shared/ui/rich-html';
import { noticeQueries } from '../api/notice-queries';
import { NoticeEditorDialog } from '../components/notice-editor-dialog';
import { NoticeReadersPanel } from '../components/notice-readers-panel';

/** `/noticeDetails?id=`: one notice; opening it records the read receipt. Managers edit it and see its readers. */
export function NoticeDetailScreen({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, refetch } = useQuery(noticeQueries.detail(id));
  const [editing, setEditing] = useState(false);
  const readAt = data?.readAt;

  // The server marked the notice and its message read: lists and the bell must say so without waiting for the poll.
  useEffect(() => {
    if (readAt === undefined || readAt === null) return;
    void queryClient.invalidateQueries({ queryKey: noticeQueries.lists });
    void queryClient.invalidateQueries({ queryKey: moduleKeys('messages').all });
  }, [readAt, queryClient]);

  const back = (
    <Anchor renderRoot={(props) => <Link {...props} to="/moreNotice" />} fz="sm">
      ← 返回公告列表
    </Anchor>
  );
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (isError)
    return (
      <Stack gap="md">
        {back}
        <QueryError error={error} onRetry={refetch} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      {back}
      <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article" aria-label={data.title}>
        <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          {data.manage ? (
            <Button variant="light" onClick={() => setEditing(true)}>
              编辑
            </Button>
          ) : null}
        </Group>
        <Group gap="md" mb="lg">
          {data.pinned ? (
            <Badge color="red" variant="light">
              置顶
            </Badge>
          ) : null}
          <Text fz="sm" c="dimmed">
            发布时间：{formatDateTime(data.publishAt)}
          </Text>
          {data.authorName ? (
            <Text fz="sm" c="dimmed">
              发布人：{data.authorName}
            </Text>
          ) : null}
          {data.expireAt ? (
            <Text fz="sm" c="dimmed">
              有效期至：{formatDateTime(data.expireAt)}
            </Text>
          ) : null}
          {data.manage ? (
            <Text fz="sm" c="dimmed">
              发布范围：{NOTICE_AUDIENCE_NAMES[data.audience]}
              {data.groups.length ? `（${data.groups.map((g) => g.name).join('、')}）` : ''}
              {data.users.length ? `（${data.users.map((u) => u.nickname).join('、')}）` : ''}
            </Text>
          ) : null}
        </Group>
        <RichHtml html={data.content} />
        <AttachmentList files={data.files} />
        {data.readAt ? (
          <Text fz="xs" c="dimmed" mt="lg">
            已读于 {formatDateTime(data.readAt)}
          </Text>
        ) : null}
      </Card>
      {data.manage ? <NoticeReadersPanel noticeId={data.id} /> : null}
      <NoticeEditorDialog opened={editing} onClose={() => setEditing(false)} notice={data} />
    </Stack>
  );
}
