import type { messageList } from '@contract/messages/messages';
import type { OutputOf } from '@contract/platform/endpoint';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';

type MessageRow = OutputOf<typeof messageList>['list'][number];

interface MessageCardsProps {
  messages: MessageRow[];
  busy: boolean;
  onRead: (id: number) => void;
  onRemove: (id: number) => void;
}

/** A group's messages as cards: unread ones marked, each with read, open and delete. */
export function MessageCards({ messages, busy, onRead, onRemove }: MessageCardsProps) {
  return (
    <Stack gap="sm">
      {messages.map((m) => {
        const unread = m.readAt === null;
        return (
          <Paper
            key={m.id}
            withBorder
            radius="md"
            p="md"
            data-testid={`message-${m.id}`}
            style={unread ? { borderLeft: '3px solid var(--mantine-primary-color-filled)' } : undefined}
          >
            {/* Actions sit at the right on wide screens and wrap under the text on phones. */}
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
                <Group gap={8} wrap="nowrap">
                  {unread ? (
                    <Badge size="sm" color="red" variant="light" style={{ flexShrink: 0 }}>
                      未读
                    </Badge>
                  ) : null}
                  <Text fw={unread ? 600 : 400} fz="sm" lineClamp={1}>
                    {m.title}
                  </Text>
                </Group>
                {m.content ? (
                  <Text c="dimmed" fz="sm" lineClamp={2}>
                    {m.content}
                  </Text>
                ) : null}
                <Text c="dimmed" fz="xs" title={formatDateTime(m.createdAt)}>
                  {relativeTime(m.createdAt)}
                </Text>
              </Stack>
              <Group gap="xs" justify="flex-end" style={{ flex: '0 0 auto', marginLeft: 'auto' }}>
                {m.link ? (
                  <Anchor
                    href={hashLink(m.link)}
                    fz="sm"
                    // Opening a message is reading it.
                    onClick={() => (unread ? onRead(m.id) : undefined)}
                  >
                    查看
                  </Anchor>
                ) : null}
                {unread ? (
                  <Button size="compact-sm" variant="subtle" disabled={busy} onClick={() => onRead(m.id)}>
                    标为已读
                  </Button>
                ) : null}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => onRemove(m.id)}
                  aria-label={`删除消息：${m.title}`}
                >
                  删除
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
