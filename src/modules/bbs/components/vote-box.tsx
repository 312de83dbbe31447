import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { postMutations } from '../api/post-mutations';

interface VoteBoxProps {
  postId: number;
  target: { type: 'post' | 'answer'; id: number };
  score: number;
  myVote: number;
  /** Who may not vote (his own post or answer, a held one) sees the score only. */
  disabled?: boolean;
}

/** 赞同 / 反对 with the score: one vote per reader; pressing the chosen one again withdraws it. */
export function VoteBox({ postId, target, score, myVote, disabled }: VoteBoxProps) {
  const vote = useMutation(postMutations.vote(postId));
  const cast = (value: 1 | -1) =>
    vote.mutate({ targetType: target.type, targetId: target.id, value: myVote === value ? 0 : value });
  const noun = target.type === 'post' ? '帖子' : '回答';
  return (
    <Group gap={6} wrap="nowrap" aria-label={`${noun}投票`}>
      <Button
        size="xs"
        variant={myVote === 1 ? 'filled' : 'light'}
        aria-pressed={myVote === 1}
        aria-label={`赞同（得票 ${score}）`}
        disabled={disabled || vote.isPending}
        onClick={() => cast(1)}
      >
        ▲ 赞同 {score}
      </Button>
      <Button
        size="xs"
        variant={myVote === -1 ? 'filled' : 'default'}
        color={myVote === -1 ? 'gray' : undefined}
        aria-pressed={myVote === -1}
        aria-label="反对"
        disabled={disabled || vote.isPending}
        onClick={() => cast(-1)}
      >
        ▼ 反对
      </Button>
    </Group>
  );
}
