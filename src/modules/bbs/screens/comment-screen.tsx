import type { ActivityDirection, CommentActivityItem } from '@contract/bbs/bbs-activity';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hashLink } from '@/shared/lib/links';
import { activityQueries } from '../api/activity-queries';
import { ActivityRow } from '../components/activity-row';
import { DirectionTabs } from '../components/direction-tabs';
import { PagedRows } from '../components/paged-rows';
import { SectionHeading } from '../components/section-heading';
import { ACTIVITY_DEFAULT_TABS, nextActivitySearch } from '../lib/activity-search';
import { personalHref, postHref } from '../lib/bbs-links';
import type { ActivitySearch } from '../lib/forum-search';
import { POST_PAGE_SIZE } from '../lib/list-search';
import type { ForumScreenProps } from './forum-screen';

/**
 * Where a comment opens: a comment on the post itself leads to its page
 * scrolled to the comment (`&comment=`, as comment messages do); one on an
 * answer to the post, whose answers list it.
 */
function commentHref(c: CommentActivityItem): string {
  return c.answer === null ? hashLink('/bbs/post-detail', { id: c.post.id, comment: c.id }) : postHref(c.post.id);
}

/** A comment the caller got (who commented on which of his) or wrote (on what). */
function CommentRow({ comment, tab }: { comment: CommentActivityItem; tab: ActivityDirection }) {
  const target = comment.answer ? '回答' : '帖子';
  const verb = comment.reply ? '回复了' : '评论了';
  const lead =
    tab === 'received' ? (
      <Text span fz="sm">
        <Anchor href={personalHref(comment.user.id)} fz="sm" fw={500}>
          {comment.user.nickname}
        </Anchor>{' '}
        {comment.reply ? `在你的${target}下回复了评论` : `评论了你的${target}`}
      </Text>
    ) : (
      <Text span fz="sm">
        我{verb}
        {comment.reply ? '评论' : target}
      </Text>
    );
  return (
    <ActivityRow
      title={comment.post.title}
      href={commentHref(comment)}
      lead={lead}
      excerpt={comment.excerpt}
      quote={comment.answer?.excerpt}
      at={comment.createdAt}
    />
  );
}

/**
 * `comment` (评论): the comments others wrote on the caller's posts and
 * answers (收到的评论) and the ones he wrote in the forum (我的评论), newest
 * first; tab and page in the URL.
 */
export function CommentScreen({ search, onSearch }: ForumScreenProps<ActivitySearch>) {
  const tab = search.tab ?? ACTIVITY_DEFAULT_TABS.comment;
  const query = useQuery(activityQueries.comments({ direction: tab, page: search.page, size: POST_PAGE_SIZE }));
  const defaults = { tab: ACTIVITY_DEFAULT_TABS.comment };
  return (
    <Stack gap="md">
      <SectionHeading title="评论" hint="大家对我的帖子和回答的评论，以及我在论坛写下的评论" />
      <DirectionTabs
        value={tab}
        tabs={[
          ['received', '收到的评论'],
          ['given', '我的评论'],
        ]}
        onChange={(direction) => onSearch(nextActivitySearch(search, { tab: direction }, defaults))}
      />
      <PagedRows
        query={query}
        unit="条评论"
        empty={tab === 'received' ? '你的帖子和回答还没有收到评论' : '你还没有在论坛发表过评论'}
        page={search.page}
        onPage={(page) => onSearch(nextActivitySearch(search, { page }, defaults))}
        row={(c) => <CommentRow key={c.id} comment={c} tab={tab} />}
      />
    </Stack>
  );
}
