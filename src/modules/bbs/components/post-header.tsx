import { BBS_POST_KIND_NAMES, BBS_STATE_NAMES, type PostDetail } from '@contract/bbs/bbs-posts';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { KnowledgeLabels } from '@/shared/knowledge/knowledge-header';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { usePageTitle } from '@/shared/lib/page-title';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { personalHref, plateHref } from '../lib/bbs-links';
import { KIND_COLORS, STATE_COLORS } from './post-badges';

/** Title, kind, state, plate, labels, topics and who wrote it when. */
export function PostHeader({ post, now, actions }: { post: PostDetail; now: Date; actions: ReactNode }) {
  usePageTitle(post.title);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group gap="sm" align="center" style={{ flex: '1 1 360px', minWidth: 0 }}>
          <Badge variant="light" color={KIND_COLORS[post.kind]} size="lg" radius="sm">
            {BBS_POST_KIND_NAMES[post.kind]}
          </Badge>
          <Title order={1} fz={26} fw={600} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Title>
          {post.state !== 'visible' ? (
            <Badge variant="light" color={STATE_COLORS[post.state]} size="lg" radius="sm">
              {post.state === 'draft' ? '草稿' : BBS_STATE_NAMES[post.state]}
            </Badge>
          ) : null}
          {post.reward > 0 ? (
            <Badge variant="outline" color="orange" size="lg" radius="sm">
              悬赏 {post.reward} 积分
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      <Group gap="lg" fz="sm" c="dimmed" wrap="wrap" aria-label="帖子信息">
        <Group gap={6} wrap="nowrap">
          <UserAvatar name={post.author.nickname} size={22} />
          <Anchor href={personalHref(post.author.id)} fz="sm">
            {post.author.nickname}
          </Anchor>
        </Group>
        <Text fz="sm" c="dimmed" title={formatDateTime(post.createdAt)}>
          发布于 {relativeTime(post.createdAt, now)}
        </Text>
        <Text fz="sm" c="dimmed">
          版块：
          <Anchor href={plateHref(post.plate.id)} fz="sm">
            {post.plate.name}
          </Anchor>
        </Text>
        <Text fz="sm" c="dimmed">
          浏览 {post.views}
        </Text>
        {post.kind === 'question' ? (
          <Text fz="sm" c="dimmed">
            回答 {post.answerCount}
          </Text>
        ) : null}
      </Group>
      <KnowledgeLabels labels={post.labels} />
      {post.topics.length > 0 ? (
        <Group gap={6} aria-label="话题">
          {post.topics.map((t) => (
            <Badge key={t.id} variant="outline" color="gray" radius="xl" tt="none" fw={500}>
              # {t.name}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
