import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { noticeQueries } from '../api/notice-queries';
import { NoticeRow } from './notice-row';

/** Notices shown on the home page; the rest are on /moreNotice. */
export const HOME_NOTICE_COUNT = 5;

/** The home page's notices block: the latest few (pinned and unread first) and a link to all of them. */
export function NoticeHomeBlock() {
  const { data } = useQuery(noticeQueries.list({ page: 1, size: HOME_NOTICE_COUNT }));
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="通知公告">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz={18}>
          通知公告
        </Title>
        <Anchor renderRoot={(props) => <Link {...props} to="/moreNotice" />} fz="sm">
          更多
        </Anchor>
      </Group>
      {data?.list.length ? (
        data.list.map((n) => <NoticeRow key={n.id} notice={n} compact />)
      ) : (
        <Text c="dimmed" fz="sm" py="md">
          {data ? '暂无公告' : '加载中…'}
        </Text>
      )}
    </Paper>
  );
}
