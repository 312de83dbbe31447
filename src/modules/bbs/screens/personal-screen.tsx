import { Badge, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '@/shared/ui/query-error';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { bbsListQueries } from '../api/list-queries';
import { AnswerList } from '../components/answer-list';
import { PostList } from '../components/post-list';
import type { PostListSearch } from '../lib/forum-search';
import { nextSearch } from '../lib/list-search';
import { useMyId } from '../lib/use-me';
import type { ForumScreenProps } from './forum-screen';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text fz={22} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

/**
 * `personal?id=` (a member's forum profile): who he is, what he posted,
 * answered, had accepted and was liked for, and his posts and answers as
 * tabs (`tab=answers`); without `id` the caller's own.
 */
export function PersonalScreen({ search, onSearch }: ForumScreenProps<PostListSearch>) {
  const me = useMyId();
  const userId = search.id ?? me;
  const profile = useQuery({ ...bbsListQueries.profile(userId ?? 0), enabled: userId !== undefined });
  const tab = search.tab ?? 'posts';
  const p = profile.data;
  return (
    <Stack gap="md">
      <QueryError error={profile.error} onRetry={() => profile.refetch()} />
      {p ? (
        <Paper withBorder radius="md" p="lg" component="section" aria-label="成员信息">
          <Group justify="space-between" wrap="wrap" gap="lg">
            <Group gap="md" wrap="nowrap">
              <UserAvatar name={p.user.nickname} size={64} radius="xl" />
              <div>
                <Group gap={8}>
                  <Title order={2} fz={22}>
                    {p.user.nickname}
                  </Title>
                  {p.expert ? (
                    <Badge color="orange" variant="light">
                      论坛专家
                    </Badge>
                  ) : null}
                  {userId === me ? (
                    <Badge color="gray" variant="light">
                      我
                    </Badge>
                  ) : null}
                </Group>
                <Text c="dimmed" fz="sm" mt={4}>
                  {p.user.groupName ?? '未分配组织'}
                </Text>
              </div>
            </Group>
            <SimpleGrid cols={4} spacing="xl" ta="center">
              <Count label="发帖" value={p.posts} />
              <Count label="回答" value={p.answers} />
              <Count label="被采纳" value={p.accepted} />
              <Count label="获赞" value={p.likesReceived} />
            </SimpleGrid>
          </Group>
        </Paper>
      ) : null}
      {userId !== undefined ? (
        <Tabs
          value={tab}
          onChange={(v) =>
            onSearch(
              nextSearch(
                'memberPosts',
                { ...search, keyword: undefined, kind: undefined, plateId: undefined, sort: undefined },
                { tab: v === 'answers' ? 'answers' : undefined },
              ),
            )
          }
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="posts">帖子</Tabs.Tab>
            <Tabs.Tab value="answers">回答</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="posts">
            {tab === 'posts' ? <PostList list="memberPosts" search={search} onSearch={onSearch} authorId={userId} /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="answers">
            {tab === 'answers' ? (
              <AnswerList
                userId={userId}
                page={search.page}
                onPage={(page) => onSearch(nextSearch('memberPosts', search, { page }))}
                empty="还没有回答过问题"
              />
            ) : null}
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Stack>
  );
}
