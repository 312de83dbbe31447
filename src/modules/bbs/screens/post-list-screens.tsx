import { Stack } from '@mantine/core';
import { PostList } from '../components/post-list';
import { SectionHeading } from '../components/section-heading';
import type { PostListSearch } from '../lib/forum-search';
import { POST_LISTS, type PostListKey } from '../lib/list-search';
import type { ForumScreenProps } from './forum-screen';

/** A titled list of posts, one of the forum's fixed lists. */
function PostListScreen({ list, search, onSearch }: ForumScreenProps<PostListSearch> & { list: PostListKey }) {
  const def = POST_LISTS[list];
  return (
    <Stack gap="md">
      <SectionHeading title={def.title} hint={def.hint} />
      <PostList list={list} search={search} onSearch={onSearch} />
    </Stack>
  );
}

/** `questions` (待回答): questions nobody answered yet, newest first. */
export function QuestionsScreen(props: ForumScreenProps<PostListSearch>) {
  return <PostListScreen list="questions" {...props} />;
}

/** `popular` (热门): every post by hot score. */
export function PopularScreen(props: ForumScreenProps<PostListSearch>) {
  return <PostListScreen list="popular" {...props} />;
}

/** `mine/post` (我的帖子): the caller's posts, drafts and held ones with their state. */
export function MinePostScreen(props: ForumScreenProps<PostListSearch>) {
  return <PostListScreen list="minePost" {...props} />;
}

/** `mine/case` (我的案例): the caller's cases, drafts and held ones with their state. */
export function MineCaseScreen(props: ForumScreenProps<PostListSearch>) {
  return <PostListScreen list="mineCase" {...props} />;
}

/** `mine/praise` (我赞过的): posts the caller liked. */
export function MinePraiseScreen(props: ForumScreenProps<PostListSearch>) {
  return <PostListScreen list="minePraise" {...props} />;
}
