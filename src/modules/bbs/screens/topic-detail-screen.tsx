import { TOPIC_STATE_NAMES } from '@contract/bbs/bbs-topics';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '@/shared/ui/query-error';
import { communityQueries } from '../api/community-queries';
import { PostList } from '../components/post-list';
import { TopicFollowButton } from '../components/topic-follow-button';
import { bbsHref } from '../lib/bbs-links';
import type { PostListSearch } from '../lib/forum-search';
import type { ForumScreenProps } from './forum-screen';

/**
 * `topic-detail?id=` (话题详情): the topic with its followers and 关注, and its
 * posts in the forum's post list (keyword, kind, plate, sort and page in the
 * URL next to the topic's id). A topic not yet approved is shown to its
 * proposer and to forum managers only, with its state.
 */
export function TopicDetailScreen({ search, onSearch }: ForumScreenProps<PostListSearch>) {
  const id = search.id;
  const query = useQuery({ ...communityQueries.topic(id ?? 0), enabled: id !== undefined, retry: false });
  if (id === undefined) {
    return (
      <Alert color="yellow" variant="light" title="没有指定话题">
        请从<Anchor href={bbsHref('topicPool')}>话题广场</Anchor>选择一个话题。
      </Alert>
    );
  }
  const topic = query.data;
  return (
    <Stack gap="md">
      <QueryError error={query.error} onRetry={() => query.refetch()} />
      {topic ? (
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Group gap="xs">
                <Title order={2} fz={22}>
                  # {topic.name}
                </Title>
                {topic.state !== 'approved' ? (
                  <Badge color={topic.state === 'refused' ? 'red' : 'orange'} variant="light">
                    {TOPIC_STATE_NAMES[topic.state]}
                  </Badge>
                ) : null}
              </Group>
              <Text fz="sm" c="dimmed" mt={6}>
                {topic.description || '暂无说明'}
              </Text>
              <Text fz="xs" c="dimmed" mt="sm">
                {topic.followerCount} 人关注 · {topic.postCount} 个帖子
                {topic.proposer ? ` · 由 ${topic.proposer.nickname} 提议` : ''}
              </Text>
            </div>
            {topic.state === 'approved' ? <TopicFollowButton topic={topic} /> : null}
          </Group>
        </Paper>
      ) : null}
      {topic ? <PostList list="topic" search={search} onSearch={onSearch} topicId={id} /> : null}
    </Stack>
  );
}
