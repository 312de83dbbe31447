import type { noticeList } from '@contract/notices/notices';
import type { OutputOf } from '@contract/platform/endpoint';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@/shared/lib/datetime';

export type NoticeItem = OutputOf<typeof noticeList>['list'][number];

const STATE_BADGES = {
  scheduled: { label: '待发布', color: 'orange' },
  expired: { label: '已过期', color: 'gray' },
} as const;

/** One notice in a list: title (bold while unread), pinned and unread marks, time and summary. */
export function NoticeRow({ notice, compact, showState }: { notice: NoticeItem; compact?: boolean; showState?: boolean }) {
  const unread = notice.readAt === null;
  const state = showState && notice.state !== 'published' ? STATE_BADGES[notice.state] : null;
  return (
    <Stack
      component="article"
      aria-label={notice.title}
      gap={4}
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Group gap={6} wrap="nowrap" miw={0}>
          {notice.pinned ? (
            <Badge size="sm" color="red" variant="light" style={{ flexShrink: 0 }}>
              置顶
            </Badge>
          ) : null}
          {state ? (
            <Badge size="sm" color={state.color} variant="light" style={{ flexShrink: 0 }}>
              {state.label}
            </Badge>
          ) : null}
          <Anchor
            renderRoot={(props) => <Link {...props} to="/noticeDetails" search={{ id: notice.id }} />}
            fw={unread ? 600 : 400}
            c="var(--mantine-color-text)"
            lineClamp={1}
          >
            {notice.title}
          </Anchor>
          {unread && !showState ? (
            <Badge size="xs" color="red" variant="light" style={{ flexShrink: 0 }}>
              未读
            </Badge>
          ) : null}
        </Group>
        <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatDateTime(notice.publishAt).slice(0, 16)}
        </Text>
      </Group>
      {!compact && notice.summary ? (
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {notice.summary}
        </Text>
      ) : null}
    </Stack>
  );
}
