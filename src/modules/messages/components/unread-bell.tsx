import { MESSAGE_GROUP_NAMES, type MessageGroup } from '@contract/messages/messages';
import { ActionIcon, Divider, Group, Indicator, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { messageQueries } from '../api/message-queries';
import { GroupIcon } from './group-icon';

const ORDER: MessageGroup[] = ['comment', 'like', 'share', 'notice'];

interface UnreadBellProps {
  /** Opens a tab of /message-task: a group's messages, or the open tasks. */
  onOpen: (tab: MessageGroup | 'task') => void;
}

/** Bell with the unread badge; reads the loop's cache, never polls itself. */
export function UnreadBell({ onOpen }: UnreadBellProps) {
  const [opened, setOpened] = useState(false);
  const { data } = useQuery(messageQueries.loopReader());
  const { data: groups } = useQuery({ ...messageQueries.groupCounts(), enabled: opened });
  const pathname = useLocation({ select: (l) => l.pathname });
  const total = data?.unreadMessageNum ?? 0;

  // The bell lives in the header and outlives pages: leaving a page closes it.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpened(false);
  }
  // Until the count arrives the bell does not claim there is nothing unread (a reader of the label, or a test, waits).
  const label = data === undefined ? '消息' : total > 0 ? `未读消息 ${total} 条` : '没有未读消息';
  const open = (tab: MessageGroup | 'task') => {
    setOpened(false);
    onOpen(tab);
  };
  // "查看详情" leads to the first group with unread messages, else the comments.
  const firstUnread = groups ? ORDER.find((g) => groups[g] > 0) : undefined;

  return (
    // The badge wraps the popover so that the popover's target, which gets aria-expanded, is the button itself.
    <Indicator label={total > 99 ? '99+' : total} size={18} disabled={total === 0} offset={6} color="red" inline>
      <Popover opened={opened} onDismiss={() => setOpened(false)} position="bottom-end" width={280} shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={label} onClick={() => setOpened((o) => !o)}>
            <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
              <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0" strokeLinejoin="round" />
            </svg>
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Text fw={600} fz="sm">
            {label}
          </Text>
          <Stack gap={6} mt="sm">
            {ORDER.map((g) => (
              <UnstyledButton key={g} onClick={() => open(g)} aria-label={`查看${MESSAGE_GROUP_NAMES[g]}消息`}>
                <Group justify="space-between" fz="sm">
                  <Group gap={8} c="dimmed">
                    <GroupIcon group={g} size={16} />
                    <Text fz="sm">{MESSAGE_GROUP_NAMES[g]}</Text>
                  </Group>
                  <Text fz="sm" fw={500}>
                    {groups ? groups[g] : '—'}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
          <Divider my="sm" />
          <Group justify="space-between">
            <UnstyledButton fz="sm" c="dimmed" onClick={() => open('task')}>
              待办任务 {(data?.tasks.length ?? 0) + (data?.pendingApprovals ?? 0)} 项
            </UnstyledButton>
            <UnstyledButton fz="sm" c="var(--mantine-primary-color-filled)" onClick={() => open(firstUnread ?? 'comment')}>
              查看详情
            </UnstyledButton>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
