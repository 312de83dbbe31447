import { VISITOR_USER_TYPE } from '@contract/auth/users';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '@/shared/ui/query-error';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { accountQueries } from '../api/account-queries';
import { CentreNumbers } from '../components/centre-numbers';
import { KnowledgeStory } from '../components/knowledge-story';
import classes from './account-home-screen.module.css';

interface AccountHomeScreenProps {
  /** The user's unread counts (from the messages module). */
  unread: ReactNode;
  /** The user's open tasks (from the messages module). */
  tasks: ReactNode;
  onEditProfile: () => void;
}

/** Masks the middle of a mobile number: 138****0001. */
function maskMobile(m: string): string {
  return m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m;
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="md" mt={2} c={value ? undefined : 'dimmed'}>
        {value || '未填写'}
      </Text>
    </div>
  );
}

/** `/account/home`: the personal page — profile, my story of the year, my numbers and activity, unread counts and tasks. */
export function AccountHomeScreen({ unread, tasks, onEditProfile }: AccountHomeScreenProps) {
  const { data: me, isPending, isError, error, refetch } = useQuery(accountQueries.personalData());

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.profile}>
        {isPending ? (
          <Skeleton h={96} />
        ) : isError ? (
          <QueryError error={error} onRetry={refetch} />
        ) : (
          // On a phone the button goes under the person rather than squeezing its own label.
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
            <Group gap="lg" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <UserAvatar name={me.nickname} src={me.avatarUrl} size={72} radius={72} />
              <Stack gap={6}>
                <Group gap="xs">
                  <Title order={2} fz={22}>
                    {me.nickname}
                  </Title>
                  {me.type === VISITOR_USER_TYPE ? <Badge variant="light">{me.bound ? '访客 · 已绑定' : '访客'}</Badge> : null}
                  {me.isAdmin ? <Badge variant="outline">管理员</Badge> : null}
                </Group>
                <Text c="dimmed" fz="sm">
                  账号：{me.username}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={48} verticalSpacing="xs" mt="md">
                  <Field label="所属组织" value={me.groupName} />
                  <Field label="手机号" value={me.mobile ? maskMobile(me.mobile) : null} />
                  <Field label="电子邮箱" value={me.email} />
                </SimpleGrid>
              </Stack>
            </Group>
            <Button variant="light" onClick={onEditProfile}>
              完善资料
            </Button>
          </Group>
        )}
      </Card>
      <KnowledgeStory />
      <CentreNumbers />
      <Card withBorder radius="md" p="lg">
        <Title order={3} fz={18} mb="md">
          我的消息
        </Title>
        {unread}
      </Card>
      <Card withBorder radius="md" p="lg">
        <Title order={3} fz={18} mb="xs">
          我的待办
        </Title>
        {tasks}
      </Card>
    </Stack>
  );
}
