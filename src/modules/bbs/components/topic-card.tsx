import type { TopicView } from '@contract/bbs/bbs-topics';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { bbsHref } from '../lib/bbs-links';
import { TopicFollowButton } from './topic-follow-button';

/** The address of a topic's page. */
export const topicHref = (id: number) => bbsHref('topic-detail', { id });

/** One topic of the pool: its name (to its page), description, followers and posts, and 关注. */
export function TopicCard({ topic }: { topic: TopicView }) {
  return (
    <Paper component="article" aria-label={topic.name} withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Anchor href={topicHref(topic.id)} fw={600} c="inherit" lineClamp={1}>
          # {topic.name}
        </Anchor>
        <TopicFollowButton topic={topic} />
      </Group>
      <Text fz="sm" c="dimmed" lineClamp={2} mt={6} mih={40}>
        {topic.description || '暂无说明'}
      </Text>
      <Text fz="xs" c="dimmed" mt="sm">
        {topic.followerCount} 人关注 · {topic.postCount} 个帖子
      </Text>
    </Paper>
  );
}
