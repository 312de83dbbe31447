import { MESSAGE_GROUP_NAMES, type MessageGroup } from '@contract/messages/messages';
import { Badge, Button, Card, Center, Group, Loader, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';
import { messageMutations } from '../api/message-mutations';
import { MESSAGE_PAGE_SIZE, messageQueries } from '../api/message-queries';
import { MessageCards } from '../components/message-cards';
import { TaskCards } from '../components/task-cards';
import { isMessageGroupTab, MESSAGE_TASK_TAB_NAMES, MESSAGE_TASK_TABS, type MessageTaskTab } from '../message-tabs';

export interface MessageTaskView {
  tab: MessageTaskTab;
  page: number;
  unreadOnly: boolean;
}

interface MessageTaskScreenProps extends MessageTaskView {
  onChange: (next: MessageTaskView) => void;
}

/**
 * `/message-task/<tab>` (消息与任务): the four message groups, each tab with
 * its unread count from the same per-type counts the header bell shows, and
 * the open and done tasks.
 */
export function MessageTaskScreen({ tab, page, unreadOnly, onChange }: MessageTaskScreenProps) {
  const canSend = usePermissions().includes('ROLE_MESSAGE_SEND');
  const { data: counts } = useQuery(messageQueries.groupCounts());
  const { data: openTasks } = useQuery(messageQueries.tasks({ done: false, page: 1 }));
  const countOf = (t: MessageTaskTab) => (isMessageGroupTab(t) ? counts?.[t] : t === 'task' ? openTasks?.total : undefined);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} fz={24}>
          消息与任务
        </Title>
        {canSend ? (
          <Button component={Link} to="/message-task/new" variant="light">
            写消息
          </Button>
        ) : null}
      </Group>
      <Tabs value={tab} onChange={(v) => v && v !== tab && onChange({ tab: v as MessageTaskTab, page: 1, unreadOnly })}>
        <Tabs.List>
          {MESSAGE_TASK_TABS.map((t) => {
            const n = countOf(t);
            return (
              <Tabs.Tab
                key={t}
                value={t}
                rightSection={
                  n ? (
                    <Badge size="sm" circle={n < 10} color={t === 'task' ? 'orange' : 'red'} aria-label={`${n} 条`}>
                      {n > 99 ? '99+' : n}
                    </Badge>
                  ) : null
                }
              >
                {MESSAGE_TASK_TAB_NAMES[t]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      {isMessageGroupTab(tab) ? (
        <GroupMessages group={tab} page={page} unreadOnly={unreadOnly} onChange={onChange} />
      ) : (
        <Tasks done={tab === 'task-finish'} page={page} onPage={(p) => onChange({ tab, page: p, unreadOnly })} />
      )}
    </Stack>
  );
}

function GroupMessages({
  group,
  page,
  unreadOnly,
  onChange,
}: {
  group: MessageGroup;
  page: number;
  unreadOnly: boolean;
  onChange: (next: MessageTaskView) => void;
}) {
  const { data, isPending, isError, error, refetch } = useQuery(messageQueries.list({ group, unreadOnly, page }));
  const read = useMutation(messageMutations.read());
  const remove = useMutation(messageMutations.remove());
  const busy = read.isPending || remove.isPending;
  const name = MESSAGE_GROUP_NAMES[group];

  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <Switch
          label="只看未读"
          checked={unreadOnly}
          onChange={(e) => onChange({ tab: group, page: 1, unreadOnly: e.currentTarget.checked })}
        />
        <Button
          variant="light"
          size="compact-sm"
          disabled={busy || !data || data.unread === 0}
          onClick={() => read.mutate({ group })}
        >
          {name}全部标为已读
        </Button>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : isError ? (
        <QueryError error={error} onRetry={refetch} />
      ) : data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {unreadOnly ? `没有未读的${name}消息` : `暂无${name}消息`}
        </Text>
      ) : (
        <MessageCards
          messages={data.list}
          busy={busy}
          onRead={(id) => read.mutate({ ids: [id] })}
          onRemove={(id) => remove.mutate({ ids: [id] })}
        />
      )}
      <ListPager
        total={data?.total ?? 0}
        page={page}
        pageSize={MESSAGE_PAGE_SIZE}
        onPage={(p) => onChange({ tab: group, page: p, unreadOnly })}
      />
    </Card>
  );
}

function Tasks({ done, page, onPage }: { done: boolean; page: number; onPage: (page: number) => void }) {
  const { data, isPending, isError, error, refetch } = useQuery(messageQueries.tasks({ done, page }));
  return (
    <Card withBorder radius="md" p="lg">
      {isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : isError ? (
        <QueryError error={error} onRetry={refetch} />
      ) : data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {done ? '暂无已办任务' : '暂无待办任务'}
        </Text>
      ) : (
        <TaskCards tasks={data.list} />
      )}
      <ListPager total={data?.total ?? 0} page={page} pageSize={MESSAGE_PAGE_SIZE} onPage={onPage} />
    </Card>
  );
}
