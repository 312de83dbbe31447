import type { taskList } from '@contract/messages/messages';
import type { OutputOf } from '@contract/platform/endpoint';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';

type TaskRow = OutputOf<typeof taskList>['list'][number];

/** Days from now until a due date, rounded up; negative when overdue. */
function daysLeft(dueAt: string, now = Date.now()): number {
  return Math.ceil((new Date(dueAt).getTime() - now) / 86_400_000);
}

/** Open tasks with their due time (approval to-dos: when submitted), or done ones with when they were done. */
export function TaskCards({ tasks }: { tasks: TaskRow[] }) {
  return (
    <Stack gap="sm">
      {tasks.map((t) => {
        const left = t.dueAt ? daysLeft(t.dueAt) : null;
        return (
          <Paper key={`${t.kind}-${t.id}`} withBorder radius="md" p="md" data-testid={`task-${t.kind}-${t.id}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              {t.link ? (
                <Anchor href={hashLink(t.link)} fz="sm" fw={500} lineClamp={2}>
                  {t.title}
                </Anchor>
              ) : (
                <Text fz="sm" fw={500} lineClamp={2}>
                  {t.title}
                </Text>
              )}
              {t.doneAt ? (
                <Badge variant="light" color="green" style={{ flexShrink: 0 }}>
                  已完成
                </Badge>
              ) : t.kind === 'approval' ? (
                <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
                  待审核
                </Badge>
              ) : left !== null ? (
                <Badge variant="light" color={left < 0 ? 'red' : left <= 3 ? 'orange' : 'gray'} style={{ flexShrink: 0 }}>
                  {left < 0 ? '已逾期' : left === 0 ? '今天截止' : `${left}天后截止`}
                </Badge>
              ) : null}
            </Group>
            <Text c="dimmed" fz="xs" mt={6}>
              {t.doneAt
                ? `完成于 ${formatDateTime(t.doneAt)}`
                : t.dueAt
                  ? `截止 ${formatDateTime(t.dueAt)}`
                  : `${t.kind === 'approval' ? '提交于' : '创建于'} ${formatDateTime(t.createdAt)}`}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
