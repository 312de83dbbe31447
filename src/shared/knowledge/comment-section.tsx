import { Alert, Box, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useCan } from '@/shared/hooks/use-can';
import { QueryError } from '@/shared/ui/query-error';
import { COMMENT_PAGE_SIZE, interactionQueries } from './api/interaction-queries';
import { CommentBox } from './comment-box';
import { CommentThread } from './comment-thread';
import { ListPager } from './list-pager';
import type { KnowledgeScope } from './scope';

interface CommentSectionProps {
  scope: KnowledgeScope;
  knowledgeId: number;
  /** All comments and replies of the item (its comment count). */
  count: number;
  /** The 'switch.comment' feature switch: off hides writing, the existing comments stay readable. */
  enabled: boolean;
  now: Date;
  /** The comments of one answer of a forum post (knowledgeId is the post) instead of the item's own. */
  answerId?: number;
}

/** The `comment` query parameter of a message link (`/detail?id=…&comment=<id>`), read from the address as given. */
function focusedCommentOf(search: Record<string, unknown>): number | null {
  const n = Number(search.comment);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Comments of an item: the box (for holders of the comment key), threads newest first, paged. */
export function CommentSection({ scope, knowledgeId, count, enabled, now, answerId }: CommentSectionProps) {
  // A comment message leads here with ?comment=<id>: the server answers the page holding it, which is
  // shown until the reader picks another page; once shown, it is scrolled to (and highlighted).
  const focusedId = useLocation({ select: (l) => focusedCommentOf(l.search as Record<string, unknown>) });
  // The page the reader picked, for the comment the address named then (a new message link starts over).
  const [choice, setChoice] = useState<{ focus: number | null; page: number } | null>(null);
  const chosen = choice !== null && choice.focus === focusedId ? choice.page : null;
  const setChosen = (p: number) => setChoice({ focus: focusedId, page: p });
  // Commenting is a key an administrator grants (visitors lack it by default); reading comments is not.
  const canComment = useCan('comment');
  const writable = enabled && canComment;
  const comments = useQuery(
    interactionQueries.commentPage(
      scope,
      chosen === null && focusedId !== null && answerId === undefined
        ? { knowledgeId, page: 1, aroundId: focusedId }
        : { knowledgeId, page: chosen ?? 1, answerId },
    ),
  );
  const page = chosen ?? comments.data?.page ?? 1;
  const focusGone = chosen === null && focusedId !== null && comments.data?.around === 'deleted';
  const shown = comments.data?.list.some((t) => t.id === focusedId || t.replies.some((r) => r.id === focusedId));
  useEffect(() => {
    if (focusedId === null || !shown) return;
    document.getElementById(`comment-${focusedId}`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [focusedId, shown]);
  return (
    <section aria-label={answerId === undefined ? '评论' : '回答的评论'}>
      <Group justify="space-between" mb="sm">
        <Title order={answerId === undefined ? 2 : 3} fz={answerId === undefined ? 18 : 15}>
          评论 {count}
        </Title>
        {comments.isFetching ? <Loader size="xs" /> : null}
      </Group>
      {writable ? <CommentBox scope={scope} knowledgeId={knowledgeId} answerId={answerId} onDone={() => setChosen(1)} /> : null}
      {focusGone ? (
        <Alert variant="light" color="yellow" mb="sm" role="status">
          你要查看的评论已被删除
        </Alert>
      ) : null}
      {!enabled ? (
        <Alert variant="light" color="gray">
          评论功能已关闭
        </Alert>
      ) : null}
      {enabled && !canComment ? (
        <Alert variant="light" color="gray">
          你没有「知识评论」权限，可以浏览评论
        </Alert>
      ) : null}
      {comments.isError ? (
        <Box mt="sm">
          <QueryError error={comments.error} onRetry={comments.refetch} variant="inline" />
        </Box>
      ) : null}
      {comments.data && comments.data.list.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="lg">
          还没有评论{writable ? '，来说两句吧' : ''}
        </Text>
      ) : null}
      <div>
        {comments.data?.list.map((t) => (
          <CommentThread
            key={t.id}
            scope={scope}
            thread={t}
            knowledgeId={knowledgeId}
            now={now}
            canReply={writable}
            focusedId={focusedId}
          />
        ))}
      </div>
      <ListPager
        total={comments.data?.total ?? 0}
        page={page}
        pageSize={COMMENT_PAGE_SIZE}
        onPage={setChosen}
        label="评论分页"
        compact
      />
    </section>
  );
}
