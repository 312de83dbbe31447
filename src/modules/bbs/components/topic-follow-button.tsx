import type { TopicView } from '@contract/bbs/bbs-topics';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { communityMutations } from '../api/community-mutations';

/** 关注 / 已关注 for one topic (approved topics only: the server refuses the others). */
export function TopicFollowButton({ topic }: { topic: Pick<TopicView, 'id' | 'name' | 'followed'> }) {
  const follow = useMutation(communityMutations.follow());
  return (
    <Button
      size="compact-sm"
      variant={topic.followed ? 'default' : 'light'}
      loading={follow.isPending}
      aria-label={`${topic.followed ? '取消关注' : '关注'}话题${topic.name}`}
      aria-pressed={topic.followed}
      onClick={() => follow.mutate({ topicId: topic.id, follow: !topic.followed })}
    >
      {topic.followed ? '已关注' : '关注'}
    </Button>
  );
}
