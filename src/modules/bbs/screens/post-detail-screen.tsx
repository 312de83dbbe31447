import type { PostDetail } from '@contract/bbs/bbs-posts';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AttachmentList } from '@/shared/attachments/attachment-list';
import { DetailCard, DetailComments, DetailLayout } from '@/shared/knowledge/detail-layout';
import { ItemGate } from '@/shared/knowledge/item-gate';
import { prepareRichHtml, RichHtml } from '@/shared/ui/rich-html';
import { BBS_SCOPE } from '../api/bbs-scope';
import type { AnswerSort } from '../api/post-queries';
import { postQueries } from '../api/post-queries';
import { AnswerEditor } from '../components/answer-editor';
import { AnswersSection } from '../components/answers-section';
import { CasePartsView } from '../components/case-parts-view';
import { PostActions } from '../components/post-actions';
import { PostHeader } from '../components/post-header';
import { KnowledgeLinks, ToKnowledgeButton } from '../components/to-knowledge';
import { VoteBox } from '../components/vote-box';
import type { PostDetailSearch } from '../lib/forum-search';
import { nextDetailSearch } from '../lib/post-search';
import { useMyId } from '../lib/use-me';
import type { ForumScreenProps } from './forum-screen';

interface PostBodyProps {
  search: PostDetailSearch;
  onChange: (next: Partial<PostDetailSearch>) => void;
}

/** Who sees a post that is not public, and why. */
function StateNotice({ post }: { post: PostDetail }) {
  const mine = useMyId() === post.author.id;
  if (post.state === 'held') {
    return (
      <Alert color="orange" variant="light" title="待审核" role="status">
        {mine ? '你的帖子含需审核的词语，版主审核通过后对大家可见。' : '该帖子含需审核的词语，审核通过前只有作者和版主能看到。'}
      </Alert>
    );
  }
  if (post.state === 'hidden') {
    return (
      <Alert color="red" variant="light" title="已隐藏" role="status">
        该帖子已被版主隐藏，只有作者和版主能看到。
      </Alert>
    );
  }
  if (post.state === 'draft') {
    return (
      <Alert color="gray" variant="light" title="草稿" role="status">
        这是尚未发布的草稿，只有你能看到。
      </Alert>
    );
  }
  return null;
}

function PostBody({ post, search, onChange }: { post: PostDetail } & PostBodyProps) {
  const [now] = useState(() => new Date());
  const context = useRouteContext({ strict: false }) as { session?: { user: { nickname: string } } };
  const body = useMemo(() => prepareRichHtml(post.content, 'post'), [post.content]);
  const postLinks = post.knowledgeLinks.filter((l) => l.answerId === null).map((l) => l.wikiId);
  const sort: AnswerSort = search.sort ?? 'votes';
  const page = search.page ?? 1;
  return (
    <DetailLayout nickname={context.session?.user.nickname ?? ''}>
      <DetailCard>
        <PostHeader post={post} now={now} actions={<PostActions post={post} />} />
      </DetailCard>
      <StateNotice post={post} />
      {post.flaggedWords.length > 0 ? (
        <Alert color="yellow" variant="light" title="含需关注的词语" role="status">
          {post.flaggedWords.join('、')}（仅版主可见）
        </Alert>
      ) : null}
      <DetailCard>
        <Stack gap="lg">
          {post.content ? <RichHtml html={body} /> : null}
          {post.kind === 'case' ? <CasePartsView post={post} /> : null}
          <AttachmentList files={post.files} mt={0} />
          {post.invited.length > 0 ? (
            <Text fz="sm" c="dimmed">
              邀请回答：{post.invited.map((u) => u.nickname).join('、')}
            </Text>
          ) : null}
          <Group justify="space-between" wrap="wrap">
            <VoteBox
              postId={post.id}
              target={{ type: 'post', id: post.id }}
              score={post.voteScore}
              myVote={post.myVote}
              disabled={post.state !== 'visible'}
            />
            <Group gap="xs">
              {post.kind === 'case' && post.abilities.canToKnowledge && postLinks.length === 0 ? (
                <ToKnowledgeButton postId={post.id} />
              ) : null}
              <KnowledgeLinks wikiIds={postLinks} />
            </Group>
          </Group>
        </Stack>
      </DetailCard>
      {post.state !== 'draft' ? (
        <DetailCard>
          <AnswersSection post={post} sort={sort} page={page} now={now} onChange={onChange} />
        </DetailCard>
      ) : null}
      {post.abilities.canAnswer ? (
        <DetailCard>
          <Title order={2} fz={18} mb="sm">
            {post.kind === 'question' ? '我来回答' : '我来回复'}
          </Title>
          <AnswerEditor postId={post.id} noun={post.kind === 'question' ? '回答' : '回复'} />
        </DetailCard>
      ) : null}
      {post.state !== 'draft' ? <DetailComments scope={BBS_SCOPE} id={post.id} count={post.commentCount} now={now} /> : null}
    </DetailLayout>
  );
}

/** `/bbs/post-detail?id=&sort=&page=`: a question, share or case with its votes, answers and comments. */
export function PostDetailScreen({ search, onSearch }: ForumScreenProps<PostDetailSearch>) {
  const navigate = useNavigate();
  const id = search.id ?? 0;
  return (
    <ItemGate key={id} id={id} query={postQueries.detail(id)} noun="帖子" onBack={() => void navigate({ to: '/bbs/home' })}>
      {(post) => <PostBody post={post} search={search} onChange={(patch) => onSearch(nextDetailSearch(search, patch))} />}
    </ItemGate>
  );
}
