import type { commentItem, commentThread } from '@contract/knowledge/interaction';
import { Box, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { commentMutations } from './api/interaction-mutations';
import { CommentBox } from './comment-box';
import classes from './comment-thread.module.css';
import { DetailIcon } from './detail-icon';
import type { KnowledgeScope } from './scope';

type Comment = z.infer<typeof commentItem>;
type Thread = z.infer<typeof commentThread>;

/** The text the server puts in place of a removed comment that still has replies. */
export const DELETED_COMMENT_TEXT = '该评论已删除';

const isDeleted = (c: Comment) => !c.canDelete && c.content === DELETED_COMMENT_TEXT;

interface CommentViewProps {
  scope: KnowledgeScope;
  comment: Comment;
  knowledgeId: number;
  now: Date;
  canReply: boolean;
  small?: boolean;
  /** The comment a message link points at (`?comment=<id>`), highlighted. */
  focusedId?: number | null;
}

function DeleteButton({ scope, knowledgeId, commentId }: { scope: KnowledgeScope; knowledgeId: number; commentId: number }) {
  const [opened, setOpened] = useState(false);
  const remove = useMutation(commentMutations.remove(scope, knowledgeId));
  return (
    <Popover opened={opened} onChange={setOpened} withArrow shadow="md" position="top" hideDetached={false}>
      <Popover.Target>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setOpened((o) => !o)}>
          删除
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fz="sm" mb="xs">
          确定删除这条评论吗？
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button size="compact-xs" variant="default" onClick={() => setOpened(false)}>
            取消
          </Button>
          <Button size="compact-xs" color="red" loading={remove.isPending} onClick={() => remove.mutate(commentId)}>
            确定删除
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** One comment: who, when, the text (always as text, never HTML), like, reply and delete. */
function CommentView({ scope, comment, knowledgeId, now, canReply, small, focusedId }: CommentViewProps) {
  const [replying, setReplying] = useState(false);
  const like = useMutation(commentMutations.like(scope, knowledgeId));
  const deleted = isDeleted(comment);
  return (
    <Group
      role="group"
      id={`comment-${comment.id}`}
      className={focusedId === comment.id ? classes.focused : undefined}
      data-focused={focusedId === comment.id || undefined}
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      aria-label={`${comment.user.nickname}的${comment.parentId ? '回复' : '评论'}`}
    >
      <UserAvatar name={comment.user.nickname} size={small ? 28 : 36} radius="xl" />
      <Box className={classes.body}>
        <Group gap={6} fz="sm">
          <Text fw={500} fz="sm">
            {comment.user.nickname}
          </Text>
          {comment.replyTo ? (
            <Text fz="sm" c="dimmed">
              回复 {comment.replyTo.nickname}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed" component="time" dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)}>
            {relativeTime(comment.createdAt, now)}
          </Text>
        </Group>
        <Text fz="sm" mt={4} className={deleted ? classes.deleted : classes.text}>
          {comment.content}
        </Text>
        {deleted ? null : (
          <Group gap={4} mt={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              color={comment.liked ? undefined : 'gray'}
              leftSection={<DetailIcon name="like" size={14} filled={comment.liked} />}
              aria-pressed={comment.liked}
              aria-label={`${comment.liked ? '取消点赞' : '点赞'}评论（${comment.likeCount}）`}
              loading={like.isPending}
              onClick={() => like.mutate(comment.id)}
            >
              {comment.likeCount}
            </Button>
            {canReply ? (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setReplying((r) => !r)}>
                回复
              </Button>
            ) : null}
            {comment.canDelete ? <DeleteButton scope={scope} knowledgeId={knowledgeId} commentId={comment.id} /> : null}
          </Group>
        )}
        {replying ? (
          <Box mt="xs">
            <CommentBox
              scope={scope}
              knowledgeId={knowledgeId}
              parentId={comment.id}
              replyTo={comment.user.nickname}
              autoFocus
              onDone={() => setReplying(false)}
              onCancel={() => setReplying(false)}
            />
          </Box>
        ) : null}
      </Box>
    </Group>
  );
}

/** A top-level comment with its replies (oldest first) indented under it. */
export function CommentThread({
  scope,
  thread,
  knowledgeId,
  now,
  canReply,
  focusedId,
}: Omit<CommentViewProps, 'comment' | 'small'> & { thread: Thread }) {
  return (
    <article className={classes.thread}>
      <CommentView scope={scope} comment={thread} knowledgeId={knowledgeId} now={now} canReply={canReply} focusedId={focusedId} />
      {thread.replies.length > 0 ? (
        <Stack gap="sm" className={classes.replies}>
          {thread.replies.map((r) => (
            <CommentView
              key={r.id}
              scope={scope}
              comment={r}
              knowledgeId={knowledgeId}
              now={now}
              canReply={canReply}
              small
              focusedId={focusedId}
            />
          ))}
        </Stack>
      ) : null}
    </article>
  );
}
