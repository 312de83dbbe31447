import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import { messageQueries } from '../api/message-queries';

/** Days from now until a due date, rounded up; negative when overdue. */
function daysLeft(dueAt: string, now = Date.now()): number {
  return Math.ceil((new Date(dueAt).getTime() - now) / 86_400_000);
}

const rowStyle = { borderBottom: '1px solid var(--mantine-color-gray-2)' };

/**
 * The open tasks the unread loop reports (read from the loop's cache), led
 * for approvers by the versions waiting for their decision: those are to-dos
 * too, counted by the server with the approval queue's own rule.
 */
export function TaskList() {
  const { data } = useQuery(messageQueries.loopReader());
  // Before the first poll answers there is nothing to say yet, not "no tasks".
  if (!data) {
    return (
      <Stack gap="sm" py="sm" aria-busy="true" aria-label="待办加载中">
        <Skeleton height={18} />
        <Skeleton height={18} width="70%" />
      </Stack>
    );
  }
  const tasks = data.tasks;
  const approvals = data.pendingApprovals ?? 0;
  if (tasks.length === 0 && approvals === 0) {
    return (
      <Text c="dimmed" fz="sm" py="md" ta="center">
        暂无待办任务
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {approvals > 0 ? (
        <Group justify="space-between" py="sm" wrap="nowrap" style={rowStyle}>
          <Anchor href={hashLink('/approval')} fz="sm" lineClamp={1}>
            审核待办：{approvals} 条知识等待您审核
          </Anchor>
          <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
            待审核
          </Badge>
        </Group>
      ) : null}
      {tasks.map((t) => {
        const left = t.dueAt ? daysLeft(t.dueAt) : null;
        return (
          <Group key={t.id} justify="space-between" py="sm" wrap="nowrap" style={rowStyle}>
            <Text fz="sm" lineClamp={1}>
              {t.title}
            </Text>
            {t.dueAt && left !== null ? (
              <Badge
                variant="light"
                color={left < 0 ? 'red' : left <= 3 ? 'orange' : 'gray'}
                style={{ flexShrink: 0 }}
                title={`截止 ${formatDate(t.dueAt)}`}
              >
                {left < 0 ? '已逾期' : left === 0 ? '今天截止' : `${left}天后截止`}
              </Badge>
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}
