import type { AnswerView } from '@contract/bbs/bbs-answers';
import type { PostDetail } from '@contract/bbs/bbs-posts';
import { Alert, Anchor, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFeatureSwitches } from '@/shared/config/use-feature-switches';
import { CommentSection } from '@/shared/knowledge/comment-section';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { prepareRichHtml, RichHtml } from '@/shared/ui/rich-html';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { BBS_SCOPE } from '../api/bbs-scope';
import { postMutations } from '../api/post-mutations';
import { personalHref } from '../lib/bbs-links';
import { useMyId } from '../lib/use-me';
import { AnswerEditor } from './answer-editor';
import { ReportButton } from './report-button';
import { KnowledgeLinks, ToKnowledgeButton } from './to-knowledge';
import { VoteBox } from './vote-box';

interface AnswerCardProps {
  post: PostDetail;
  answer: AnswerView;
  now: Date;
}

/** One answer: author, text, votes, the asker's 采纳, its comments, and edit or delete for who may. */
export function AnswerCard({ post, answer, now }: AnswerCardProps) {
  const switches = useFeatureSwitches();
  const accept = useMutation(postMutations.accept(post.id));
  const remove = useMutation(postMutations.answerDelete(post.id));
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const body = useMemo(() => prepareRichHtml(answer.content, `answer-${answer.id}`), [answer.content, answer.id]);
  const links = post.knowledgeLinks.filter((l) => l.answerId === answer.id).map((l) => l.wikiId);
  const me = useMyId();
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="article"
      aria-label={`${answer.author.nickname}的回答`}
      style={answer.accepted ? { borderColor: 'var(--mantine-color-teal-5)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <UserAvatar name={answer.author.nickname} size={28} />
            <Anchor href={personalHref(answer.author.id)} fz="sm" fw={600}>
              {answer.author.nickname}
            </Anchor>
            <Text fz="xs" c="dimmed" title={formatDateTime(answer.createdAt)}>
              {relativeTime(answer.createdAt, now)}
            </Text>
            {answer.accepted ? (
              <Badge color="teal" variant="light" radius="sm">
                已采纳
              </Badge>
            ) : null}
            {answer.state !== 'visible' ? (
              <Badge color={answer.state === 'held' ? 'orange' : 'red'} variant="light" radius="sm">
                {answer.state === 'held' ? '待审核' : '已隐藏'}
              </Badge>
            ) : null}
          </Group>
          {post.abilities.canAccept && answer.state === 'visible' ? (
            <Button
              size="xs"
              variant={answer.accepted ? 'default' : 'light'}
              color="teal"
              loading={accept.isPending}
              onClick={() => accept.mutate(answer.accepted ? null : answer.id)}
            >
              {answer.accepted ? '取消采纳' : '采纳'}
            </Button>
          ) : null}
        </Group>
        {answer.state === 'held' ? (
          <Alert color="orange" variant="light" py={6}>
            该回答含需审核的词语，版主审核通过后对其他成员可见。
          </Alert>
        ) : null}
        {editing ? (
          <AnswerEditor
            postId={post.id}
            answer={answer}
            noun={post.kind === 'question' ? '回答' : '回复'}
            onDone={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <RichHtml html={body} />
        )}
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <VoteBox
              postId={post.id}
              target={{ type: 'answer', id: answer.id }}
              score={answer.voteScore}
              myVote={answer.myVote}
              disabled={answer.state !== 'visible'}
            />
            <Button size="xs" variant="subtle" aria-expanded={commentsOpen} onClick={() => setCommentsOpen((o) => !o)}>
              {commentsOpen ? '收起评论' : `评论 ${answer.commentCount}`}
            </Button>
          </Group>
          <Group gap="xs">
            {answer.accepted && post.abilities.canToKnowledge && links.length === 0 ? (
              <ToKnowledgeButton postId={post.id} answerId={answer.id} />
            ) : null}
            <KnowledgeLinks wikiIds={links} />
            {answer.state === 'visible' && me !== answer.author.id ? (
              <ReportButton targetType="answer" targetId={answer.id} />
            ) : null}
            {answer.abilities.canEdit && !editing ? (
              <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
                编辑
              </Button>
            ) : null}
            {answer.abilities.canDelete ? (
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                删除
              </Button>
            ) : null}
          </Group>
        </Group>
        {commentsOpen ? (
          <Box pt="sm" style={{ borderTop: '1px dashed var(--mantine-color-gray-3)' }}>
            <CommentSection
              scope={BBS_SCOPE}
              knowledgeId={post.id}
              answerId={answer.id}
              count={answer.commentCount}
              enabled={switches.comment}
              now={now}
            />
          </Box>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="删除回答"
        confirmLabel="删除"
        danger
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(answer.id, { onSuccess: () => setConfirming(false) })}
      >
        确定删除这条回答吗？删除后其他成员将看不到它。
      </ConfirmModal>
    </Paper>
  );
}
